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
  parseWarnings: [],
  parseWarningCount: 0,
  unclosedQuoteRow: null,
};

describe('uploadBlocker', () => {
  it('lets a file with a model_number column and rows through, even with failing rows', () => {
    expect(uploadBlocker({ status: 'done', preview: base })).toBeNull();
  });
  it('blocks a header without model_number and names the column', () => {
    const msg = uploadBlocker({ status: 'done', preview: { ...base, header: { recognised: ['brand'], ignored: ['model'], hasRequired: false } } });
    expect(msg).toMatch(/model_number/);
  });
  it('blocks an empty file and a header without rows', () => {
    expect(uploadBlocker({ status: 'done', preview: { ...base, header: null, rowCount: 0 } })).toMatch(/empty/);
    expect(uploadBlocker({ status: 'done', preview: { ...base, rowCount: 0 } })).toMatch(/no data rows/);
  });
  it('blocks a quoted field never closed (the server rejects the file)', () => {
    expect(uploadBlocker({ status: 'done', preview: { ...base, unclosedQuoteRow: 7 } })).toMatch(/Row 7/);
  });
  it('is advisory for a file that is not UTF-8 text: the server decides', () => {
    expect(uploadBlocker({ status: 'not-utf-8' })).toBeNull();
  });
  it('waits for the check to finish', () => {
    expect(uploadBlocker({ status: 'parsing', bytesRead: 0, totalBytes: 10, rowsSoFar: 0 })).not.toBeNull();
  });
});
