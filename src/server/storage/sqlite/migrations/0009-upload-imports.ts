import type { Kysely, Migration } from 'kysely';

// A large CSV upload is accepted before its rows are in `assets` (ingest/README.md, "Accepted,
// then imported"): the 201 commits the request, its counters and one row here naming the upload's
// validated staging file; a worker claims the row, copies the file's rows into `assets` in one
// transaction that also deletes the row, and removes the file. While the row exists the request's
// assets are not listed (asset-list-query.ts counts only imported requests).

export const uploadImportsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('upload_imports')
      .addColumn('request_id', 'varchar(36)', (c) => c.primaryKey().references('requests.id').onDelete('cascade'))
      // Base name of the accepted file in DATA_DIR/upload-accepted (never a path from the client).
      .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('rows', 'integer', (c) => c.notNull())
      .addColumn('accepted_at', 'varchar(32)', (c) => c.notNull())
      // The worker importing it (lease like an asset claim: storage/port.ts CLAIM_LEASE_MS).
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
