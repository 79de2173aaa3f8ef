// `npm run bench:render [-- --runs N --assets M]`: how long the dashboard takes from "the asset page's
// data has arrived" to "100 rows are on screen" (the issue: an asset page of 100 rows renders within
// 100 ms of its data arriving), against a plain DOM baseline timed in the same page in the same run.
//
// 1. `npx vite build` into a temp dir; the real server (src/server/serve.ts, as `npm run serve` but
//    with that dir as its dashboard dir, bench/lib/browser-server.ts) on 127.0.0.1, a free port and a
//    fresh temp DATA_DIR; a token from the project's token CLI.
// 2. Seeds M (default 330) assets through the public API (one CSV upload, bench/lib/csv-generator.ts:
//    model numbers from the shipped catalog, serials in the manufacturers' formats, customers) and
//    waits until the enrichment worker has made every one final.
// 3. Chromium signs in through the sign-in link; then N runs (default 15), each:
//      "load"   page.goto(/assets?per_page=100&page=k): a full page load of the assets route;
//      "in-app" a click on the pagination's Next button (page k → k+1, client-side navigation);
//    each measured in the page (bench/lib/browser-probe.ts): t0 = GET assets body fully received,
//    t1 = the "Assets" table has the new 100 rows, t2 = next animation frame, t3 = after that frame;
//    and the baseline right after in the same page: JSON.parse of the same body + a plain 100-row
//    table of the same cell strings built with DOM APIs and inserted, then the next frame.
// 4. Prints medians, p95 and ratios (app ÷ baseline), the load average; stops the server by its PID
//    and deletes the temp dir.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { readCatalogModels } from '../src/server/catalog/load-catalog';
import { listAssetsResponseSchema } from '../src/contract/assets';
import { generateCsv } from './lib/csv-generator';
import { closeAgent, getJson, uploadCsv } from './lib/http-client';
import { freePort } from './lib/server-process';
import { median, percentile } from './lib/stats';
import { baselineScript, probeInitScript, READ_CELLS_SCRIPT, type ProbeRun } from './lib/browser-probe';

const ROOT = resolve(import.meta.dirname, '..');
const PARTNER = 'bench-render';
const USER = 'dispatcher@bench-render.test';
const PER_PAGE = 100;
/** The issue's budget: data arrival → 100 rows rendered, ms. */
const RENDER_BUDGET_MS = 100;
const FINAL_STATUSES = new Set(['completed', 'incomplete', 'not_found', 'failed']);
const ENRICHMENT_TIMEOUT_MS = 120_000;
const SERVER_START_TIMEOUT_MS = 60_000;
const CHROMIUM_ARGS = ['--disable-gpu', '--disable-quic', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '15' }, assets: { type: 'string', default: '330' } } });
const RUNS = Number(args.runs);
const ASSETS = Number(args.assets);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a positive integer, got ${args.runs}`);
if (!Number.isInteger(ASSETS) || ASSETS < 3 * PER_PAGE) throw new Error(`--assets must be an integer ≥ ${3 * PER_PAGE}, got ${args.assets}`);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '—');
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

interface Sample {
  app: { data: number; rows: number; frame: number; painted: number };
  base: { rows: number; frame: number; painted: number };
}

function issueToken(dataDir: string): string {
  const out = execFileSync(join(ROOT, 'node_modules/.bin/tsx'), ['src/server/cli/token.ts', '--partner', PARTNER, '--user', USER], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const token = out.toString().trim().split('\n').at(-1)?.trim();
  if (!token) throw new Error('the token CLI printed no token');
  return token;
}

async function waitForServer(baseUrl: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the server exited during start-up');
    try {
      const res = await fetch(`${baseUrl}/openapi.json`);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`the server did not answer at ${baseUrl} within ${SERVER_START_TIMEOUT_MS} ms`);
}

/** Polls the list until `expected` assets exist and every one is final; returns the total. */
async function waitUntilFinal(baseUrl: string, token: string, atLeast: number): Promise<number> {
  const deadline = Date.now() + ENRICHMENT_TIMEOUT_MS;
  for (;;) {
    const res = await getJson(baseUrl, `/enrichment/${PARTNER}/assets?per_page=500`, token);
    if (res.status !== 200) throw new Error(`GET assets → ${res.status}: ${res.body.slice(0, 300)}`);
    const list = listAssetsResponseSchema.parse(JSON.parse(res.body));
    const final = list.data.filter((a) => FINAL_STATUSES.has(a.status)).length;
    if (list.meta.total >= atLeast && final === list.data.length && list.meta.total === list.data.length) return list.meta.total;
    if (Date.now() > deadline) throw new Error(`enrichment not final after ${ENRICHMENT_TIMEOUT_MS} ms: ${final}/${list.meta.total}`);
    await sleep(500);
  }
}

async function waitForRun(page: Page): Promise<ProbeRun> {
  await page.waitForFunction('window.__renderBench && window.__renderBench.run.t3 !== null', undefined, { timeout: 30_000, polling: 50 });
  return (await page.evaluate('window.__renderBench.run')) as ProbeRun;
}

async function measure(page: Page, run: ProbeRun): Promise<Sample> {
  if (run.t0 === null || run.t1 === null || run.t2 === null || run.t3 === null) throw new Error('incomplete probe run');
  if (run.fetches !== 1) console.warn(`  note: ${run.fetches} asset list responses in this run (the last one is timed)`);
  // Cell strings read outside any timing; the baseline then builds its table from them.
  await page.evaluate(`window.__renderBench.cells = ${READ_CELLS_SCRIPT}`);
  const b = (await page.evaluate(baselineScript())) as { t0: number; t1: number; t2: number; t3: number };
  return {
    app: { data: run.t0, rows: run.t1 - run.t0, frame: run.t2 - run.t0, painted: run.t3 - run.t0 },
    base: { rows: b.t1 - b.t0, frame: b.t2 - b.t0, painted: b.t3 - b.t0 },
  };
}

function report(mode: string, samples: Sample[]): void {
  const line = (label: string, app: number[], base: number[]) => {
    const ratio = app.map((a, i) => a / (base[i] ?? Number.NaN));
    console.log(
      `${mode.padEnd(8)}${label.padEnd(26)}${fmt(median(app)).padStart(9)}${fmt(percentile(app, 95)).padStart(9)}` +
        `${fmt(median(base), 2).padStart(10)}${fmt(percentile(base, 95), 2).padStart(9)}${fmt(median(app) / median(base)).padStart(10)}×${fmt(median(ratio)).padStart(9)}×`,
    );
  };
  line('t1 rows in DOM', samples.map((s) => s.app.rows), samples.map((s) => s.base.rows));
  line('t2 next frame', samples.map((s) => s.app.frame), samples.map((s) => s.base.frame));
  line('t3 after frame', samples.map((s) => s.app.painted), samples.map((s) => s.base.painted));
}

async function main(): Promise<void> {
  const tmp = mkdtempSync(join(tmpdir(), 'nameplate-render-'));
  const dashboardDir = join(tmp, 'dashboard');
  const dataDir = join(tmp, 'data');
  mkdirSync(dataDir);
  let stopServer: (() => Promise<void>) | null = null;
  let browser: Awaited<ReturnType<typeof chromium.launch>> | null = null;
  console.log(`load average at start (1/5/15 min): ${load()}`);
  try {
    execFileSync('npx', ['vite', 'build', '--outDir', dashboardDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    const token = issueToken(dataDir);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/browser-server.ts'], {
      cwd: ROOT,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DASHBOARD_DIR: dashboardDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const pid = child.pid;
    if (pid === undefined) throw new Error('the server did not start');
    stopServer = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        process.kill(pid, 'SIGTERM');
      });
    await waitForServer(baseUrl, () => child.exitCode !== null);
    console.log(`server pid ${pid} at ${baseUrl}, dashboard built into ${dashboardDir}`);

    const csv = join(tmp, 'seed.csv');
    await generateCsv({ file: csv, rows: ASSETS, models: readCatalogModels(), seed: 20_261_121 });
    const up = await uploadCsv(baseUrl, `/enrichment/${PARTNER}/requests/upload`, token, csv);
    if (up.status !== 201) throw new Error(`upload → ${up.status}: ${up.body.slice(0, 500)}`);
    const total = await waitUntilFinal(baseUrl, token, 3 * PER_PAGE);
    const fullPages = Math.floor(total / PER_PAGE);
    console.log(`seeded ${total} assets (CSV of ${ASSETS} rows), all final; ${fullPages} full pages of ${PER_PAGE}`);

    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 }, locale: 'en-US', timezoneId: 'UTC' });
    await context.addInitScript({ content: probeInitScript(PER_PAGE) });
    const page = await context.newPage();
    await page.goto(`/sign-in#${new URLSearchParams({ partner: PARTNER, token })}`);
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'), { timeout: 15_000 });
    await page.getByRole('navigation', { name: 'Main' }).waitFor();

    // One untimed warm-up of each mode (chunk compile caches, font and style work).
    const loadSamples: Sample[] = [];
    const inAppSamples: Sample[] = [];
    for (let i = -1; i < RUNS; i++) {
      const k = 1 + (Math.max(i, 0) % (fullPages - 1)); // k and k + 1 are both full pages
      await page.goto(`/assets?per_page=${PER_PAGE}&page=${k}`);
      const loaded = await measure(page, await waitForRun(page));
      await page.evaluate('window.__renderBench.reset()');
      await page.getByRole('navigation', { name: 'Pages of assets' }).getByRole('button', { name: 'Next', exact: true }).click();
      const inApp = await measure(page, await waitForRun(page));
      if (i >= 0) {
        loadSamples.push(loaded);
        inAppSamples.push(inApp);
      }
    }

    console.log(`\n${RUNS} runs per mode (after 1 warm-up), ${PER_PAGE} rows; times in ms from the list body fully received (t0)`);
    console.log('  app = the dashboard (JSON.parse + zod + React Query + React commit); base = JSON.parse + plain DOM table, same page, same cells');
    console.log(`${'mode'.padEnd(8)}${'to'.padEnd(26)}${'app p50'.padStart(9)}${'app p95'.padStart(9)}${'base p50'.padStart(10)}${'base p95'.padStart(9)}${'p50÷p50'.padStart(11)}${'med ratio'.padStart(10)}`);
    report('load', loadSamples);
    report('in-app', inAppSamples);
    console.log('');
    for (const key of ['frame', 'painted'] as const) {
      const worst = Math.max(median(loadSamples.map((s) => s.app[key])), median(inAppSamples.map((s) => s.app[key])));
      const label = key === 'frame' ? 't2 next frame' : 't3 after frame';
      console.log(`budget ${RENDER_BUDGET_MS} ms from data arrival: worst median to ${label} ${fmt(worst)} ms = ${fmt((worst / RENDER_BUDGET_MS) * 100, 0)} % of it`);
    }
  } finally {
    if (browser) await browser.close();
    if (stopServer) await stopServer();
    closeAgent();
    rmSync(tmp, { recursive: true, force: true });
    console.log(`load average at end (1/5/15 min): ${load()}`);
  }
}

await main();
