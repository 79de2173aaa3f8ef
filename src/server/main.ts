import { configFromEnv } from './config';
import { serve } from './serve';

// `npm run serve`: the API (and the built dashboard if dist/ exists) with the in-process worker
// (WORKER=0: none; `npm run worker` processes enrich instead).
const config = configFromEnv();
await serve(config, { startWorker: config.worker, dashboardDir: 'dist' });
