import type { ColumnType } from 'kysely';
import type { AssetsTable, Database } from '../schema';

// The Postgres engine's tables: the engine-neutral tables and columns (storage/schema.ts) less the
// SQLite-only ones, plus what only this engine has (migrations/0001-initial.ts):
// - assets.search_string: generated from the searchable fields, copied by triggers into the narrow
//   asset_search, which the pg_trgm GIN index is on (migration 0005, list-query.ts);
// - a claim is written on the asset row itself (status 'processing', claim_token, claimed_at):
//   no asset_claims table (queue.ts);
// - an accepted upload's rows wait in upload_rows, in the database (upload-import.ts): no
//   asset_filter_keys table either (plain partial indexes serve those filters);
// - asset_key_counts (migration 0004): written by triggers only, read and folded in raw SQL
//   (key-counts.ts), so not a Kysely table here.

export interface PgAssetsTable extends AssetsTable {
  /** The searchable fields joined by U+001F; written by Postgres (GENERATED ALWAYS … STORED). */
  search_string: ColumnType<string, never, never>;
}

/** An accepted upload (201 answered) whose rows wait in upload_rows until one transaction imports them. */
export interface PgUploadImportsTable {
  request_id: string;
  rows: number;
  /** Valid rows not in `assets` yet: counted pending by the request, not listed. */
  pending_left: number;
  /** Refused rows not in `assets` yet: counted failed by the request, not listed. */
  failed_left: number;
  accepted_at: string;
  /** Import attempts begun (counted when claimed, before the import's transaction); the last failed one's error. */
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
}

/** One validated CSV row of an accepted upload (COPY target). `ord`: its position in the file. */
export interface UploadRowsTable {
  request_id: string;
  ord: number;
  model_number: string;
  brand: string | null;
  serial_number: string | null;
  customer_name: string | null;
  customer_address: string | null;
  unique_id: string | null;
  date_added: string | null;
  type_of_service: string | null;
  notes: string | null;
  status: 'pending' | 'failed';
  status_reason: string | null;
}

/** The search side of an asset (migration 0005; search_string lower()ed, 0006): written by triggers on `assets` only, read by the list. */
export interface AssetSearchTable {
  seq: ColumnType<number, never, never>;
  partner_id: ColumnType<number, never, never>;
  search_string: ColumnType<string, never, never>;
}

export interface PgDatabase extends Omit<Database, 'assets' | 'asset_claims' | 'asset_filter_keys' | 'upload_imports'> {
  assets: PgAssetsTable;
  asset_search: AssetSearchTable;
  upload_imports: PgUploadImportsTable;
  upload_rows: UploadRowsTable;
}

