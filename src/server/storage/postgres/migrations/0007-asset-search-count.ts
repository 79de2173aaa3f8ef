import { sql, type Kysely, type Migration } from 'kysely';

// A search alone's count, planned with parallel_setup_cost 0 (the function's SET clause: for its own
// statements only, restored on return). A common term's matches lie on nearly every page of asset_search,
// so the bitmap heap scan reads the whole table and its time goes to the pages and the LIKE rechecks,
// which a parallel bitmap heap scan shares among the backend and its workers (the GIN bitmap is still
// built by one process). Postgres costs that scan with only its CPU part divided among the processes, the
// pages not (cost_bitmap_heap_scan, src/backend/optimizer/path/costsize.c, https://github.com/postgres/postgres),
// so with the default setup cost (1000) it keeps the serial plan even when every page is in memory.
// The planner still decides from its estimates whether workers pay and how many (a bitmap under
// min_parallel_table_scan_size gets none; max_parallel_workers_per_gather at most).
// plpgsql's RETURN QUERY EXECUTE … USING plans the statement on each call with the given values (so the
// pattern's selectivity is estimated, not a generic plan's) and may run it in parallel (PostgreSQL 14+);
// one statement from the client, where SET LOCAL would take a transaction of its own (three more round trips).
// list-query.ts searchCountPg; `npm run bench -- --db postgres --list-db <url>` times it against the
// same count with the default planning, alternating.

export const assetSearchCountMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE FUNCTION asset_search_count(partner_id integer, pattern text) RETURNS SETOF bigint
        LANGUAGE plpgsql STABLE SET parallel_setup_cost = 0 AS $$
      BEGIN
        RETURN QUERY EXECUTE 'SELECT count(*) FROM asset_search WHERE partner_id = $1 AND search_string LIKE $2' USING partner_id, pattern;
      END $$`.execute(db);
  },
};
