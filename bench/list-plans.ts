// `npm run bench:list-plans -- .bench/data-X` — SQLite's plan and time of every statement the 4.4 list
// runs, for each filter of bench/lib/list-queries.ts and each sort of the spec, on a DATA_DIR kept by
// `npm run bench -- --keep` (opened read-only, as the server's read connection; nothing written).
//   options: --runs N (timed calls per filter, default 5)
//            --cache-kib N  the read connection's page cache in KiB (default READER_CACHE_SIZE_KIB, connection.ts)
//            --planner  also times each filter planned by SQLite itself (plainConditions: every index usable,
//                       one COUNT(*) and one ORDER BY … LIMIT page of ids) on a copy of the database with full
//                       statistics (VACUUM INTO a temp file, then ANALYZE with the STAT4 histograms), and prints a
//                       table of both medians: the evidence for the list's hand-picked plans (sqlite README);
//                       the same page is also timed on the kept database as it is, without statistics (as
//                       the server's read connection plans it: connection.ts drops those of assets).
// Prints, per filter: the total, the median in-process time of the whole list call, then each
// statement's SQL (shortened), its median time and EXPLAIN QUERY PLAN.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { listAssetsQuerySchema, SORT_CRITERIA, SORT_ORDERS } from '../src/contract/assets';
import { searchParamsToObject } from '../src/contract/query-string';
import { listFiltersFromQuery, listSortFromQuery } from '../src/server/routes/asset-list-filters';
import { listAssets, plainConditions } from '../src/server/storage/sqlite/asset-list-query';
import { DB_FILE_NAME, READER_CACHE_SIZE_KIB } from '../src/server/storage/sqlite/connection';
import type { Database } from '../src/server/storage/schema';
import { numberArg } from './lib/args';
import { listQueries } from './lib/list-queries';
import { median } from './lib/stats';

const dataDir = process.argv[2];
if (!dataDir || dataDir.startsWith('--')) throw new Error('usage: npm run bench:list-plans -- <DATA_DIR kept by npm run bench -- --keep>');
const runs = numberArg('runs', 5);
const withPlanner = process.argv.includes('--planner');
const cacheKiB = numberArg('cache-kib', READER_CACHE_SIZE_KIB);

const sqlite = new SqliteDatabase(path.join(dataDir, DB_FILE_NAME), { readonly: true });
sqlite.pragma(`cache_size = -${cacheKiB}`);
let logging = false;
const logged: { sql: string; parameters: readonly unknown[] }[] = [];
const db = new Kysely<Database>({
  dialect: new SqliteDialect({ database: sqlite }),
  log: (e) => {
    if (logging && e.level === 'query') logged.push({ sql: e.query.sql, parameters: e.query.parameters });
  },
});

const partner = sqlite.prepare("SELECT id FROM partners WHERE slug = 'bench'").pluck().get() as number;
const uniqueId = sqlite.prepare("SELECT unique_id FROM assets WHERE unique_id IS NOT NULL AND status = 'completed' LIMIT 1 OFFSET 1000").pluck().get() as string;
const queries = [
  ...listQueries({ addedBy: 'bench@example.com', distributor: 'bench-distributor', searchTerm: 'Garcia', uniqueId }),
  // The spec's other sorts (4.4 sort_criteria), each way.
  ...SORT_CRITERIA.flatMap((c) => SORT_ORDERS.map((o) => ({ name: `sort ${c} ${o}`, query: `sort_criteria=${c}&sort_order=${o}` }))),
];

const ms = (t0: number) => performance.now() - t0;

/** The copy SQLite plans on: full statistics (ANALYZE, STAT4 where compiled in), as the planner would want. */
const planned = withPlanner ? analyzedCopy() : null;
function analyzedCopy() {
  const dir = mkdtempSync(path.join(tmpdir(), 'nameplate-planner-'));
  const file = path.join(dir, DB_FILE_NAME);
  let t0 = performance.now();
  sqlite.prepare('VACUUM INTO ?').run(file);
  console.log(`copy for the planner: ${ms(t0).toFixed(0)} ms`);
  const copy = new SqliteDatabase(file);
  copy.pragma(`cache_size = -${cacheKiB}`);
  t0 = performance.now();
  copy.exec('ANALYZE');
  const stat4 = (copy.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'sqlite_stat4'").pluck().get() as number) > 0;
  console.log(`ANALYZE: ${ms(t0).toFixed(0)} ms${stat4 ? ' (with STAT4 histograms)' : ''}`);
  return { dir, copy, db: new Kysely<Database>({ dialect: new SqliteDialect({ database: copy }) }) };
}
const comparison: { name: string; total: number; ours: number; count: number; page: number; bare: number }[] = [];

for (const { name, query } of queries) {
  const parsed = listAssetsQuerySchema.safeParse(searchParamsToObject(new URLSearchParams(query)));
  if (!parsed.success) {
    console.log(`\n## ${name}: not a valid query (${parsed.error.message.slice(0, 120)})`);
    continue;
  }
  const now = new Date();
  const filters = listFiltersFromQuery(partner, parsed.data, now, now);
  const sort = listSortFromQuery(parsed.data);
  const run = () => listAssets(db, filters, sort, { limit: 15, offset: 0 });
  await run();
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    total = (await run()).total;
    times.push(ms(t0));
  }
  logged.length = 0;
  logging = true;
  await run();
  logging = false;
  console.log(`\n## ${name} (${query || 'no query'}): ${total} matching, median ${median(times).toFixed(1)} ms over ${runs}`);
  if (planned) {
    // SQLite's plan: the count, then the page's ids in the sort order (the page's wide rows are read
    // alike either way: by seq). Both statements' plans are printed.
    const count = planned.db.selectFrom('assets').select((eb) => eb.fn.countAll<number>().as('n')).where((eb) => plainConditions(eb, filters));
    const pageOn = (on: Kysely<Database>) =>
      on
        .selectFrom('assets')
        .select('assets.seq')
        .where((eb) => plainConditions(eb, filters))
        .orderBy(`assets.${sort.criteria}`, sort.order)
        .orderBy('assets.seq', sort.order)
        .limit(15);
    const page = pageOn(planned.db);
    // The same page planned without statistics, on the kept database through the read connection.
    const bare = pageOn(db);
    const plannerTotal = Number((await count.executeTakeFirstOrThrow()).n);
    if (plannerTotal !== total) throw new Error(`${name}: the planner's count ${plannerTotal} differs from the list's ${total}`);
    await page.execute();
    await bare.execute();
    const countTimes: number[] = [];
    const pageTimes: number[] = [];
    const bareTimes: number[] = [];
    for (let i = 0; i < runs; i++) {
      let t0 = performance.now();
      await count.executeTakeFirstOrThrow();
      countTimes.push(ms(t0));
      t0 = performance.now();
      await page.execute();
      pageTimes.push(ms(t0));
      t0 = performance.now();
      await bare.execute();
      bareTimes.push(ms(t0));
    }
    comparison.push({ name, total, ours: median(times), count: median(countTimes), page: median(pageTimes), bare: median(bareTimes) });
    console.log(
      `  SQLite's planner (ANALYZEd copy): count ${median(countTimes).toFixed(1)} ms, page ${median(pageTimes).toFixed(1)} ms; without statistics: page ${median(bareTimes).toFixed(1)} ms (medians)`,
    );
    for (const c of [count.compile(), page.compile()]) {
      for (const p of planned.copy.prepare(`EXPLAIN QUERY PLAN ${c.sql}`).all(...c.parameters) as { detail: string }[]) console.log(`    planner: ${p.detail}`);
    }
    const b = bare.compile();
    for (const p of sqlite.prepare(`EXPLAIN QUERY PLAN ${b.sql}`).all(...b.parameters) as { detail: string }[]) console.log(`    planner without statistics: ${p.detail}`);
  }
  for (const q of logged) {
    const stmt = sqlite.prepare(q.sql);
    const t: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      if (stmt.reader) stmt.all(...q.parameters);
      t.push(ms(t0));
    }
    const plan = sqlite.prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(...q.parameters) as { detail: string }[];
    const text = q.sql.replace(/\s+/g, ' ');
    console.log(`- ${median(t).toFixed(1)} ms: ${text.length > 260 ? `${text.slice(0, 170)} … ${text.slice(-80)}` : text}`);
    for (const p of plan) console.log(`    ${p.detail}`);
  }
}
await db.destroy();
if (planned) {
  // The list's count may come from maintained counters (no planning involved); the planner's page alone is
  // the fair part of the comparison, its COUNT(*) what a count without those counters costs.
  console.log(`\n| filter | matching | list: count + page (ms) | planner: COUNT(*) (ms) | planner: page (ms) | planner count + page ÷ list | planner without statistics: page (ms) |`);
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const c of comparison) {
    console.log(`| ${c.name} | ${c.total} | ${c.ours.toFixed(1)} | ${c.count.toFixed(1)} | ${c.page.toFixed(1)} | ${((c.count + c.page) / c.ours).toFixed(1)}× | ${c.bare.toFixed(1)} |`);
  }
  await planned.db.destroy();
  rmSync(planned.dir, { recursive: true, force: true });
}
