import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Amana remote coolers and remote heat pumps (multi-family/older-split-outdoor.ts)', () => {
  // RS6200003: VCA, RCA, RCB, RCC & RCE remote coolers; RHA, RHD, RHE & RHF remote heat pumps. RHA**B2A installation
  // instructions: outdoor unit factory charged with R-22.
  it.each([
    ['RCA24A2', 'air conditioners'],
    ['RCB30A1', 'air conditioners'],
    ['RCC42A2', 'air conditioners'],
    ['RCE36A2', 'air conditioners'],
    ['VCA48B2A', 'air conditioners'],
    ['RHD30B2', 'heat pumps'],
    ['RHE24A2', 'heat pumps'],
    ['RHF60B2A', 'heat pumps'],
  ])('%s → %s', (model, type) => {
    const d = decodeModelNumber(model, 'Amana');
    expect(d?.type).toBe(type);
    expect(d?.fields.refrigerant).toBeUndefined();
  });

  it('RHA**B2A: remote heat pump charged with R-22, size in kBtu/h', () => {
    const d = decodeModelNumber('RHA36B2A', 'Amana');
    expect(d).toMatchObject({ type: 'heat pumps', series: 'RHA', brand: 'Amana' });
    expect(d?.fields).toMatchObject({ refrigerant: 'R-22', cooling_capacity_kbtuh: 36, cooling_capacity_tons: 3 });
  });

  it('needs an Amana-group brand, a grid size and a listed series', () => {
    expect(decodeModelNumber('RHA36B2A', null)).toBeNull();
    expect(decodeModelNumber('RCE36A2', 'Rheem')?.series).not.toBe('RCE');
    expect(decodeModelNumber('RHA25B2A', 'Amana')).toBeNull();
    expect(decodeModelNumber('RHB36B2A', 'Amana')).toBeNull();
    expect(decodeModelNumber('RCD36A2', 'Amana')).toBeNull();
  });
});

describe('Bryant 591B (multi-family/older-split-outdoor.ts)', () => {
  // 591B installation instructions: "11, 12, 13, 14 SEER split-system air conditioners with Puron refrigerant".
  it.each([
    ['591BNX018000', 18],
    ['591BNX036000', 36],
    ['591BJ060', 60],
  ])('%s → air conditioner, Puron (R-410A), %i kBtu/h', (model, kbtuh) => {
    const d = decodeModelNumber(model, 'Bryant');
    expect(d?.type).toBe('air conditioners');
    expect(d?.fields).toMatchObject({ refrigerant: 'R-410A', cooling_capacity_kbtuh: kbtuh });
    expect(d?.fields.seer).toBeUndefined();
  });

  it('needs a Carrier-group brand and a size', () => {
    expect(decodeModelNumber('591BNX036000', null)).toBeNull();
    expect(decodeModelNumber('591BNX036000', 'Goodman')).toBeNull();
    expect(decodeModelNumber('591BNX072000', 'Bryant')).toBeNull();
  });
});

describe('Nortek splits under other badge letters (multi-family/older-split-outdoor.ts)', () => {
  // "*S4BE - 018KB, 024KB, 030KB, 036KB (1.5, 2, 2.5, & 3 Ton) Series" split-system air conditioner (the * a brand
  // letter); "JT5BD Series … split system heat pump".
  it.each([
    ['Maytag', 'PS4BE-018KB', 'air conditioners', 1.5],
    ['Westinghouse', 'HS4BE-024KB', 'air conditioners', 2],
    ['Maytag', 'PS4BE030KB', 'air conditioners', 2.5],
    ['Westinghouse', 'HS4BE-036KB', 'air conditioners', 3],
    ['Maytag', 'PT5BD-036K', 'heat pumps', 3],
  ])('%s %s → %s, %d tons', (brand, model, type, tons) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.type).toBe(type);
    expect(d?.fields.cooling_capacity_tons).toBe(tons);
    expect(d?.brand).toBe(brand);
  });

  it('leaves J / F / G to nordyne.site-built and needs a Nortek-group brand and a grid size', () => {
    expect(decodeModelNumber('JS4BE-036KB', 'Gibson')?.rule).toContain('§8.2');
    expect(decodeModelNumber('PS4BE-036KB', null)).toBeNull();
    expect(decodeModelNumber('PS4BE-036KB', 'Goodman')).toBeNull();
    expect(decodeModelNumber('PS4BE-072KB', 'Maytag')).toBeNull();
    expect(decodeModelNumber('PS4BE-036', 'Maytag')).toBeNull();
  });
});

describe('York H*BA condensing units (multi-family/older-split-outdoor.ts)', () => {
  // "Split-system air conditioners 10 SEER R22 60Hz, models H*BA-(T,W)036 thru 076 (3 thru 6.3 nominal tons, 3 ph)".
  it.each([
    ['H1BA036T46', 36],
    ['H2BA-W048', 48],
    ['H1BA060', 60],
    ['H3BA076T25', 76],
  ])('%s → air conditioner, 10 SEER, R-22, 3 phase, %i kBtu/h', (model, kbtuh) => {
    const d = decodeModelNumber(model, 'York');
    expect(d?.type).toBe('air conditioners');
    expect(d?.fields).toMatchObject({ seer: 10, refrigerant: 'R-22', phase: 3, cooling_capacity_kbtuh: kbtuh });
  });

  it('only the title sizes, and a York-group brand', () => {
    expect(decodeModelNumber('H1BA030T46', 'York')).toBeNull();
    expect(decodeModelNumber('H1BA036T46', null)).toBeNull();
    expect(decodeModelNumber('H1BA036T46', 'Lennox')?.series).not.toBe('H1BA');
  });
});

describe('Ducane AC10B (multi-family/older-split-outdoor.ts)', () => {
  // AC10B series installation instructions: split air conditioner, R-22 charging tables; no capacity read.
  it.each(['AC10B', 'AC10B-036', 'AC10B36-1'])('%s → air conditioner, R-22, no capacity', (model) => {
    const d = decodeModelNumber(model, 'Ducane');
    expect(d?.type).toBe('air conditioners');
    expect(d?.fields.refrigerant).toBe('R-22');
    expect(d?.fields.cooling_capacity_kbtuh).toBeUndefined();
  });

  it('needs an Allied-group brand and the AC10B series', () => {
    expect(decodeModelNumber('AC10B36', null)).toBeNull();
    expect(decodeModelNumber('AC10B36', 'Goodman')?.series).not.toBe('AC10B');
    expect(decodeModelNumber('AC10C36', 'Ducane')?.series).not.toBe('AC10B');
  });
});
