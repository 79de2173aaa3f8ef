import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { issueToken } from './auth/tokens';
import { configFromEnv, publicBaseUrl } from './config';
import { serve } from './serve';

// `npm start`: build the dashboard if dist/ is missing, start API + dashboard + worker on one
// origin, and on an empty database create partner `demo` with a sign-in link for demo@example.com.

const DASHBOARD_DIR = 'dist';
const DEMO_PARTNER = 'demo';
const DEMO_USER = 'demo@example.com';

function buildDashboardIfMissing(): void {
  if (existsSync(`${DASHBOARD_DIR}/index.html`)) return;
  console.log('Building the dashboard (vite build) — first start only…');
  const r = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('The dashboard build failed: serving the API only. Fix the build and restart to get the dashboard.');
  }
}

buildDashboardIfMissing();
const config = configFromEnv();
const app = await serve(config, { startWorker: config.worker, dashboardDir: DASHBOARD_DIR });
const base = publicBaseUrl(config);

if ((await app.ctx.storage.partners.count()) === 0) {
  const issued = await issueToken(app.ctx.storage.tokens, DEMO_PARTNER, DEMO_USER);
  // The token travels in the URL fragment, which browsers never send: it stays out of server logs.
  console.log(`\nNameplate is running at ${base}\nEmpty database: created partner "${DEMO_PARTNER}" with a token for ${DEMO_USER}.`);
  console.log(`Sign in: ${base}/sign-in#partner=${DEMO_PARTNER}&token=${issued.token}\n`);
} else {
  console.log(`\nNameplate is running at ${base}`);
  console.log(`New sign-in token: npm run token -- --partner <slug> --user <email>, then open ${base}/sign-in#partner=<slug>&token=<token>\n`);
}
