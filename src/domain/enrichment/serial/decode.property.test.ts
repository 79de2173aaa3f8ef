// Properties of decodeSerial over random serials, brands and days: never a future date, the same
// input always gives the same answer, and the chosen date is one of the candidates.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KNOWN_BRANDS } from '../brands';
import { decodeSerial } from './decode';

const CHARS = [...'0123456789ABCDEFGHJKLMNOPRSTUVWXYZ -'];
const serialArb = fc.oneof(
  fc.array(fc.constantFrom(...CHARS), { minLength: 0, maxLength: 16 }).map((cs) => cs.join('')),
  // Shapes that reach the rules: digits-first and letter-first serials of the usual lengths.
  fc.tuple(fc.stringMatching(/^[0-9]{4,10}$/), fc.stringMatching(/^[A-Z]?[0-9]{0,6}$/)).map(([a, b]) => a + b),
  fc.tuple(fc.stringMatching(/^[A-Z]{1,4}$/), fc.stringMatching(/^[0-9]{4,10}$/)).map(([a, b]) => a + b),
);
// Brand + serial pairs in each family's documented shapes, so most draws reach a rule's date logic.
const SHAPED: [string, RegExp][] = [
  ['Carrier', /^[0-9]{4}[A-Z][0-9]{5}$/],
  ['Bryant', /^[0-9]{2}[A-Z][0-9]{6}$/],
  ['Carrier', /^[A-Z][0-9][0-9A-Z]{6}$/],
  ['Heil', /^[A-Z][0-9]{9}$/],
  ['Trane', /^[0-9]{3,4}[0-9A-Z]{6}$/],
  ['Trane', /^[A-Z][0-9]{2}[0-9A-Z]{6}$/],
  ['Goodman', /^[0-9]{10}$/],
  ['Amana', /^[A-Z][0-9]{6}$/],
  ['Lennox', /^[0-9]{4}[A-M][0-9]{5}$/],
  ['York', /^[A-Z][0-9][A-N][0-9]{7}$/],
  ['York', /^[A-Z]{4}[0-9]{6}$/],
  ['Rheem', /^[A-Z][0-9]{9}$/],
  ['Rheem', /^[0-9]{4}[A-Z][0-9]{5}$/],
  ['Gibson', /^[A-Z]{3}[0-9]{9}$/],
  ['Bard', /^[0-9]{3}[A-P][0-9]{11}$/],
  ['Mitsubishi Electric', /^[0-9]{8}$/],
  ['LG', /^[0-9]{3}[A-Z]{4}[0-9]{4}$/],
  ['A. O. Smith', /^[0-9]{4}[A-Z][0-9]{5}$/],
  ['State', /^[A-M][0-9]{8}$/],
  ['GSW', /^[0-9]{10}$/],
  ['Bradford White', /^[A-Z]{2}[0-9]{7}$/],
  ['Friedrich', /^[A-L][A-K][A-N][A-Z][0-9]{5}$/],
  ['Utica', /^[A-M][XYZ9][0-9]{7}$/],
];
const shapedArb = fc.constantFrom(...SHAPED).chain(([brand, re]) => fc.tuple(fc.constant(brand), fc.stringMatching(re)));

const todayArb = fc
  .date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2060, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const brandArb = fc.constantFrom(...KNOWN_BRANDS, 'Unknown Brand');

describe('decodeSerial properties', () => {
  it('never decodes a date after today, and the chosen date is a candidate', () => {
    fc.assert(
      fc.property(fc.oneof(fc.tuple(brandArb, serialArb), shapedArb), todayArb, ([brand, serial], today) => {
        const r = decodeSerial(serial, brand, { today });
        if (!r.ok) return;
        const t = today.slice(0, 7);
        expect(r.manufacturing_date.length === 4 ? r.manufacturing_date <= t.slice(0, 4) : r.manufacturing_date <= t).toBe(true);
        for (const c of r.candidates) expect(c.length === 4 ? c <= t.slice(0, 4) : c <= t).toBe(true);
        expect(r.candidates).toContain(r.manufacturing_date);
        expect(r.ambiguous ? r.candidates.length > 1 : true).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(fc.oneof(fc.tuple(brandArb, serialArb), shapedArb), todayArb, ([brand, serial], today) => {
        expect(decodeSerial(serial, brand, { today })).toEqual(decodeSerial(serial, brand, { today }));
      }),
      { numRuns: 500 },
    );
  });
});
