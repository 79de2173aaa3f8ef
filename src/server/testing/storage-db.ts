import { sql, type Kysely } from 'kysely';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { statusChangeQueries, type StatusChange } from '../storage/request-counters';
import type { Database } from '../storage/schema';
import { PostgresStorage } from '../storage/postgres/postgres-storage';
import type { Storage } from '../storage/port';
import { STAGING_DIR_NAME } from '../storage/sqlite/stage-csv';
import { SqliteStorage } from '../storage/sqlite/sqlite-storage';

// What the engine-parametrized API tests look at beneath the API: the shared tables (schema.ts) on
// either engine, through Kysely, and whether an upload is being staged.

/** The database under a storage, typed with the tables every engine has. */
export function storageDb(storage: Storage): Kysely<Database> {
  if (storage instanceof SqliteStorage) return storage.handle.db;
  if (storage instanceof PostgresStorage) return storage.handle.db as unknown as Kysely<Database>;
  throw new Error('storageDb: an unknown storage engine');
}

/** Moves request counters as a worker would (the shared counter statements, in one transaction). */
export async function applyCounterChanges(storage: Storage, changes: readonly StatusChange[]): Promise<void> {
  await storageDb(storage)
    .transaction()
    .execute(async (trx) => {
      for (const q of statusChangeQueries(trx, changes)) await trx.executeQuery(q);
    });
}

/**
 * Uploads being staged right now: SQLite's staging files in the data directory; on Postgres, the
 * sessions COPYing into upload_rows, or holding a staged upload's open transaction.
 */
export async function uploadsBeingStaged(storage: Storage, dataDir: string): Promise<number> {
  if (storage instanceof SqliteStorage) {
    const dir = path.join(dataDir, STAGING_DIR_NAME);
    return existsSync(dir) ? readdirSync(dir).length : 0;
  }
  const r = await sql<{ n: number }>`
    SELECT count(*) AS n FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid()
      AND (query LIKE 'COPY upload_rows%' OR state = 'idle in transaction')`.execute(storageDb(storage));
  return r.rows[0]?.n ?? 0;
}
