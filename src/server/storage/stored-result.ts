import { z } from 'zod';
import type { CatalogIndex } from '../../domain/enrichment/catalog';
import { enrich, enrichSummary, type EnrichSummary } from '../../domain/enrichment/enrich';
import type { CatalogModel, EnrichInput } from '../../domain/enrichment/types';
import type { AssetsTable } from './schema';
import { explanationSchema } from '../../domain/enrichment/explanation';

// assets.result_json: what the detail endpoint needs beyond the indexed columns. Written by the
// worker (worker/engine.ts: encodeDerivedResult, format 4); read (and validated) here, every format.
//
// Format 2 stores only what cannot be derived, because the row's size is most of the
// worker's write cost (a 2.4 KB result made each finalize ~40 µs dearer: more table pages, more WAL):
//   - no model_data: the matched model's specifications are read back from the in-memory catalog by
//     oem_id (ids are stable across catalog rebuilds; a model no longer in the catalog shows {});
//   - no part_data (always null so far: no part source);
//   - explanation.status_reason only when it differs from the row's status_reason column.
// Format 1 (rows written before) carried all of them and is still read as it is.
//
// Format 3 stores only the day the engine ran as of, `{"v":3,"on":"YYYY-MM-DD"}`: the engine
// is a pure function of the asset's input, the catalog and that day, so the detail endpoint runs it
// again on the row's input (~10 µs) instead of the worker writing ~2.2 KB of explanation and warranty
// text per asset (200k assets: database 902 → 390 MB, the worker's finalize −35 %). The re-derived
// result is used only when it agrees with what the row stored (status, match, model, dates); after a
// catalog or rules change that altered this asset's outcome it does not, and the detail shows no
// explanation and no warranty terms rather than ones the stored columns contradict (the stored
// columns stay as enriched; no endpoint re-enriches an asset).
//
// Format 4 (current) is format 3, `{"v":4,"on":"YYYY-MM-DD"}`, and the row's status_reason is not stored
// either (NULL): the status line is the engine's too, derived on read with the rest (statusReasonOfRow,
// ~8 µs a row listed). It was ~175 bytes of a ~670-byte enriched row (1M-row bench upload), written by
// every import and finalize. After a catalog or rules change that altered the asset's outcome, the line
// says when the asset was enriched and what it was matched to (the stored columns), not a derived
// line they contradict.

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
/** The list those lines carried: the families datable when they were written (later families are not in it). */
export const LEGACY_SUPPORTED_FAMILIES =
  'Carrier / Bryant / Payne; ICP brands; Trane / American Standard; Goodman / Amana / Janitrol; Daikin (Goodman-built ducted only); Lennox / Allied brands / Aire-Flo; York / Johnson Controls brands; Rheem / Ruud / WeatherKing / Richmond; Nordyne / Nortek brands; Bard; Mitsubishi Electric; LG; A. O. Smith / State / Reliance / American (water heaters); GSW / John Wood (water heaters); Bradford White (water heaters)';
const LEGACY_FAMILIES_SENTENCE = ` Supported brand families: ${LEGACY_SUPPORTED_FAMILIES}.`;
function comparableReason(reason: string | null): string | null {
  if (reason === null) return null;
  const short = reason.includes(LEGACY_FAMILIES_SENTENCE) ? reason.replace(LEGACY_FAMILIES_SENTENCE, '') : reason;
  return short.replace(/\.(?=[.;])/g, '');
}

/**
 * Whether the engine, run again, gave the outcome the row stored (formats 3 and 4's consistency check;
 * format 4 stores no status line to compare).
 */
function agrees(row: DerivableResultRow, r: EnrichSummary, reasonStored: boolean): boolean {
  return (
    r.status === row.status &&
    (!reasonStored || comparableReason(r.reason) === comparableReason(row.status_reason)) &&
    r.match_type === row.match_type &&
    (r.identified?.id ?? null) === row.oem_id &&
    r.manufacturing_date === row.manufacturing_date &&
    r.manufacture_reference_date === row.manufacture_ref_date &&
    r.registered_warranty_expiration_date === row.registered_expiration_date &&
    r.unregistered_warranty_expiration_date === row.unregistered_expiration_date
  );
}

/** Format 4 text: the day (UTC) the engine ran as of (the row's status_reason is then stored NULL). */
export function encodeDerivedResult(today: Date | string): string {
  const day = typeof today === 'string' ? today.slice(0, 10) : today.toISOString().slice(0, 10);
  return `{"v":${DERIVED_FORMAT},"on":"${day}"}`;
}

/** The format encodeDerivedResult writes. */
export const DERIVED_FORMAT = 4;
const derivedSchema = z.object({ v: z.union([z.literal(3), z.literal(DERIVED_FORMAT)]), on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

/** The format (3 or 4) and day of a derived result, or null for a row whose result_json is another format or absent. */
function derivedResultOf(resultJson: string | null): { v: 3 | 4; on: string } | null {
  if (resultJson === null || !(resultJson.startsWith('{"v":3,') || resultJson.startsWith('{"v":4,'))) return null;
  return derivedSchema.parse(JSON.parse(resultJson));
}

function engineInput(row: DerivableResultRow): EnrichInput {
  return { model_number: row.model_number, brand: row.brand, serial_number: row.serial_number, date_added: row.date_added, type_of_service: row.type_of_service };
}

/** The row's columns statusReasonOfRow reads beyond DerivableResultRow: the stored match, for the fallback line. */
export type ReasonRow = DerivableResultRow & Pick<AssetsTable, 'enrichment_brand' | 'enrichment_model'> & Partial<Pick<AssetsTable, 'enrichment_source'>>;

/**
 * The asset's status line: the stored status_reason, or for a format-4 row the engine's line derived
 * again as of the stored day — when the engine still gives the stored outcome; otherwise a line from
 * the stored columns (when it was enriched, to what). Null while the asset has none (pending).
 */
export function statusReasonOfRow(row: ReasonRow, catalog: CatalogIndex): string | null {
  if (row.status_reason !== null) return row.status_reason;
  const derived = derivedResultOf(row.result_json);
  if (derived === null || derived.v !== DERIVED_FORMAT) return null;
  let r: EnrichSummary;
  try {
    r = enrichSummary(engineInput(row), catalog, derived.on);
  } catch {
    // The engine gave this row its outcome once; if it cannot run on it now, the list still shows the row.
    return storedOutcomeLine(row, derived.on);
  }
  if (agrees(row, r, false)) return r.reason;
  return storedOutcomeLine(row, derived.on);
}

/** A format-4 row whose outcome the current catalog or rules no longer give: what the stored columns say. */
function storedOutcomeLine(row: ReasonRow, on: string): string {
  const since = 'the catalog or the serial rules have changed since, so the details are not shown.';
  if (row.oem_id !== null && row.enrichment_model !== null) {
    const to = [row.enrichment_brand, row.enrichment_model].filter((x) => x !== null && x !== '').join(' ');
    if (row.enrichment_source === 'nomenclature') return `Identified from the model number as ${to} when enriched on ${on}; ${since}`;
    return `Matched ${to} (${(row.match_type ?? 'match').replace('_', ' ')}) when enriched on ${on}; ${since}`;
  }
  const dated = row.manufacturing_date !== null ? `, dated ${row.manufacturing_date} from the serial` : '';
  return `No catalog model matched when enriched on ${on}${dated}; ${since}`;
}

/**
 * The stored result of a row, whichever format: 1 and 2 are read from result_json; 3 is re-derived
 * with `enrich` on the row's input as of the stored day and used only if it agrees with the row.
 * Null for a row never enriched (pending, processing, a CSV row that failed validation), one the
 * engine threw on, and a format-3 row whose outcome the current catalog or rules no longer give.
 */
export function resultOfRow(row: DerivableResultRow, catalog: CatalogIndex): StoredResult | null {
  if (row.result_json === null) return null;
  const derived = derivedResultOf(row.result_json);
  if (derived === null) return readStoredResult(row, catalog.byId);
  const r = enrich(engineInput(row), catalog, derived.on);
  if (!agrees(row, r, derived.v === 3)) return null;
  return {
    model_data: r.identified ? r.identified.model_data : null,
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
    x === null
      ? null
      : x.status_reason === statusReason
        ? { match: x.match, serial: x.serial, warranty: x.warranty, equipment_age_years: x.equipment_age_years, nomenclature: x.nomenclature }
        : x;
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
            ...(x.nomenclature !== undefined ? { nomenclature: x.nomenclature } : {}),
          },
  };
}
