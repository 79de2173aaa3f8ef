import type { AssetOutcome } from '../storage/port';

/** The outcome of an asset the engine threw on: the engine is deterministic, so retrying would throw again. */
export function engineErrorOutcome(err: unknown): AssetOutcome {
  const detail = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return {
    status: 'failed',
    status_reason: 'Enrichment could not run on this asset (internal engine error); the error is logged.',
    match_type: null,
    enrichment_id: null,
    oem_id: null,
    confidence_score: null,
    enrichment_source: null,
    enrichment_model: null,
    enrichment_brand: null,
    enrichment_type: null,
    enrichment_model_notes: null,
    enrichment_image_path: null,
    manufacturing_date: null,
    manufacture_ref_date: null,
    registered_expiration_date: null,
    unregistered_expiration_date: null,
    replacement_key: null,
    result_json: null,
    last_error: detail.slice(0, 1000),
  };
}
