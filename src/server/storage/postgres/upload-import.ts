import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { CompiledQuery, Kysely } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { CSV_COLUMNS } from '../../../contract/csv-upload';
import type { EnrichInput } from '../../../domain/enrichment/types';
import { ENRICHED_COLUMNS } from '../columns';
import { ENGINE_BATCH_ROWS, ENRICHED_IMPORT_ATTEMPTS, type AssetOutcome, type BatchEnricher, type WorkerLog } from '../port';
import { statusChangeQueries, type StatusChange } from '../request-counters';
import { toIsoTimestamp, type Database, type RequestRow } from '../schema';
import type { StagedRow } from '../../ingest/csv-rows';
import { UploadError } from '../../ingest/upload-error';
import type { PgHandle } from './connection';

// A CSV upload on Postgres, in two transactions, nothing on any process's disk:
//   accept  on one pooled connection: BEGIN; the request (its counters: every row pending or failed)
//           and its upload_imports record; the validated rows streamed with COPY into upload_rows;
//           COMMIT — the 201. A process dying mid-COPY drops its connection: Postgres rolls the
//           transaction back and nothing of the upload is visible, not even the request.
//   import  any process (finishImport): the attempt counted (committed), then the record locked
//           FOR UPDATE SKIP LOCKED in the import's transaction, and the rows written into `assets` in
//           model-number order (file order breaks ties: neighbouring index entries, as SQLite's
//           ordered copy). On a first attempt with an engine given, each asset row and its ~25 index
//           entries are written once, already final: the staged rows are fetched from a cursor, the
//           engine runs over them and the final rows are COPYed into `assets` (copyEnriched), not
//           written pending then claimed and rewritten by the queue. Otherwise (a retry, or no engine)
//           one INSERT … SELECT copies them pending, for the queue. The staging rows and the record
//           deleted; COMMIT makes every asset of the upload visible at once. A process dying meanwhile
//           leaves the record and its rows as they were, for the next one.
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

/**
 * Staged rows fetched per batch when enriching at import. One batch's COPY text is written while the
 * engine runs over the next, so about two batches (rows, outcomes, text) are held in memory; the
 * bench's import role reports the peak RSS.
 */
const ENRICH_READ_ROWS = 10_000;

const STAGED_CURSOR = 'import_staged';
const FINAL_COLUMNS = ['id', 'partner_id', 'request_id', 'distributor', 'added_from', 'added_by', ...CSV_COLUMNS, 'status', 'status_reason', ...ENRICHED_COLUMNS, 'enriched_at', 'created_at', 'updated_at'] as const;
const NO_ENRICHMENT = ENRICHED_COLUMNS.map(() => '\\N').join('\t');

type StagedRecord = Record<(typeof CSV_COLUMNS)[number], string | null> & { status: 'pending' | 'failed'; status_reason: string | null };

/**
 * The enriched import: the request's staged rows, in model-number order (file order breaks ties),
 * fetched ENRICH_READ_ROWS at a time from a cursor in the import's transaction; the engine runs over
 * each batch's valid rows (ENGINE_BATCH_ROWS per call) and the batch's final asset rows are COPYed
 * into `assets`. One connection, pipelined: while the engine runs over batch k, Postgres writes batch
 * k − 1 (its COPY) and reads batch k + 1 (its FETCH), both queued on the connection before the
 * engine starts. Returns the rows written and the counter changes (pending → each final status).
 */
async function copyEnriched(
  client: pg.PoolClient,
  requestId: string,
  now: string,
  enrichBatch: BatchEnricher,
  log: WorkerLog | undefined,
): Promise<{ rows: number; changes: StatusChange[] }> {
  const request = (await client.query<Pick<RequestRow, 'partner_id' | 'distributor' | 'added_from' | 'added_by' | 'created_at'>>(
    'SELECT partner_id, distributor, added_from, added_by, created_at FROM requests WHERE id = $1',
    [requestId],
  )).rows[0];
  if (!request) throw new Error(`Import of request ${requestId}: no such request`);
  // Every column after the asset's id, before its CSV fields: the same for each row of the request.
  const head = [request.partner_id, requestId, request.distributor, request.added_from, request.added_by].map(copyField).join('\t');
  const tail = `${copyField(request.created_at)}\t${copyField(now)}\n`;
  await client.query(
    `DECLARE ${STAGED_CURSOR} NO SCROLL CURSOR FOR
     SELECT ${CSV_COLUMNS.join(', ')}, status, status_reason FROM upload_rows WHERE request_id = ${client.escapeLiteral(requestId)} ORDER BY model_number, ord`,
  );
  const fetch = () => client.query<StagedRecord>(`FETCH ${ENRICH_READ_ROWS} FROM ${STAGED_CURSOR}`);
  const copy = (text: string) => {
    const stream = client.query(copyFrom(`COPY assets (${FINAL_COLUMNS.join(', ')}) FROM STDIN`));
    return pipeline(Readable.from(chunks(text)), stream).then(() => stream.rowCount);
  };
  const tally = new Map<string, StatusChange & { count: number }>();
  let written = 0;
  // Promises queued on the connection and awaited later: their rejections are handled where awaited.
  let writing: Promise<number> = Promise.resolve(0);
  let reading = fetch();
  const settle = () => Promise.allSettled([writing, reading]);
  try {
    for (;;) {
      const batch = (await reading).rows;
      if (batch.length === 0) break;
      reading = fetch(); // runs after the COPY in flight, while the engine works
      reading.catch(() => undefined);
      const valid = batch.filter((r) => r.status === 'pending');
      const outcomes = new Map<StagedRecord, AssetOutcome>();
      for (let i = 0; i < valid.length; i += ENGINE_BATCH_ROWS) {
        const inputs = valid.slice(i, i + ENGINE_BATCH_ROWS);
        const reply = await enrichBatch(inputs.map((r) => ({ model_number: r.model_number!, brand: r.brand, serial_number: r.serial_number, date_added: r.date_added, type_of_service: r.type_of_service as EnrichInput['type_of_service'] })));
        if (reply.outcomes.length !== inputs.length) throw new Error(`The engine answered ${reply.outcomes.length} outcomes for ${inputs.length} rows`);
        for (const e of reply.errors) log?.error({ err: e.error, model_number: inputs[e.index]?.model_number }, 'enrichment engine threw (import)');
        reply.outcomes.forEach((o, k) => {
          outcomes.set(inputs[k]!, o);
          const key = `${o.status}\u0000${o.match_type}`;
          const t = tally.get(key);
          if (t) t.count++;
          else tally.set(key, { requestId, from: 'pending', to: o.status, matchType: o.match_type, count: 1 });
        });
      }
      let text = '';
      for (const r of batch) {
        const o = outcomes.get(r);
        // A row refused at upload keeps its staged status and reason, and no enrichment.
        const final = o
          ? `${copyField(o.status)}\t${copyField(o.status_reason)}\t${ENRICHED_COLUMNS.map((c) => copyField(o[c])).join('\t')}\t${copyField(now)}`
          : `${copyField(r.status)}\t${copyField(r.status_reason)}\t${NO_ENRICHMENT}\t\\N`;
        text += `${randomUUID()}\t${head}\t${CSV_COLUMNS.map((c) => copyField(r[c])).join('\t')}\t${final}\t${tail}`;
      }
      written += await writing;
      writing = copy(text);
      writing.catch(() => undefined);
    }
    written += await writing;
  } catch (e) {
    await settle(); // the connection's queue drained before the caller's ROLLBACK
    throw e;
  }
  await client.query(`CLOSE ${STAGED_CURSOR}`);
  return { rows: written, changes: [...tally.values()] };
}

function* chunks(text: string) {
  for (let i = 0; i < text.length; i += COPY_CHUNK_CHARS) yield text.slice(i, i + COPY_CHUNK_CHARS);
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

export interface ImportOptions {
  /** The engine: on a first attempt the rows land enriched and final; without it (or on a retry) pending, for the queue. */
  enrichBatch?: BatchEnricher | null;
  log?: WorkerLog;
}

/**
 * Imports one accepted upload — `requestId`'s, or the oldest one no other process is importing —
 * in one transaction. Returns the request id imported and its row count, or null when there was
 * none to take (another process holds it, or it is done).
 */
export async function finishImport(
  handle: PgHandle,
  requestId?: string,
  now: Date = new Date(),
  options: ImportOptions = {},
): Promise<{ requestId: string; rows: number } | null> {
  // The attempt is counted in its own committed statement before the import's transaction, so a
  // process that dies mid-import has used it: the next attempt copies the rows pending, and the
  // queue's per-asset attempt limit isolates an asset that kills its worker (poison pill). An import
  // in progress holds its record's row lock, so SKIP LOCKED passes over it.
  const claimed = await handle.pool.query<{ request_id: string }>(
    `UPDATE upload_imports SET attempts = attempts + 1
     WHERE request_id = (SELECT request_id FROM upload_imports ${requestId ? 'WHERE request_id = $1' : ''}
                         ORDER BY accepted_at LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING request_id`,
    requestId ? [requestId] : [],
  );
  const claimedId = claimed.rows[0]?.request_id;
  if (!claimedId) return null;
  const client = await handle.pool.connect();
  let record: { request_id: string; rows: number; attempts: number } | undefined;
  let released = false;
  try {
    await client.query('BEGIN');
    // Another process may have claimed it again in between (it then holds the lock): leave it to it.
    const picked = await client.query<{ request_id: string; rows: number; attempts: number }>(
      'SELECT request_id, rows, attempts FROM upload_imports WHERE request_id = $1 FOR UPDATE SKIP LOCKED',
      [claimedId],
    );
    record = picked.rows[0];
    if (!record) {
      await client.query('COMMIT');
      return null;
    }
    const nowIso = toIsoTimestamp(now);
    if (options.enrichBatch && record.attempts <= ENRICHED_IMPORT_ATTEMPTS) {
      const enriched = await copyEnriched(client, record.request_id, nowIso, options.enrichBatch, options.log);
      if (enriched.rows !== record.rows) throw new Error(`Import of request ${record.request_id}: ${enriched.rows} rows staged, ${record.rows} accepted`);
      for (const q of statusChangeQueries(handle.db as unknown as Kysely<Database>, enriched.changes, now)) await runCompiled(client, q);
    } else {
      const inserted = await client.query(IMPORT_PENDING, [record.request_id, nowIso]);
      if (inserted.rowCount !== record.rows) throw new Error(`Import of request ${record.request_id}: ${inserted.rowCount} rows staged, ${record.rows} accepted`);
    }
    await client.query('DELETE FROM upload_rows WHERE request_id = $1', [record.request_id]);
    await client.query('DELETE FROM upload_imports WHERE request_id = $1', [record.request_id]);
    await client.query('COMMIT');
    return { requestId: record.request_id, rows: record.rows };
  } catch (e) {
    // A connection that cannot roll back (e.g. a COPY cut off) is discarded, not pooled.
    const rolledBack = await client.query('ROLLBACK').then(() => true, () => false);
    client.release(!rolledBack);
    released = true;
    // The record stays for the next attempt (counted when claimed); the failure is noted on it, on
    // a connection taken after this one is back (a pool of one connection must not wait on itself).
    if (record) {
      const failed = record.request_id;
      await handle.pool
        .query('UPDATE upload_imports SET last_error = $2 WHERE request_id = $1', [failed, e instanceof Error ? e.message : String(e)])
        .catch(() => undefined);
    }
    throw e;
  } finally {
    if (!released) client.release();
  }
}

/** The import without the engine ($1 request id, $2 now): the staged rows copied pending (or failed) by one INSERT … SELECT. */
const IMPORT_PENDING = `INSERT INTO assets (id, partner_id, request_id, distributor, added_from, added_by, ${CSV_COLUMNS.join(', ')}, status, status_reason, created_at, updated_at)
  SELECT gen_random_uuid()::text, r.partner_id, r.id, r.distributor, r.added_from, r.added_by, ${CSV_COLUMNS.map((c) => `u.${c}`).join(', ')}, u.status, u.status_reason, r.created_at, $2
  FROM upload_rows u JOIN requests r ON r.id = u.request_id
  WHERE u.request_id = $1
  ORDER BY u.model_number, u.ord`;
