import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { CSV_COLUMNS } from '../../../contract/csv-upload';
import { csvUploadRows } from '../../ingest/csv-upload-rows';
import type { StagedRow } from '../../ingest/csv-rows';
import type { RequestRecord, StagedUpload, UploadMeta } from '../port';
import { statusChangeQueries } from '../request-counters';
import { toIsoTimestamp, type Database, type RequestRow } from '../schema';
import type { PgHandle } from './connection';
import { UPLOAD_ROW_COLUMNS, copyLines } from './upload-import';

// The port's uploads on Postgres (UploadsRepo: stage, then commit or accept), nothing on any
// process's disk. stage: a pooled connection of its own, BEGIN, and the file's validated rows
// (ingest/csv-upload-rows.ts) streamed with COPY into upload_rows under the request id the upload
// will have — uncommitted, so no other session sees them, and a refused file, a dropped client or a
// dead process rolls them back. Then, on the same connection and in the same transaction:
//   commit  (small files) the request, its assets (INSERT … SELECT from upload_rows in model-number
//           order, file order breaking ties, as upload-import.ts finishImport), the staging rows
//           deleted, the counters — COMMIT: request and assets appear together;
//   accept  (large files) the request, its counters and its upload_imports record — COMMIT (the
//           201); a worker in any process imports the rows (upload-import.ts finishImport).
// The held connection is one of the pool's (PG_POOL_MAX) for as long as the upload streams in.

export interface PgStagedUpload extends StagedUpload {
  readonly requestId: string;
  /** The connection holding the open transaction; null once committed, accepted or discarded. */
  client: pg.PoolClient | null;
}

async function* flatten(batches: AsyncIterable<StagedRow[]>): AsyncGenerator<StagedRow> {
  for await (const batch of batches) yield* batch;
}

/** Passes `chunks` on, keeping their source's error (a refused file, the client gone) in `failure`. */
async function* keepingError<T>(chunks: AsyncIterable<T>, failure: { error?: unknown }): AsyncGenerator<T> {
  try {
    yield* chunks;
  } catch (err) {
    failure.error = err;
    throw err;
  }
}

/** Reads and validates the CSV, streaming its rows into upload_rows inside a transaction left open. */
export async function stageUpload(handle: PgHandle, source: AsyncIterable<Uint8Array>): Promise<PgStagedUpload> {
  const client = await handle.pool.connect();
  const requestId = randomUUID();
  const counts = { rows: 0, pending: 0, failed: 0 };
  // The upload's own error, not the COPY's: a source failing mid-stream makes the COPY fail with
  // "COPY from stdin failed: <message>" (57014), which would hide a 422 or 413 behind a 500.
  const failure: { error?: unknown } = {};
  try {
    await client.query('BEGIN');
    const copy = client.query(copyFrom(`COPY upload_rows (${UPLOAD_ROW_COLUMNS.join(', ')}) FROM STDIN`));
    await pipeline(Readable.from(keepingError(copyLines(requestId, flatten(csvUploadRows(source)), counts), failure)), copy);
  } catch (err) {
    // A COPY cut off mid-stream leaves the connection in an unknown protocol state: it is closed,
    // and Postgres rolls the transaction back.
    client.release(err instanceof Error ? err : true);
    throw failure.error ?? err;
  }
  const staged: PgStagedUpload = {
    requestId,
    client,
    rows: counts.rows,
    pending: counts.pending,
    failed: counts.failed,
    discard() {
      const held = staged.client;
      if (!held) return;
      staged.client = null;
      // Closing the connection rolls the open transaction back (no round trip to wait for).
      held.release(true);
    },
  };
  return staged;
}

function asPgStaged(staged: StagedUpload): PgStagedUpload {
  const s = staged as Partial<PgStagedUpload>;
  if (typeof s.requestId !== 'string' || !('client' in s)) throw new Error('not an upload staged by the Postgres storage');
  if (!s.client) throw new Error('the staged upload was already committed, accepted or discarded');
  return staged as PgStagedUpload;
}

/** Inside the stage's transaction: the request with its counters (every row pending or failed). */
async function insertRequest(handle: PgHandle, client: pg.PoolClient, staged: PgStagedUpload, meta: UploadMeta): Promise<void> {
  const ts = toIsoTimestamp(meta.now);
  await client.query(
    `INSERT INTO requests (id, partner_id, added_from, added_by, status, distributor, file_name, created_at, updated_at)
     VALUES ($1, $2, 'batch-import', $3, 'pending', $4, $5, $6, $6)`,
    [staged.requestId, meta.partnerId, meta.addedBy, meta.distributor, meta.fileName, ts],
  );
  const changes = [
    { requestId: staged.requestId, from: null, to: 'pending' as const, count: staged.pending },
    { requestId: staged.requestId, from: null, to: 'failed' as const, count: staged.failed },
  ];
  // `requests` has the same columns on both engines: the compiled statements are the same SQL.
  for (const q of statusChangeQueries(handle.db as unknown as Kysely<Database>, changes, meta.now)) await client.query(q.sql, q.parameters as unknown[]);
}

/** Ends the stage's transaction with `work`, COMMIT and the request as committed; the connection goes back to the pool. */
async function finishStaged(staged: StagedUpload, work: (client: pg.PoolClient, s: PgStagedUpload) => Promise<void>): Promise<RequestRecord> {
  const s: PgStagedUpload = asPgStaged(staged);
  const client = s.client!;
  s.client = null;
  try {
    await work(client, s);
    const request = (await client.query<RequestRow>('SELECT * FROM requests WHERE id = $1', [s.requestId])).rows[0];
    if (!request) throw new Error('Upload commit: the request vanished inside its own transaction');
    await client.query('COMMIT');
    client.release();
    return request;
  } catch (err) {
    client.release(err instanceof Error ? err : true);
    throw err;
  }
}

/** Small upload: request and assets in the stage's transaction. */
export function commitStaged(handle: PgHandle, staged: StagedUpload, meta: UploadMeta): Promise<RequestRecord> {
  return finishStaged(staged, async (client, s) => {
    await insertRequest(handle, client, s, meta);
    const ts = toIsoTimestamp(meta.now);
    const inserted = await client.query(
      `INSERT INTO assets (id, partner_id, request_id, distributor, added_from, added_by, ${CSV_COLUMNS.join(', ')}, status, status_reason, created_at, updated_at)
       SELECT gen_random_uuid()::text, $2, u.request_id, $3, 'batch-import', $4, ${CSV_COLUMNS.map((c) => `u.${c}`).join(', ')}, u.status, u.status_reason, $5, $5
       FROM upload_rows u WHERE u.request_id = $1
       ORDER BY u.model_number, u.ord`,
      [s.requestId, meta.partnerId, meta.distributor, meta.addedBy, ts],
    );
    if (inserted.rowCount !== s.rows) throw new Error(`Upload commit copied ${inserted.rowCount} of ${s.rows} staged rows`);
    await client.query('DELETE FROM upload_rows WHERE request_id = $1', [s.requestId]);
  });
}

/** Large upload: the request and its upload_imports record; the rows stay in upload_rows for a worker. */
export function acceptStaged(handle: PgHandle, staged: StagedUpload, meta: UploadMeta): Promise<RequestRecord> {
  return finishStaged(staged, async (client, s) => {
    await insertRequest(handle, client, s, meta);
    await client.query(`INSERT INTO upload_imports (request_id, rows, pending_left, failed_left, accepted_at) VALUES ($1, $2, $3, $4, $5)`, [
      s.requestId,
      s.rows,
      s.pending,
      s.failed,
      toIsoTimestamp(meta.now),
    ]);
  });
}
