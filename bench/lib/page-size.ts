import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { DB_FILE_NAME } from '../../src/server/storage/sqlite/connection';

// `--page-size N` of `npm run bench`: the run's databases made with N-byte pages instead of the
// service's PAGE_SIZE_BYTES (storage/sqlite/connection.ts), to measure that constant against another.
// The file is created with the page size and put in WAL mode before the service opens it: SQLite
// keeps the page size of a file that is no longer empty, so the service's own pragma has no effect.

/** Creates `dir`'s database file with `pageSizeBytes` pages (a power of two, 512–65536); undefined: nothing done. */
export function createDatabaseWithPageSize(dir: string, pageSizeBytes: number | undefined): void {
  if (pageSizeBytes === undefined) return;
  mkdirSync(dir, { recursive: true });
  const db = new SqliteDatabase(path.join(dir, DB_FILE_NAME));
  try {
    db.pragma(`page_size = ${pageSizeBytes}`);
    db.pragma('journal_mode = WAL');
    const got = db.pragma('page_size', { simple: true });
    if (got !== pageSizeBytes) throw new Error(`--page-size ${pageSizeBytes}: SQLite made ${String(got)}-byte pages (a power of two from 512 to 65536)`);
  } finally {
    db.close();
  }
}
