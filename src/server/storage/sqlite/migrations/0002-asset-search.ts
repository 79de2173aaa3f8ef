import { sql, type Kysely, type Migration } from 'kysely';

// Asset free-text search: an FTS5 trigram index (SQLite only — no portable form of an indexed
// substring search exists; on Postgres the equivalent is pg_trgm GIN indexes). External content:
// the text lives once, in assets; triggers keep the index in step. The worker's updates touch no
// indexed column, so the UPDATE trigger fires only when a searchable field changes.
//
// Trigram matching is case-insensitive (the tokenizer's default case_sensitive 0) and finds any
// substring of at least 3 characters within one field (see storage/sqlite/asset-search.ts for < 3 chars).

import { SEARCHABLE_ASSET_COLUMNS } from '../../columns';

export { SEARCHABLE_ASSET_COLUMNS };

const cols = SEARCHABLE_ASSET_COLUMNS.join(', ');
const newCols = SEARCHABLE_ASSET_COLUMNS.map((c) => `new.${c}`).join(', ');
const oldCols = SEARCHABLE_ASSET_COLUMNS.map((c) => `old.${c}`).join(', ');

export const assetSearchMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql
      .raw(
        `CREATE VIRTUAL TABLE assets_fts USING fts5(${cols}, content='assets', content_rowid='seq', tokenize='trigram')`,
      )
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER assets_fts_ai AFTER INSERT ON assets BEGIN
        INSERT INTO assets_fts(rowid, ${cols}) VALUES (new.seq, ${newCols});
      END`)
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER assets_fts_ad AFTER DELETE ON assets BEGIN
        INSERT INTO assets_fts(assets_fts, rowid, ${cols}) VALUES ('delete', old.seq, ${oldCols});
      END`)
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER assets_fts_au AFTER UPDATE OF ${cols} ON assets BEGIN
        INSERT INTO assets_fts(assets_fts, rowid, ${cols}) VALUES ('delete', old.seq, ${oldCols});
        INSERT INTO assets_fts(rowid, ${cols}) VALUES (new.seq, ${newCols});
      END`)
      .execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const t of ['assets_fts_ai', 'assets_fts_ad', 'assets_fts_au']) await sql.raw(`DROP TRIGGER ${t}`).execute(db);
    await sql.raw('DROP TABLE assets_fts').execute(db);
  },
};
