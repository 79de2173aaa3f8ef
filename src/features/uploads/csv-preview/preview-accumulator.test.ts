// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FAILURE_EXAMPLE_LIMIT, PREVIEW_ROW_LIMIT, PreviewAccumulator } from './preview-accumulator';

/** Folds CSV text the way the worker does: its UTF-8 bytes in slices (7 bytes: slices cut characters and records). */
function previewOf(text: string) {
  const acc = new PreviewAccumulator();
  const bytes = new TextEncoder().encode(text);
  for (let at = 0; at < bytes.length; at += 7) acc.write(bytes.subarray(at, at + 7));
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

  it('checks no rows when the header has no model_number, and refuses the file', () => {
    const p = previewOf('model,brand\nA,B\n');
    expect(p.header?.hasRequired).toBe(false);
    expect(p.rowCount).toBe(0);
    expect(p.refusal?.code).toBe('no-model-number');
  });

  it('has no header for an empty file, and refuses it', () => {
    expect(previewOf('')).toMatchObject({ header: null, refusal: { code: 'empty' } });
    expect(previewOf('\n\n')).toMatchObject({ header: null, refusal: { code: 'no-header' } });
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

  it('refuses a quoted field never closed, naming its record', () => {
    const p = previewOf('model_number,notes\nA,"never closed\nB,x\n');
    expect(p.refusal).toEqual({ code: 'malformed', message: 'The file is not valid CSV: Record 2 has a quoted field that is never closed.' });
  });

  it('accepts a good file (no refusal)', () => {
    expect(previewOf('model_number\nA\n').refusal).toBeNull();
  });
});
