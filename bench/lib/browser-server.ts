import { configFromEnv } from '../../src/server/config';
import { serve } from '../../src/server/serve';

// The real server of `npm run serve` (src/server/main.ts: API + in-process enrichment worker), except
// that the built dashboard is served from DASHBOARD_DIR (a fresh build of this run) instead of ./dist,
// so the render bench never reads or writes the shared dist/.
const dashboardDir = process.env.DASHBOARD_DIR;
if (!dashboardDir) throw new Error('DASHBOARD_DIR must name the directory of a built dashboard (index.html + assets/)');
await serve(configFromEnv(), { startWorker: true, dashboardDir });
