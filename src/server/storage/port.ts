import type { CreateAssetBody } from '../../contract/assets';
import type { AddedFrom } from '../../contract/requests';
import type { AssetStatus, EnrichInput, FinalAssetStatus, MatchType, TypeOfService } from '../../domain/enrichment/types';
import type { AssetRow, PartnerRow, RequestRow } from './schema';

// The storage port: everything the routes, the auth and the enrichment worker ask of the database,
// as small repositories with engine-neutral arguments and results. One implementation per engine
// (sqlite/, and postgres/ once built); `openStorage` (index.ts) picks one. Rows are plain objects with
// the column names of schema.ts: times as ISO 8601 UTC strings (schema.ts toIsoTimestamp), dates as
// YYYY-MM-DD, counts and seq as numbers — the route serializers never care which engine answered.
// Nothing here names a driver, a connection or a SQL builder.

/** An asset row with its request's status (2.1 `request`). `status` is `processing` while claimed. */
export type AssetRecord = AssetRow & { request_status: RequestRow['status'] };

/** A request row; `import_retry_at` is set while an accepted upload's failed import waits to be retried. */
export type RequestRecord = RequestRow & { import_retry_at?: string | null };

// ---- assets (4.2, 4.4, 4.5) ----------------------------------------------------------------------

/** Half-open range from ≤ x < to (the engine's ranges); null = unbounded on that side. */
export interface TextRange {
  from: string | null;
  to: string | null;
}

/** The 4.4 filters, resolved (presets turned into ranges; routes/asset-list-filters.ts). All ANDed. */
export interface AssetListFilters {
  partnerId: number;
  search?: string;
  status?: AssetStatus;
  matchTypes?: MatchType[];
  addedFrom?: AddedFrom[];
  addedBy?: string;
  /** created_at >= this ISO timestamp */
  createdSince?: string;
  /** updated_at >= this ISO timestamp */
  updatedSince?: string;
  /** manufacture_ref_date within (YYYY-MM-DD) */
  manufactureRefDate?: TextRange;
  /** One expiration column, matched if it falls in ANY of the ranges (one range per tier). */
  expiration?: ExpirationMatch;
  /**
   * replacement_key within ANY of the ranges (domain/replacement replacementKeyRanges: disjoint).
   * With `expiration` or `type` too, SQLite checks them in the replacement keys (its migration 0017).
   */
  replacementKey?: TextRange[];
  typeOfService?: TypeOfService[];
  type?: string;
  uniqueId?: string;
  distributor?: string;
  requestId?: string;
  oemId?: string;
}

export interface ExpirationMatch {
  column: 'registered_expiration_date' | 'unregistered_expiration_date';
  ranges: TextRange[];
}

export type SortCriteria = 'model_number' | 'customer_name' | 'updated_at';
export interface AssetListSort {
  criteria: SortCriteria;
  order: 'asc' | 'desc';
}

export interface PageWindow {
  limit: number;
  offset: number;
}

export interface NewSingleAsset {
  partnerId: number;
  addedBy: string;
  distributor: string | null;
  body: CreateAssetBody;
  now: Date;
}

export interface AssetsRepo {
  /**
   * 4.2: one request (added_from of the body, default manual-entry) and its one pending asset, in one
   * transaction (both or neither); the request's counters count it pending. Searchable and listed
   * as soon as this resolves.
   */
  insertOne(input: NewSingleAsset): Promise<AssetRecord>;
  /** The partner's asset with this id; null for an unknown id, a malformed one or another partner's. */
  get(partnerId: number, assetId: string): Promise<AssetRecord | null>;
  /**
   * 4.4: the exact number of the partner's assets matching every filter, and the page `window` of
   * them in `sort` order with `seq` as the tie-break (stable across pages). `search` matches a
   * case-insensitive substring (3+ characters) of model number, brand, serial, customer name and
   * address, unique_id and notes. Reads committed state only; never waits for a writer.
   */
  list(filters: AssetListFilters, sort: AssetListSort, window: PageWindow): Promise<{ total: number; rows: AssetRecord[] }>;
}

// ---- requests (4.3) --------------------------------------------------------------------------------

export interface RequestsRepo {
  /** The partner's requests, newest first, with the maintained counters (never a count of assets). */
  list(partnerId: number, filter: { distributor?: string }, window: PageWindow): Promise<{ total: number; rows: RequestRecord[] }>;
  /** The partner's request with this id, or null. */
  get(partnerId: number, requestId: string): Promise<RequestRecord | null>;
}

// ---- tokens and partners (auth) -------------------------------------------------------------------

export interface TokenLookup {
  tokenId: number;
  partnerId: number;
  partnerSlug: string;
  userLabel: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
}

export interface StoredToken {
  id: number;
  partnerSlug: string;
  userLabel: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
}

export interface TokensRepo {
  /**
   * Stores a token's hash for `userLabel` on partner `partnerSlug`, creating the partner if new —
   * both in one transaction. Returns the token's id and its partner.
   */
  insert(input: { partnerSlug: string; userLabel: string; tokenHash: string; createdAt: string; expiresAt: string | null }): Promise<{ tokenId: number; partner: PartnerRow }>;
  /** The token with this hash and its partner (revoked or expired ones too: the caller decides), or null. */
  findByHash(tokenHash: string): Promise<TokenLookup | null>;
  /** Sets last_used_at (a single-row write; may run beside any other transaction). */
  touch(tokenId: number, at: string): Promise<void>;
  /** Every token of the partner with this slug, oldest first (empty for an unknown partner). */
  listOfPartner(partnerSlug: string): Promise<StoredToken[]>;
  /**
   * Revokes the token with this id or hash (revoked_at kept from a first revocation) and returns it
   * as it is now, or null when there is none. One transaction.
   */
  revoke(which: { id: number } | { tokenHash: string }, at: string): Promise<StoredToken | null>;
}

export interface PartnersRepo {
  count(): Promise<number>;
}

// ---- uploads (4.1) ---------------------------------------------------------------------------------

export interface UploadMeta {
  partnerId: number;
  addedBy: string;
  distributor: string | null;
  fileName: string | null;
  now: Date;
}

/** An upload parsed and validated, held by the engine until committed, accepted or discarded. */
export interface StagedUpload {
  /** Data rows (blank rows skipped): every one is pending (valid) or failed (invalid). */
  readonly rows: number;
  readonly pending: number;
  readonly failed: number;
  /** Drops what is held (idempotent); call it in every case, after commit or accept too. */
  discard(): void;
}

export interface UploadsRepo {
  /**
   * Reads a CSV upload to its end, validating its header and rows (ingest/README.md rules), and holds
   * its rows. Throws ingest/upload-error UploadError (422 / 413) for a refused file; nothing is
   * stored in the database, and nothing is held after a throw.
   */
  stage(source: AsyncIterable<Uint8Array>): Promise<StagedUpload>;
  /**
   * Commits a staged upload before answering: the request and every asset appear together in one
   * transaction (all rows or none), valid rows pending for the queue, invalid ones failed; the
   * counters equal the rows. For small uploads (the caller decides: uploadInlineMaxRows).
   */
  commit(staged: StagedUpload, meta: UploadMeta): Promise<RequestRecord>;
  /**
   * Accepts a large staged upload: once this resolves, its request exists with all its rows counted
   * (pending or failed) and the rows are durable where any worker (imports.importNext) will import
   * them, crash or not; until then nothing is stored. Its assets appear as they are imported.
   */
  accept(staged: StagedUpload, meta: UploadMeta): Promise<RequestRecord>;
}

// ---- the enrichment worker's side -----------------------------------------------------------------

/** What the worker writes for a finished asset: the assets columns of that name. */
export interface AssetOutcome {
  status: FinalAssetStatus;
  status_reason: string | null;
  match_type: MatchType | null;
  enrichment_id: string | null;
  oem_id: string | null;
  confidence_score: number | null;
  enrichment_source: string | null;
  enrichment_model: string | null;
  enrichment_brand: string | null;
  enrichment_type: string | null;
  enrichment_model_notes: string | null;
  enrichment_image_path: string | null;
  manufacturing_date: string | null;
  manufacture_ref_date: string | null;
  registered_expiration_date: string | null;
  unregistered_expiration_date: string | null;
  replacement_key: string | null;
  result_json: string | null;
  last_error: string | null;
}

export interface ClaimedAsset {
  seq: number;
  id: string;
  request_id: string;
  input: EnrichInput;
}

export interface Claim {
  token: string;
  /** Holds an asset claimed before that never finished (then it is the claim's only asset). */
  retried: boolean;
  assets: ClaimedAsset[];
}

/** A claim's outcomes, one per claimed asset. */
export interface ClaimResults {
  token: string;
  results: readonly { asset: ClaimedAsset; outcome: AssetOutcome }[];
}

/**
 * Assets claimed per transaction. Larger batches share index pages between more rows per commit;
 * smaller ones hold the write lock for less time. Several claims are gathered per finalize
 * transaction (WRITE_BATCH_ASSETS in worker/enrichment-worker.ts). `npm run bench:worker --
 * --claim-batch N --runs 3` times the SQLite worker's cycle per asset with another size.
 */
export const CLAIM_BATCH_SIZE = 2_000;
/** A claim older than this is presumed dead (its worker was killed) and returned to pending. */
export const CLAIM_LEASE_MS = 2 * 60 * 1000;
/** Abandoned claims (the worker stopped before writing) after which an asset is failed, not retried. */
export const MAX_CLAIMS = 5;

/**
 * Rows given to the engine at a time (one BatchEnricher call); their outcomes are held until
 * written. Small: the server's RSS budget (~1 KB of JS objects per outcome), and a batch alive
 * across a young-generation collection is copied by it (`npm run bench` times the import).
 */
export const ENGINE_BATCH_ROWS = 1_000;

/**
 * Attempts of an import that enrich its rows as they are copied. Later attempts (an attempt failed,
 * or its worker died mid-import) copy the remaining rows pending, and the queue enriches them.
 */
export const ENRICHED_IMPORT_ATTEMPTS = 1;


export interface QueueRepo {
  /** Whether any pending, unclaimed asset waits (a cheap read). */
  hasPending(): Promise<boolean>;
  /** Whether the next unclaimed pending asset after seq `after` was claimed before (attempts > 0). */
  nextIsRetried(after?: number): Promise<boolean>;
  /**
   * Claims up to `limit` of the oldest unclaimed pending assets with seq > `after`, in one
   * transaction, under a fresh token: they read as `processing` and their requests' counters move
   * pending → processing. Two claims, in any processes, never hold the same asset. An asset claimed
   * before (attempts > 0) is claimed alone (`retried`). Empty when none waits.
   */
  claim(limit: number, after?: number): Promise<Claim>;
  /**
   * Writes the outcomes of the claims, in one transaction. A claim that was reclaimed meanwhile
   * writes nothing (its outcomes are dropped); otherwise each asset turns final exactly once and
   * the counters move by the rows actually changed. Returns the assets turned final.
   */
  finalize(claims: readonly ClaimResults[]): Promise<number>;
  /**
   * Returns claims made before `before` (when omitted, a worker starting: all claims on SQLite, one
   * machine; those past CLAIM_LEASE_MS on Postgres, whose other workers are alive) to pending,
   * attempts + 1; an asset abandoned MAX_CLAIMS times turns failed instead (poison pill). Counters
   * move with them, in the same transaction.
   */
  reclaim(before?: Date): Promise<{ requeued: number; failed: number }>;
}

/** Runs the engine over a batch of inputs: one outcome per input, in order; `errors` names the inputs the engine threw on. */
export type BatchEnricher = (inputs: EnrichInput[]) => Promise<{ outcomes: AssetOutcome[]; errors: { index: number; error: string }[] }>;

export interface WorkerLog {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Accepted uploads waiting to be imported (UploadsRepo.accept). */
export interface UploadImports {
  /** Whether an accepted upload waits for a worker (claimable now). */
  waiting(): Promise<boolean>;
  /**
   * Imports the oldest waiting upload under a lease, in slices: each slice's assets land (enriched,
   * final, on a first attempt; pending for the queue on a retry) with the request's counters in one
   * transaction, so every row lands exactly once, whatever process dies when. Returns the rows
   * imported, 0 when none waited.
   */
  importNext(): Promise<number>;
  /** Releases every import claim (a worker starting: their workers are gone); returns how many. */
  releaseAll(): Promise<number>;
}

export interface WorkerSideOptions {
  now: () => Date;
  /** The engine for imports (accepted uploads are enriched as they are imported). */
  enrichBatch: BatchEnricher;
  log?: WorkerLog;
}

/** What one enrichment worker loop uses; close() releases what the engine started for it. */
export interface WorkerStorage {
  queue: QueueRepo;
  imports: UploadImports;
  close(): Promise<void>;
}

// ---- health and the whole -------------------------------------------------------------------------

export interface HealthRepo {
  /** /readyz: whether the database answers, and whether every migration this build knows is applied. */
  ready(): Promise<{ database: boolean; migrations: boolean }>;
}

export interface Storage {
  /** Which engine answers (logs, /readyz tests). */
  readonly engine: 'sqlite' | 'postgres';
  /** Where the data lives, for messages (SQLite: the file; Postgres: host and database, no password). */
  readonly location: string;
  assets: AssetsRepo;
  requests: RequestsRepo;
  tokens: TokensRepo;
  partners: PartnersRepo;
  uploads: UploadsRepo;
  health: HealthRepo;
  /** Opens a worker loop's side of the storage (SQLite: the WAL checkpointer thread). */
  openWorkerSide(options: WorkerSideOptions): Promise<WorkerStorage>;
  /** Closes every connection (after the worker sides are closed). Idempotent. */
  close(): Promise<void>;
}
