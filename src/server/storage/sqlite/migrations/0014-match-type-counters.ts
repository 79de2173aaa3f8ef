import { sql, type Kysely, type Migration } from 'kysely';

// Match-type counters on `requests` (storage/sqlite/asset-list-query.ts countAssets): the list's match_type[]
// filter alone (or with request-level filters) is counted from the requests' counters instead of
// its index. `match_type[]=exact_match,likely_match` on the 1M-asset bench counted ~780k index
// entries per call (p95 28–57 ms against the 50 ms target). Maintained with the status counters
// (requests-repo.applyStatusChanges: an asset's match type is set once, when it turns final).

import { MATCH_TYPE_COUNTER_COLUMNS } from '../../columns';

export { MATCH_TYPE_COUNTER_COLUMNS };

export const matchTypeCountersMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const column of Object.values(MATCH_TYPE_COUNTER_COLUMNS)) {
      await db.schema.alterTable('requests').addColumn(column, 'integer', (c) => c.notNull().defaultTo(0)).execute();
    }
    // The assets already enriched: one pass over the table, then one UPDATE per request and type.
    const counts = await sql<{ request_id: string; match_type: string; n: number }>`
      SELECT request_id, match_type, count(*) AS n FROM assets WHERE match_type IS NOT NULL GROUP BY request_id, match_type`.execute(db);
    for (const r of counts.rows) {
      const column = MATCH_TYPE_COUNTER_COLUMNS[r.match_type as keyof typeof MATCH_TYPE_COUNTER_COLUMNS];
      if (!column) throw new Error(`Migration 0014: assets of request ${r.request_id} have an unknown match type "${r.match_type}"`);
      await sql`UPDATE requests SET ${sql.ref(column)} = ${r.n} WHERE id = ${r.request_id}`.execute(db);
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const column of Object.values(MATCH_TYPE_COUNTER_COLUMNS)) await db.schema.alterTable('requests').dropColumn(column).execute();
  },
};
