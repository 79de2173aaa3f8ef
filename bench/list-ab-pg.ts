// Postgres list A/B: npx tsx bench/list-ab-pg.ts --base <checkout's root, e.g. `git archive <commit> src | tar -x -C DIR`
//   with DIR/node_modules a link to this one's> <url of a database kept by `npm run bench -- --db postgres --keep-db`>
//   [--only NAME] [--calls N]
//
// The 4.4 list of the base checkout's Postgres list queries (storage/postgres/list-query.ts) and of this one's, on the
// same database, each filter of bench/lib/list-queries.ts called alternately (base, this, base, …) in one process, as
// `npm run bench -- --db postgres` calls it (listAssetsPg, the storage's list, per_page 15; a base older than it is not comparable): a loaded machine slows both sides
// alike, where two --list-db runs one after the other see different loads. Each side has its own pool of 2. The
// database is migrated by this checkout first (base's functions must work on it: an index added here is there for both
// sides, so this compares query shapes and settings, not indexes — --list-db before and after a migration does that).
// Checks that both give the same total and page, then prints per filter and side the wall p50 / p95 of a call.
import path from 'node:path';
import { sql } from 'kysely';
import { listAssetsQuerySchema } from '../src/contract/assets';
import { searchParamsToObject } from '../src/contract/query-string';
import { listFiltersFromQuery, listSortFromQuery } from '../src/server/routes/asset-list-filters';
import { openPostgres } from '../src/server/storage/postgres/connection';
import * as thisList from '../src/server/storage/postgres/list-query';
import { migratePostgres } from '../src/server/storage/postgres/migrate';
import { numberArg, stringArg } from './lib/args';
import { listQueries } from './lib/list-queries';
import { percentile } from './lib/stats';

const baseRoot = stringArg('base');
const url = process.argv.find((a, i) => i > 1 && !a.startsWith('--') && !process.argv[i - 1]!.startsWith('--'));
if (!baseRoot || !url) throw new Error('usage: npx tsx bench/list-ab-pg.ts --base <checkout> <postgres url> [--only NAME] [--calls N]');
const only = stringArg('only');
const calls = numberArg('calls', 40);
const WARMUP = 3;

const baseList = (await import(path.join(path.resolve(baseRoot), 'src/server/storage/postgres/list-query.ts'))) as typeof thisList;
const sides = [
  { name: 'base', list: baseList, h: openPostgres(url, { max: 2, applicationName: 'list-ab-base' }) },
  { name: 'this', list: thisList, h: openPostgres(url, { max: 2, applicationName: 'list-ab-this' }) },
];
const h = sides[1]!.h;
try {
  await migratePostgres(h.db);
  await sql`VACUUM ANALYZE`.execute(h.db);
  const partner = await h.db.selectFrom('partners').select('id').where('slug', '=', 'bench').executeTakeFirstOrThrow();
  const sample = await sql<{ unique_id: string }>`SELECT unique_id FROM assets WHERE unique_id IS NOT NULL ORDER BY seq OFFSET 1000 LIMIT 1`.execute(h.db);
  const fmt = (n: number) => n.toFixed(1);
  console.log(`Postgres list A/B: base ${path.resolve(baseRoot)} against this checkout, ${calls} calls a side, alternating`);
  console.log('| filter | matching | base p50 / p95 ms | this p50 / p95 ms |');
  console.log('|---|---:|---:|---:|');
  for (const { name, query } of listQueries({ addedBy: 'bench@example.com', distributor: 'bench-distributor', searchTerm: 'Garcia', uniqueId: sample.rows[0]?.unique_id ?? 'WO-100500' })) {
    if (only !== undefined && !name.includes(only)) continue;
    const q = listAssetsQuerySchema.parse(searchParamsToObject(new URLSearchParams(query)));
    const now = new Date();
    const filters = listFiltersFromQuery(partner.id, q, now, now);
    const sort = listSortFromQuery(q);
    const timed = sides.map(() => ({ wall: [] as number[], answer: '', total: 0 }));
    for (let i = 0; i < WARMUP + calls; i++) {
      for (const [k, side] of sides.entries()) {
        const t0 = performance.now();
        const { total, rows } = await side.list.listAssetsPg(side.h.db, filters, sort, { limit: 15, offset: 0 });
        const wall = performance.now() - t0;
        const t = timed[k]!;
        t.total = total;
        t.answer = `${total}:${rows.map((r) => r.seq).join(',')}`;
        if (i >= WARMUP) t.wall.push(wall);
      }
    }
    if (timed[0]!.answer !== timed[1]!.answer) throw new Error(`${name}: the base and this checkout answer differently (${timed[0]!.answer.slice(0, 80)} / ${timed[1]!.answer.slice(0, 80)})`);
    const cells = timed.map((t) => `${fmt(percentile(t.wall, 50))} / ${fmt(percentile(t.wall, 95))}`);
    console.log(`| ${name} | ${timed[1]!.total.toLocaleString('en-US')} | ${cells.join(' | ')} |`);
  }
} finally {
  for (const side of sides) await side.h.close();
}
