import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, analyzeCsvHeader, checkCsvRow } from '../../contract/csv-upload';
import { stageRow as stageCheckedRow } from './csv-rows';

const header = analyzeCsvHeader(['Notes', 'extra', ...CSV_COLUMNS.filter((c) => c !== 'notes')]);
/** Checks the row (the contract's checkCsvRow) and stages it, as the upload does. */
const stageRow = (cells: string[], rowNumber: number) => stageCheckedRow(checkCsvRow(cells, header), rowNumber);
const cellsFor = (values: Partial<Record<(typeof CSV_COLUMNS)[number], string>>, extra = 'x') =>
  header.columnAt.map((c) => (c === null ? extra : (values[c] ?? '')));

describe('stageRow', () => {
  it('stages a valid row as pending with trimmed values in CSV_COLUMNS order', () => {
    const row = stageRow(cellsFor({ model_number: ' GSX140361 ', brand: 'Goodman', type_of_service: 'Install', notes: 'roof' }), 2);
    expect(row.status).toBe('pending');
    expect(row.statusReason).toBeNull();
    expect(row.values).toEqual(['GSX140361', 'Goodman', null, null, null, null, null, 'install', 'roof']);
  });

  it('fails a row without a model number and says which row it was', () => {
    const row = stageRow(cellsFor({ brand: 'Goodman' }), 7);
    expect(row.status).toBe('failed');
    expect(row.statusReason).toMatch(/^Row 7 of the file: .*model number/i);
    expect(row.values[0]).toBe('');
  });

  it('fails a 256-character field, keeps 255 characters of it and gives its length', () => {
    const row = stageRow(cellsFor({ model_number: 'A', customer_name: 'n'.repeat(256) }), 3);
    expect(row.status).toBe('failed');
    expect(row.statusReason).toContain('256 characters');
    expect(row.values[CSV_COLUMNS.indexOf('customer_name')]).toBe('n'.repeat(255));
    expect(stageRow(cellsFor({ model_number: 'A', customer_name: 'n'.repeat(255) }), 3).status).toBe('pending');
  });

  it('fails an impossible date and an unknown type_of_service, storing neither', () => {
    const row = stageRow(cellsFor({ model_number: 'A', date_added: '2023-02-29', type_of_service: 'repair' }), 4);
    expect(row.status).toBe('failed');
    expect(row.statusReason).toContain('"2023-02-29"');
    expect(row.statusReason).toContain('"repair"');
    expect(row.values[CSV_COLUMNS.indexOf('date_added')]).toBeNull();
    expect(row.values[CSV_COLUMNS.indexOf('type_of_service')]).toBeNull();
  });

  it('accepts 29 February of a leap year', () => {
    expect(stageRow(cellsFor({ model_number: 'A', date_added: '2024-02-29' }), 2).status).toBe('pending');
  });
});
