// Allied 4AC / 4HP series (lennox/allied-4ac-4hp-series.ts): the series as the installation instructions title them
// (4AC13/14/16, 4AC16LT two-stage, 4HP13/14, 4HP16LT), with or without a tail.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { ALLIED_4AC_4HP_RULES } from './allied-4ac-4hp-series';
import { decodeWith } from '../kit/test-helpers';

describe('Allied 4AC / 4HP split series', () => {
  it.each([
    ['4AC13', 'AC Pro', 'air conditioners', 13],
    ['4AC14', 'Royalton', 'air conditioners', 14],
    ['4AC16LT', 'Ducane', 'air conditioners', 16],
    ['4HP13', 'Concord', 'heat pumps', 13],
    ['4HP14', 'Ducane', 'heat pumps', 14],
    ['4HP16LT', 'Allied', 'heat pumps', 16],
    ['4HP16LT36P', 'Concord', 'heat pumps', 16],
  ])('%s (%s) → %s, R-410A, SEER class %d, no capacity', (model, brand, type, seer) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type, family: 'allied', evidence: 'pattern' });
    expect(d?.fields).toMatchObject({ refrigerant: 'R-410A', seer });
    expect(d?.fields.cooling_capacity_tons).toBeUndefined();
  });

  it('4AC16LT is the two-stage series', () => {
    expect(decodeModelNumber('4AC16LT', 'Ducane')?.fields.efficiency_tier).toBe('two-stage');
    expect(decodeModelNumber('4AC16', 'Ducane')?.fields.efficiency_tier).toBeUndefined();
  });

  it('4HP16LT (506468-01) is a heat pump with no tier claimed, cited to its own instructions', () => {
    const d = decodeModelNumber('4HP16LT', 'Ducane');
    expect(d?.fields.efficiency_tier).toBeUndefined();
    expect(d?.source).toContain('506468-01');
  });

  it('reads no series the titles do not name, and nothing without an Allied badge', () => {
    expect(decodeWith(ALLIED_4AC_4HP_RULES, '4HP16', 'Ducane')).toBeNull();
    expect(decodeWith(ALLIED_4AC_4HP_RULES, '4AC15', 'Ducane')).toBeNull();
    expect(decodeWith(ALLIED_4AC_4HP_RULES, '4AC14LT', 'Ducane')).toBeNull();
    expect(decodeWith(ALLIED_4AC_4HP_RULES, '4HP14LT', 'Ducane')).toBeNull();
    expect(decodeWith(ALLIED_4AC_4HP_RULES, '4AC14', '')).toBeNull();
    expect(decodeModelNumber('4AC14', 'Trane')).toBeNull();
  });
});
