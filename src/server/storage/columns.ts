import type { AssetOutcome } from './port';

// Column lists every engine shares (storage/README.md): the searchable fields, the request's
// match-type counters and the columns a finished asset's outcome writes. Engine-neutral: the SQLite
// and Postgres engines (and their migrations) both read them; neither imports the other.

/** The fields free-text search (4.4 `search`) looks in. */
export const SEARCHABLE_ASSET_COLUMNS = [
  'model_number',
  'brand',
  'serial_number',
  'customer_name',
  'customer_address',
  'unique_id',
  'notes',
] as const;

/** The counter column of each match type (frozen here: later renames of the types do not touch it). */
export const MATCH_TYPE_COUNTER_COLUMNS = {
  exact_match: 'exact_match_count',
  likely_match: 'likely_match_count',
  possible_match: 'possible_match_count',
  nameplate_only: 'nameplate_only_count',
} as const;

/** The columns the worker writes for a finished asset, in a fixed order (statements bind them positionally). */
export const OUTCOME_COLUMNS = [
  'status',
  'status_reason',
  'match_type',
  'enrichment_id',
  'oem_id',
  'confidence_score',
  'enrichment_source',
  'enrichment_model',
  'enrichment_brand',
  'enrichment_type',
  'enrichment_model_notes',
  'enrichment_image_path',
  'manufacturing_date',
  'manufacture_ref_date',
  'registered_expiration_date',
  'unregistered_expiration_date',
  'replacement_key',
  'result_json',
  'last_error',
] as const satisfies readonly (keyof AssetOutcome)[];

/** The outcome's columns beside the status and its reason: what only an enriched asset has. */
export const ENRICHED_COLUMNS = OUTCOME_COLUMNS.filter(
  (c): c is Exclude<(typeof OUTCOME_COLUMNS)[number], 'status' | 'status_reason'> => c !== 'status' && c !== 'status_reason',
);
