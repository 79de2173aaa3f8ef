import { describe, expect, it } from 'vitest';
import { enrich } from '../../domain/enrichment/enrich';
import type { EnrichInput } from '../../domain/enrichment/types';
import { loadCatalog } from '../catalog/load-catalog';
import { enrichmentColumns } from '../worker/engine';
import { readStoredResult } from './stored-result';

// The compact stored result (format 2) must read back to exactly what the detail endpoint showed
// before: the full result as format 1 stored it (model_data of the matched catalog model included).

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

  it('reads format 2 back to the full result (format 1), model_data from the catalog', () => {
    for (const input of inputs) {
      const result = enrich(input, catalog, TODAY);
      const columns = enrichmentColumns(result);
      const full = {
        model_data: result.model ? result.model.model_data : null,
        part_data: null,
        warranty: result.warranty
          ? {
              detail: result.warranty.detail,
              standard_warranty_registered: result.warranty.standard_warranty_registered,
              standard_warranty_unregistered: result.warranty.standard_warranty_unregistered,
            }
          : null,
        explanation: result.explanation,
      };
      const read = readStoredResult(columns, catalog.byId);
      expect(read).toEqual(full);
      expect(JSON.stringify(read)).toBe(JSON.stringify(readStoredResult({ ...columns, result_json: JSON.stringify(full) }, catalog.byId)));
      expect(columns.result_json!.length).toBeLessThan(JSON.stringify(full).length);
    }
  });

  it('shows {} as model_data for a model no longer in the catalog, null without a match', () => {
    const result = enrich(inputs[0]!, catalog, TODAY);
    const columns = enrichmentColumns(result);
    expect(readStoredResult({ ...columns, oem_id: '00000000-0000-4000-8000-000000000000' }, catalog.byId)?.model_data).toEqual({});
    expect(readStoredResult({ ...columns, oem_id: null }, catalog.byId)?.model_data).toBeNull();
    expect(readStoredResult({ ...columns, result_json: null }, catalog.byId)).toBeNull();
  });
});
