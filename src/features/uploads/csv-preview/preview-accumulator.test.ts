// @vitest-environment node
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { FAILURE_EXAMPLE_LIMIT, PREVIEW_ROW_LIMIT, PreviewAccumulator } from './preview-accumulator';
import { looksLikeUtf8Text } from './utf8-sniff';

/** Parses CSV text the way the worker does (commas, empty lines kept) and folds it. */
function previewOf(text: string) {
  const acc = new PreviewAccumulator();
  const parsed = Papa.parse<string[]>(text, { delimiter: ',', header: false, skipEmptyLines: false });
  for (const record of parsed.data) acc.addRecord(record);
  for (const err of parsed.errors) acc.addParseWarning(err.row ?? 0, err.code, err.message);
  return acc.result();
}

describe('PreviewAccumulator', () => {
  it('counts data rows, lists recognised and ignored columns, keeps the first rows as text', () => {
    const p = previewOf(
      '\uFEFFModel_Number,Brand,Serial_Number,Tonnage\n' +
        'GSX140361,Goodman,2205123456,3\n' +
        '<b>ARUF37C14</b>,Goodman,,3\n',
    );
    expect(p.header).toEqual({ recognised: ['model_number', 'brand', 'serial_number'], ignored: ['Tonnage'], hasRequired: true });
    expect(p.rowCount).toBe(2);
    expect(p.validRowCount).toBe(2);
    expect(p.failedRowCount).toBe(0);
    expect(p.firstRows.map((r) => r.rowNumber)).toEqual([2, 3]);
    expect(p.firstRows[1]?.values.model_number).toBe('<b>ARUF37C14</b>');
    expect(p.firstRows[1]?.values.serial_number).toBeNull();
  });

  it('does not count the empty record after the final newline, but counts blank rows between data', () => {
    const p = previewOf('model_number\nA\n\n ,\nB\n\n');
    expect(p.rowCount).toBe(2);
    expect(p.blankRowsSkipped).toBe(2);
    expect(p.firstRows.map((r) => r.rowNumber)).toEqual([2, 5]);
  });

  it('checks no rows when the header has no model_number', () => {
    const p = previewOf('model,brand\nA,B\n');
    expect(p.header?.hasRequired).toBe(false);
    expect(p.rowCount).toBe(0);
  });

  it('has no header for an empty file', () => {
    expect(previewOf('').header).toBeNull();
    expect(previewOf('\n\n').header).toBeNull();
  });

  it('reports failing rows with their spreadsheet row numbers and groups the reasons', () => {
    const p = previewOf(
      'model_number,date_added,type_of_service\n' +
        'A,2024-01-31,install\n' +
        ',2024-01-31,install\n' + // row 3: empty model number
        'B,2023-02-29,install\n' + // row 4: impossible date
        'C,2024-01-01,repair\n' + // row 5: unknown type
        'D,2023-02-30,\n', // row 6: impossible date
    );
    expect(p.rowCount).toBe(5);
    expect(p.validRowCount).toBe(1);
    expect(p.failedRowCount).toBe(4);
    expect(p.failures.map((f) => [f.rowNumber, Object.keys(f.errors)])).toEqual([
      [3, ['model_number']],
      [4, ['date_added']],
      [5, ['type_of_service']],
      [6, ['date_added']],
    ]);
    expect(p.failureReasons[0]).toMatchObject({ field: 'date_added', count: 2 });
    expect(p.failureReasons).toHaveLength(3);
  });

  it('caps the examples but keeps exact counts', () => {
    const rows = Array.from({ length: FAILURE_EXAMPLE_LIMIT + 30 }, () => ',x').join('\n');
    const p = previewOf(`model_number,brand\n${rows}\nOK,x\n`);
    expect(p.rowCount).toBe(FAILURE_EXAMPLE_LIMIT + 31);
    expect(p.failedRowCount).toBe(FAILURE_EXAMPLE_LIMIT + 30);
    expect(p.failures).toHaveLength(FAILURE_EXAMPLE_LIMIT);
    expect(p.firstRows).toHaveLength(PREVIEW_ROW_LIMIT);
    expect(p.failureReasons).toEqual([expect.objectContaining({ field: 'model_number', count: FAILURE_EXAMPLE_LIMIT + 30 })]);
  });

  it('reports an unterminated quote as a parse warning', () => {
    const p = previewOf('model_number,notes\nA,"never closed\nB,x\n');
    expect(p.parseWarningCount).toBe(1);
    expect(p.parseWarnings[0]?.message).toMatch(/quote/i);
    expect(p.unclosedQuoteRow).toBe(2);
  });
});

describe('looksLikeUtf8Text', () => {
  const enc = (s: string) => new TextEncoder().encode(s);
  it('accepts UTF-8 text with or without a byte-order mark', () => {
    expect(looksLikeUtf8Text(enc('model_number\nCafé'), false)).toBe(true);
    expect(looksLikeUtf8Text(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]), false)).toBe(true);
  });
  it('rejects Latin-1 bytes, NUL bytes and UTF-16', () => {
    expect(looksLikeUtf8Text(new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x0a]), false)).toBe(false);
    expect(looksLikeUtf8Text(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]), false)).toBe(false);
    expect(looksLikeUtf8Text(new Uint8Array([0xff, 0xfe, 0x6d, 0x00]), false)).toBe(false);
  });
  it('tolerates a character cut at the end of a prefix, not at the end of the file', () => {
    const cut = enc('ab é').slice(0, 4); // 'ab ' + first byte of é
    expect(looksLikeUtf8Text(cut, true)).toBe(true);
    expect(looksLikeUtf8Text(cut, false)).toBe(false);
  });
});
