import { describe, expect, it } from 'vitest';
import type { CheckedCsvRow } from '@/contract/csv-upload';
import { CsvUploadReader } from '@/contract/csv-upload-reader';
import { guessMapping, isServerMapping, locateHeaderRow, mappedHeaderLine, readHeaderRow, remappedFile, synonymKey, withColumn } from './column-mapping';

const utf8 = (s: string) => new TextEncoder().encode(s);

/** Reads a file as the server's import does (the one reader): header analysis and every row with its number. */
async function readAsServer(file: Blob) {
  const rows: { row: CheckedCsvRow; rowNumber: number }[] = [];
  const reader = new CsvUploadReader((row, rowNumber) => rows.push({ row, rowNumber }));
  reader.write(new Uint8Array(await file.arrayBuffer()));
  reader.end();
  return { header: reader.header, rows };
}

describe('synonymKey / guessMapping', () => {
  it('normalises case, punctuation and the # sign', () => {
    expect(synonymKey('Model #')).toBe('model #');
    expect(synonymKey('MODEL#')).toBe('model #');
    expect(synonymKey(' Serial No. ')).toBe('serial no');
    expect(synonymKey('S/N')).toBe('s n');
    expect(synonymKey('\uFEFFCustomer_Address')).toBe('customer address');
  });

  it('keeps the columns the server already reads and fills the others from their usual names', () => {
    expect(guessMapping(['Model #', 'Make', 'Serial No.', 'Customer', 'Service Address', 'Tonnage', 'Comments'])).toEqual([
      'model_number',
      'brand',
      'serial_number',
      'customer_name',
      'customer_address',
      null,
      'notes',
    ]);
  });

  it('never reads one column from two cells: a spec name wins over a synonym, the first synonym over later ones', () => {
    expect(guessMapping(['Manufacturer', 'brand', 'Model', 'Model Number'])).toEqual([null, 'brand', null, 'model_number']);
    expect(guessMapping(['Model', 'Mod #', 'Make'])).toEqual(['model_number', null, 'brand']);
  });

  it('leaves names that do not say one column alone (a bare name, an install date, a city)', () => {
    expect(guessMapping(['Name', 'Install Date', 'City', 'Model'])).toEqual([null, null, null, 'model_number']);
  });

  it('isServerMapping is true only when the header needs no renaming', () => {
    const cells = ['model_number', 'Brand ', 'tonnage'];
    expect(isServerMapping(cells, guessMapping(cells))).toBe(true);
    expect(isServerMapping(['Model #'], guessMapping(['Model #']))).toBe(false);
    expect(isServerMapping(cells, withColumn(guessMapping(cells), 2, 'notes'))).toBe(false);
  });

  it('withColumn moves a column to the cell chosen and clears it elsewhere', () => {
    expect(withColumn(['model_number', 'brand', null], 2, 'brand')).toEqual(['model_number', null, 'brand']);
    expect(withColumn(['model_number', 'brand', null], 0, null)).toEqual([null, 'brand', null]);
  });
});

describe('mappedHeaderLine', () => {
  it('renames mapped cells, keeps the others, and marks a spec name that is not imported', () => {
    expect(mappedHeaderLine(['Model #', 'brand', 'Make', 'Tonnage, nominal'], ['model_number', null, 'brand', null])).toBe(
      'model_number,brand (not imported),brand,"Tonnage, nominal"',
    );
  });
});

describe('locateHeaderRow', () => {
  it('finds the header after a byte-order mark and blank lines, in bytes, with multi-byte characters', () => {
    const text = '\uFEFF\r\n,,\r\nModèle #,Marque\r\nGSX140361KD,Goodman\r\n';
    const h = locateHeaderRow(utf8(text));
    expect(h?.cells).toEqual(['Modèle #', 'Marque']);
    // BOM (3 bytes) + "\r\n" + ",,\r\n" = 9 bytes before the header; "Modèle #,Marque" is 16 bytes (è is 2).
    expect(h).toMatchObject({ startByte: 9, endByte: 25 });
  });

  it('reads a quoted header cell holding a line break as one cell', () => {
    const h = locateHeaderRow(utf8('"Model\nnumber",Make\nX1,Y\n'));
    expect(h?.cells).toEqual(['Model\nnumber', 'Make']);
    expect(h?.endByte).toBe(19);
  });

  it('gives null when the header row does not end within the bytes, or they are not UTF-8', () => {
    expect(locateHeaderRow(utf8('Model,Make'))).toBeNull();
    expect(locateHeaderRow(new Uint8Array([0x4d, 0xe9, 0x2c, 0x0a]))).toBeNull();
  });
});

describe('remappedFile', () => {
  it('the server reads the renamed file as mapped, with the same rows and row numbers', async () => {
    const text = '\uFEFF\r\nModel #,Make,Serial No.,Customer,Tonnage\r\nGSX140361KD,Goodman,1408123456,"Smith, Ann",3\r\n\r\n24ACC636A003,Carrier,2312E12345,Bob,\r\n';
    const original = new File([text], 'units.csv', { type: 'text/csv' });
    const header = await readHeaderRow(original);
    expect(header).not.toBeNull();
    const mapping = guessMapping(header!.cells);
    const { header: read, rows } = await readAsServer(remappedFile(original, header!, mapping));
    expect(read?.recognised).toEqual(['model_number', 'brand', 'serial_number', 'customer_name']);
    expect(read?.ignored).toEqual(['Tonnage']);
    expect(rows.map((r) => r.rowNumber)).toEqual([3, 5]);
    expect(rows[0]?.row).toMatchObject({ ok: true, values: ['GSX140361KD', 'Goodman', '1408123456', 'Smith, Ann', null, null, null, null, null] });
    expect(rows[1]?.row).toMatchObject({ ok: true, values: ['24ACC636A003', 'Carrier', '2312E12345', 'Bob', null, null, null, null, null] });
  });

  it('a cell the person chose not to import is not read, even when it has a spec name', async () => {
    const original = new File(['brand,Make,model_number\nX,Goodman,GSX140361KD\n'], 'u.csv');
    const header = (await readHeaderRow(original))!;
    const mapping = withColumn(guessMapping(header.cells), 1, 'brand');
    const { rows } = await readAsServer(remappedFile(original, header, mapping));
    expect(rows[0]?.row).toMatchObject({ ok: true, values: ['GSX140361KD', 'Goodman', null, null, null, null, null, null, null] });
  });
});
