import { rmSync } from 'node:fs';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { CSV_COLUMNS } from '../../../contract/csv-upload';
import type { DbHandle } from './connection';
import { applyStatusChanges, createRequest, findRequest, statusChangeQueries } from './requests-repo';
import type { FinalAssetStatus, MatchType } from '../../../domain/enrichment/types';
import { toIsoTimestamp, type Database, type RequestRow } from '../schema';
import { ENRICHED_COLUMNS, OUTCOME_COLUMNS } from './queue';
import { INDEX_FILTER_KEYS_SQL } from './asset-filter-keys';
import { indexForSearchSql } from './asset-search';
import type { StagingSqlRunner } from './wal-checkpointer';
import { ORDERED_STAGE_TABLE, orderStagedRows, orderedAssetIdSql, uuidV7TimeParams, type StagedUpload } from './stage-csv';

// Phase 2 of an upload, in one of two forms (ingest/README.md):
// - commitStagedUpload (small files): the ordered rows are ATTACHed and copied into `assets` with
//   INSERT … SELECT inside the transaction that creates the request and sets its counters;
// - acceptStagedUpload (large files): the transaction creates the request, sets its counters and
//   records the accepted file in `upload_imports`; a worker later copies the rows with importSlice,
//   a slice per transaction, enriched as they are copied (upload-importer.ts).
// A small upload's assets are seen all or none. A large one's appear a slice at a time, each slice's
// rows whole (one transaction), and the list's counts leave out the rows still to come (its
// `upload_imports` record says how many: asset-list-query.ts listedCounter). Either way the rows are
// put in the search index in the transaction that inserts them (asset-search.ts indexForSearchSql,
// from the scratch file they are copied from): an asset listed is found by search_string.
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

/** The largest seq in `assets` (0 when empty): an upload's rows take the next ones, in their order. */
const BASE_SEQ_SQL = 'SELECT coalesce(max(seq), 0) FROM assets';

const INSERT_ASSETS_SQL = `
  INSERT INTO assets (seq, id, partner_id, request_id, distributor, added_from, added_by,
    ${CSV_COLUMNS.join(', ')}, status, status_reason, created_at, updated_at)
  SELECT :base + rowid, ${orderedAssetIdSql('rowid')}, :partnerId, :requestId, :distributor, 'batch-import', :addedBy,
    ${CSV_COLUMNS.join(', ')}, status, status_reason, :createdAt, :now
  FROM ${STAGE_ALIAS}.${ORDERED_STAGE_TABLE} WHERE rowid BETWEEN :from AND :to ORDER BY rowid`;

/** INSERT_ASSETS_SQL's rows into the search index (the same parameters), read from the scratch file as the copy reads them. */
const INDEX_COPIED_SQL = indexForSearchSql(':base + o.rowid', 'o', `${STAGE_ALIAS}.${ORDERED_STAGE_TABLE} o WHERE o.rowid BETWEEN :from AND :to ORDER BY o.rowid`);

/**
 * Rows copied (and indexed for search) per statement. The copy is still one transaction; between slices the event loop runs,
 * so a 1M-row commit does not freeze the server for its whole duration (API writes wait on the
 * connection lock meanwhile; reads, on their own connection, proceed).
 */
export const COMMIT_SLICE_ROWS = 10_000;

/**
 * Rows copied per statement of an import slice run on the write connection (runSlicePlan, when no
 * checkpointer thread copies it): each statement blocks the event loop the API shares, and a final
 * row costs more to write than a pending one (enrichment columns, more index entries), so fewer
 * rows than COMMIT_SLICE_ROWS. A bound on a pause of the API, not a speed setting.
 */
export const IMPORT_STATEMENT_ROWS = 2_000;

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
      .values({
        request_id: request.id,
        file_name: acceptedName,
        rows: counts.rows,
        accepted_at: toIsoTimestamp(meta.now),
        pending_left: counts.pending,
        failed_left: counts.failed,
      })
      .execute();
    return refetch(trx, request);
  });
}

/** One slice of an accepted upload's import: ordered rows `from`..`to`. */
export interface ImportSlice {
  requestId: string;
  claimToken: string;
  from: number;
  to: number;
  now: Date;
  /** The time (unix ms) in the ids of the import's assets: one per attempt (stage-csv.ts orderedAssetIdSql). */
  idTimeMs: number;
  /** The scratch file of the sorted rows (table ORDERED_STAGE_TABLE). */
  orderedFile: string;
  /** The slice's outcomes file (table OUTCOMES_TABLE; import-outcomes.ts). */
  outcomesFile: string;
  /** What the slice holds (import-outcomes.ts SliceOutcomes.tally): staged status × engine status. */
  tally: readonly SliceTally[];
}

/** Rows of a slice by staged status (pending, or failed at validation) and the engine's status and match type (null: none). */
export interface SliceTally {
  staged: string;
  final: FinalAssetStatus | null;
  matchType: MatchType | null;
  n: number;
}

/** What one slice wrote. */
export interface ImportedSlice {
  rows: number;
  /** Rows written final with the engine's outcome (the rest pending, or failed at validation). */
  enriched: number;
  /** The slice was the import's last: the record is gone. */
  last: boolean;
}

/**
 * Page cache of an import's scratch files wherever they are open or attached (better-sqlite3's
 * default is 16,000 KiB a schema). They are read once, in order, or appended to, so a small cache
 * rereads nothing, and each attached file and the engine's outcomes connection would otherwise hold
 * up to the default at once: with the default, `npm run bench`'s server peak RSS through enrichment
 * misses its 300 MB target (a checkout without this constant against one with it).
 */
export const SCRATCH_CACHE_KIB = 2 * 1024;

/** The table of engine outcomes, by ordered row, in a slice's outcomes file (import-outcomes.ts). */
export const OUTCOMES_TABLE = 'outcomes';
/**
 * The matched catalog model's columns: in a slice's outcomes file once per model (table
 * OUTCOME_MODELS_TABLE, by oem_id), not per row — they follow from oem_id. Written per row they were
 * most of the bytes of an outcome (long model notes).
 */
export const OUTCOME_MODEL_COLUMNS = ['enrichment_model', 'enrichment_brand', 'enrichment_type', 'enrichment_model_notes', 'enrichment_image_path'] as const;
export const OUTCOME_MODELS_TABLE = 'outcome_models';
/** The outcome columns written per row (the rest is OUTCOME_MODEL_COLUMNS, per model). */
export const OUTCOME_ROW_COLUMNS = OUTCOME_COLUMNS.filter((c) => !(OUTCOME_MODEL_COLUMNS as readonly string[]).includes(c));
const OUTCOMES_ALIAS = 'upload_outcomes';

/**
 * A slice's transaction as plain data (SQL text and parameters), so that it can run on this
 * thread's connection (runSlicePlan) or on another thread's (storage/sqlite/wal-checkpoint-thread.mjs):
 * ATTACH the files; BEGIN; `held` (a write first: the claim must still hold the record and the
 * slice be the next one, else nothing is written); the slice's seqs start after the largest one
 * (`baseSeqSql`: other assets may have been added since the previous slice); `insert` (with :base,
 * :sliceFrom, :sliceTo); `search` (the insert's parameters: the same rows into the search index,
 * asset-search.ts); `keys` (with :first, :last, the seqs inserted: asset-filter-keys.ts); `after`;
 * `finish` when the slice is the import's last; COMMIT.
 */
export interface SlicePlan {
  /** The scratch files, attached with a page cache of `cacheKiB`. */
  attach: { alias: string; file: string; cacheKiB: number }[];
  held: { sql: string; params: unknown[] };
  from: number;
  to: number;
  /** The largest seq now (the slice's rows take the next ones). */
  baseSeqSql: string;
  insert: { sql: string; params: Record<string, unknown> };
  /** Indexes the rows `insert` copies for search (the insert's named parameters). */
  search: string;
  /** The filter keys of the slice's rows, written sorted after them (named parameters :first, :last). */
  keys: string;
  after: { sql: string; params: readonly unknown[] }[];
  finish: { sql: string; params: unknown[] };
}

/** Runs a SlicePlan somewhere else (another thread's connection); resolves { held: false } when the claim no longer held. */
export type SlicePlanRunner = (plan: SlicePlan) => Promise<{ held: boolean; last: boolean }>;

// A row has an outcome (r) only if it was staged pending: its status and enriched columns are then
// the outcome's (one test in the join, not one per column), else the staged ones and NULL.
const IMPORT_ASSETS_SQL = `
  INSERT INTO assets (seq, id, partner_id, request_id, distributor, added_from, added_by,
    ${CSV_COLUMNS.join(', ')}, status, status_reason, ${ENRICHED_COLUMNS.join(', ')}, enriched_at, created_at, updated_at)
  SELECT :base + o.rowid - :from + 1, ${orderedAssetIdSql('o.rowid')}, :partnerId, :requestId, :distributor, 'batch-import', :addedBy,
    ${CSV_COLUMNS.map((c) => `o.${c}`).join(', ')},
    CASE WHEN r.rn IS NOT NULL THEN r.status ELSE o.status END,
    CASE WHEN r.rn IS NOT NULL THEN r.status_reason ELSE o.status_reason END,
    ${ENRICHED_COLUMNS.map((c) => `${(OUTCOME_MODEL_COLUMNS as readonly string[]).includes(c) ? 'm' : 'r'}.${c}`).join(', ')},
    CASE WHEN r.rn IS NOT NULL THEN :now END, :createdAt, :now
  FROM ${STAGE_ALIAS}.${ORDERED_STAGE_TABLE} o LEFT JOIN ${OUTCOMES_ALIAS}.${OUTCOMES_TABLE} r ON r.rn = o.rowid AND o.status = 'pending'
    LEFT JOIN ${OUTCOMES_ALIAS}.${OUTCOME_MODELS_TABLE} m ON m.oem_id = r.oem_id
  WHERE o.rowid BETWEEN :sliceFrom AND :sliceTo ORDER BY o.rowid`;

/** IMPORT_ASSETS_SQL's rows into the search index (the same parameters; the searchable columns are the staged row's). */
const INDEX_IMPORTED_SQL = indexForSearchSql(
  ':base + o.rowid - :from + 1',
  'o',
  `${STAGE_ALIAS}.${ORDERED_STAGE_TABLE} o WHERE o.rowid BETWEEN :sliceFrom AND :sliceTo ORDER BY o.rowid`,
);

/** The request's columns every asset of the upload carries. */
export type ImportRequest = Pick<RequestRow, 'id' | 'partner_id' | 'distributor' | 'added_by' | 'created_at'>;

/**
 * One slice of a worker's import of an accepted upload, in one transaction: copies ordered rows
 * from..to into `assets` (final where the slice's outcomes file holds the engine's outcome, else
 * pending) and into the search index, moves the request's counters for the rows enriched, and advances the `upload_imports`
 * record (imported_rows, and the counted rows still to come) — deleting it with the last slice.
 * Only while `claimToken` still holds the record and the slice is the next one (otherwise
 * ImportLeaseLostError and nothing is written): a slice is never copied twice.
 * With `runner`, the transaction runs on another thread's connection, while this process's write
 * connection stays locked for it (the API's writes wait on Kysely's lock, not in SQLite's busy wait).
 */
export async function importSlice(handle: DbHandle, request: ImportRequest, slice: ImportSlice, runner: SlicePlanRunner | null): Promise<ImportedSlice> {
  const rows = slice.to - slice.from + 1;
  const staged = (status: string) => slice.tally.filter((t) => t.staged === status).reduce((sum, t) => sum + t.n, 0);
  if (staged('pending') + staged('failed') !== rows) {
    throw new Error(`Import slice ${slice.from}..${slice.to}: the scratch file holds ${staged('pending') + staged('failed')} of its ${rows} rows`);
  }
  const enriched = slice.tally.filter((t) => t.staged === 'pending' && t.final !== null);
  const now = toIsoTimestamp(slice.now);
  const plan: SlicePlan = {
    attach: [
      { alias: STAGE_ALIAS, file: slice.orderedFile, cacheKiB: SCRATCH_CACHE_KIB },
      { alias: OUTCOMES_ALIAS, file: slice.outcomesFile, cacheKiB: SCRATCH_CACHE_KIB },
    ],
    held: {
      sql: 'UPDATE upload_imports SET imported_rows = ?, claimed_at = ? WHERE request_id = ? AND claim_token = ? AND imported_rows = ? RETURNING rows',
      params: [slice.to, now, slice.requestId, slice.claimToken, slice.from - 1],
    },
    from: slice.from,
    to: slice.to,
    baseSeqSql: BASE_SEQ_SQL,
    insert: {
      sql: IMPORT_ASSETS_SQL,
      params: {
        from: slice.from,
        partnerId: request.partner_id,
        requestId: request.id,
        distributor: request.distributor,
        addedBy: request.added_by,
        // Added when the file was accepted (the request's time); written now.
        createdAt: request.created_at,
        now,
        ...uuidV7TimeParams(slice.idTimeMs),
      },
    },
    search: INDEX_IMPORTED_SQL,
    keys: INDEX_FILTER_KEYS_SQL,
    after: [
      {
        sql: 'UPDATE upload_imports SET pending_left = pending_left - ?, failed_left = failed_left - ? WHERE request_id = ?',
        params: [staged('pending'), staged('failed'), slice.requestId],
      },
      ...statusChangeQueries(
        handle.db,
        enriched.map((t) => ({ requestId: slice.requestId, from: 'pending' as const, to: t.final!, count: t.n, matchType: t.matchType })),
        slice.now,
      ).map((q) => ({ sql: q.sql, params: q.parameters })),
    ],
    finish: { sql: 'DELETE FROM upload_imports WHERE request_id = ?', params: [slice.requestId] },
  };
  const result = runner ? await handle.db.connection().execute(() => runner(plan)) : await runSlicePlan(handle, plan);
  if (!result.held) throw new ImportLeaseLostError(slice.requestId);
  return { rows, enriched: enriched.reduce((sum, t) => sum + t.n, 0), last: result.last };
}

/**
 * Runs a SlicePlan on this process's write connection (the insert and its search indexing in
 * IMPORT_STATEMENT_ROWS statements, yielding between them).
 */
function runSlicePlan(handle: DbHandle, plan: SlicePlan): Promise<{ held: boolean; last: boolean }> {
  const s = handle.sqlite;
  return withFilesAttached(handle, plan.attach, async () => {
    const held = s.prepare(plan.held.sql).get(...plan.held.params) as { rows: number } | undefined;
    if (!held || plan.to > held.rows) return { held: false, last: false };
    const base = s.prepare(plan.baseSeqSql).pluck().get() as number;
    const rows = plan.to - plan.from + 1;
    const copy = s.prepare(plan.insert.sql);
    const search = s.prepare(plan.search);
    let inserted = 0;
    for (let sliceFrom = plan.from; sliceFrom <= plan.to; sliceFrom += IMPORT_STATEMENT_ROWS) {
      const params = { ...plan.insert.params, base, sliceFrom, sliceTo: Math.min(plan.to, sliceFrom + IMPORT_STATEMENT_ROWS - 1) };
      inserted += copy.run(params).changes;
      search.run(params);
      await yieldToEventLoop();
    }
    if (inserted !== rows) throw new Error(`Import slice ${plan.from}..${plan.to} copied ${inserted} of ${rows} rows`);
    s.prepare(plan.keys).run({ first: base + 1, last: base + rows });
    for (const q of plan.after) s.prepare(q.sql).run(...q.params);
    const last = plan.to === held.rows;
    if (last) s.prepare(plan.finish.sql).run(...plan.finish.params);
    return { held: true, last };
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
  return withFilesAttached(handle, [{ alias: STAGE_ALIAS, file: orderedFile }], body);
}

function withFilesAttached<T>(handle: DbHandle, files: readonly { alias: string; file: string }[], body: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return handle.db.connection().execute(async (conn) => {
    for (const f of files) {
      handle.sqlite.prepare(`ATTACH DATABASE ? AS ${f.alias}`).run(f.file);
      handle.sqlite.pragma(`${f.alias}.cache_size = -${SCRATCH_CACHE_KIB}`);
    }
    // Foreign keys are not checked for this copy (a parent lookup per row): each row's partner_id
    // and request_id are the request's, set here, never read from the file. The pragma cannot change
    // inside a transaction, so it is set around it, on this connection, while this upload holds
    // Kysely's connection lock.
    const foreignKeys = handle.sqlite.pragma('foreign_keys', { simple: true }) as number;
    handle.sqlite.pragma('foreign_keys = OFF');
    // No automatic checkpoint at this COMMIT: the copy leaves ~400 MB of WAL per 1M rows, and SQLite
    // checkpoints past the threshold inside the committing call, with the event loop (the API, the
    // worker) frozen meanwhile. The WAL checkpointer thread (storage/sqlite/wal-checkpointer.ts, running
    // wherever a worker runs) copies it instead; the setting is restored right after.
    const autoCheckpoint = handle.sqlite.pragma('wal_autocheckpoint', { simple: true }) as number;
    handle.sqlite.pragma('wal_autocheckpoint = 0');
    try {
      return await conn.transaction().execute(body);
    } finally {
      handle.sqlite.pragma(`wal_autocheckpoint = ${autoCheckpoint}`);
      handle.sqlite.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
      for (const f of files) handle.sqlite.exec(`DETACH DATABASE ${f.alias}`);
    }
  });
}

/** Inside the transaction: copies ordered rows 1..rows into `assets` as the request's assets, searchable. */
async function copyOrderedRows(handle: DbHandle, request: RequestRow, rows: number, now: Date): Promise<void> {
  const base = handle.sqlite.prepare(BASE_SEQ_SQL).pluck().get() as number;
  const copy = handle.sqlite.prepare(INSERT_ASSETS_SQL);
  const search = handle.sqlite.prepare(INDEX_COPIED_SQL);
  const params = {
    base,
    partnerId: request.partner_id,
    requestId: request.id,
    distributor: request.distributor,
    addedBy: request.added_by,
    // Added when the file was accepted (the request's time); written now.
    createdAt: request.created_at,
    now: toIsoTimestamp(now),
    ...uuidV7TimeParams(Date.now()),
  };
  let inserted = 0;
  // Ordered rowids are 1..rows (the table is written once, in order).
  for (let from = 1; from <= rows; from += COMMIT_SLICE_ROWS) {
    const to = Math.min(rows, from + COMMIT_SLICE_ROWS - 1);
    inserted += copy.run({ ...params, from, to }).changes;
    search.run({ base, from, to });
    await yieldToEventLoop();
  }
  if (inserted !== rows) throw new Error(`Upload commit copied ${inserted} of ${rows} staged rows`);
  handle.sqlite.prepare(INDEX_FILTER_KEYS_SQL).run({ first: base + 1, last: base + rows });
}
