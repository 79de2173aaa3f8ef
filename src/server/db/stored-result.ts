import { z } from 'zod';
import type { CatalogIndex } from '../../domain/enrichment/catalog';
import { enrich, type EnrichResult } from '../../domain/enrichment/enrich';
import type { CatalogModel } from '../../domain/enrichment/types';
import type { AssetsTable } from './schema';
import { explanationSchema } from '../../domain/enrichment/explanation';
import { SUPPORTED_BRAND_FAMILIES_SHORT } from '../../domain/enrichment/serial/families';

// assets.result_json: what the detail endpoint needs beyond the indexed columns. Written by the
// worker through encodeStoredResult (worker/engine.ts); read (and validated) here.
//
// Format 2 (current) stores only what cannot be derived, because the row's size is most of the
// worker's write cost (a 2.4 KB result made each finalize ~40 µs dearer: more table pages, more WAL):
//   - no model_data: the matched model's specifications are read back from the in-memory catalog by
//     oem_id (ids are stable across catalog rebuilds; a model no longer in the catalog shows {});
//   - no part_data (always null so far: no part source);
//   - explanation.status_reason only when it differs from the row's status_reason column.
// Format 1 (rows written before) carried all of them and is still read as it is.
//
// Format 3 (current) stores only the day the engine ran as of, `{"v":3,"on":"YYYY-MM-DD"}`: the engine
// is a pure function of the asset's input, the catalog and that day, so the detail endpoint runs it
// again on the row's input (~10 µs) instead of the worker writing ~2.2 KB of explanation and warranty
// text per asset (200k assets: database 902 → 390 MB, the worker's finalize −35 %). The re-derived
// result is used only when it agrees with what the row stored (status, match, model, dates); after a
// catalog or rules change that altered this asset's outcome it does not, and the detail shows no
// explanation and no warranty terms rather than ones the stored columns contradict (the stored
// columns stay as enriched; no endpoint re-enriches an asset).

export const STORED_RESULT_FORMAT = 2;

export const storedResultSchema = z.object({
  model_data: z.record(z.string(), z.string()).nullable(),
  part_data: z.record(z.string(), z.unknown()).nullable(),
  warranty: z
    .object({
      detail: z.string(),
      standard_warranty_registered: z.number().int(),
      standard_warranty_unregistered: z.number().int(),
    })
    .nullable(),
  explanation: explanationSchema.nullable(),
});
export type StoredResult = z.infer<typeof storedResultSchema>;

const compactSchema = z.object({
  v: z.literal(STORED_RESULT_FORMAT),
  warranty: storedResultSchema.shape.warranty,
  explanation: explanationSchema.omit({ status_reason: true }).extend({ status_reason: z.string().optional() }).nullable(),
});

/** The row's columns the compact form leaves out. */
export interface StoredResultRow {
  result_json: string | null;
  oem_id: string | null;
  status_reason: string | null;
}

/** The row's columns format 3 re-derives from (the engine's input) and checks against (its stored outcome). */
export type DerivableResultRow = StoredResultRow &
  Pick<
    AssetsTable,
    | 'model_number'
    | 'brand'
    | 'serial_number'
    | 'date_added'
    | 'type_of_service'
    | 'status'
    | 'match_type'
    | 'manufacturing_date'
    | 'manufacture_ref_date'
    | 'registered_expiration_date'
    | 'unregistered_expiration_date'
  >;

/**
 * Status lines written before two wording fixes: the serial decode's unsupported-brand error carried
 * the list of supported brand families (the explanation has it now), and the decode error's own
 * period was followed by the line's (".." and ".;"). Both sides of the comparison are read without them.
 */
const LEGACY_FAMILIES_SENTENCE = ` Supported brand families: ${SUPPORTED_BRAND_FAMILIES_SHORT}.`;
function comparableReason(reason: string | null): string | null {
  if (reason === null) return null;
  const short = reason.includes(LEGACY_FAMILIES_SENTENCE) ? reason.replace(LEGACY_FAMILIES_SENTENCE, '') : reason;
  return short.replace(/\.(?=[.;])/g, '');
}

/** Whether the engine, run again, gave the outcome the row stored (format 3's consistency check). */
function agrees(row: DerivableResultRow, r: EnrichResult): boolean {
  return (
    r.status === row.status &&
    comparableReason(r.reason) === comparableReason(row.status_reason) &&
    r.match_type === row.match_type &&
    (r.model?.id ?? null) === row.oem_id &&
    r.manufacturing_date === row.manufacturing_date &&
    r.manufacture_reference_date === row.manufacture_ref_date &&
    r.registered_warranty_expiration_date === row.registered_expiration_date &&
    r.unregistered_warranty_expiration_date === row.unregistered_expiration_date
  );
}

/** Format 3 text: the day (UTC) the engine ran as of. */
export function encodeDerivedResult(today: Date | string): string {
  const day = typeof today === 'string' ? today.slice(0, 10) : today.toISOString().slice(0, 10);
  return `{"v":3,"on":"${day}"}`;
}

const derivedSchema = z.object({ v: z.literal(3), on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

/**
 * The stored result of a row, whichever format: 1 and 2 are read from result_json; 3 is re-derived
 * with `enrich` on the row's input as of the stored day and used only if it agrees with the row.
 * Null for a row never enriched (pending, processing, a CSV row that failed validation), one the
 * engine threw on, and a format-3 row whose outcome the current catalog or rules no longer give.
 */
export function resultOfRow(row: DerivableResultRow, catalog: CatalogIndex): StoredResult | null {
  if (row.result_json === null) return null;
  if (!row.result_json.startsWith('{"v":3,')) return readStoredResult(row, catalog.byId);
  const { on } = derivedSchema.parse(JSON.parse(row.result_json));
  const r = enrich(
    { model_number: row.model_number, brand: row.brand, serial_number: row.serial_number, date_added: row.date_added, type_of_service: row.type_of_service },
    catalog,
    on,
  );
  if (!agrees(row, r)) return null;
  return {
    model_data: r.model ? r.model.model_data : null,
    part_data: null,
    warranty: r.warranty
      ? {
          detail: r.warranty.detail,
          standard_warranty_registered: r.warranty.standard_warranty_registered,
          standard_warranty_unregistered: r.warranty.standard_warranty_unregistered,
        }
      : null,
    explanation: r.explanation,
  };
}


/** Format 2 text of a result (see the header); `statusReason` is what the row's status_reason column holds. */
export function encodeStoredResult(result: Omit<StoredResult, 'model_data' | 'part_data'>, statusReason: string | null): string {
  const x = result.explanation;
  // Key order kept as in format 1 (status_reason first) when it has to be stored.
  const explanation =
    x === null ? null : x.status_reason === statusReason ? { match: x.match, serial: x.serial, warranty: x.warranty, equipment_age_years: x.equipment_age_years } : x;
  return JSON.stringify({ v: STORED_RESULT_FORMAT, warranty: result.warranty, explanation });
}

/** The stored result in full (either format); `modelById` is the catalog's id → model. */
export function readStoredResult(row: StoredResultRow, modelById: ReadonlyMap<string, CatalogModel>): StoredResult | null {
  if (row.result_json === null) return null;
  const raw: unknown = JSON.parse(row.result_json);
  if (typeof raw !== 'object' || raw === null || !('v' in raw)) return storedResultSchema.parse(raw);
  const c = compactSchema.parse(raw);
  const x = c.explanation;
  return {
    model_data: row.oem_id === null ? null : (modelById.get(row.oem_id)?.model_data ?? {}),
    part_data: null,
    warranty: c.warranty,
    explanation:
      x === null
        ? null
        : {
            status_reason: x.status_reason ?? row.status_reason ?? '',
            match: x.match,
            serial: x.serial,
            warranty: x.warranty,
            equipment_age_years: x.equipment_age_years,
          },
  };
}
