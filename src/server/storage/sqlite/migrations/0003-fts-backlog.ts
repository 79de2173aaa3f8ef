import { sql, type Kysely, type Migration } from 'kysely';
import { SEARCHABLE_ASSET_COLUMNS } from './0002-asset-search';

// Deferred search indexing for bulk uploads (the backlog went in migration 0018).
// Indexing a row in the FTS5 trigram index costs ~4× all 19 B-tree indexes together (measured on
// the upload commit: 200k rows 22 s with the insert trigger, 3.7 s without). An upload's commit now
// records its seq range in fts_backlog and its rows skip the triggers; the worker indexes the range
// afterwards in small transactions. The triggers of 0002 are recreated with one condition: a row
// inside a backlog range is not in the index yet, so neither its insert, update nor delete touches it.

const cols = SEARCHABLE_ASSET_COLUMNS.join(', ');
const newCols = SEARCHABLE_ASSET_COLUMNS.map((c) => `new.${c}`).join(', ');
const oldCols = SEARCHABLE_ASSET_COLUMNS.map((c) => `old.${c}`).join(', ');
const indexed = (ref: 'new' | 'old') => `NOT EXISTS (SELECT 1 FROM fts_backlog WHERE ${ref}.seq BETWEEN from_seq AND to_seq)`;

const TRIGGERS = ['assets_fts_ai', 'assets_fts_ad', 'assets_fts_au'];

export const ftsBacklogMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('fts_backlog')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('from_seq', 'integer', (c) => c.notNull())
      .addColumn('to_seq', 'integer', (c) => c.notNull())
      .execute();
    for (const t of TRIGGERS) await sql.raw(`DROP TRIGGER ${t}`).execute(db);
    await sql
      .raw(`CREATE TRIGGER assets_fts_ai AFTER INSERT ON assets WHEN ${indexed('new')} BEGIN
        INSERT INTO assets_fts(rowid, ${cols}) VALUES (new.seq, ${newCols});
      END`)
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER assets_fts_ad AFTER DELETE ON assets WHEN ${indexed('old')} BEGIN
        INSERT INTO assets_fts(assets_fts, rowid, ${cols}) VALUES ('delete', old.seq, ${oldCols});
      END`)
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER assets_fts_au AFTER UPDATE OF ${cols} ON assets WHEN ${indexed('old')} BEGIN
        INSERT INTO assets_fts(assets_fts, rowid, ${cols}) VALUES ('delete', old.seq, ${oldCols});
        INSERT INTO assets_fts(rowid, ${cols}) VALUES (new.seq, ${newCols});
      END`)
      .execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    // Index what is still waiting, then restore the unconditional triggers of 0002.
    await sql.raw(`INSERT INTO assets_fts(rowid, ${cols}) SELECT seq, ${cols} FROM assets a WHERE EXISTS (SELECT 1 FROM fts_backlog b WHERE a.seq BETWEEN b.from_seq AND b.to_seq)`).execute(db);
    for (const t of TRIGGERS) await sql.raw(`DROP TRIGGER ${t}`).execute(db);
    await db.schema.dropTable('fts_backlog').execute();
    await sql.raw(`CREATE TRIGGER assets_fts_ai AFTER INSERT ON assets BEGIN INSERT INTO assets_fts(rowid, ${cols}) VALUES (new.seq, ${newCols}); END`).execute(db);
    await sql.raw(`CREATE TRIGGER assets_fts_ad AFTER DELETE ON assets BEGIN INSERT INTO assets_fts(assets_fts, rowid, ${cols}) VALUES ('delete', old.seq, ${oldCols}); END`).execute(db);
    await sql
      .raw(`CREATE TRIGGER assets_fts_au AFTER UPDATE OF ${cols} ON assets BEGIN
        INSERT INTO assets_fts(assets_fts, rowid, ${cols}) VALUES ('delete', old.seq, ${oldCols});
        INSERT INTO assets_fts(rowid, ${cols}) VALUES (new.seq, ${newCols});
      END`)
      .execute(db);
  },
};
