// Coleman / Luxaire AC / AL split air conditioners (york/ac-al-split-air-conditioners.ts). Expected values from York
// installation manual 035-19946-001: "R-22 outdoor split-system air conditioning, 12 SEER - CMA / AC2A / AL2A series,
// 2 to 5 tons".
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { COLEMAN_LUXAIRE_AC_SPLIT_RULES } from './ac-al-split-air-conditioners';
import { decodeWith } from '../kit/test-helpers';
import { nonsenseModels } from '../kit/nonsense-models';

describe('Coleman / Luxaire AC2A / AL2A split air conditioners', () => {
  it.each([
    ['AC2A024S41', 'Coleman', 24],
    ['AC2A036S41', 'Coleman', 36],
    ['AL2A048S41', 'Luxaire', 48],
    ['AL2A060', 'Luxaire', 60],
    ['ac2a 030', 'York', 30],
  ])('%s (%s) → air conditioner, %d kBtu/h, 12 SEER, R-22', (model, brand, kbtuh) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'air conditioners', family: 'york', evidence: 'pattern' });
    expect(d?.fields).toEqual({ cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12, seer: 12, refrigerant: 'R-22' });
  });

  it('gives no SEER or refrigerant for a class the title does not print, and reads nothing off 2–5 tons or without the brand', () => {
    const d = decodeWith(COLEMAN_LUXAIRE_AC_SPLIT_RULES, 'AL3B036', 'Luxaire');
    expect(d?.fields).toEqual({ cooling_capacity_kbtuh: 36, cooling_capacity_tons: 3 });
    expect(decodeWith(COLEMAN_LUXAIRE_AC_SPLIT_RULES, 'AC2A072', 'Coleman')).toBeNull();
    expect(decodeWith(COLEMAN_LUXAIRE_AC_SPLIT_RULES, 'AC2A036', '')).toBeNull();
    expect(decodeModelNumber('AC2A036', 'Goodman')?.family).not.toBe('york');
  });

  it('fires on none of 20,000 model-shaped strings with the York-group brands', () => {
    const brands = ['York', 'Coleman', 'Luxaire'];
    const fired: string[] = [];
    let i = 0;
    for (const m of nonsenseModels(20000, { seed: 2730 })) {
      const brand = brands[i++ % brands.length] ?? '';
      if (decodeWith(COLEMAN_LUXAIRE_AC_SPLIT_RULES, m, brand) !== null) fired.push(`${brand} ${m}`);
    }
    expect(fired).toEqual([]);
  });
});
