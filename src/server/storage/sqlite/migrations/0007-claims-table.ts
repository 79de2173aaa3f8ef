import { sql, type Kysely, type Migration } from 'kysely';

// The worker's claims move out of the asset rows into a small table of their own (storage/sqlite/queue.ts).
// A claim used to rewrite each claimed row (status 'processing', claim token, claim time, attempts),
// moving it in the status index and between the two queue indexes, and the finalize rewrote it
// again: ~8 µs an asset at 1M assets, a fifth of the worker's time. A claim is now one small
// appended row per asset here; the asset row is written once, by the finalize, pending → final.
// An asset is "processing" while it has a claim row (the API derives the status from it).
//
// Claims in the old form (rows with status 'processing', left by a worker that stopped) go back to
// the queue, as a worker's start would have done; their requests' counters follow.

export const claimsTableMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('asset_claims')
      .addColumn('seq', 'integer', (c) => c.primaryKey().references('assets.seq').onDelete('cascade'))
      .addColumn('token', 'varchar(36)', (c) => c.notNull())
      .addColumn('claimed_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await sql`UPDATE assets SET status = 'pending', claim_token = NULL, claimed_at = NULL WHERE status = 'processing'`.execute(db);
    await sql`UPDATE requests SET pending_count = pending_count + processing_count, processing_count = 0,
        status = CASE WHEN completed_count + incomplete_count + not_found_count + failed_count > 0 THEN 'processing' ELSE 'pending' END
      WHERE processing_count > 0`.execute(db);
    await db.schema.dropIndex('assets_queue_processing_idx').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createIndex('assets_queue_processing_idx')
      .on('assets')
      .columns(['status', 'claimed_at'])
      .where(sql.ref('status'), '=', sql.lit('processing'))
      .execute();
    await sql`UPDATE requests SET pending_count = pending_count + processing_count, processing_count = 0,
        status = CASE WHEN completed_count + incomplete_count + not_found_count + failed_count > 0 THEN 'processing' ELSE 'pending' END
      WHERE processing_count > 0`.execute(db);
    await db.schema.dropTable('asset_claims').execute();
  },
};
