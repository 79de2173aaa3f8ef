// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CSV_COLUMNS,
  analyzeCsvHeader,
  checkCsvRow,
  csvRowToAssetInput,
  isBlankCsvRow,
  normalizeCsvHeader,
  readCsvRowFast,
  validateCsvRow,
} from './csv-upload';

const fullHeader = analyzeCsvHeader([...CSV_COLUMNS]);
/** A row in the spec's column order, with only the given cells filled. */
function row(cells: Partial<Record<(typeof CSV_COLUMNS)[number], string>>): string[] {
  return CSV_COLUMNS.map((c) => cells[c] ?? '');
}

describe('normalizeCsvHeader', () => {
  it('tolerates a byte-order mark, surrounding space and any letter case', () => {
    expect(normalizeCsvHeader('\uFEFFmodel_number')).toBe('model_number');
    expect(normalizeCsvHeader('  Model_Number\t')).toBe('model_number');
    expect(normalizeCsvHeader('SERIAL_NUMBER')).toBe('serial_number');
  });
  it('reads inner white space as an underscore', () => {
    expect(normalizeCsvHeader('Type of  Service')).toBe('type_of_service');
  });
});

describe('analyzeCsvHeader', () => {
  it('recognises the nine columns of spec 4.1 in any order and case', () => {
    const h = analyzeCsvHeader(['Serial_Number', 'MODEL_NUMBER', 'brand']);
    expect(h.hasRequired).toBe(true);
    expect(h.recognised).toEqual(['serial_number', 'model_number', 'brand']);
    expect(h.columnAt).toEqual(['serial_number', 'model_number', 'brand']);
    expect(h.ignored).toEqual([]);
  });
  it('lists unknown columns and a repeated column as ignored', () => {
    const h = analyzeCsvHeader(['model_number', 'tonnage', 'Model_Number', 'colour']);
    expect(h.recognised).toEqual(['model_number']);
    expect(h.ignored).toEqual(['tonnage', 'Model_Number', 'colour']);
    expect(h.columnAt).toEqual(['model_number', null, null, null]);
  });
  it('flags a header without model_number', () => {
    const h = analyzeCsvHeader(['model', 'brand', 'serial']);
    expect(h.hasRequired).toBe(false);
    expect(h.recognised).toEqual(['brand']);
  });
});

describe('isBlankCsvRow', () => {
  it('skips rows made only of empty or white-space cells', () => {
    expect(isBlankCsvRow(['', ' ', '\t'])).toBe(true);
    expect(isBlankCsvRow([''])).toBe(true);
    expect(isBlankCsvRow(['', 'x'])).toBe(false);
  });
});

describe('csvRowToAssetInput', () => {
  it('trims cells, makes empty cells null and drops ignored columns', () => {
    const h = analyzeCsvHeader(['model_number', 'tonnage', 'brand', 'type_of_service']);
    const input = csvRowToAssetInput([' GSX140361 ', '3', '', 'Install'], h);
    expect(input.model_number).toBe('GSX140361');
    expect(input.brand).toBeNull();
    expect(input.type_of_service).toBe('install');
    expect(Object.keys(input).sort()).toEqual([...CSV_COLUMNS].sort());
  });
  it('reads a short row as empty trailing cells', () => {
    const input = csvRowToAssetInput(['GSX140361'], fullHeader);
    expect(input.model_number).toBe('GSX140361');
    expect(input.notes).toBeNull();
  });
});

describe('validateCsvRow (the rules of a single-asset POST, spec 4.2)', () => {
  it('accepts a row with only a model number', () => {
    const r = validateCsvRow(row({ model_number: 'GSX140361' }), fullHeader);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.body.model_number).toBe('GSX140361');
  });
  it('accepts every field filled within the limits', () => {
    const r = validateCsvRow(
      row({
        model_number: 'GSX140361',
        brand: 'Goodman',
        serial_number: '2205123456',
        customer_name: 'A. Customer',
        customer_address: '1 Main St',
        unique_id: 'U-1',
        date_added: '2024-02-29',
        type_of_service: 'maintenance_service',
        notes: 'roof unit',
      }),
      fullHeader,
    );
    expect(r.ok).toBe(true);
  });
  it('fails an empty or blank model number', () => {
    for (const model of ['', '   ']) {
      const r = validateCsvRow(row({ model_number: model, brand: 'Goodman' }), fullHeader);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(Object.keys(r.errors)).toEqual(['model_number']);
    }
  });
  it('allows 255 characters and fails 256 (spec 8: string field length)', () => {
    expect(validateCsvRow(row({ model_number: 'A'.repeat(255) }), fullHeader).ok).toBe(true);
    const long = validateCsvRow(row({ model_number: 'A', notes: 'n'.repeat(256) }), fullHeader);
    expect(long.ok).toBe(false);
    if (!long.ok) expect(Object.keys(long.errors)).toEqual(['notes']);
  });
  it('fails impossible or badly written dates', () => {
    for (const date of ['2023-02-29', '2023-13-01', '2023-04-31', '05/03/2022', '2023-1-5']) {
      const r = validateCsvRow(row({ model_number: 'A', date_added: date }), fullHeader);
      expect(r.ok, date).toBe(false);
      if (!r.ok) expect(Object.keys(r.errors)).toEqual(['date_added']);
    }
  });
  it('fails a type_of_service other than install or maintenance_service', () => {
    const r = validateCsvRow(row({ model_number: 'A', type_of_service: 'repair' }), fullHeader);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(Object.keys(r.errors)).toEqual(['type_of_service']);
      expect(r.input.type_of_service).toBe('repair');
    }
  });
  it('reports every failing field of a row', () => {
    const r = validateCsvRow(row({ model_number: '', date_added: '2021-02-30', type_of_service: 'x' }), fullHeader);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors).sort()).toEqual(['date_added', 'model_number', 'type_of_service']);
  });
});

describe('readCsvRowFast and checkCsvRow', () => {
  // Cells near every boundary of the rules: blank, padded, 255/256 long, real and impossible dates,
  // the two services in any case, and unknown words.
  const cellArb = fc.oneof(
    fc.constantFrom('', ' ', '\t', 'GMEC960603AN', ' A ', 'install', 'INSTALL', 'Maintenance_Service', 'repair'),
    fc.constantFrom('2024-02-29', '2023-02-29', '2023-13-01', '2023-1-5', '05/03/2022', ' 2024-01-31 ', '0000-01-01'),
    fc.constantFrom('x'.repeat(255), 'x'.repeat(256), ` ${'y'.repeat(255)} `),
    fc.string({ maxLength: 12 }),
    fc.string({ minLength: 250, maxLength: 260, unit: fc.constantFrom('a', ' ', 'é') }),
  );
  const headerArb = fc.shuffledSubarray([...CSV_COLUMNS, 'extra', 'Model_Number'], { minLength: 1 });

  it('agrees with validateCsvRow on random rows', () => {
    fc.assert(
      fc.property(headerArb, fc.array(cellArb, { maxLength: 12 }), (headerCells, cells) => {
        const header = analyzeCsvHeader(headerCells);
        const out: (string | null)[] = new Array(CSV_COLUMNS.length);
        const slow = validateCsvRow(cells, header);
        expect(readCsvRowFast(cells, header, out)).toBe(slow.ok);
        expect(out).toEqual(CSV_COLUMNS.map((c) => slow.input[c]));
        const checked = checkCsvRow(cells, header);
        expect(checked.ok).toBe(slow.ok);
        if (!checked.ok && !slow.ok) expect(checked.errors).toEqual(slow.errors);
      }),
      { numRuns: 3000 },
    );
  });
});
