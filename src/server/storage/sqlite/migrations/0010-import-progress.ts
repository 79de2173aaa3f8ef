import { sql, type Kysely, type Migration } from 'kysely';

// An accepted upload is imported in slices, each its own transaction, enriched as it is copied
// (storage/sqlite/upload-importer.ts): the record keeps how far the import got and how many of the request's
// counted assets are not in `assets` yet, so that the list's counts (asset-list-query.ts) subtract
// exactly those while the import runs, and a worker taking the import over goes on from there.
//   imported_rows  ordered rows 1..imported_rows are in `assets` (the next slice starts after them)
//   pending_left   valid rows not imported yet (counted pending in the request's counters)
//   failed_left    rows refused at validation not imported yet (counted failed)
// Records written before this migration have imported nothing: their counters are left as they are.

export const importProgressMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('upload_imports')
      .addColumn('imported_rows', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('upload_imports').addColumn('pending_left', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('upload_imports').addColumn('failed_left', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await sql`UPDATE upload_imports SET
        pending_left = (SELECT pending_count FROM requests WHERE requests.id = upload_imports.request_id),
        failed_left = (SELECT failed_count FROM requests WHERE requests.id = upload_imports.request_id)`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('upload_imports').dropColumn('failed_left').execute();
    await db.schema.alterTable('upload_imports').dropColumn('pending_left').execute();
    await db.schema.alterTable('upload_imports').dropColumn('imported_rows').execute();
  },
};
