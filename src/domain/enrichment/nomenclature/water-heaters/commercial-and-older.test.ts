import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { nonsenseModels } from '../kit/nonsense-models';
import { decodeWith } from '../kit/test-helpers';
import { WATER_HEATERS_COMMERCIAL_RULES } from './commercial-and-older';

// Expected values from the makers' manuals named in water-heaters/commercial-and-older.ts.
describe('older commercial and residential tanks of the A. O. Smith group and Rheem (wh21)', () => {
  it('State Ultra Force SUF without the E: Table 3 storage and Table 5 input of the SUF manual', () => {
    expect(decodeModelNumber('SUF 100 199', 'State')).toMatchObject({ type: 'water heaters', fields: { tank_capacity_gallons: 100, heating_input_kbtuh: 199 } });
    expect(decodeModelNumber('SUF 60 120', 'State Water Heaters')?.fields).toEqual({ tank_capacity_gallons: 60, heating_input_kbtuh: 120 });
    expect(decodeModelNumber('SUF100250', 'State')?.fields).toEqual({ tank_capacity_gallons: 100, heating_input_kbtuh: 250 });
    expect(decodeModelNumber('RUF 100 150', 'Reliance')?.fields).toEqual({ tank_capacity_gallons: 100, heating_input_kbtuh: 150 });
  });
  it('SUF 130 300 / 400 (handbook models, no capacity table): input only', () => {
    expect(decodeModelNumber('SUF 130 400', 'State')?.fields).toEqual({ heating_input_kbtuh: 400 });
    expect(decodeModelNumber('SUF 100 175', 'State')).toBeNull();
  });
  it('State PR6 40 / 50 power-vented gas models: 40 and 50 gal', () => {
    expect(decodeModelNumber('PR6 40 XCVIT', 'State')).toMatchObject({ type: 'water heaters', fields: { tank_capacity_gallons: 40 } });
    expect(decodeModelNumber('PR6 50 CCVIT', 'State')?.fields).toEqual({ tank_capacity_gallons: 50 });
  });
  it('State GPG 81-140 thru 81-370 and GPV 540A: commercial gas water heaters, type only', () => {
    expect(decodeModelNumber('GPG 81-140', 'State')).toMatchObject({ type: 'water heaters', fields: {} });
    expect(decodeModelNumber('GPG 81-370', 'State')?.type).toBe('water heaters');
    expect(decodeModelNumber('GPV 540A', 'State')?.type).toBe('water heaters');
    expect(decodeModelNumber('GPG 81-400', 'State')).toBeNull();
  });
  it('A. O. Smith DVE-52 / 80 / 120: commercial electric, 50 / 80 / 119 gal from the rough-in table; Dura-Power DSE: type and fuel', () => {
    expect(decodeModelNumber('DVE-52', 'A. O. Smith')).toMatchObject({ type: 'water heaters', fields: { tank_capacity_gallons: 50, fuel: 'electric' } });
    expect(decodeModelNumber('DVE-120', 'A. O. Smith')?.fields.tank_capacity_gallons).toBe(119);
    expect(decodeModelNumber('DSE-40', 'A. O. Smith')?.fields).toEqual({ fuel: 'electric' });
    expect(decodeModelNumber('DVE-66', 'A. O. Smith')).toBeNull();
  });
  it('A. O. Smith HW 300 … 670 copper boilers; HW-120M … 225M copper heat-exchanger water heaters', () => {
    expect(decodeModelNumber('HW-300', 'A. O. Smith')).toMatchObject({ type: 'boilers', fields: {} });
    expect(decodeModelNumber('HW 610', 'A. O. Smith')?.type).toBe('boilers');
    expect(decodeModelNumber('HW-160M', 'A. O. Smith')?.type).toBe('water heaters');
    expect(decodeModelNumber('HW-350', 'A. O. Smith')).toBeNull();
  });
  it('Rheem Universal GD100-250 and commercial electric E12A-3-G / ES120-54-G', () => {
    expect(decodeModelNumber('GD100-250', 'Rheem')).toMatchObject({ type: 'water heaters', fields: {} });
    expect(decodeModelNumber('E12A-3-G', 'Rheem')).toMatchObject({ type: 'water heaters', fields: { fuel: 'electric' } });
    expect(decodeModelNumber('ES120-54-G', 'Ruud')?.fields).toEqual({ fuel: 'electric' });
  });
  it('Lochinvar Shield SNR150-100 … SNA500-125: condensing commercial water heaters, input from the manual\'s Table 1B', () => {
    expect(decodeModelNumber('SNA285-125', 'Lochinvar')).toMatchObject({ type: 'water heaters', fields: { heating_input_kbtuh: 285, efficiency_tier: 'condensing' } });
    expect(decodeModelNumber('SNR150-100', 'Lochinvar')?.fields.heating_input_kbtuh).toBe(150);
    expect(decodeModelNumber('SNA500-125', 'Lochinvar')?.fields.heating_input_kbtuh).toBe(500);
    // The specification's later classes (S(N,L)A 401-125) keep the type without an input.
    expect(decodeModelNumber('SNA401-125', 'Lochinvar')?.fields).toEqual({ efficiency_tier: 'condensing' });
    expect(decodeModelNumber('SNA285-125', 'State')).toBeNull();
  });
  it('Lochinvar Copper-Fin CW / Copper-Fin II CF: water heaters, the number read as the input within the specifications\' ranges', () => {
    // CW-SPEC-02: "Models 495,000-745,000 Btu/hr", Model CW(N,L)___PM with "an input rating of ___ Btu/Hr".
    expect(decodeModelNumber('CWN0495PM', 'Lochinvar')).toMatchObject({ type: 'water heaters', fields: { heating_input_kbtuh: 495 } });
    expect(decodeModelNumber('CW 745', 'Lochinvar')?.fields.heating_input_kbtuh).toBe(745);
    // Copper-Fin II: "Models 990,000 - 2,070,000 Btu/hr".
    expect(decodeModelNumber('CFN1262PM', 'Lochinvar')?.fields.heating_input_kbtuh).toBe(1262);
    expect(decodeModelNumber('CFN2500PM', 'Lochinvar')).toBeNull();
  });
  it('Lochinvar Power-Fin PFN 502 … 2001, 2500 … 5000: boilers, size not read', () => {
    expect(decodeModelNumber('PFN1302M9', 'Lochinvar')).toMatchObject({ type: 'boilers', fields: {} });
    expect(decodeModelNumber('PFN1303', 'Lochinvar')).toBeNull();
  });
  it('Bradford White Brute / Copper Brute: H hydronic boiler, V water heater, B4 volume water heater (manual titles)', () => {
    expect(decodeModelNumber('BMT2H300', 'Bradford White')).toMatchObject({ type: 'boilers', fields: {} });
    expect(decodeModelNumber('BMT2V300', 'Bradford White')).toMatchObject({ type: 'water heaters', fields: {} });
    expect(decodeModelNumber('BWCH 1500', 'Bradford White')?.type).toBe('boilers');
    expect(decodeModelNumber('BWCV 750', 'Bradford White')?.type).toBe('water heaters');
    expect(decodeModelNumber('B4 1670 N 09 C', 'Bradford White')?.type).toBe('water heaters');
    expect(decodeModelNumber('BMT2H500', 'Bradford White')).toBeNull();
  });
  it('Rheem Perfect Fit TES50-45-G-1: commercial electric', () => {
    expect(decodeModelNumber('TES50-45-G-1', 'Rheem')).toMatchObject({ type: 'water heaters', fields: { fuel: 'electric' } });
  });
  it('needs the brand of the maker group', () => {
    expect(decodeModelNumber('SUF 100 199', null)).toBeNull();
    expect(decodeModelNumber('PR6 40 XCVIT', 'Rheem')).toBeNull();
    expect(decodeModelNumber('GD100-250', 'State')).toBeNull();
  });
});

describe('model-shaped nonsense (wh21 tanks)', () => {
  it('no rule of water-heaters/commercial-and-older.ts fires on 20,000 model-shaped strings with each of its brands', () => {
    const brands = ['State', 'A. O. Smith', 'Reliance', 'American', 'Lochinvar', 'Bradford White', 'Rheem', 'Ruud', 'Richmond'];
    const fired: string[] = [];
    let i = 0;
    for (const m of nonsenseModels(20000, { seed: 2122, digitLed: true })) {
      const brand = brands[i++ % brands.length] ?? '';
      if (decodeWith(WATER_HEATERS_COMMERCIAL_RULES, m, brand) !== null) fired.push(`${brand} ${m}`);
    }
    expect(fired).toEqual([]);
  });
});
