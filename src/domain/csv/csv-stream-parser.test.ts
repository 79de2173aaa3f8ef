import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CsvFormatError, CsvStreamParser, MAX_CSV_RECORD_CHARS } from './csv-stream-parser';

function parseChunks(chunks: string[]): string[][] {
  const rows: string[][] = [];
  const p = new CsvStreamParser((r) => rows.push(r));
  for (const c of chunks) p.write(c);
  p.end();
  return rows;
}

/** Cuts text at the given fractional positions (every possible boundary gets exercised). */
function cut(text: string, cuts: number[]): string[] {
  const at = [...new Set(cuts.map((f) => Math.floor(f * text.length)))].sort((a, b) => a - b);
  const out: string[] = [];
  let prev = 0;
  for (const a of at) {
    out.push(text.slice(prev, a));
    prev = a;
  }
  out.push(text.slice(prev));
  return out;
}

/** RFC 4180 writer, independent of the parser: quote when the field holds a comma, quote, CR or LF. */
function toCsv(rows: string[][], eol: string): string {
  return rows
    .map((r) => r.map((f) => (/[",\r\n]/.test(f) ? `"${f.replaceAll('"', '""')}"` : f)).join(','))
    .join(eol);
}

describe('CsvStreamParser', () => {
  it('reads RFC 4180 examples: quoted commas, escaped quotes and line breaks inside quotes', () => {
    const text = 'a,b,c\r\n"x, y","say ""hi""","line1\nline2"\r\nzzz,,\r\n';
    expect(parseChunks([text])).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'line1\nline2'],
      ['zzz', '', ''],
    ]);
  });

  it('accepts LF, CRLF and lone CR line ends and a missing final line break', () => {
    expect(parseChunks(['a,b\nc,d\r\ne,f\rg,h'])).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
  });

  it('reports a blank line as one empty field (callers skip it)', () => {
    expect(parseChunks(['a\n\nb\n'])).toEqual([['a'], [''], ['b']]);
  });

  it('keeps a trailing comma at end of input as an empty last field', () => {
    expect(parseChunks(['a,'])).toEqual([['a', '']]);
  });

  it('treats a quote inside an unquoted field as a literal character', () => {
    expect(parseChunks(['5" flue,2\n'])).toEqual([['5" flue', '2']]);
  });

  it('splits a CRLF pair and an escaped quote across chunks correctly', () => {
    expect(parseChunks(['a,"b"', '"c"\r', '\nd', ',e'])).toEqual([
      ['a', 'b"c'],
      ['d', 'e'],
    ]);
    expect(parseChunks(['a\r', '\r', '\nb'])).toEqual([['a'], [''], ['b']]);
  });

  it('rejects a quoted field that is never closed', () => {
    expect(() => parseChunks(['a,b\n"open,c\nd,e\n'])).toThrow(CsvFormatError);
  });

  it('rejects a record longer than MAX_CSV_RECORD_CHARS even when it arrives in small chunks', () => {
    const chunk = 'x'.repeat(64 * 1024);
    const p = new CsvStreamParser(() => undefined);
    expect(() => {
      for (let sent = 0; sent <= MAX_CSV_RECORD_CHARS + chunk.length; sent += chunk.length) p.write(chunk);
    }).toThrow(CsvFormatError);
  });

  it('agrees with papaparse on random CSV cut at random chunk boundaries', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'Z', '9', ' ', ',', '"', '\n', '\r', 'é', '€', '𝄞'), maxLength: 12 });
    // Records with at least one non-empty field or more than one field (a lone empty field is a blank line).
    const record = fc.array(field, { minLength: 1, maxLength: 6 }).filter((r) => r.length > 1 || r[0] !== '');
    fc.assert(
      fc.property(
        fc.array(record, { minLength: 1, maxLength: 20 }),
        fc.constantFrom('\n', '\r\n'),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 8 }),
        (rows, eol, cuts) => {
          const text = toCsv(rows, eol);
          const oracle = Papa.parse<string[]>(text, { newline: eol as '\n' | '\r\n' }).data;
          const got = parseChunks(cut(text, cuts));
          expect(got).toEqual(oracle);
          expect(got).toEqual(rows);
        },
      ),
      { numRuns: 500 },
    );
  });
});
