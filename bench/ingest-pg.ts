// `npm run bench -- --db postgres` — the PostgreSQL engine's upload and enrichment, each figure
// against a floor measured in the same run (medians of --runs fresh databases, measured and floor
// alternating in order). The app-level wiring (storage/postgres/postgres-storage.ts, the processes)
// is another part of issue 19: this bench calls the engine's functions, each role in a process of its
// own (bench/lib/pg-role.ts), as the API and the workers would.
//
//   npm run bench -- --db postgres --workers 1,2,4 [--rows 200000] [--queue-rows 50000] [--runs 3]
//                   [--seed N] [--rounds 5] [--per-round 20] [--keep-db]
//   npm run bench -- --db postgres --list-db <url> [--rounds 5] [--per-round 20]
//
//   201         acceptUpload: parse + COPY into upload_rows + the request        vs  parse + COPY into a bare table
//   all final   finishImport with the engine: 201 → every asset final and listed  vs  one INSERT … SELECT of the same
//               final rows into an empty copy of `assets` with all its indexes, and of their search rows into
//               one of `asset_search` (after the import, same database)
//   workers     N queue processes (claim → real engine → finalize) over --queue-rows pending assets: assets/s, ratio to 1
//   list        every 4.4 filter of bench/lib/list-queries.ts, the storage's list: count and page (what GET /assets runs), p50/p95
//   RSS         peak (VmHWM) of each process, run as the service's processes are (bundled, package.json's node flags)
// Uses BENCH_DATABASE_URL, else a throwaway cluster (scripts/pg-throwaway.mjs: fsync off).
//   --keep-db        the last run's database is kept (its URL printed) for --list-db; needs BENCH_DATABASE_URL
//                    (a cluster that outlives the bench: `node scripts/pg-throwaway.mjs` prints one and keeps it)
//   --list-db <url>  the list only, on a database a --keep-db run left: no import; the database is migrated
//                    first (migrations added since apply, as on a deployment), then the key counts folded and
//                    VACUUM ANALYZE (as a worker and autovacuum do within a minute), then timed
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, stop as stopEsbuild } from 'esbuild';
import { sql } from 'kysely';
import pg from 'pg';
import { listAssetsQuerySchema } from '../src/contract/assets';
import { searchParamsToObject } from '../src/contract/query-string';
import { readCatalogModels } from '../src/server/catalog/load-catalog';
import { listFiltersFromQuery, listSortFromQuery } from '../src/server/routes/asset-list-filters';
import { openPostgres, type PgHandle } from '../src/server/storage/postgres/connection';
import { foldKeyCounts } from '../src/server/storage/postgres/key-counts';
import { listAssetsPg } from '../src/server/storage/postgres/list-query';
import { migratePostgres } from '../src/server/storage/postgres/migrate';
import { flagArg, numberArg, stringArg } from './lib/args';
import { generateCsv } from './lib/csv-generator';
import { listQueries } from './lib/list-queries';
import { median, percentile } from './lib/stats';
// @ts-expect-error plain ESM script without types
import { startThrowawayPostgres } from '../scripts/pg-throwaway.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BENCH_DIR = path.join(ROOT, '.bench');
const ROLE = path.join(ROOT, 'bench/lib/pg-role.ts');
/** The role bundled, and run as `npm run serve` / `npm run worker` run the service (package.json): one
 *  malloc arena, a 192 MiB old space, no tsx loader thread — so its peak RSS is a deployed process's. */
const ROLE_BUNDLE = path.join(BENCH_DIR, 'pg-role.mjs');
const ROLE_NODE_ARGS = ['--max-old-space-size=192'];
const ROLE_ENV = { ...process.env, MALLOC_ARENA_MAX: '1' };

async function bundleRole(): Promise<void> {
  mkdirSync(BENCH_DIR, { recursive: true });
  await build({ absWorkingDir: ROOT, entryPoints: [ROLE], bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', outfile: ROLE_BUNDLE, logLevel: 'warning' });
  await stopEsbuild();
}
/** Targets of issue 19 (must-have 5). */
const TARGET = { acceptVsFloor: 2, finalVsFloor: 1.5, listP95Ms: 50, rssMiB: 300 };

const rows = numberArg('rows', 200_000);
const queueRows = numberArg('queue-rows', Math.min(rows, 50_000));
const runs = numberArg('runs', 3);
const seed = numberArg('seed', 20240501);
const rounds = numberArg('rounds', 5);
const perRound = numberArg('per-round', 20);
const keepDb = flagArg('keep-db');
const listDb = stringArg('list-db');
const workersAt = process.argv.indexOf('--workers');
const WORKERS = (workersAt >= 0 ? process.argv[workersAt + 1]! : '1,2,4').split(',').map(Number);

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ok = (pass: boolean) => (pass ? 'met' : 'MISSED');

interface RoleResult {
  ms: number;
  peakRssMiB: number;
  requestId?: string;
  pending?: number;
  done?: number;
}

/** Runs a role process; `go` (queue) resolves once it is ready and returns the trigger. */
function startRole(args: string[]): { ready: Promise<void>; go: () => void; result: Promise<RoleResult> } {
  const child = spawn(process.execPath, [...ROLE_NODE_ARGS, ROLE_BUNDLE, ...args], { cwd: ROOT, env: ROLE_ENV, stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  let markReady = () => undefined as void;
  const ready = new Promise<void>((r) => (markReady = r));
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    out += d;
    if (out.includes('ready\n')) markReady();
  });
  const result = new Promise<RoleResult>((resolve, reject) =>
    child.once('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0) reject(new Error(`pg-role ${args[0]} exited with ${code}`));
      else resolve(JSON.parse(last) as RoleResult);
    }),
  );
  return { ready, go: () => child.stdin.end('go\n'), result };
}
const runRole = (args: string[]) => startRole(args).result;

async function adminQuery(url: string, text: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}
const dbUrl = (url: string, name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

async function freshDatabase(adminUrl: string): Promise<{ url: string; name: string; partnerId: number }> {
  const name = `nameplate_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = dbUrl(adminUrl, name);
  const h = openPostgres(url, { max: 1 });
  try {
    await migratePostgres(h.db);
    const p = await h.db.insertInto('partners').values({ slug: 'bench', name: 'bench', created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
    return { url, name, partnerId: p.id };
  } finally {
    await h.close();
  }
}

/**
 * The final rows written once: one INSERT … SELECT into an empty copy of `assets` with every index,
 * and one of their search rows into an empty copy of `asset_search` with its indexes (migration
 * 0005: the trigram index is there, not on `assets`; 0006: the search string stored lower()ed).
 */
async function finalRowsFloorMs(h: PgHandle): Promise<number> {
  await sql`CREATE TABLE assets_floor (LIKE assets INCLUDING ALL)`.execute(h.db);
  await sql`CREATE TABLE asset_search_floor (LIKE asset_search INCLUDING ALL)`.execute(h.db);
  const cols = (await sql<{ c: string }>`SELECT column_name AS c FROM information_schema.columns WHERE table_name = 'assets' AND is_generated = 'NEVER' AND column_name <> 'seq' ORDER BY ordinal_position`.execute(h.db)).rows.map((r) => r.c);
  const list = sql.raw(cols.join(', '));
  const t0 = performance.now();
  await sql`INSERT INTO assets_floor (${list}) SELECT ${list} FROM assets ORDER BY model_number, seq`.execute(h.db);
  await sql`INSERT INTO asset_search_floor (seq, partner_id, search_string) SELECT seq, partner_id, lower(search_string) FROM assets_floor`.execute(h.db);
  const ms = performance.now() - t0;
  await sql`DROP TABLE assets_floor, asset_search_floor`.execute(h.db);
  return ms;
}

async function timeList(h: PgHandle, partnerId: number, sample: { uniqueId: string }) {
  const now = new Date();
  const out: { name: string; total: number; p50: number; p95: number }[] = [];
  for (const { name, query } of listQueries({ addedBy: 'bench@example.com', distributor: 'bench-distributor', searchTerm: 'Garcia', uniqueId: sample.uniqueId })) {
    const q = listAssetsQuerySchema.parse(searchParamsToObject(new URLSearchParams(query)));
    const filters = listFiltersFromQuery(partnerId, q, now, now);
    const sort = listSortFromQuery(q);
    const call = async () => (await listAssetsPg(h.db, filters, sort, { limit: 15, offset: 0 })).total;
    let total = 0;
    for (let i = 0; i < 3; i++) total = await call();
    const p50s: number[] = [];
    const p95s: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const times: number[] = [];
      for (let i = 0; i < perRound; i++) {
        const t0 = performance.now();
        await call();
        times.push(performance.now() - t0);
      }
      p50s.push(percentile(times, 50));
      p95s.push(percentile(times, 95));
    }
    out.push({ name, total, p50: median(p50s), p95: median(p95s) });
  }
  return out;
}

function listTable(assets: number, list: Awaited<ReturnType<typeof timeList>>): string[] {
  return [
    `List at ${fmt(assets)} assets (the key counts folded and VACUUM ANALYZE first): listAssetsPg, the storage's list (per_page 15), median of ${rounds} rounds of ${perRound} calls`,
    '| filter | matching | p50 ms | p95 ms | p95 ≤ 50 ms |',
    '|---|---:|---:|---:|---|',
    ...list.map((t) => `| ${t.name} | ${fmt(t.total)} | ${fmt(t.p50, 1)} | ${fmt(t.p95, 1)} | ${ok(t.p95 <= TARGET.listP95Ms)} |`),
  ];
}

/** --list-db: the list alone on a kept bench database, after its pending migrations and VACUUM ANALYZE. */
async function listOnly(url: string): Promise<void> {
  const h = openPostgres(url, { max: 2 });
  try {
    await migratePostgres(h.db);
    await foldKeyCounts(h.db);
    await sql`VACUUM ANALYZE`.execute(h.db);
    const partner = await h.db.selectFrom('partners').select('id').where('slug', '=', 'bench').executeTakeFirstOrThrow();
    const assets = await h.db.selectFrom('assets').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const sample = await sql<{ unique_id: string }>`SELECT unique_id FROM assets WHERE unique_id IS NOT NULL ORDER BY seq OFFSET 1000 LIMIT 1`.execute(h.db);
    const list = await timeList(h, partner.id, { uniqueId: sample.rows[0]?.unique_id ?? 'WO-100500' });
    console.log(['', `PostgreSQL engine, list only (npm run bench -- --db postgres --list-db <url> --rounds ${rounds} --per-round ${perRound})`, ...listTable(assets.n, list)].join('\n'));
    const at = new Date().toISOString();
    mkdirSync(path.join(BENCH_DIR, 'results'), { recursive: true });
    writeFileSync(path.join(BENCH_DIR, 'results', `ingest-pg-list-${at.replace(/[:.]/g, '-')}.json`), JSON.stringify({ at, assets: assets.n, rounds, perRound, list }, null, 2));
  } finally {
    await h.close();
  }
}

async function main(): Promise<void> {
  if (listDb) return listOnly(listDb);
  if (keepDb && !process.env.BENCH_DATABASE_URL) throw new Error('--keep-db needs BENCH_DATABASE_URL (a throwaway cluster is removed when the bench exits)');
  mkdirSync(path.join(BENCH_DIR, 'results'), { recursive: true });
  await bundleRole();
  const csvFor = async (n: number) => {
    const csv = path.join(BENCH_DIR, `assets-${n}-${seed}.csv`);
    if (!existsSync(csv)) await generateCsv({ file: csv, rows: n, models: readCatalogModels(), seed });
    return csv;
  };
  const csv = await csvFor(rows);
  const queueCsv = await csvFor(queueRows);
  let adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    const cluster = (await startThrowawayPostgres()) as { url: string; stop: () => void };
    adminUrl = cluster.url;
    process.on('exit', () => cluster.stop());
  }
  const m: Record<'copyFloor' | 'accept' | 'final' | 'finalFloor', number[]> = { copyFloor: [], accept: [], final: [], finalFloor: [] };
  const rss: Record<string, number> = {};
  const peak = (role: string, r: RoleResult): RoleResult => {
    rss[role] = Math.max(rss[role] ?? 0, r.peakRssMiB);
    return r;
  };
  let list: Awaited<ReturnType<typeof timeList>> = [];
  for (let run = 0; run < runs; run++) {
    const db = await freshDatabase(adminUrl);
    console.log(`run ${run + 1}/${runs}: ${fmt(rows)} rows…`);
    const floorFirst = run % 2 === 0;
    if (floorFirst) m.copyFloor.push(peak('copy floor', await runRole(['copy-floor', db.url, csv])).ms);
    const accepted = await runRole(['accept', db.url, csv, String(db.partnerId)]);
    m.accept.push(peak('API: accept (201)', accepted).ms);
    if (!floorFirst) m.copyFloor.push(peak('copy floor', await runRole(['copy-floor', db.url, csv])).ms);
    m.final.push(peak('worker: import with the engine', await runRole(['import', db.url, accepted.requestId!])).ms);
    const h = openPostgres(db.url, { max: 2 });
    try {
      m.finalFloor.push(await finalRowsFloorMs(h));
      if (run === runs - 1) {
        // As a deployment runs within a minute of the import: a worker's periodic fold, then autovacuum.
        await foldKeyCounts(h.db);
        await sql`VACUUM ANALYZE`.execute(h.db);
        const sample = await sql<{ unique_id: string }>`SELECT unique_id FROM assets WHERE unique_id IS NOT NULL ORDER BY seq OFFSET 1000 LIMIT 1`.execute(h.db);
        list = await timeList(h, db.partnerId, { uniqueId: sample.rows[0]?.unique_id ?? 'WO-100500' });
      }
    } finally {
      await h.close();
    }
    if (keepDb && run === runs - 1) console.log(`kept: --list-db ${db.url}`);
    else await adminQuery(adminUrl, `DROP DATABASE ${db.name} WITH (FORCE)`);
  }

  // Workers: a template database of queueRows pending assets (imported without the engine), cloned per run.
  const tpl = await freshDatabase(adminUrl);
  const acceptedQ = await runRole(['accept', tpl.url, queueCsv, String(tpl.partnerId)]);
  await runRole(['import', tpl.url, acceptedQ.requestId!, '--no-engine']);
  await adminQuery(tpl.url, 'VACUUM ANALYZE');
  const rates = new Map<number, number>();
  for (const w of WORKERS) {
    const perRun: number[] = [];
    for (let run = 0; run < runs; run++) {
      const name = `nameplate_bench_${randomBytes(5).toString('hex')}`;
      await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${tpl.name}`);
      const roles = Array.from({ length: w }, () => startRole(['queue', dbUrl(adminUrl, name)]));
      await Promise.all(roles.map((r) => r.ready));
      const t0 = performance.now();
      roles.forEach((r) => r.go());
      const results = await Promise.all(roles.map((r) => r.result));
      const ms = performance.now() - t0;
      const done = results.reduce((a, r) => a + (r.done ?? 0), 0);
      if (done !== acceptedQ.pending) throw new Error(`${w} workers finalized ${done} assets of ${acceptedQ.pending}`);
      results.forEach((r) => peak('worker: queue', r));
      perRun.push((done / ms) * 1000);
      await adminQuery(adminUrl, `DROP DATABASE ${name} WITH (FORCE)`);
    }
    rates.set(w, median(perRun));
    console.log(`${w} worker(s): ${fmt(median(perRun))} assets/s`);
  }
  await adminQuery(adminUrl, `DROP DATABASE ${tpl.name} WITH (FORCE)`);

  const accept = median(m.accept);
  const copyFloor = median(m.copyFloor);
  const final = median(m.final);
  const finalFloor = median(m.finalFloor);
  const base = rates.get(WORKERS[0]!) ?? Number.NaN;
  const mb = statSync(csv).size / 1e6;
  console.log(
    [
      '',
      `PostgreSQL engine — ${fmt(rows)} rows, ${fmt(mb, 1)} MB; medians of ${runs} runs (npm run bench -- --db postgres --rows ${rows} --queue-rows ${queueRows} --runs ${runs} --workers ${WORKERS.join(',')})`,
      '| measure | value | floor | ratio | target | |',
      '|---|---:|---:|---:|---:|---|',
      `| 201: parse + acceptUpload (COPY into upload_rows) vs parse + COPY into a bare table | ${fmt(accept)} ms | ${fmt(copyFloor)} ms | ${fmt(accept / copyFloor, 2)}× | ≤ ${TARGET.acceptVsFloor}× | ${ok(accept / copyFloor <= TARGET.acceptVsFloor)} |`,
      `| 201 → all final: finishImport with the engine (1 worker) vs one INSERT … SELECT of the final rows, all indexes | ${fmt(final)} ms | ${fmt(finalFloor)} ms | ${fmt(final / finalFloor, 2)}× | ≤ ${TARGET.finalVsFloor}× | ${ok(final / finalFloor <= TARGET.finalVsFloor)} |`,
      ...WORKERS.map((w) => `| queue, ${w} worker process(es), ${fmt(queueRows)} pending assets: claim → engine → finalize | ${fmt(rates.get(w)!)} assets/s | | ${fmt(rates.get(w)! / base, 2)}× of ${WORKERS[0]} | | |`),
      ...Object.entries(rss).map(([role, mib]) => `| peak RSS (VmHWM), ${role} | ${fmt(mib, 1)} MiB | | | ≤ ${TARGET.rssMiB} | ${role.includes('floor') ? '' : ok(mib <= TARGET.rssMiB)} |`),
      '',
      ...listTable(rows, list),
    ].join('\n'),
  );
  const at = new Date().toISOString();
  writeFileSync(
    path.join(BENCH_DIR, 'results', `ingest-pg-${at.replace(/[:.]/g, '-')}.json`),
    JSON.stringify({ at, rows, queueRows, runs, seed, runsMs: m, rates: Object.fromEntries(rates), rss, list }, null, 2),
  );
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
