// @vitest-environment node
// The dashboard preview and the server's import read a file the same way (issue 19, item 6): a table
// of files, each cut into chunks several ways, run through the preview's code path (the worker's
// PreviewAccumulator) and the server's (csvUploadRows, which both storage engines consume). Both must
// accept or refuse it alike, with the same message, and count, number and check the same rows. Each
// case also states the expected verdict, worked out by hand from the rules (ingest/README.md), so the
// two paths cannot agree on a wrong answer.
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '../../contract/csv-upload';
import { MAX_CSV_RECORD_CHARS } from '../../domain/csv/csv-stream-parser';
import { PreviewAccumulator, type CsvPreview } from '../../features/uploads/csv-preview/preview-accumulator';
import { csvUploadRows } from './csv-upload-rows';
import type { StagedRow } from './csv-rows';
import { UploadError } from './upload-error';

type Expected = { refused: RegExp } | { rows: number; failed: number; rowNumbers?: number[] };

const utf8 = (s: string) => new TextEncoder().encode(s);
const bytes = (...parts: (string | number[])[]) => {
  const all = parts.map((p) => (typeof p === 'string' ? utf8(p) : Uint8Array.from(p)));
  const out = new Uint8Array(all.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of all) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

const cases: [name: string, file: Uint8Array, expected: Expected][] = [
  [
    'a good file: valid and failing rows',
    utf8('model_number,brand,date_added,type_of_service\nGSX140361,Goodman,2024-01-31,Install\n,Carrier,,\nB,,2023-02-29,\nC,,,repair\n'),
    { rows: 4, failed: 3, rowNumbers: [2, 3, 4, 5] },
  ],
  ['a byte-order mark and a spaced, capitalised header', utf8('\uFEFFModel Number , Brand\nA,B\n'), { rows: 1, failed: 0, rowNumbers: [2] }],
  ['CRLF line ends', utf8('model_number,notes\r\nA,x\r\nB,y\r\n'), { rows: 2, failed: 0, rowNumbers: [2, 3] }],
  ['lone CR line ends', utf8('model_number,notes\rA,x\rB,y\r'), { rows: 2, failed: 0, rowNumbers: [2, 3] }],
  [
    'quoted newlines, commas and escaped quotes (one record each)',
    utf8('model_number,notes\nA,"line 1\nline 2"\nB,"a ""quoted"" word, and a comma"\nC,z\n'),
    { rows: 3, failed: 0, rowNumbers: [2, 3, 4] },
  ],
  ['stray quotes: inside an unquoted field, text after a closing quote', utf8('model_number,notes\nA,ab"c\n"B"x,y\n'), { rows: 2, failed: 0 }],
  ['blank lines before, between and after the rows', utf8('\n \nmodel_number,notes\n\nA,x\n , \nB,y\n\n\n'), { rows: 2, failed: 0, rowNumbers: [5, 7] }],
  ['a column named twice, unknown columns, cells beyond the header', utf8('model_number,Model_Number,tonnage\nA,B,3,extra\n'), { rows: 1, failed: 0 }],
  ['a field over 255 characters fails its row only', utf8(`model_number,notes\nA,${'n'.repeat(256)}\nB,ok\n`), { rows: 2, failed: 1 }],
  ['an unterminated quote', utf8('model_number,notes\nA,"never closed\nB,x\n'), { refused: /^The file is not valid CSV: Record 2 has a quoted field that is never closed\.$/ }],
  [
    'too long a record',
    utf8(`model_number,notes\nA,${'x'.repeat(MAX_CSV_RECORD_CHARS)}\nB,y\n`),
    { refused: /^The file is not valid CSV: Record 2 is longer than 1000000 characters/ },
  ],
  [
    'an open quote that swallows the rest of the file',
    utf8(`model_number,notes\nA,"open\n${'B,x\n'.repeat(MAX_CSV_RECORD_CHARS / 4 + 1)}`),
    { refused: /^The file is not valid CSV: Record 2 is longer than 1000000 characters/ },
  ],
  ['wrong headers (no model_number)', utf8('model,brand\nA,B\n'), { refused: /^The file must have a model_number column/ }],
  ['a header and no data rows', utf8('model_number,brand\n\n , \n'), { refused: /^The file has a header row but no data rows\.$/ }],
  ['an empty file', utf8(''), { refused: /^The file is empty\.$/ }],
  ['only blank lines and a byte-order mark', utf8('\uFEFF\n\n'), { refused: /^The file has no header row/ }],
  ['Latin-1 text (not UTF-8)', bytes('model_number,customer_name\nA,Ren', [0xe9], '\n'), { refused: /^The file must be a CSV text file \(UTF-8\)\. Byte 33 is not valid UTF-8 \(save/ }],
  ['a UTF-16 export with its byte-order mark', bytes([0xff, 0xfe, 0x6d, 0x00, 0x6f, 0x00]), { refused: /Byte 1 is not valid UTF-8: it looks like a UTF-16 export/ }],
  ['a UTF-16 export without a byte-order mark (NUL bytes)', bytes([0x6d, 0x00, 0x6f, 0x00]), { refused: /NUL byte at byte 2:/ }],
  ['a binary file (NUL bytes)', bytes([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]), { refused: /NUL byte at byte 5: it looks like a binary/ }],
  ['a character cut at the end of the file', bytes('model_number\nA', [0xe2, 0x82]), { refused: /ends in the middle of a UTF-8 character/ }],
  ['invalid UTF-8 before a NUL byte', bytes('model_number\nA', [0xc3, 0x28], 'xx', [0x00]), { refused: /Byte 15 is not valid UTF-8/ }],
];

/** Ways to cut a file into chunks: whole, small odd slices (cut characters and CRLFs), and a fixed irregular pattern. */
function cuts(file: Uint8Array): Uint8Array[][] {
  const every = (n: number) => Array.from({ length: Math.ceil(file.length / n) }, (_, i) => file.subarray(i * n, (i + 1) * n));
  const irregular: Uint8Array[] = [];
  for (let at = 0, k = 0; at < file.length; k++) {
    const n = [1, 2, 3, 5, 8, 13, 4096, 65_537][k % 8]!;
    irregular.push(file.subarray(at, at + n));
    at += n;
  }
  return file.length > 10_000 ? [[file], every(65_536), every(1_000_003)] : [[file], every(1), every(7), irregular];
}

async function* source(chunks: Uint8Array[]): AsyncGenerator<Uint8Array> {
  for (const c of chunks) yield c;
}

type Verdict = { refused: string } | { rows: StagedRow[] };

async function serverPath(chunks: Uint8Array[]): Promise<Verdict> {
  const rows: StagedRow[] = [];
  try {
    for await (const batch of csvUploadRows(source(chunks))) rows.push(...batch);
  } catch (err) {
    if (!(err instanceof UploadError)) throw err;
    expect(err.statusCode).toBe(422);
    return { refused: err.message };
  }
  return { rows };
}

function previewPath(chunks: Uint8Array[]): CsvPreview {
  const acc = new PreviewAccumulator();
  for (const c of chunks) acc.write(c);
  return acc.result();
}

describe('the preview and the server read a CSV file alike', () => {
  it.each(cases)('%s', async (_name, file, expected) => {
    for (const chunks of cuts(file)) {
      const server = await serverPath(chunks);
      const preview = previewPath(chunks);
      if ('refused' in expected) {
        expect(server).toEqual({ refused: expect.stringMatching(expected.refused) });
        expect(preview.refusal?.message).toBe('refused' in server ? server.refused : undefined);
        continue;
      }
      if (!('rows' in server)) throw new Error(`the server refused the file: ${server.refused}`);
      expect(preview.refusal).toBeNull();
      const failed = server.rows.filter((r) => r.status === 'failed');
      expect([server.rows.length, failed.length]).toEqual([expected.rows, expected.failed]);
      expect([preview.rowCount, preview.validRowCount, preview.failedRowCount]).toEqual([expected.rows, expected.rows - expected.failed, expected.failed]);
      if (expected.rowNumbers) expect(preview.firstRows.map((r) => r.rowNumber)).toEqual(expected.rowNumbers.slice(0, 5));
      // Row by row (the preview keeps the first five): same verdict, same values, same reasons.
      preview.firstRows.forEach((p, i) => {
        const s = server.rows[i]!;
        const failure = preview.failures.find((f) => f.rowNumber === p.rowNumber);
        if (!failure) {
          expect(s.status).toBe('pending');
          expect(s.values).toEqual(CSV_COLUMNS.map((c) => p.values[c]));
          return;
        }
        expect(s.status).toBe('failed');
        expect(s.statusReason).toMatch(new RegExp(`^Row ${p.rowNumber} of the file: `));
        for (const message of Object.values(failure.errors).flat()) expect(s.statusReason).toContain(message);
      });
    }
  });
});
