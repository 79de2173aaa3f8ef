import { describe, expect, it } from 'vitest';
import { enrich, enrichSummary } from '../../domain/enrichment/enrich';
import type { EnrichInput } from '../../domain/enrichment/types';
import { loadCatalog } from '../catalog/load-catalog';
import { enrichmentColumns } from '../worker/engine';
import { LEGACY_SUPPORTED_FAMILIES, encodeStoredResult, readStoredResult, resultOfRow, statusReasonOfRow } from './stored-result';

// Every stored format must read back to exactly what the detail endpoint showed from the start: the
// full result as format 1 stored it (model_data of the matched catalog model included). Format 2 is
// the compact text older rows carry; formats 3 and 4 (what the worker writes now: its status line
// not stored either) re-derive it.

const TODAY = new Date('2025-06-01T00:00:00Z');
const inputs: EnrichInput[] = [
  { model_number: 'GCEC960403BN', brand: 'Goodman', serial_number: '2205123456', date_added: '2022-07-01', type_of_service: 'install' },
  { model_number: 'GCEC960403BN', brand: null, serial_number: null, date_added: null, type_of_service: null },
  { model_number: 'XYZ-NOT-A-MODEL', brand: null, serial_number: '123', date_added: null, type_of_service: null },
  { model_number: '', brand: 'Goodman', serial_number: null, date_added: null, type_of_service: null },
];

describe('stored result', () => {
  const catalog = loadCatalog();
  // Real catalog models too, with and without a brand (exact matches and sister-brand alternatives).
  for (const m of catalog.models.slice(0, 400).filter((_, i) => i % 20 === 0)) {
    inputs.push({ model_number: m.model.replace(/[*?]/g, '1'), brand: m.brand, serial_number: '1905A12345', date_added: '2020-03-04', type_of_service: 'install' });
  }

  function fullResult(input: EnrichInput) {
    const result = enrich(input, catalog, TODAY);
    return {
      result,
      full: {
        // The identified record's data: the catalog model's, or the decoded fields (A. O. Smith ACB-110(S,H)-(N,P)
        // written as it is listed matches no catalog model and is read by the catalog series).
        model_data: result.identified ? result.identified.model_data : null,
        part_data: null,
        warranty: result.warranty
          ? {
              detail: result.warranty.detail,
              standard_warranty_registered: result.warranty.standard_warranty_registered,
              standard_warranty_unregistered: result.warranty.standard_warranty_unregistered,
            }
          : null,
        explanation: result.explanation,
      },
    };
  }

  /** The asset row the worker writes for `input` (its input columns and the outcome columns, from enrichSummary as the worker does). */
  function rowFor(input: EnrichInput) {
    return { ...input, ...enrichmentColumns(enrichSummary(input, catalog, TODAY), TODAY) };
  }

  /** The row a worker wrote in format 3: the status line stored, the day in result_json. */
  function rowV3(input: EnrichInput) {
    return { ...rowFor(input), status_reason: enrich(input, catalog, TODAY).reason, result_json: '{"v":3,"on":"2025-06-01"}' };
  }

  it('format 4 (written now: only the day, no status line) re-derives the full result and the status line, as of the stored day', () => {
    for (const input of inputs) {
      const row = rowFor(input);
      expect(row.result_json).toBe('{"v":4,"on":"2025-06-01"}');
      expect(row.status_reason).toBeNull();
      // Read on another day: still the result as of 2025-06-01 (its equipment age included).
      expect(resultOfRow(row, catalog)).toEqual(fullResult(input).full);
      expect(statusReasonOfRow(row, catalog)).toBe(fullResult(input).result.reason);
    }
  });

  it('format 4 shows nothing the stored columns contradict (catalog or rules changed since)', () => {
    const row = rowFor(inputs[0]!);
    const derived = enrich(inputs[0]!, catalog, TODAY).reason;
    expect(resultOfRow(row, catalog)?.explanation).not.toBeNull();
    const contradicted = [
      { ...row, oem_id: '00000000-0000-4000-8000-000000000000' },
      { ...row, match_type: 'possible_match' as const },
      { ...row, registered_expiration_date: '2031-01-01' },
      { ...row, status: 'incomplete' as const },
    ];
    for (const r of contradicted) {
      expect(resultOfRow(r, catalog)).toBeNull();
      // The status line then says what the stored columns hold, and when: not the derived line.
      const line = statusReasonOfRow(r, catalog);
      expect(line).not.toBe(derived);
      expect(line).toMatch(/^Matched Goodman GCEC960403BN \((exact|possible) match\) when enriched on 2025-06-01; the catalog or the serial rules have changed since/);
    }
    expect(statusReasonOfRow({ ...row, oem_id: null, enrichment_model: null, enrichment_brand: null, match_type: null, status: 'not_found' }, catalog)).toMatch(
      /^No catalog model matched when enriched on 2025-06-01, dated 2022-05 from the serial; /,
    );
    expect(resultOfRow({ ...row, result_json: null }, catalog)).toBeNull();
    // An engine that cannot run on the row (here: no catalog at all) still leaves the row listable.
    expect(statusReasonOfRow(row, {} as typeof catalog)).toMatch(/^Matched Goodman GCEC960403BN \(exact match\) when enriched on 2025-06-01/);
    // Pending (never enriched): no status line.
    expect(statusReasonOfRow({ ...row, result_json: null }, catalog)).toBeNull();
  });

  it('format 3 (rows written before: the status line stored) re-derives the full result, and keeps its stored line', () => {
    for (const input of inputs) {
      const row = rowV3(input);
      expect(resultOfRow(row, catalog)).toEqual(fullResult(input).full);
      expect(statusReasonOfRow(row, catalog)).toBe(row.status_reason);
    }
    const row = rowV3(inputs[0]!);
    expect(resultOfRow({ ...row, oem_id: '00000000-0000-4000-8000-000000000000' }, catalog)).toBeNull();
    expect(resultOfRow({ ...row, status_reason: 'another reason' }, catalog)).toBeNull();
    expect(statusReasonOfRow({ ...row, status_reason: 'another reason' }, catalog)).toBe('another reason');
  });

  it('format 3 rows stored before the status line lost the list of supported brand families still re-derive', () => {
    const input: EnrichInput = { model_number: 'XYZ-NOT-A-MODEL', brand: 'GeoSmart', serial_number: '123456', date_added: null, type_of_service: null };
    const row = rowV3(input);
    expect(row.status_reason).toMatch(/the serial could not be dated: No serial-date rule for brand "GeoSmart"\.$/);
    // The wording rows carried before: the list of families in every such status line, and the
    // decode error's period followed by the line's.
    const legacy = row.status_reason!.replace('No serial-date rule for brand "GeoSmart".', `No serial-date rule for brand "GeoSmart". Supported brand families: ${LEGACY_SUPPORTED_FAMILIES}..`);
    expect(legacy.length).toBeGreaterThan(row.status_reason!.length + 300);
    expect(resultOfRow({ ...row, status_reason: legacy }, catalog)).toEqual(fullResult(input).full);
  });

  it('reads format 2 (older rows) back to the full result, model_data from the catalog', () => {
    // Format 2 rows were written before model numbers were decoded: only catalog matches and unidentified units.
    for (const input of inputs) {
      const { result, full } = fullResult(input);
      if (result.model === null && result.identified !== null) continue;
      const columns = { ...rowFor(input), status_reason: result.reason, result_json: encodeStoredResult(full, result.reason) };
      const read = resultOfRow(columns, catalog);
      expect(read).toEqual(full);
      expect(JSON.stringify(read)).toBe(JSON.stringify(readStoredResult({ ...columns, result_json: JSON.stringify(full) }, catalog.byId)));
      expect(columns.result_json.length).toBeLessThan(JSON.stringify(full).length);
    }
  });

  it('format 2: shows {} as model_data for a model no longer in the catalog, null without a match', () => {
    const { result, full } = fullResult(inputs[0]!);
    const columns = { ...rowFor(inputs[0]!), status_reason: result.reason, result_json: encodeStoredResult(full, result.reason) };
    expect(readStoredResult({ ...columns, oem_id: '00000000-0000-4000-8000-000000000000' }, catalog.byId)?.model_data).toEqual({});
    expect(readStoredResult({ ...columns, oem_id: null }, catalog.byId)?.model_data).toBeNull();
    expect(readStoredResult({ ...columns, result_json: null }, catalog.byId)).toBeNull();
  });
});
