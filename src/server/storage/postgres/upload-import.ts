import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { CompiledQuery, Kysely } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { CSV_COLUMNS } from '../../../contract/csv-upload';
import { statusChangeQueries } from '../request-counters';
import { toIsoTimestamp, type Database, type RequestRow } from '../schema';
import type { StagedRow } from '../../ingest/csv-rows';
import { UploadError } from '../../ingest/upload-error';
import type { PgHandle } from './connection';

// A CSV upload on Postgres, in two transactions, nothing on any process's disk:
//   accept  on one pooled connection: BEGIN; the request (its counters: every row pending or failed)
//           and its upload_imports record; the validated rows streamed with COPY into upload_rows;
//           COMMIT — the 201. A process dying mid-COPY drops its connection: Postgres rolls the
//           transaction back and nothing of the upload is visible, not even the request.
//   import  any process (finishImport): the record locked FOR UPDATE SKIP LOCKED, the rows copied
//           into `assets` by one INSERT … SELECT in model-number order (file order breaks ties:
//           neighbouring index entries, as SQLite's ordered copy), the staging rows and the record
//           deleted; COMMIT makes every asset of the upload visible at once. A process dying
//           meanwhile leaves the record and its rows as they were, for the next one.
// The request counts its rows from the 201 (as on SQLite); the list shows assets once imported.

export interface UploadMeta {
  partnerId: number;
  addedBy: string;
  distributor: string | null;
  fileName: string | null;
  now: Date;
}

export interface AcceptedUpload {
  request: RequestRow;
  rows: number;
  pending: number;
  failed: number;
}

export const UPLOAD_ROW_COLUMNS = ['request_id', 'ord', ...CSV_COLUMNS, 'status', 'status_reason'] as const;

/** Characters of text batched per COPY chunk written to the socket. */
const COPY_CHUNK_CHARS = 64 * 1024;

/** One field in COPY's text format: \N for NULL; backslash, tab, newline and CR escaped. */
export function copyField(value: string | number | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

export async function* copyLines(requestId: string, rows: AsyncIterable<StagedRow> | Iterable<StagedRow>, counts: { rows: number; pending: number; failed: number }) {
  let chunk = '';
  for await (const row of rows) {
    const ord = ++counts.rows;
    if (row.status === 'pending') counts.pending++;
    else counts.failed++;
    for (const v of row.values) {
      // Postgres text cannot hold U+0000 (SQLite can): refused as the whole file is, 422.
      if (v !== null && v.includes('\u0000')) throw UploadError.invalidFile(`Row ${ord + 1} of the file has a NUL character (byte 0) in a field; remove it and upload again.`);
    }
    chunk += [copyField(requestId), copyField(ord), ...row.values.map(copyField), copyField(row.status), copyField(row.statusReason)].join('\t') + '\n';
    if (chunk.length >= COPY_CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

async function runCompiled(client: pg.PoolClient, q: CompiledQuery): Promise<pg.QueryResult> {
  return client.query(q.sql, q.parameters as unknown[]);
}

/**
 * Accepts an upload: the request, its counters and its rows (streamed with COPY) in one
 * transaction. `rows` are validated rows in file order (ingest/csv-rows.ts stageRow).
 */
export async function acceptUpload(handle: PgHandle, meta: UploadMeta, rows: AsyncIterable<StagedRow> | Iterable<StagedRow>): Promise<AcceptedUpload> {
  const client = await handle.pool.connect();
  const requestId = randomUUID();
  const ts = toIsoTimestamp(meta.now);
  const counts = { rows: 0, pending: 0, failed: 0 };
  let broken = false;
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO requests (id, partner_id, added_from, added_by, status, distributor, file_name, created_at, updated_at)
       VALUES ($1, $2, 'batch-import', $3, 'pending', $4, $5, $6, $6)`,
      [requestId, meta.partnerId, meta.addedBy, meta.distributor, meta.fileName, ts],
    );
    await client.query(`INSERT INTO upload_imports (request_id, rows, pending_left, failed_left, accepted_at) VALUES ($1, 0, 0, 0, $2)`, [requestId, ts]);
    const copy = client.query(copyFrom(`COPY upload_rows (${UPLOAD_ROW_COLUMNS.join(', ')}) FROM STDIN`));
    await pipeline(Readable.from(copyLines(requestId, rows, counts)), copy);
    await client.query(`UPDATE upload_imports SET rows = $2, pending_left = $3, failed_left = $4 WHERE request_id = $1`, [
      requestId,
      counts.rows,
      counts.pending,
      counts.failed,
    ]);
    const shared = handle.db as unknown as Kysely<Database>; // `requests` is the same on both engines
    const changes = [
      { requestId, from: null, to: 'pending' as const, count: counts.pending },
      { requestId, from: null, to: 'failed' as const, count: counts.failed },
    ];
    for (const q of statusChangeQueries(shared, changes, meta.now)) await runCompiled(client, q);
    const request = (await client.query<RequestRow>('SELECT * FROM requests WHERE id = $1', [requestId])).rows[0]!;
    await client.query('COMMIT');
    return { request, ...counts };
  } catch (e) {
    // A COPY cut off mid-stream leaves the connection in an unknown protocol state: discard it.
    broken = true;
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    client.release(broken);
  }
}

/**
 * Imports one accepted upload — `requestId`'s, or the oldest one no other process is importing —
 * in one transaction. Returns the request id imported and its row count, or null when there was
 * none to take (another process holds it, or it is done).
 */
export async function finishImport(handle: PgHandle, requestId?: string, now: Date = new Date()): Promise<{ requestId: string; rows: number } | null> {
  const client = await handle.pool.connect();
  let record: { request_id: string; rows: number } | undefined;
  try {
    await client.query('BEGIN');
    const picked = await client.query<{ request_id: string; rows: number }>(
      `SELECT request_id, rows FROM upload_imports ${requestId ? 'WHERE request_id = $1' : ''}
       ORDER BY accepted_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
      requestId ? [requestId] : [],
    );
    record = picked.rows[0];
    if (!record) {
      await client.query('COMMIT');
      return null;
    }
    const cols = CSV_COLUMNS.join(', ');
    const inserted = await client.query(
      `INSERT INTO assets (id, partner_id, request_id, distributor, added_from, added_by, ${cols}, status, status_reason, created_at, updated_at)
       SELECT gen_random_uuid()::text, r.partner_id, r.id, r.distributor, r.added_from, r.added_by,
         ${CSV_COLUMNS.map((c) => `u.${c}`).join(', ')}, u.status, u.status_reason, r.created_at, $2
       FROM upload_rows u JOIN requests r ON r.id = u.request_id
       WHERE u.request_id = $1
       ORDER BY u.model_number, u.ord`,
      [record.request_id, toIsoTimestamp(now)],
    );
    if (inserted.rowCount !== record.rows) throw new Error(`Import of request ${record.request_id}: ${inserted.rowCount} rows staged, ${record.rows} accepted`);
    await client.query('DELETE FROM upload_rows WHERE request_id = $1', [record.request_id]);
    await client.query('DELETE FROM upload_imports WHERE request_id = $1', [record.request_id]);
    await client.query('COMMIT');
    return { requestId: record.request_id, rows: record.rows };
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    // The record stays for the next attempt; the failure is noted on it.
    if (record) {
      const failed = record.request_id;
      await handle.pool
        .query('UPDATE upload_imports SET attempts = attempts + 1, last_error = $2 WHERE request_id = $1', [failed, e instanceof Error ? e.message : String(e)])
        .catch(() => undefined);
    }
    throw e;
  } finally {
    client.release();
  }
}

/** Accepts and imports at once (a small upload: its assets are listed when the call returns). */
export async function importUpload(handle: PgHandle, meta: UploadMeta, rows: AsyncIterable<StagedRow> | Iterable<StagedRow>): Promise<AcceptedUpload> {
  const accepted = await acceptUpload(handle, meta, rows);
  await finishImport(handle, accepted.request.id, meta.now);
  const request = await handle.db.selectFrom('requests').selectAll().where('id', '=', accepted.request.id).executeTakeFirstOrThrow();
  return { ...accepted, request };
}
