// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { uploadBlocker } from './upload-blocker';
import type { CsvPreview } from './csv-preview/preview-accumulator';

const base: CsvPreview = {
  header: { recognised: ['model_number'], ignored: [], hasRequired: true },
  rowCount: 3,
  validRowCount: 2,
  failedRowCount: 1,
  blankRowsSkipped: 0,
  firstRows: [],
  failures: [],
  failureReasons: [],
  refusal: null,
};

describe('uploadBlocker', () => {
  it('lets a file with a model_number column and rows through, even with failing rows', () => {
    expect(uploadBlocker({ status: 'done', preview: base })).toBeNull();
  });
  it('blocks a header without model_number and names the column', () => {
    const refusal = { code: 'no-model-number' as const, message: 'The file must have a model_number column in its header row.' };
    const msg = uploadBlocker({ status: 'done', preview: { ...base, header: { recognised: ['brand'], ignored: ['model'], hasRequired: false }, refusal } });
    expect(msg).toMatch(/header row has no model_number column/);
  });
  it('blocks an empty file and a header without rows with the server\'s reason', () => {
    expect(uploadBlocker({ status: 'done', preview: { ...base, header: null, rowCount: 0, refusal: { code: 'empty', message: 'The file is empty.' } } })).toMatch(
      /^The file is empty\. It needs a header row with a model_number column\.$/,
    );
    const noRows = { code: 'no-data-rows' as const, message: 'The file has a header row but no data rows.' };
    expect(uploadBlocker({ status: 'done', preview: { ...base, rowCount: 0, refusal: noRows } })).toBe(noRows.message);
  });
  it('blocks a file the server refuses as malformed or not UTF-8, with its message', () => {
    const quote = { code: 'malformed' as const, message: 'The file is not valid CSV: Record 7 has a quoted field that is never closed.' };
    expect(uploadBlocker({ status: 'done', preview: { ...base, refusal: quote } })).toMatch(/^The file is not valid CSV: Record 7 /);
    const latin1 = { code: 'not-utf-8' as const, message: 'The file must be a CSV text file (UTF-8). Bytes before byte 20 are not valid UTF-8.' };
    expect(uploadBlocker({ status: 'done', preview: { ...base, refusal: latin1 } })).toBe(latin1.message);
  });
  it('waits for the check to finish', () => {
    expect(uploadBlocker({ status: 'parsing', bytesRead: 0, totalBytes: 10, rowsSoFar: 0 })).not.toBeNull();
  });
});
