import { sql, type Kysely, type Migration } from 'kysely';
import { SEARCHABLE_ASSET_COLUMNS } from './0002-asset-search';

// The FTS insert trigger of 0003 goes: every row of an upload's commit evaluated its WHEN (a lookup
// in fts_backlog) only to be skipped — ~1.2 s of a 1M-row commit. Uploads already hand their rows
// to the backlog (until migration 0018); the one other way in, a single-asset POST, now indexes
// its row itself in its transaction (storage/sqlite/assets-repo.ts indexAssetForSearch). The update and delete
// triggers stay: they fire only when a searchable column changes or a row goes.

const cols = SEARCHABLE_ASSET_COLUMNS.join(', ');
const newCols = SEARCHABLE_ASSET_COLUMNS.map((c) => `new.${c}`).join(', ');

export const explicitSearchInsertMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql.raw('DROP TRIGGER assets_fts_ai').execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql
      .raw(`CREATE TRIGGER assets_fts_ai AFTER INSERT ON assets WHEN NOT EXISTS (SELECT 1 FROM fts_backlog WHERE new.seq BETWEEN from_seq AND to_seq) BEGIN
        INSERT INTO assets_fts(rowid, ${cols}) VALUES (new.seq, ${newCols});
      END`)
      .execute(db);
  },
};
