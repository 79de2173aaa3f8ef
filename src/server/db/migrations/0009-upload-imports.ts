import type { Kysely, Migration } from 'kysely';

// A large CSV upload is accepted before its rows are in `assets` (ingest/README.md, "Accepted,
// then imported"): the 201 commits the request, its counters and one row here naming the upload's
// validated staging file; a worker claims the row and imports the file's rows in chunks, each
// enriched on the way and written final (next_rn tracks progress), deleting the row with the last
// chunk. Rows not yet imported are counted by the request but not listed (asset-list-query.ts
// subtracts them: the request's pending and processing counters, and unimported_failed).

export const uploadImportsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('upload_imports')
      .addColumn('request_id', 'varchar(36)', (c) => c.primaryKey().references('requests.id').onDelete('cascade'))
      // Base name of the accepted file in DATA_DIR/upload-accepted (never a path from the client).
      .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('rows', 'integer', (c) => c.notNull())
      // The first row (in the file's sorted order, 1-based) not yet in `assets`.
      .addColumn('next_rn', 'integer', (c) => c.notNull().defaultTo(1))
      // Rows refused at validation (counted failed since the 201) not yet in `assets`.
      .addColumn('unimported_failed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('accepted_at', 'varchar(32)', (c) => c.notNull())
      // The worker importing it (lease like an asset claim: worker/queue.ts CLAIM_LEASE_MS).
      .addColumn('claim_token', 'varchar(64)')
      .addColumn('claimed_at', 'varchar(32)')
      // Import attempts that did not finish (a worker stopped or the copy failed).
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('upload_imports').execute();
  },
};
