import { mkdirSync, rmSync } from 'node:fs';
import { INDEX_FILTER_KEYS_SQL } from '../../src/server/storage/sqlite/asset-filter-keys';
import { indexForSearchSql } from '../../src/server/storage/sqlite/asset-search';
import { openDatabase } from '../../src/server/storage/sqlite/connection';
import { createDatabaseWithPageSize } from './page-size';

// The floor of the enrichment, measured on the same machine in the same run, like the upload's
// (floor.ts): the finished assets of the run — every row final, as the worker left it — written once
// into a fresh database with the service's schema (every index the list's filters and sorts use) and
// pragmas, by one INSERT … SELECT in one transaction, then their filter keys (asset_filter_keys,
// sorted, as an import slice writes them) and their search index entries (the FTS5 trigram index,
// read from the rows' source, as the import reads them: asset-search.ts): no engine, no JavaScript per row, no claims,
// no pending row written first, no commit per batch. Enriching can cost no less than storing its
// result — a final asset that search_string finds — so `rows ÷ this time` bounds the assets/s any
// worker on this storage can reach here. `searchMs` is the search index's part of it.

export async function measureEnrichmentFloorMs(serverDbFile: string, workDir: string, pageSizeBytes?: number): Promise<{ ms: number; rows: number; searchMs: number }> {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  // The run's page size (`npm run bench -- --page-size N`), so the floor is measured like the service.
  createDatabaseWithPageSize(workDir, pageSizeBytes);
  const handle = await openDatabase({ dataDir: workDir });
  try {
    const s = handle.sqlite;
    // As the upload's import: the rows' partner and request exist in the source only.
    s.pragma('foreign_keys = OFF');
    s.prepare('ATTACH DATABASE ? AS src').run(serverDbFile);
    // A WHERE clause keeps SQLite from its transfer optimization (copying the source's index
    // b-trees as they are when the target is empty), which no enrichment could use.
    const copy = s.prepare('INSERT INTO main.assets SELECT * FROM src.assets WHERE seq > 0 ORDER BY seq');
    const started = performance.now();
    const keys = s.prepare(INDEX_FILTER_KEYS_SQL);
    const search = s.prepare(indexForSearchSql('a.seq', 'a', 'src.assets a WHERE a.seq > 0 ORDER BY a.seq'));
    let searchMs = 0;
    const rows = s.transaction(() => {
      const copied = copy.run().changes;
      keys.run({ first: 0, last: Number.MAX_SAFE_INTEGER });
      const searchStarted = performance.now();
      search.run();
      searchMs = performance.now() - searchStarted;
      return copied;
    })();
    const ms = performance.now() - started;
    s.exec('DETACH DATABASE src');
    return { ms, rows, searchMs };
  } finally {
    await handle.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}
