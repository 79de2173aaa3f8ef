import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { CSV_COLUMNS } from '../../contract/csv-upload';
import type { DbHandle } from '../db/connection';
import { applyStatusChanges, createRequest, findRequest } from '../db/requests-repo';
import { toIsoTimestamp, type Database, type RequestRow } from '../db/schema';
import { reserveBacklogRange } from './fts-backlog';
import { ORDERED_STAGE_TABLE, type StagedUpload } from './stage-csv';

// Phase 2 of an upload: the staging file is ATTACHed and copied into `assets` with one INSERT …
// SELECT inside the transaction that creates the request and sets its counters. Readers (the API,
// the worker) see either no trace of the upload or all of it: the worker can never claim an asset
// of a half-written request. The write lock is held only for this copy, not while the file streams in.
//
// It runs on the process's one write connection, holding Kysely's connection lock from ATTACH to
// DETACH. A second writing connection in the same process would deadlock against it: its synchronous
// busy wait blocks the event loop that the lock holder needs to reach COMMIT (seen in tests). The
// API's reads go through the read-only connection and never wait for it.

export interface UploadMeta {
  partnerId: number;
  addedBy: string;
  distributor: string | null;
  fileName: string | null;
  now: Date;
}

const STAGE_ALIAS = 'upload_stage';

const INSERT_ASSETS_SQL = `
  INSERT INTO assets (seq, id, partner_id, request_id, distributor, added_from, added_by,
    ${CSV_COLUMNS.join(', ')}, status, status_reason, created_at, updated_at)
  SELECT :base + rowid, id, :partnerId, :requestId, :distributor, 'batch-import', :addedBy,
    ${CSV_COLUMNS.join(', ')}, status, status_reason, :now, :now
  FROM ${STAGE_ALIAS}.${ORDERED_STAGE_TABLE} WHERE rowid BETWEEN :from AND :to ORDER BY rowid`;

/**
 * Rows copied per statement. The copy is still one transaction; between slices the event loop runs,
 * so a 1M-row commit does not freeze the server for its whole duration (API writes wait on the
 * connection lock meanwhile; reads, on their own connection, proceed).
 */
export const COMMIT_SLICE_ROWS = 10_000;

export function commitStagedUpload(handle: DbHandle, staged: StagedUpload, meta: UploadMeta): Promise<RequestRow> {
  return handle.db.connection().execute(async (conn) => {
    handle.sqlite.prepare(`ATTACH DATABASE ? AS ${STAGE_ALIAS}`).run(staged.file);
    // Foreign keys are not checked for this copy (~1.4 s of a 1M-row commit): each row's partner_id
    // and request_id are set here, from the authenticated partner and the request created in the same
    // transaction, never from the file. The pragma cannot change inside a transaction, so it is set
    // around it, on this connection, while this upload holds Kysely's connection lock.
    const foreignKeys = handle.sqlite.pragma('foreign_keys', { simple: true }) as number;
    handle.sqlite.pragma('foreign_keys = OFF');
    // No automatic checkpoint at this COMMIT: the copy leaves ~400 MB of WAL per 1M rows, and SQLite
    // checkpoints past the threshold inside the committing call — 1.9 s with the event loop (the API,
    // the worker) frozen, measured. The WAL checkpointer thread (worker/wal-checkpointer.ts, running
    // wherever a worker runs) copies it instead; the setting is restored right after.
    const autoCheckpoint = handle.sqlite.pragma('wal_autocheckpoint', { simple: true }) as number;
    handle.sqlite.pragma('wal_autocheckpoint = 0');
    try {
      return await conn.transaction().execute((trx) => copyStaged(handle, trx, staged, meta));
    } finally {
      handle.sqlite.pragma(`wal_autocheckpoint = ${autoCheckpoint}`);
      handle.sqlite.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
      handle.sqlite.exec(`DETACH DATABASE ${STAGE_ALIAS}`);
    }
  });
}

async function copyStaged(handle: DbHandle, trx: Kysely<Database>, staged: StagedUpload, meta: UploadMeta): Promise<RequestRow> {
  const request = await createRequest(trx, {
    partnerId: meta.partnerId,
    addedFrom: 'batch-import',
    addedBy: meta.addedBy,
    distributor: meta.distributor,
    fileName: meta.fileName,
    now: meta.now,
  });
  // The rows' search indexing is deferred to the worker (fts-backlog.ts): they get the seqs reserved here.
  const base = reserveBacklogRange(handle.sqlite, staged.rows);
  const copy = handle.sqlite.prepare(INSERT_ASSETS_SQL);
  const params = { base, partnerId: meta.partnerId, requestId: request.id, distributor: meta.distributor, addedBy: meta.addedBy, now: toIsoTimestamp(meta.now) };
  let inserted = 0;
  // Staging rowids are 1..rows (the table is only ever appended to).
  for (let from = 1; from <= staged.rows; from += COMMIT_SLICE_ROWS) {
    inserted += copy.run({ ...params, from, to: from + COMMIT_SLICE_ROWS - 1 }).changes;
    await yieldToEventLoop();
  }
  if (inserted !== staged.rows) throw new Error(`Upload commit copied ${inserted} of ${staged.rows} staged rows`);
  await applyStatusChanges(
    trx,
    [
      { requestId: request.id, from: null, to: 'pending', count: staged.pending },
      { requestId: request.id, from: null, to: 'failed', count: staged.failed },
    ],
    meta.now,
  );
  const row = await findRequest(trx, meta.partnerId, request.id);
  if (!row) throw new Error('Upload commit: the request vanished inside its own transaction');
  return row;
}
