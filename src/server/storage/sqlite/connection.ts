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
 * Page cache per connection (SQLite's default is 2 MB): anonymous memory, at most this much of the
 * RSS. It holds the index pages the list's counts and walks revisit. 1M assets, in-process: 16 MiB
 * made the range counts 2-3x slower; 32 MiB keeps every filter's p95 within 50 ms (npm run bench)
 * and the server within its 300 MiB RSS budget.
 */
export const CACHE_SIZE_KIB = 32 * 1024;
/**
 * No memory-mapped reads: a mapped page counts in the process RSS once touched (the 256 MiB mapping
 * was ~300 MiB of the server's RSS at 1M assets, a 5 GB file) and bought no list speed over the
 * page cache above plus read() from the OS cache (measured: same timings, RSS 406 -> 207 MiB).
 */
export const MMAP_SIZE_BYTES = 0;
/**
 * Page size of a new database (SQLite's default is 4 KiB; an existing file keeps its own). Fewer,
 * larger pages mean fewer splits and a shallower tree for the ~11 indexes every asset write touches:
 * 1M assets (wb run of claim + engine + finalize): upload commit 11.6 → 8.5 s, finalize 38 → 32 µs
 * an asset, 16 KiB against 4 KiB pages in the same conditions. 32 KiB since the import's copy became
 * its bottleneck (2026-11-22, npm run bench, 1M rows, four alternating pairs: 201 → every asset
 * final 20.8 / 25.0 / 20.7 / 26.8 s against 23.6 / 30.0 / 29.8 / 30.0 s with 16 KiB; every filter's
 * p95 still within 50 ms). 64 KiB: no clear gain over 32 in two pairs, and some filters slower.
 */
export const PAGE_SIZE_BYTES = 32 * 1024;

/**
 * Page cache of the read connection (see DbHandle.reader). The list's counts and index walks run
 * there; the writer's cache (CACHE_SIZE_KIB) serves the upload commit and the worker. npm run bench,
 * 1M assets: with 16 MiB the two count-heavy filters (match_type exact,likely; not_found + service)
 * reached p95 48–60 ms; with 32 MiB, 31 and 37 ms, for a peak RSS of 291.5 MiB (vs 287 MiB).
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
  sqlite.pragma(`mmap_size = ${MMAP_SIZE_BYTES}`);
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
        readerSqlite.pragma(`mmap_size = ${MMAP_SIZE_BYTES}`);
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
 * rest — a restarted server then sorted 1M rows for a plain list (7-13 s instead of 1 ms). Drops
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
