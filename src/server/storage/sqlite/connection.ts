import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { migrationProvider } from './migrations';
import type { Database } from '../schema';

/** How long a writer waits for another connection's write lock before SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5_000;
export const DB_FILE_NAME = 'nameplate.sqlite';
/**
 * Page cache of the write connection (SQLite's default here is 16,000 KiB): anonymous memory, at most
 * this much of the RSS. It serves the upload commit and the worker's claims and finalize; `npm run
 * bench:worker -- --cache-kib N` times the worker's cycle with another size, and `npm run bench`
 * reports the server's peak RSS against its budget.
 */
export const CACHE_SIZE_KIB = 32 * 1024;
/**
 * Page size of a new database (SQLite's default is 4 KiB; an existing file keeps its own). Fewer,
 * larger pages mean fewer splits and a shallower tree for the indexes every asset write touches.
 * `npm run bench -- --page-size N` runs the whole bench on a database made with N-byte pages.
 */
export const PAGE_SIZE_BYTES = 32 * 1024;

/**
 * Page cache of the read connection (see DbHandle.reader): the list's counts and index walks run
 * there. `npm run bench:list-plans -- DIR --cache-kib N` times every list statement with another size.
 */
export const READER_CACHE_SIZE_KIB = 32 * 1024;

export interface DbHandle {
  /** The write connection: every write, and reads that must see the transaction around them. */
  db: Kysely<Database>;
  /**
   * A second, read-only connection for the API's reads (lists, details, tokens). WAL readers never
   * wait for the writer, so a list is not queued behind the worker's finalize or an upload's commit
   * holding the write connection (Kysely serializes a connection's users); each statement sees the
   * last committed state, so a client reads its own acknowledged writes.
   */
  reader: Kysely<Database>;
  /** The underlying better-sqlite3 connection (for pragmas and bulk prepared statements). */
  sqlite: SqliteDatabase.Database;
  file: string;
  close(): Promise<void>;
}

/**
 * Opens (creating if needed) the SQLite database in `dataDir` and applies pending migrations.
 * WAL lets the API read while the worker and ingest write; synchronous NORMAL is durable across
 * application crashes in WAL mode (only an OS crash can lose the last commits).
 */
export async function openDatabase(options: { dataDir: string; fileName?: string }): Promise<DbHandle> {
  mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, options.fileName ?? DB_FILE_NAME);
  const sqlite = new SqliteDatabase(file);
  // Only takes effect while the file is empty (before WAL mode is set on it).
  sqlite.pragma(`page_size = ${PAGE_SIZE_BYTES}`);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma(`cache_size = -${CACHE_SIZE_KIB}`);
  dropAssetStatistics(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    await migrateToLatest(db);
  } catch (err) {
    await db.destroy();
    throw err;
  }
  // Opened on first use (a worker process never reads through it), after the migrations.
  const reader = new Kysely<Database>({
    dialect: new SqliteDialect({
      database: async () => {
        const readerSqlite = new SqliteDatabase(file, { readonly: true });
        readerSqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
        readerSqlite.pragma(`cache_size = -${READER_CACHE_SIZE_KIB}`);
        return readerSqlite;
      },
    }),
  });
  let closed = false;
  return {
    db,
    reader,
    sqlite,
    file,
    async close() {
      if (closed) return;
      closed = true;
      await reader.destroy();
      await db.destroy();
    },
  };
}

/**
 * The asset list picks its indexes itself (asset-list-query.ts) and is measured on the planner's
 * default estimates. Statistics on assets only mislead it: `PRAGMA optimize` (formerly run at close)
 * samples 2,000 index entries and wrote "2,001 rows per value" for every index, unique_id included,
 * and indexes created later (migration 0004) have none, so they look far more selective than the
 * rest — a restarted server then sorted every row for a plain list instead of walking its index. Drops
 * them once and reloads the planner's view (ANALYZE sqlite_schema reads sqlite_stat1 only).
 */
function dropAssetStatistics(sqlite: SqliteDatabase.Database): void {
  const has = sqlite.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'sqlite_stat1'").get();
  if (!has) return;
  const removed = sqlite.prepare("DELETE FROM sqlite_stat1 WHERE tbl = 'assets'").run().changes;
  if (sqlite.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'sqlite_stat4'").get()) {
    sqlite.prepare("DELETE FROM sqlite_stat4 WHERE tbl = 'assets'").run();
  }
  if (removed > 0) sqlite.exec('ANALYZE sqlite_schema');
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}
