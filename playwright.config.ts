import { existsSync, readFileSync } from 'node:fs';
import { defineConfig, type ReporterDescription } from '@playwright/test';
import { e2eEnv } from './e2e/support/e2e-env';

// Journeys against the BUILT dashboard (dist/, `npx vite build` first) served by the real server
// (src/server/main.ts: API + dashboard + in-process enrichment worker) on 127.0.0.1, a free port and
// a fresh DATA_DIR per run, in Debian's Chromium. Fixtures seed through the public API only.

if (!existsSync('dist/index.html')) {
  throw new Error('dist/index.html is missing: run `npx vite build` before the Playwright journeys.');
}

const env = e2eEnv();
/** The server is started as `npm run serve` starts it (package.json), without npm's wrapper processes. */
const serveCommand = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { serve: string } }).scripts.serve;

const reporter: ReporterDescription[] = [['list']];
if (process.env.PLAYWRIGHT_JSON_OUTPUT_NAME) reporter.push(['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME }]);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  globalTeardown: './e2e/support/global-teardown.ts',
  // Two cores: two workers at most (the server and its worker share them).
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter,
  use: {
    baseURL: env.baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    timezoneId: 'UTC',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: serveCommand,
    url: `${env.baseURL}/openapi.json`,
    env: { HOST: '127.0.0.1', PORT: String(env.port), DATA_DIR: env.dataDir, LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
