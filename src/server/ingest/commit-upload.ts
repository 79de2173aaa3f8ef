import { rmSync } from 'node:fs';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { CSV_COLUMNS } from '../../contract/csv-upload';
import type { DbHandle } from '../db/connection';
import { applyStatusChanges, createRequest, findRequest } from '../db/requests-repo';
import { toIsoTimestamp, type Database, type RequestRow } from '../db/schema';
import { reserveBacklogRange } from './fts-backlog';
import type { StagingSqlRunner } from '../worker/wal-checkpointer';
import { ORDERED_STAGE_TABLE, orderStagedRows, type StagedUpload } from './stage-csv';

// Phase 2 of an upload, in one of two forms (ingest/README.md):
// - commitStagedUpload (small files): the ordered rows are ATTACHed and copied into `assets` with
//   INSERT … SELECT inside the transaction that creates the request and sets its counters;
// - acceptStagedUpload (large files): the transaction creates the request, sets its counters and
//   records the accepted file in `upload_imports`; a worker later copies the rows with
//   importOrderedRows, in one transaction that also deletes that record.
// Either way readers see all of an upload's assets or none: the worker can never claim an asset of
// a half-written request.
//
// The copy runs on the process's one write connection, holding Kysely's connection lock from ATTACH
// to DETACH. A second writing connection in the same process would deadlock against it: its
// synchronous busy wait blocks the event loop that the lock holder needs to reach COMMIT (seen in
// tests). The API's reads go through the read-only connection and never wait for it.

export interface UploadMeta {
  partnerId: number;
  addedBy: string;
  distributor: string | null;
  fileName: string | null;
  now: Date;
}

/** An upload's rows counted while staging: every row is pending (queued) or failed (invalid). */
export interface UploadCounts {
  rows: number;
  pending: number;
  failed: number;
}

const STAGE_ALIAS = 'upload_stage';

const INSERT_ASSETS_SQL = `
  INSERT INTO assets (seq, id, partner_id, request_id, distributor, added_from, added_by,
    ${CSV_COLUMNS.join(', ')}, status, status_reason, created_at, updated_at)
  SELECT :base + rowid, id, :partnerId, :requestId, :distributor, 'batch-import', :addedBy,
    ${CSV_COLUMNS.join(', ')}, status, status_reason, :createdAt, :now
  FROM ${STAGE_ALIAS}.${ORDERED_STAGE_TABLE} WHERE rowid BETWEEN :from AND :to ORDER BY rowid`;

/**
 * Rows copied per statement. The copy is still one transaction; between slices the event loop runs,
 * so a 1M-row commit does not freeze the server for its whole duration (API writes wait on the
 * connection lock meanwhile; reads, on their own connection, proceed).
 */
export const COMMIT_SLICE_ROWS = 10_000;

/** The import's claim was taken over (its lease ran out) or the import is gone: nothing was written. */
export class ImportLeaseLostError extends Error {
  constructor(requestId: string) {
    super(`The import of request ${requestId} is no longer held by this worker`);
    this.name = 'ImportLeaseLostError';
  }
}

/** Small upload, whole: sorts the staged rows into a scratch file (on `runSql`'s thread when given) and commits them. */
export async function orderAndCommitUpload(handle: DbHandle, staged: StagedUpload, meta: UploadMeta, runSql: StagingSqlRunner | null): Promise<RequestRow> {
  const ordered = `${staged.file}.ordered`;
  try {
    await orderStagedRows(staged.file, ordered, runSql);
    return await commitStagedUpload(handle, ordered, staged, meta);
  } finally {
    rmSync(ordered, { force: true });
  }
}

/** Small upload: creates the request and copies every ordered row in one transaction; returns the request. */
export function commitStagedUpload(handle: DbHandle, orderedFile: string, counts: UploadCounts, meta: UploadMeta): Promise<RequestRow> {
  return withOrderedFileAttached(handle, orderedFile, async (trx) => {
    const request = await createUploadRequest(trx, counts, meta);
    await copyOrderedRows(handle, request, counts.rows, meta.now);
    return refetch(trx, request);
  });
}

/**
 * Large upload: creates the request with its counters and records the accepted file (already
 * fsynced and in DATA_DIR/upload-accepted) for a worker to import; returns the request.
 */
export function acceptStagedUpload(handle: DbHandle, acceptedName: string, counts: UploadCounts, meta: UploadMeta): Promise<RequestRow> {
  return handle.db.transaction().execute(async (trx) => {
    const request = await createUploadRequest(trx, counts, meta);
    await trx
      .insertInto('upload_imports')
      .values({ request_id: request.id, file_name: acceptedName, rows: counts.rows, accepted_at: toIsoTimestamp(meta.now) })
      .execute();
    return refetch(trx, request);
  });
}

/**
 * A worker's import of an accepted upload: copies the ordered rows into `assets` and deletes the
 * `upload_imports` record in one transaction — only while `claimToken` still holds it (otherwise
 * ImportLeaseLostError and nothing is written). The counters were set when the file was accepted.
 */
export function importOrderedRows(handle: DbHandle, orderedFile: string, requestId: string, claimToken: string, now: Date): Promise<number> {
  return withOrderedFileAttached(handle, orderedFile, async (trx) => {
    const held = await trx.deleteFrom('upload_imports').where('request_id', '=', requestId).where('claim_token', '=', claimToken).returning('rows').executeTakeFirst();
    if (!held) throw new ImportLeaseLostError(requestId);
    const request = await trx.selectFrom('requests').selectAll().where('id', '=', requestId).executeTakeFirst();
    if (!request) throw new ImportLeaseLostError(requestId);
    await copyOrderedRows(handle, request, held.rows, now);
    return held.rows;
  });
}

async function createUploadRequest(trx: Kysely<Database>, counts: UploadCounts, meta: UploadMeta): Promise<RequestRow> {
  const request = await createRequest(trx, {
    partnerId: meta.partnerId,
    addedFrom: 'batch-import',
    addedBy: meta.addedBy,
    distributor: meta.distributor,
    fileName: meta.fileName,
    now: meta.now,
  });
  await applyStatusChanges(
    trx,
    [
      { requestId: request.id, from: null, to: 'pending', count: counts.pending },
      { requestId: request.id, from: null, to: 'failed', count: counts.failed },
    ],
    meta.now,
  );
  return request;
}

async function refetch(trx: Kysely<Database>, request: RequestRow): Promise<RequestRow> {
  const row = await findRequest(trx, request.partner_id, request.id);
  if (!row) throw new Error('Upload commit: the request vanished inside its own transaction');
  return row;
}

function withOrderedFileAttached<T>(handle: DbHandle, orderedFile: string, body: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return handle.db.connection().execute(async (conn) => {
    handle.sqlite.prepare(`ATTACH DATABASE ? AS ${STAGE_ALIAS}`).run(orderedFile);
    // Foreign keys are not checked for this copy (~1.4 s of a 1M-row commit): each row's partner_id
    // and request_id are the request's, set here, never read from the file. The pragma cannot change
    // inside a transaction, so it is set around it, on this connection, while this upload holds
    // Kysely's connection lock.
    const foreignKeys = handle.sqlite.pragma('foreign_keys', { simple: true }) as number;
    handle.sqlite.pragma('foreign_keys = OFF');
    // No automatic checkpoint at this COMMIT: the copy leaves ~400 MB of WAL per 1M rows, and SQLite
    // checkpoints past the threshold inside the committing call — 1.9 s with the event loop (the API,
    // the worker) frozen, measured. The WAL checkpointer thread (worker/wal-checkpointer.ts, running
    // wherever a worker runs) copies it instead; the setting is restored right after.
    const autoCheckpoint = handle.sqlite.pragma('wal_autocheckpoint', { simple: true }) as number;
    handle.sqlite.pragma('wal_autocheckpoint = 0');
    try {
      return await conn.transaction().execute(body);
    } finally {
      handle.sqlite.pragma(`wal_autocheckpoint = ${autoCheckpoint}`);
      handle.sqlite.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
      handle.sqlite.exec(`DETACH DATABASE ${STAGE_ALIAS}`);
    }
  });
}

/** Inside the transaction: copies ordered rows 1..rows into `assets` as the request's assets. */
async function copyOrderedRows(handle: DbHandle, request: RequestRow, rows: number, now: Date): Promise<void> {
  // The rows' search indexing is deferred to the worker (fts-backlog.ts): they get the seqs reserved here.
  const base = reserveBacklogRange(handle.sqlite, rows);
  const copy = handle.sqlite.prepare(INSERT_ASSETS_SQL);
  const params = {
    base,
    partnerId: request.partner_id,
    requestId: request.id,
    distributor: request.distributor,
    addedBy: request.added_by,
    // Added when the file was accepted (the request's time); written now.
    createdAt: request.created_at,
    now: toIsoTimestamp(now),
  };
  let inserted = 0;
  // Ordered rowids are 1..rows (the table is written once, in order).
  for (let from = 1; from <= rows; from += COMMIT_SLICE_ROWS) {
    inserted += copy.run({ ...params, from, to: from + COMMIT_SLICE_ROWS - 1 }).changes;
    await yieldToEventLoop();
  }
  if (inserted !== rows) throw new Error(`Upload commit copied ${inserted} of ${rows} staged rows`);
}
