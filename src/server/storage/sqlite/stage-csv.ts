import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CSV_COLUMNS, MAX_CSV_BYTES } from '../../../contract/csv-upload';
import { csvUploadRows } from '../../ingest/csv-upload-rows';
import type { StagingSqlRunner } from './wal-checkpointer';
import { uuidV7 } from '../../ingest/uuid-v7';

// Phase 1 of an upload: the file, as it arrives from the socket, is decoded, parsed and validated
// row by row into a private SQLite file (one per upload) — never into the shared database and never
// whole in memory. Only the current chunk (≤ 64 KiB) and the current record are held. The staging
// file has no journal and no fsync while it is written: it is thrown away on any failure. Then it is
// sorted into a scratch file (orderStagedRows) and copied into the database in one transaction
// (commit-upload.ts) — before the 201 for a small file, by a worker after it for a large one, whose
// file is fsynced and kept until then (upload-importer.ts).

export const STAGING_DIR_NAME = 'upload-staging';
/** A staging file untouched for this long belongs to an upload that died with its process. */
export const STALE_STAGING_MS = 60 * 60 * 1000;

export { STAGE_YIELD_BYTES } from '../../ingest/csv-upload-rows';

export interface StagedUpload {
  /** Path of the staging SQLite file (table `staged`, rowid = file order). */
  file: string;
  rows: number;
  pending: number;
  failed: number;
  /** Deletes the staging file (idempotent). */
  discard(): void;
}

const STAGE_COLUMNS = [...CSV_COLUMNS, 'status', 'status_reason'] as const;

/** The table of the ordered file that commit-upload.ts copies: the rows in model_number order (rowid 1..n). */
export const ORDERED_STAGE_TABLE = 'ordered';

/**
 * The rows re-laid in model_number order (file order breaks ties), so the commit and then the
 * worker (which claims in seq order) write the indexes led by model_number — the default sort and
 * the status / match_type / type / oem filters that keep list order — front to back instead of at
 * random places. Written to a file
 * of its own (`orderedFile`): the staging file is only read, so an accepted upload's file stays as
 * it was fsynced while a worker sorts it (and sorts again after a crash).
 *
 * The asset ids are made from each row's place in that order when the rows are copied into `assets`
 * (orderedAssetIdSql), increasing with it, so the id index is appended to as well.
 */
const ORDERED_COLUMNS = [...CSV_COLUMNS, 'status', 'status_reason'] as const;
/** Rows one sort can number (the counter's 26 bits); a 100 MB file holds at most ~52M rows. */
export const MAX_ORDERED_ROWS = 2 ** 26;
// The smallest data row is 2 bytes ("a\n"): a file within the upload limit always fits the counter.
if (MAX_CSV_BYTES / 2 > MAX_ORDERED_ROWS) throw new Error('MAX_ORDERED_ROWS is below the rows a MAX_CSV_BYTES file can hold');
// rn is the rowid, given in insertion order (one more than the largest), and INSERT … SELECT … ORDER
// BY inserts in that order: one sort, with no window function numbering the rows (the ids are made
// by the copy, on rows it reads anyway).
function orderStagedSql(stagedFile: string): string {
  return `ATTACH DATABASE '${stagedFile.replaceAll("'", "''")}' AS src;
  CREATE TABLE ${ORDERED_STAGE_TABLE} (rn INTEGER PRIMARY KEY, ${ORDERED_COLUMNS.map((c) => `${c} TEXT`).join(', ')});
  INSERT INTO ${ORDERED_STAGE_TABLE} (${ORDERED_COLUMNS.join(', ')})
  SELECT ${ORDERED_COLUMNS.join(', ')} FROM src.staged ORDER BY model_number, rowid;
  DETACH DATABASE src;`;
}

/**
 * SQL making the asset id of ordered row `rn` (an SQL expression): UUIDv7 (RFC 9562 §5.7) with the
 * copy's time in unix_ts_ms (named parameters :idTimeHigh, :idTimeLow: uuidV7TimeParams) and, per RFC
 * 9562 §6.2 method 1, a 26-bit counter (rn) in rand_a (12 bits) and the top of rand_b (14 bits), then
 * 48 random bits: ids made with one time increase with rn. Made in SQL, not per row in JavaScript.
 */
export function orderedAssetIdSql(rn: string): string {
  // random() draws from SQLite's PRNG, as randomblob() does; 48 of its bits, formatted by printf
  // (one function call a row, not lower(hex(randomblob(6)))'s three).
  return `printf('%s-%s-7%03x-%04x-%012x', :idTimeHigh, :idTimeLow, (${rn} >> 14) & 4095, 32768 | (${rn} & 16383), random() & 281474976710655)`;
}

/** The named parameters of orderedAssetIdSql for the time `ms` (unix ms): its 48 bits in hex, split 8 + 4. */
export function uuidV7TimeParams(ms: number): { idTimeHigh: string; idTimeLow: string } {
  const time = Math.trunc(ms).toString(16).padStart(12, '0');
  return { idTimeHigh: time.slice(0, 8), idTimeLow: time.slice(8, 12) };
}

/**
 * Writes the staged rows, in model_number order, into a new file `orderedFile` (table
 * ORDERED_STAGE_TABLE). ~3 s for 1M rows: on another thread when a runner is given (a worker's WAL
 * checkpointer thread), so the event loop carries on; otherwise on this thread. On failure the
 * partial file is removed.
 */
export async function orderStagedRows(stagedFile: string, orderedFile: string, runSql: StagingSqlRunner | null): Promise<void> {
  // ATTACH would create a missing file (an empty one, left behind): refuse instead. A file removed
  // after this check leaves an empty file the orphan sweep removes (upload-importer.ts).
  if (!existsSync(stagedFile)) throw new Error(`The upload's staged file is missing: ${path.basename(stagedFile)}`);
  rmSync(orderedFile, { force: true });
  const script = orderStagedSql(stagedFile);
  try {
    if (runSql) {
      await runSql(orderedFile, script);
    } else {
      const db = new SqliteDatabase(orderedFile);
      try {
        db.pragma('journal_mode = OFF');
        db.pragma('synchronous = OFF');
        db.exec(script);
      } finally {
        db.close();
      }
    }
  } catch (err) {
    rmSync(orderedFile, { force: true });
    throw err;
  }
}

/** Removes staging files left behind by a process that died mid-upload. */
export function removeStaleStagingFiles(stagingDir: string, now = Date.now()): void {
  let names: string[];
  try {
    names = readdirSync(stagingDir);
  } catch {
    return;
  }
  for (const name of names) {
    const file = path.join(stagingDir, name);
    try {
      if (now - statSync(file).mtimeMs > STALE_STAGING_MS) rmSync(file, { force: true });
    } catch {
      // raced with its owner finishing: nothing to do
    }
  }
}

function openStagingFile(stagingDir: string): { file: string; db: SqliteDatabase.Database } {
  mkdirSync(stagingDir, { recursive: true });
  const file = path.join(stagingDir, `upload-${uuidV7()}.sqlite`);
  const db = new SqliteDatabase(file);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec(
      `CREATE TABLE staged (${CSV_COLUMNS.map((c) => `${c} TEXT`).join(', ')}, status TEXT NOT NULL, status_reason TEXT)`,
    );
  } catch (err) {
    db.close();
    rmSync(file, { force: true });
    throw err;
  }
  return { file, db };
}

/**
 * Reads a CSV byte stream into a new staging file. Throws UploadError (422) for a file that is not
 * CSV text, has no model_number column or no data rows; rethrows the source's own errors (a dropped
 * connection, the size limit). Nothing is left on disk when it throws.
 */
export async function stageCsv(source: AsyncIterable<Uint8Array>, stagingDir: string): Promise<StagedUpload> {
  const { file, db } = openStagingFile(stagingDir);
  const discard = () => rmSync(file, { force: true });
  try {
    // A valid row binds its values only (status a literal, status_reason NULL): most rows are valid.
    const insertPending = db.prepare(`INSERT INTO staged (${CSV_COLUMNS.join(', ')}, status) VALUES (${CSV_COLUMNS.map(() => '?').join(', ')}, 'pending')`);
    const insertFailed = db.prepare(`INSERT INTO staged (${STAGE_COLUMNS.join(', ')}) VALUES (${STAGE_COLUMNS.map(() => '?').join(', ')})`);
    const failedParams: (string | null)[] = new Array(STAGE_COLUMNS.length);
    let pending = 0;
    let failed = 0;
    db.exec('BEGIN');
    for await (const rows of csvUploadRows(source)) {
      for (const row of rows) {
        if (row.status === 'pending') {
          insertPending.run(row.values);
          pending++;
        } else {
          for (let i = 0; i < CSV_COLUMNS.length; i++) failedParams[i] = row.values[i] ?? null;
          failedParams[CSV_COLUMNS.length] = row.status;
          failedParams[CSV_COLUMNS.length + 1] = row.statusReason;
          insertFailed.run(failedParams);
          failed++;
        }
      }
    }
    db.exec('COMMIT');
    db.close();
    return { file, rows: pending + failed, pending, failed, discard };
  } catch (err) {
    if (db.open) db.close();
    discard();
    throw err;
  }
}
