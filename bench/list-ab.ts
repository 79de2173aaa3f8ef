// List A/B: npx tsx bench/list-ab.ts --base <checkout, e.g. a `git worktree add --detach` of main> <DATA_DIR kept by
//   `npm run bench -- --keep`> [--only NAME] [--calls N]
//
// The 4.4 list of the base checkout's SQLite storage and of this one's, on the same database, each filter of
// bench/lib/list-queries.ts called alternately (base, this, base, …) in one process: a loaded or noisy machine
// slows both sides alike, where two bench runs one after the other see different loads. Each side opens its
// own storage (its read connection, its page cache). Checks that both give the same total and page, then
// prints per filter and side the wall p50 / p95 and the CPU p50 of a call (this process's user + system time).
// Options: --only NAME (the filters whose name contains NAME), --calls N (timed calls a side, default 40).
import path from 'node:path';
import { listAssetsQuerySchema } from '../src/contract/assets';
import { searchParamsToObject } from '../src/contract/query-string';
import { listFiltersFromQuery, listSortFromQuery } from '../src/server/routes/asset-list-filters';
import { openStorage, type Storage } from '../src/server/storage';
import { DB_FILE_NAME } from '../src/server/storage/sqlite/connection';
import { numberArg, stringArg } from './lib/args';
import { listQueries } from './lib/list-queries';
import { median, percentile } from './lib/stats';
import SqliteDatabase from 'better-sqlite3';

const baseRoot = stringArg('base');
const dataDir = process.argv.find((a, i) => i > 1 && !a.startsWith('--') && !process.argv[i - 1]!.startsWith('--'));
if (!baseRoot || !dataDir) throw new Error('usage: npx tsx bench/list-ab.ts --base <checkout> <DATA_DIR> [--only NAME] [--calls N]');
const only = stringArg('only');
const calls = numberArg('calls', 40);
const WARMUP = 3;

const base = (await import(path.join(path.resolve(baseRoot), 'src/server/storage/index.ts'))) as { openStorage: typeof openStorage };
const reader = new SqliteDatabase(path.join(dataDir, DB_FILE_NAME), { readonly: true });
const partner = reader.prepare("SELECT id FROM partners WHERE slug = 'bench'").pluck().get() as number;
const uniqueId = reader.prepare("SELECT unique_id FROM assets WHERE unique_id IS NOT NULL AND status = 'completed' LIMIT 1 OFFSET 1000").pluck().get() as string;
reader.close();

const sides: [string, Storage][] = [
  ['base', await base.openStorage({ dataDir })],
  ['this', await openStorage({ dataDir })],
];
const fmt = (n: number) => n.toFixed(1);
console.log(`list A/B on ${dataDir}: base ${path.resolve(baseRoot)} against this checkout, ${calls} calls a side, alternating`);
console.log('| filter | matching | base wall p50 / p95 ms | base CPU p50 ms | this wall p50 / p95 ms | this CPU p50 ms |');
console.log('|---|---:|---:|---:|---:|---:|');
try {
  for (const { name, query } of listQueries({ addedBy: 'bench@example.com', distributor: 'bench-distributor', searchTerm: 'Garcia', uniqueId })) {
    if (only !== undefined && !name.includes(only)) continue;
    const parsed = listAssetsQuerySchema.parse(searchParamsToObject(new URLSearchParams(query)));
    const now = new Date();
    const filters = listFiltersFromQuery(partner, parsed, now, now);
    const sort = listSortFromQuery(parsed);
    const window = { limit: 15, offset: 0 };
    const timed = sides.map(() => ({ wall: [] as number[], cpu: [] as number[], answer: '', total: 0 }));
    for (let i = 0; i < WARMUP + calls; i++) {
      for (const [k, [, storage]] of sides.entries()) {
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        const got = await storage.assets.list(filters, sort, window);
        const wall = performance.now() - t0;
        const c = process.cpuUsage(c0);
        const side = timed[k]!;
        side.total = got.total;
        side.answer = `${got.total}:${got.rows.map((r) => r.seq).join(',')}`;
        if (i < WARMUP) continue;
        side.wall.push(wall);
        side.cpu.push((c.user + c.system) / 1000);
      }
    }
    if (timed[0]!.answer !== timed[1]!.answer) throw new Error(`${name}: the base and this checkout answer differently (${timed[0]!.answer.slice(0, 80)} / ${timed[1]!.answer.slice(0, 80)})`);
    const cells = timed.map((t) => `${fmt(percentile(t.wall, 50))} / ${fmt(percentile(t.wall, 95))} | ${fmt(median(t.cpu))}`);
    console.log(`| ${name} | ${timed[1]!.total.toLocaleString('en-US')} | ${cells.join(' | ')} |`);
  }
} finally {
  for (const [, storage] of sides) await storage.close();
}
