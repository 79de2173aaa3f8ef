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
    /** Applies the migrations after `name` up to `target`; their error, if any. */
    migrateTo: async (target: string) => (await migrator.migrateTo(target)).error,
    close: async () => {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The time the seeding helpers stamp on rows. */
export const SEED_TIME = '2025-06-01T00:00:00.000Z';

/**
 * A batch-import request `id` of partner `partnerId` (the partner made if missing: slug p<id>), with
 * its status and counters, as an older release stored it.
 */
export function seedRequest(
  sqlite: SqliteDatabase.Database,
  r: { id: string; partnerId?: number; status: string; counters: Record<string, number> },
): void {
  const partnerId = r.partnerId ?? 1;
  sqlite.prepare('INSERT OR IGNORE INTO partners (id, slug, name, created_at) VALUES (?, ?, ?, ?)').run(partnerId, `p${partnerId}`, `Partner ${partnerId}`, SEED_TIME);
  const counters = Object.keys(r.counters);
  for (const c of counters) if (!/^[a-z_]+_count$/.test(c)) throw new Error(`not a counter column: ${c}`);
  sqlite
    .prepare(
      `INSERT INTO requests (id, partner_id, added_from, added_by, status, ${counters.join(', ')}, created_at, updated_at)
      VALUES (?, ?, 'batch-import', 'a', ?, ${counters.map(() => '?').join(', ')}, ?, ?)`,
    )
    .run(r.id, partnerId, r.status, ...counters.map((c) => r.counters[c]), SEED_TIME, SEED_TIME);
}
