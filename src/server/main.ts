import { configFromEnv } from './config';
import { serve } from './serve';

// `npm run serve`: the API (and the built dashboard if dist/ exists) with the in-process worker.
await serve(configFromEnv(), { startWorker: true, dashboardDir: 'dist' });
