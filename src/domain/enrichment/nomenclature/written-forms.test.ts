// A number written with the plate's revision block after the part the literature lists (written-forms.ts), read
// through the dispatcher. Types are the catalog rows' (ENERGY STAR / NRCan listings), sizes RULES.md §0.2's grid.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from './index';
import { nonsenseModels } from './nonsense-models';
import { revisionStem } from './written-forms';

describe('revisionStem: the one or two letters after the last digit of a number without hyphens', () => {
  it.each([
    ['280ANV024000DE', '280ANV024000'],
    ['280ANV024000D', '280ANV024000'],
    // Three letters are no revision block; nor a hyphened number's last field; nor I, L or O (a digit typed as a letter).
    ['4TTR4036L1000AAB', null],
    ['RAKA-036Q', null],
    ['CMF3-70-PX', null],
    ['GSX14036L', null],
    ['GSX14036O', null],
    // The stem keeps eight characters or more.
    ['TG9S080X', null],
    ['280ANV024000', null],
  ])('%s → %s', (written, stem) => {
    expect(revisionStem(written)).toBe(stem);
  });
});

describe('a revision block after a listed number', () => {
  it('reads the listed number: Bryant 280ANV024000 (ENERGY STAR: heat pump; 024 = 2 tons, RULES.md §0.2)', () => {
    // The §2.6 key allows up to three characters after the capacity; the plate's revision letters make five.
    expect(decodeModelNumber('280ANV024000DE', 'Bryant')).toMatchObject({ type: 'heat pumps', fields: { cooling_capacity_tons: 2 } });
    expect(decodeModelNumber('Bryant 280ANV024000DE', 'Bryant')).toMatchObject({ type: 'heat pumps', fields: { cooling_capacity_tons: 2 } });
  });
  it('needs the stem to decode whole, with the brand the rule agrees with', () => {
    expect(decodeModelNumber('280ANV024000DE', 'Goodman')).toBeNull();
    // A stem that is only a series (or too short) is not read.
    expect(decodeModelNumber('GSX14XYZAB', 'Goodman')).toBeNull();
    expect(decodeModelNumber('280ANV099000DE', 'Bryant')).toBeNull();
  });
  it('fires on no more model-number-shaped nonsense than before', () => {
    // nonsenseModels: letters-first strings; with a revision block added they must stay undecoded when the strings are.
    const hits: string[] = [];
    for (const raw of nonsenseModels(5000, { seed: 20, digitLed: true })) {
      if (decodeModelNumber(raw, 'Bryant') !== null) continue;
      if (decodeModelNumber(`${raw}AB`, 'Bryant') !== null) hits.push(raw);
    }
    expect(hits.length).toBeLessThanOrEqual(0);
  });
});
