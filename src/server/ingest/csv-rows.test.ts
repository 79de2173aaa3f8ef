import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, analyzeCsvHeader, validateCsvRow } from '../../contract/csv-upload';
import { columnPositions, readRowFast, stageRow } from './csv-rows';

const header = analyzeCsvHeader(['Notes', 'extra', ...CSV_COLUMNS.filter((c) => c !== 'notes')]);
const positions = columnPositions(header);
const cellsFor = (values: Partial<Record<(typeof CSV_COLUMNS)[number], string>>, extra = 'x') =>
  header.columnAt.map((c) => (c === null ? extra : (values[c] ?? '')));

describe('stageRow', () => {
  it('stages a valid row as pending with trimmed values in CSV_COLUMNS order', () => {
    const row = stageRow(cellsFor({ model_number: ' GSX140361 ', brand: 'Goodman', type_of_service: 'Install', notes: 'roof' }), header, positions, 2);
    expect(row.status).toBe('pending');
    expect(row.statusReason).toBeNull();
    expect(row.values).toEqual(['GSX140361', 'Goodman', null, null, null, null, null, 'install', 'roof']);
  });

  it('fails a row without a model number and says which row it was', () => {
    const row = stageRow(cellsFor({ brand: 'Goodman' }), header, positions, 7);
    expect(row.status).toBe('failed');
    expect(row.statusReason).toMatch(/^Row 7 of the file: .*model number/i);
    expect(row.values[0]).toBe('');
  });

  it('fails a 256-character field, keeps 255 characters of it and gives its length', () => {
    const row = stageRow(cellsFor({ model_number: 'A', customer_name: 'n'.repeat(256) }), header, positions, 3);
    expect(row.status).toBe('failed');
    expect(row.statusReason).toContain('256 characters');
    expect(row.values[CSV_COLUMNS.indexOf('customer_name')]).toBe('n'.repeat(255));
    expect(stageRow(cellsFor({ model_number: 'A', customer_name: 'n'.repeat(255) }), header, positions, 3).status).toBe('pending');
  });

  it('fails an impossible date and an unknown type_of_service, storing neither', () => {
    const row = stageRow(cellsFor({ model_number: 'A', date_added: '2023-02-29', type_of_service: 'repair' }), header, positions, 4);
    expect(row.status).toBe('failed');
    expect(row.statusReason).toContain('"2023-02-29"');
    expect(row.statusReason).toContain('"repair"');
    expect(row.values[CSV_COLUMNS.indexOf('date_added')]).toBeNull();
    expect(row.values[CSV_COLUMNS.indexOf('type_of_service')]).toBeNull();
  });

  it('accepts 29 February of a leap year', () => {
    expect(stageRow(cellsFor({ model_number: 'A', date_added: '2024-02-29' }), header, positions, 2).status).toBe('pending');
  });
});

describe('readRowFast', () => {
  it('agrees with the contract schema (validateCsvRow) on random rows', () => {
    const cell = fc.oneof(
      fc.constant(''),
      fc.constantFrom(' ', 'install', 'INSTALL ', 'maintenance_service', 'repair', '2024-02-29', '2023-02-29', '2024-13-01', '24-1-1'),
      fc.string({ maxLength: 8 }),
      fc.string({ minLength: 250, maxLength: 260, unit: fc.constantFrom('a', ' ', 'é') }),
    );
    fc.assert(
      fc.property(fc.array(cell, { minLength: 0, maxLength: header.columnAt.length + 2 }), (cells) => {
        const out: (string | null)[] = new Array(CSV_COLUMNS.length);
        expect(readRowFast(cells, positions, out)).toBe(validateCsvRow(cells, header).ok);
      }),
      { numRuns: 2000 },
    );
  });
});
