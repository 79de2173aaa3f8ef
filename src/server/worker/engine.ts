import { enrichSummary, type EnrichSummary } from '../../domain/enrichment/enrich';
import { replacementKey } from '../../domain/replacement';
import type { CatalogIndex } from '../../domain/enrichment/catalog';
import { NOMENCLATURE_SOURCE } from '../../domain/enrichment/nomenclature/identify';
import { encodeDerivedResult } from '../storage/stored-result';
import { loadCatalog } from '../catalog/load-catalog';
import { uuidV7 } from '../ingest/uuid-v7';
import type { Enricher } from './enrichment-worker';
import type { AssetOutcome } from '../storage/port';

// The worker's engine: domain enrich() on the shipped catalog, its result turned into the asset's
// columns. Indexed columns carry what the list filters need (match type, type, oem, reference and
// expiration dates); result_json holds only the day the engine ran as of: the status line and what only
// the detail endpoint shows are derivable from the input and are re-derived on read (storage/stored-result.ts,
// format 4).

/** Spec 2.3: "Only the value search appears" (a catalog match). */
export const ENRICHMENT_SOURCE = 'search';

/**
 * enrichSummary() (or enrich()) result → the columns the worker writes (enrichment NULL when no model was matched or decoded).
 * `today` is the day the engine was run as of (format 4 of storage/stored-result.ts re-derives with it).
 */
export function enrichmentColumns(result: EnrichSummary, today: Date | string): AssetOutcome {
  // The catalog model, or the model-number decode's record (source "nomenclature") when none matched.
  const model = result.identified;
  return {
    status: result.status,
    // Derived on read with the rest (storage/stored-result.ts, format 4): not written per asset.
    status_reason: null,
    match_type: result.match_type,
    enrichment_id: model ? uuidV7() : null,
    oem_id: model ? model.id : null,
    confidence_score: model ? result.confidence : null,
    enrichment_source: model ? (result.model !== null ? ENRICHMENT_SOURCE : NOMENCLATURE_SOURCE) : null,
    enrichment_model: model ? model.model : null,
    enrichment_brand: model ? model.brand : null,
    enrichment_type: model ? model.type : null,
    enrichment_model_notes: model ? model.model_notes : null,
    enrichment_image_path: model ? model.image_path : null,
    manufacturing_date: result.manufacturing_date,
    manufacture_ref_date: result.manufacture_reference_date,
    registered_expiration_date: result.registered_warranty_expiration_date,
    unregistered_expiration_date: result.unregistered_warranty_expiration_date,
    // What of the replacement flags is static (domain/replacement): the list filters and flags read it.
    replacement_key: replacementKey({
      type: model ? model.type : null,
      modelData: model ? model.model_data : null,
      modelSource: model ? model.source : null,
      manufactureReferenceDate: result.manufacture_reference_date,
    }),
    // Only the day: reads re-derive the status line, explanation and warranty terms (storage/stored-result.ts, format 4).
    result_json: encodeDerivedResult(today),
    last_error: null,
  };
}

const MS_PER_DAY = 86_400_000;
let lastEpochDay = Number.NaN;
let lastDay = '';
/**
 * A Date's UTC day as YYYY-MM-DD, computed once per day: enrich() and the stored result take the day
 * as a string (per asset, toISOString was ~1 µs of the engine's ~9).
 */
export function utcDay(date: Date): string {
  const epochDay = Math.floor(date.getTime() / MS_PER_DAY);
  if (epochDay !== lastEpochDay) {
    lastEpochDay = epochDay;
    lastDay = date.toISOString().slice(0, 10);
  }
  return lastDay;
}

/** The real engine over the shipped catalog (loaded once per process), dated by `today()`. */
export function createEngineEnricher(options: { today: () => Date; catalog?: CatalogIndex }): Enricher {
  const catalog = options.catalog ?? loadCatalog();
  return (input) => {
    const today = utcDay(options.today());
    return enrichmentColumns(enrichSummary(input, catalog, today), today);
  };
}
