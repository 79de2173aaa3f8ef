import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AddedFrom, RequestStatus } from '../../contract/requests';
import type { AssetStatus, MatchType, TypeOfService } from '../../domain/enrichment/types';

// Typed view of the database (see migrations/ for DDL and README.md for the status transitions).
// Timestamps are ISO 8601 UTC strings in one fixed format (toIsoTimestamp) so that text order is
// time order on every dialect; calendar dates are YYYY-MM-DD strings.

export interface PartnersTable {
  id: Generated<number>;
  slug: string;
  name: string;
  created_at: string;
}

export interface TokensTable {
  id: Generated<number>;
  partner_id: number;
  /** The user the token acts for (e-mail or id): the added_by of what it submits. */
  user_label: string;
  /** Hex SHA-256 of the raw token; the raw token is never stored. */
  token_hash: string;
  created_at: string;
  /** Refreshed at most once per TOKEN_TOUCH_INTERVAL_MS per process (auth/tokens.ts). */
  last_used_at: string | null;
  /** The first instant the token is no longer accepted; null: it does not expire. */
  expires_at: string | null;
  /** When it was revoked (`npm run token -- --revoke`); null: not revoked. */
  revoked_at: string | null;
}

/** Counter columns of requests, one per asset status and one per match type (maintained by requests-repo.applyStatusChanges). */
export interface RequestCounters {
  pending_count: ColumnType<number, number | undefined, number>;
  processing_count: ColumnType<number, number | undefined, number>;
  completed_count: ColumnType<number, number | undefined, number>;
  incomplete_count: ColumnType<number, number | undefined, number>;
  not_found_count: ColumnType<number, number | undefined, number>;
  failed_count: ColumnType<number, number | undefined, number>;
  /** Assets per match type (final ones only: a match type is set when an asset turns final; migration 0014). */
  exact_match_count: ColumnType<number, number | undefined, number>;
  likely_match_count: ColumnType<number, number | undefined, number>;
  possible_match_count: ColumnType<number, number | undefined, number>;
  nameplate_only_count: ColumnType<number, number | undefined, number>;
}

export interface RequestsTable extends RequestCounters {
  /** Insertion order: "newest first" is seq DESC. */
  seq: Generated<number>;
  id: string;
  partner_id: number;
  added_from: AddedFrom;
  added_by: string;
  status: RequestStatus;
  distributor: string | null;
  file_name: string | null;
  assets_count: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}

export interface AssetsTable {
  /** Integer key: FTS rowid, insertion order, and the sort tie-break. */
  seq: Generated<number>;
  id: string;
  partner_id: number;
  request_id: string;
  distributor: string | null;
  /** Copied from the request so the added_from / added_by filters need no join. */
  added_from: AddedFrom;
  added_by: string;

  // 4.2 fields, as submitted
  model_number: string;
  brand: string | null;
  serial_number: string | null;
  customer_name: string | null;
  customer_address: string | null;
  unique_id: string | null;
  /** YYYY-MM-DD as submitted (output adds midnight UTC). */
  date_added: string | null;
  type_of_service: TypeOfService | null;
  notes: string | null;
  /** JSON text of the caller's custom_data; NULL when none was sent. */
  custom_data: string | null;

  status: AssetStatus;
  status_reason: string | null;
  match_type: MatchType | null;

  // Queue. Since migration 0007 a claim lives in asset_claims; these two stay NULL (the pending
  // queue index still holds claimed_at, always NULL, ahead of seq).
  claimed_at: string | null;
  claim_token: string | null;
  /** Claims of this asset that were abandoned (their worker stopped) and returned to the queue. */
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;

  // Enrichment summary (list shape + filters); NULL until enriched / when no match
  enrichment_id: string | null;
  oem_id: string | null;
  confidence_score: number | null;
  enrichment_source: string | null;
  enrichment_model: string | null;
  enrichment_brand: string | null;
  enrichment_type: string | null;
  enrichment_model_notes: string | null;
  /** Server path of the image, e.g. /static/equipment/furnaces.svg (made absolute per request). */
  enrichment_image_path: string | null;
  /** YYYY-MM or YYYY, decoded from the serial. */
  manufacturing_date: string | null;
  /** YYYY-MM-DD the equipment age is counted from (age filters). */
  manufacture_ref_date: string | null;
  /** YYYY-MM-DD (warranty tier filters). */
  registered_expiration_date: string | null;
  unregistered_expiration_date: string | null;
  /** 'R' or 'N', then the service-life end date YYYY-MM-DD; NULL when neither (migration 0016, domain/replacement). */
  replacement_key: string | null;
  /** JSON text of the full result for the detail endpoint (warranty 2.4, explanation, model_data). */
  result_json: string | null;
  enriched_at: string | null;

  created_at: string;
  updated_at: string;
}

/** An asset being enriched: one row per claimed asset, from its claim to its finalize (storage/sqlite/queue.ts). */
export interface AssetClaimsTable {
  seq: number;
  token: string;
  claimed_at: string;
}

/** A filter key of an asset (migration 0012, storage/sqlite/asset-filter-keys.ts): one per non-NULL value of the filter-key columns (FILTER_KEY_COLUMNS there). */
export interface AssetFilterKeysTable {
  partner_id: number;
  /** Which column (FILTER_KEY_KIND). */
  key_kind: number;
  key_value: string;
  seq: number;
}

/** A CSV upload accepted (201) whose rows wait in their staging file for a worker to import (migration 0009). */
export interface UploadImportsTable {
  request_id: string;
  /** Base name of the file in DATA_DIR/upload-accepted. */
  file_name: string;
  rows: number;
  accepted_at: string;
  claim_token: string | null;
  claimed_at: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  /** Ordered rows 1..imported_rows are in `assets` (migration 0010). */
  imported_rows: ColumnType<number, number | undefined, number>;
  /** Valid rows not imported yet: counted pending, not listed. */
  pending_left: ColumnType<number, number | undefined, number>;
  /** Rows refused at validation not imported yet: counted failed, not listed. */
  failed_left: ColumnType<number, number | undefined, number>;
  /** Earliest time a worker may claim the import again, after a failed attempt; null: at once (migration 0011). */
  retry_at: string | null;
}

export interface Database {
  partners: PartnersTable;
  tokens: TokensTable;
  requests: RequestsTable;
  assets: AssetsTable;
  asset_claims: AssetClaimsTable;
  asset_filter_keys: AssetFilterKeysTable;
  upload_imports: UploadImportsTable;
}

export type PartnerRow = Selectable<PartnersTable>;
export type RequestRow = Selectable<RequestsTable>;
export type AssetRow = Selectable<AssetsTable>;
export type NewAsset = Insertable<AssetsTable>;

/** The one timestamp format stored and returned: 2024-05-01T12:34:56.789Z (UTC, milliseconds). */
export function toIsoTimestamp(date: Date): string {
  return date.toISOString();
}
