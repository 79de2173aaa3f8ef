import { z } from 'zod';
import type { CatalogModel } from '../../domain/enrichment/types';
import { explanationSchema } from '../../domain/enrichment/explanation';

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
