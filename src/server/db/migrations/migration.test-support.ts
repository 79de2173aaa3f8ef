import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { migrationProvider } from './index';

/** A database in a temporary directory migrated up to `name`, to seed as an older release left it. */
export async function databaseAtMigration(name: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `nameplate-${name.slice(0, 4)}-`));
  const sqlite = new SqliteDatabase(path.join(dir, 'db.sqlite'));
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
  const migrator = new Migrator({ db, provider: migrationProvider });
  const first = await migrator.migrateTo(name);
  if (first.error) throw first.error;
  return {
    sqlite,
    /** Applies the migrations after `name`; their error, if any. */
    migrateToLatest: async () => (await migrator.migrateToLatest()).error,
    close: async () => {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
