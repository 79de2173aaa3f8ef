import type { Kysely, Migration } from 'kysely';

// A failed import attempt is retried later, not given up (storage/sqlite/upload-importer.ts): retry_at is the
// earliest time (ISO timestamp) a worker may claim the import again, set when an attempt fails, the
// delay doubling with each failed attempt up to an hour. Null: claimable at once. Records from before
// have none, so an import given up under the old rule (5 failed attempts) is tried again.

export const importRetryMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('upload_imports').addColumn('retry_at', 'varchar(32)').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('upload_imports').dropColumn('retry_at').execute();
  },
};
