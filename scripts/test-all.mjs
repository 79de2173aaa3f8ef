#!/usr/bin/env node
// `npm test`: every test. Runs Vitest (unit + integration), builds the dashboard, runs the
// Playwright journeys against it, then prints the summed totals as the last line
// `N passed, N failed` (what CI reads).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { findPgBin, startThrowawayPostgres } from './pg-throwaway.mjs';

const reports = 'reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

// The Postgres engine's tests need a cluster: TEST_DATABASE_URL, else a throwaway one when
// PostgreSQL is installed (stopped and removed on exit); else those tests are reported skipped.
if (!process.env.TEST_DATABASE_URL && findPgBin()) {
  try {
    const pg = await startThrowawayPostgres();
    process.on('exit', () => pg.stop());
    process.env.TEST_DATABASE_URL = pg.url;
    console.log(`Throwaway PostgreSQL for the tests: ${pg.url}`);
  } catch (e) {
    console.error(`Could not start a throwaway PostgreSQL (the Postgres engine tests are skipped): ${e instanceof Error ? e.message : e}`);
  }
} else if (!process.env.TEST_DATABASE_URL) {
  console.log('No PostgreSQL (TEST_DATABASE_URL unset, no initdb): the Postgres engine tests are skipped.');
}

const totals = { passed: 0, failed: 0 };
let crashed = [];

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

// 0. Static checks, each counted as one test: the type checker and the linter (import boundaries).
for (const [name, args] of [
  ['typecheck', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', ['eslint', '.', '--max-warnings=0']],
]) {
  const code = run('npx', args);
  if (code === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    console.error(`${name} failed`);
  }
}

// 1. Vitest
const vitestCode = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`]);
const v = readJson(`${reports}/vitest.json`);
if (v) {
  totals.passed += v.numPassedTests ?? 0;
  totals.failed += (v.numFailedTests ?? 0) + (v.numFailedTestSuites && !v.numFailedTests ? v.numFailedTestSuites : 0);
  if (vitestCode !== 0 && !v.numFailedTests && !v.numFailedTestSuites) crashed.push('vitest');
} else {
  crashed.push('vitest');
}

// 2. Playwright (builds the dashboard first; the config's webServer starts the real server)
if (existsSync('playwright.config.ts') && process.env.SKIP_E2E !== '1') {
  const buildCode = run('npx', ['vite', 'build']);
  if (buildCode !== 0) {
    crashed.push('vite build');
  } else {
    const pwCode = run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` });
    const p = readJson(`${reports}/playwright.json`);
    if (p?.stats) {
      totals.passed += (p.stats.expected ?? 0) + (p.stats.flaky ?? 0);
      totals.failed += p.stats.unexpected ?? 0;
      if (pwCode !== 0 && !p.stats.unexpected) crashed.push('playwright');
    } else {
      crashed.push('playwright');
    }
  }
}

if (crashed.length) {
  console.error(`Test runners that failed without a report: ${crashed.join(', ')}`);
  totals.failed += crashed.length;
}
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
