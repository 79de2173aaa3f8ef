import { z } from 'zod';

// Imported first by every browser entry (main.tsx, the CSV preview worker), before any schema is
// built. zod compiles object parsers with `new Function` when eval is allowed, and probes for it once;
// our Content-Security-Policy forbids eval (script-src 'self'), so the probe would only be reported
// as a CSP violation on every load before zod fell back to the interpreted parser it then uses anyway.
z.config({ jitless: true });
