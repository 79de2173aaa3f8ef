import { mkdirSync, rmSync } from 'node:fs';
import { INDEX_FILTER_KEYS_SQL } from '../../src/server/storage/sqlite/asset-filter-keys';
import { openDatabase } from '../../src/server/storage/sqlite/connection';

// The floor of the enrichment, measured on the same machine in the same run, like the upload's
// (floor.ts): the finished assets of the run — every row final, as the worker left it — written once
// into a fresh database with the service's schema (every index the list's filters and sorts use) and
// pragmas, by one INSERT … SELECT in one transaction, then their filter keys (asset_filter_keys,
// sorted, as an import slice writes them): no engine, no JavaScript per row, no claims,
// no pending row written first, no commit per batch. Enriching can cost no less than storing its
// result, so `rows ÷ this time` bounds the assets/s any worker on this storage can reach here.

export async function measureEnrichmentFloorMs(serverDbFile: string, workDir: string): Promise<{ ms: number; rows: number }> {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
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
    const rows = s.transaction(() => {
      const copied = copy.run().changes;
      keys.run({ first: 0, last: Number.MAX_SAFE_INTEGER });
      return copied;
    })();
    const ms = performance.now() - started;
    s.exec('DETACH DATABASE src');
    return { ms, rows };
  } finally {
    await handle.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}
