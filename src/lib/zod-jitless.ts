// Imported first by every browser entry (main.tsx, the CSV preview worker), before any schema is
// built. zod compiles object parsers with `new Function` when eval is allowed, and probes for it once
// per page; our Content-Security-Policy forbids eval (script-src 'self'), so the probe would only be
// reported as a CSP violation on every load before zod fell back to the interpreted parser it then
// uses anyway. zod keeps its configuration in this global (shared by every copy of zod); setting it
// here rather than with z.config() keeps zod itself out of the entry chunk (~10 KB, 3.7 KB gzip).
// zod-jitless.test.ts checks that zod reads it.

type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };
const holder = globalThis as ZodGlobal;
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
