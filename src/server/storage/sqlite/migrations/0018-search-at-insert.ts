import { sql, type Kysely, type Migration } from 'kysely';
import { SEARCHABLE_ASSET_COLUMNS } from './0002-asset-search';

// Search indexing at insert: every insert path now indexes its rows in its own transaction
// (asset-search.ts), so the deferred backlog of 0003 goes. On a database an
// older release left, the rows still waiting in fts_backlog are indexed here first; then the update
// and delete triggers lose their backlog test (every row is in the index: 0002's form) and the
// table is dropped. The insert trigger stays dropped (0006): inserts index explicitly.

const cols = SEARCHABLE_ASSET_COLUMNS.join(', ');
const newCols = SEARCHABLE_ASSET_COLUMNS.map((c) => `new.${c}`).join(', ');
const oldCols = SEARCHABLE_ASSET_COLUMNS.map((c) => `old.${c}`).join(', ');

function deleteTrigger(when: string): string {
  return `CREATE TRIGGER assets_fts_ad AFTER DELETE ON assets ${when} BEGIN
    INSERT INTO assets_fts(assets_fts, rowid, ${cols}) VALUES ('delete', old.seq, ${oldCols});
  END`;
}

function updateTrigger(when: string): string {
  return `CREATE TRIGGER assets_fts_au AFTER UPDATE OF ${cols} ON assets ${when} BEGIN
    INSERT INTO assets_fts(assets_fts, rowid, ${cols}) VALUES ('delete', old.seq, ${oldCols});
    INSERT INTO assets_fts(rowid, ${cols}) VALUES (new.seq, ${newCols});
  END`;
}

export const searchAtInsertMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql
      .raw(`INSERT INTO assets_fts(rowid, ${cols}) SELECT seq, ${cols} FROM assets a WHERE EXISTS (SELECT 1 FROM fts_backlog b WHERE a.seq BETWEEN b.from_seq AND b.to_seq) ORDER BY seq`)
      .execute(db);
    await sql.raw('DROP TRIGGER assets_fts_ad').execute(db);
    await sql.raw('DROP TRIGGER assets_fts_au').execute(db);
    await db.schema.dropTable('fts_backlog').execute();
    await sql.raw(deleteTrigger('')).execute(db);
    await sql.raw(updateTrigger('')).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    // 0003's table, empty (every row is indexed), and its triggers.
    await db.schema
      .createTable('fts_backlog')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('from_seq', 'integer', (c) => c.notNull())
      .addColumn('to_seq', 'integer', (c) => c.notNull())
      .execute();
    const indexed = (ref: 'new' | 'old') => `WHEN NOT EXISTS (SELECT 1 FROM fts_backlog WHERE ${ref}.seq BETWEEN from_seq AND to_seq)`;
    await sql.raw('DROP TRIGGER assets_fts_ad').execute(db);
    await sql.raw('DROP TRIGGER assets_fts_au').execute(db);
    await sql.raw(deleteTrigger(indexed('old'))).execute(db);
    await sql.raw(updateTrigger(indexed('old'))).execute(db);
  },
};
