import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeSerial } from './decode';

// The definition normalizeSerial's ASCII fast path must agree with: drop a typed field label, upper
// case, remove whitespace, hyphens, slashes and dots (RULES.md §0), and the zero-width characters of a copied web page.
const LABEL_RE = /^\s*(?:S\s*\/\s*N|SN\s*[:#]|SERIAL(?:\s*(?:NO\.?|NUMBER|#))?\s*[:#]?)\s*[:#]?\s*/i;
const definition = (serial: string): string => serial.replace(LABEL_RE, '').toUpperCase().replace(/[\s\-/.\u00AD\u200B-\u200D\u2060\uFEFF]+/g, '');

describe('normalizeSerial', () => {
  it('cleans typical serials', () => {
    expect(normalizeSerial('1218e-12345')).toBe('1218E12345');
    expect(normalizeSerial('W1J4 123/456.')).toBe('W1J4123456');
    expect(normalizeSerial('S/N: 5898G07568')).toBe('5898G07568');
    expect(normalizeSerial('sn# r883512345')).toBe('R883512345');
    expect(normalizeSerial('2205123456\u200B')).toBe('2205123456');
  });

  it('equals its definition for any string (labels, separators, control and non-ASCII characters)', () => {
    const unit = fc.constantFrom(...'aSsNn0189:#/.- \t\r\u000b\u0001\u007f\u00a0\u00ad\u200b\u2060\u00df\u0131\u017f\ufeffRIALOUMBE'.split(''));
    fc.assert(fc.property(fc.string({ unit, maxLength: 16 }), (s) => normalizeSerial(s) === definition(s)), { numRuns: 3000 });
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 16 }), (s) => normalizeSerial(s) === definition(s)), { numRuns: 3000 });
    for (let c = 0; c < 0x10000; c++) {
      for (const s of [String.fromCharCode(c), `1${String.fromCharCode(c)}a`]) if (normalizeSerial(s) !== definition(s)) expect([c, normalizeSerial(s)]).toEqual([c, definition(s)]);
    }
  });
});
