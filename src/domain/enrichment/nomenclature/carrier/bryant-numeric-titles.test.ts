// Bryant numeric split outdoor units: the tier-6 (Preferred) key of the 165A product data and the 552A / 556A / 561G /
// 598B installation-instruction titles. Expected values are the documents' (cited in carrier/carrier.ts and
// carrier/older-outdoor.ts), not this code's output.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Bryant numeric splits, tier 6 = Preferred (165A product-data key: 1 = AC, 6 = Preferred, 5 = 15 SEER, N = 208-230-1)', () => {
  // [model, type, kBtu/h, SEER class]
  const table: [string, string, number, number][] = [
    ['165ANA036000', 'air conditioners', 36, 15], // the key's own example 165A N A036000A
    ['165ANA018000', 'air conditioners', 18, 15], // "size 018 to 060"
    ['265ANA048000', 'heat pumps', 48, 15], // "Model 265A Preferred Series heat pump … 15 SEER (nominal)"
  ];
  it.each(table)('%s: %s, %i kBtu/h, SEER %i', (model, type, kbtuh, seer) => {
    const d = decodeModelNumber(model, 'Bryant');
    expect(d).toMatchObject({ family: 'carrier', brand: 'Bryant', type, fields: { cooling_capacity_kbtuh: kbtuh, seer } });
    expect(d?.source).toMatch(/165A/);
  });

  it('tiers the key does not list stay undecoded; sizes stop at 060', () => {
    expect(decodeModelNumber('135ANA036000', 'Bryant')).toBeNull();
    expect(decodeModelNumber('165ANA072000', 'Bryant')).toBeNull();
  });
});

describe('Bryant numeric split outdoor series by installation-instruction title', () => {
  // [model as written, type, kBtu/h, SEER the title prints, refrigerant the title prints]
  const table: [string, string, number, number | undefined, string][] = [
    ['598BNX036000', 'air conditioners', 36, undefined, 'R-410A'], // "Two-Speed Puron Plus air conditioning unit 598B"
    ['552ANX048', 'air conditioners', 48, undefined, 'R-410A'], // "550A, 552A, 556A … split-system air conditioners with Puron"
    ['556ANW030', 'air conditioners', 30, undefined, 'R-410A'],
    ['561GJ060', 'air conditioners', 60, 10, 'R-22'], // 561G "10 SEER 3 phase R-22 split system air conditioner"
  ];
  it.each(table)('%s: %s, %i kBtu/h, SEER %s, %s', (model, type, kbtuh, seer, refrigerant) => {
    const d = decodeModelNumber(model, 'Bryant');
    expect(d).toMatchObject({ family: 'carrier', type, fields: { cooling_capacity_kbtuh: kbtuh, refrigerant } });
    expect(d?.fields.seer).toBe(seer);
  });

  it('written as the series alone: the type only; no brand, no decode', () => {
    expect(decodeModelNumber('598B', 'Bryant')).toMatchObject({ type: 'air conditioners', seriesOnly: true });
    expect(decodeModelNumber('598BNX036000', null)).toBeNull();
    expect(decodeModelNumber('561GJ036', 'Goodman')).toBeNull();
  });
});
