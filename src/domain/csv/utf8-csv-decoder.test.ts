import { describe, expect, it } from 'vitest';
import { CsvFormatError } from './csv-stream-parser';
import { Utf8CsvDecoder } from './utf8-csv-decoder';

/** Decodes the chunks; the text, or the error's message. */
function decode(chunks: Uint8Array[]): string {
  const d = new Utf8CsvDecoder();
  try {
    return chunks.map((c) => d.decode(c)).join('') + d.end();
  } catch (err) {
    if (!(err instanceof CsvFormatError)) throw err;
    return `error: ${err.message}`;
  }
}

/** The file whole, and cut in two at every position. */
function everySplit(bytes: Uint8Array): Uint8Array[][] {
  return [[bytes], ...Array.from({ length: bytes.length + 1 }, (_, i) => [bytes.subarray(0, i), bytes.subarray(i)])];
}

const b = (...parts: (string | number[])[]) => Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));

describe('Utf8CsvDecoder', () => {
  it('joins characters split across chunks and drops the byte-order mark', () => {
    for (const chunks of everySplit(b([0xef, 0xbb, 0xbf], 'Café €𝄞'))) expect(decode(chunks)).toBe('Café €𝄞');
  });

  // Byte positions worked out by hand (1-based): RFC 3629 §4 syntax, the bad sequence's first byte.
  it.each([
    ['Latin-1 é then a line break', b('ab,Ren', [0xe9], '\n'), /Byte 7 is not valid UTF-8 \(/],
    ['a lone continuation byte', b('abc', [0x80], 'd'), /Byte 4 is not valid UTF-8 \(/],
    ['a 2-byte lead without its continuation', b('x', [0xc3, 0x28]), /Byte 2 is not valid UTF-8 \(/],
    ['an overlong encoding of "/"', b('ok', [0xc0, 0xaf]), /Byte 3 is not valid UTF-8 \(/],
    ['a UTF-16 little-endian byte-order mark', b([0xff, 0xfe, 0x41, 0x00]), /Byte 1 is not valid UTF-8: it looks like a UTF-16 export/],
    ['a NUL byte', b('model', [0x00], 'x'), /NUL byte at byte 6: it looks like a binary/],
    ['invalid bytes before a NUL', b('a', [0xe9], 'b', [0x00]), /Byte 2 is not valid UTF-8 \(/],
    ['a character cut by the end of the file', b('A', [0xe2, 0x82]), /ends in the middle of a UTF-8 character \(byte 3;/],
  ])('%s: the same message however the bytes are cut', (_name, bytes, expected) => {
    const messages = new Set(everySplit(bytes).map(decode));
    expect([...messages]).toHaveLength(1);
    expect([...messages][0]).toMatch(expected);
  });
});
