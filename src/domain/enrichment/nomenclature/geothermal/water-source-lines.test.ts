import { describe, expect, it } from 'vitest';
import { WATER_SOURCE_LINE_RULES } from './water-source-lines';
import { decodeModelNumber } from '../index';

const rule = (id: string) => WATER_SOURCE_LINE_RULES.find((r) => r.id === id)!;

describe('WaterFurnace 3 Series 300A11 (SD2300AL model nomenclature)', () => {
  const wf = rule('waterfurnace.3-series-geo21');

  // The key: L 3 Series · D dual-capacity · V / H · unit capacity (MBTUH) 024, 036, 048, 060, 072 · vintage · voltage 1 = 208-230/60/1.
  it.each([
    ['LDV024*1', 24, 2, 'dual capacity, vertical'],
    ['LDH036A1', 36, 3, 'dual capacity, horizontal'],
    ['LDV072A1', 72, 6, 'dual capacity, vertical'],
  ])('%s → %i MBtu/h (%i tons), 208-230/60/1', (model, kbtuh, tons, tier) => {
    const d = wf.decode(model, 'WaterFurnace');
    expect(d?.type).toBe('geothermal heat pumps');
    expect(d?.fields.cooling_capacity_kbtuh).toBe(kbtuh);
    expect(d?.fields.cooling_capacity_tons).toBeCloseTo(tons, 6);
    expect(d?.fields.efficiency_tier).toBe(tier);
    expect(d?.fields.voltage_v).toBe(230);
    expect(d?.fields.phase).toBe(1);
  });

  it('reads the series and size alone, and wins over the type-only listed line', () => {
    expect(decodeModelNumber('LDV048', 'WaterFurnace')?.fields.cooling_capacity_tons).toBeCloseTo(4, 6);
    expect(decodeModelNumber('LDV048', 'WaterFurnace')?.fields.voltage_v).toBeUndefined();
  });

  it('rejects sizes and voltage digits the key does not list, and no brand', () => {
    expect(wf.decode('LDV030A1', 'WaterFurnace')).toBeNull();
    expect(wf.decode('LDV036A5', 'WaterFurnace')).toBeNull();
    expect(wf.decode('LSV036A1', 'WaterFurnace')).toBeNull();
    expect(decodeModelNumber('LDV036A1', null)).toBeNull();
  });
});

describe('Trane water-source GEC / GEH / GEV', () => {
  it('GEC console: nominal size in MBH (WSHP-PRC004-EN: 006 = 6.0 MBH … 015 = 15.0 MBH)', () => {
    const d = decodeModelNumber('GECA0096', 'Trane');
    expect(d?.type).toBe('geothermal heat pumps');
    expect(d?.fields.cooling_capacity_kbtuh).toBe(9);
    expect(decodeModelNumber('GECA015', 'Trane')?.fields.cooling_capacity_kbtuh).toBe(15);
    expect(decodeModelNumber('GECA018', 'Trane')).toBeNull();
  });

  it('GEH / GEV Axiom (½–5 tons): type and cabinet, no capacity', () => {
    const h = decodeModelNumber('GEHB036', 'Trane');
    expect(h?.type).toBe('geothermal heat pumps');
    expect(h?.fields).toEqual({ efficiency_tier: 'horizontal' });
    expect(decodeModelNumber('GEVE060', 'American Standard')?.fields).toEqual({ efficiency_tier: 'vertical' });
    expect(decodeModelNumber('GEHB072', 'Trane')).toBeNull();
    expect(decodeModelNumber('GEHB036', null)).toBeNull();
  });
});

describe('Trane Axiom EXH / EXV, DXH / DXV and EXW', () => {
  it('EXHF / EXVF ½–6 tons (WSHP-PRC018F-EN): type and cabinet', () => {
    expect(decodeModelNumber('EXVF036', 'Trane')).toMatchObject({ type: 'geothermal heat pumps', series: 'Axiom EXV', fields: { efficiency_tier: 'vertical' } });
    expect(decodeModelNumber('EXHF070', 'American Standard')?.fields).toEqual({ efficiency_tier: 'horizontal' });
    expect(decodeModelNumber('EXHF080', 'Trane')).toBeNull();
  });

  it('DXHF / DXVF 024-070 (WSHP-SVX014A-EN "Two-Stage"): two-stage and cabinet', () => {
    expect(decodeModelNumber('DXVF048', 'Trane')?.fields).toEqual({ efficiency_tier: 'two-stage, vertical' });
    expect(decodeModelNumber('DXHF024', 'Trane')?.fields).toEqual({ efficiency_tier: 'two-stage, horizontal' });
    expect(decodeModelNumber('DXVF018', 'Trane')).toBeNull();
  });

  it('EXW water-to-water 5 to 20 tons (WSHP-PRC022F-EN): type only', () => {
    expect(decodeModelNumber('EXW060', 'Trane')).toMatchObject({ type: 'geothermal heat pumps', description: 'water-source heat pump, water-to-water', fields: {} });
    expect(decodeModelNumber('EXW300', 'Trane')).toBeNull();
    expect(decodeModelNumber('EXW060', null)).toBeNull();
  });
});

describe('FHP / Bosch lines written without the revision block', () => {
  it('SM, CE, BP, TW with the sizes the ENERGY STAR list prints (SM 024-070, CE 025-071, TW 025-122)', () => {
    expect(decodeModelNumber('SM036', 'Bosch')).toMatchObject({ type: 'geothermal heat pumps', series: 'SM', fields: {} });
    expect(decodeModelNumber('CE049', 'Bosch')?.series).toBe('CE');
    expect(decodeModelNumber('TW122', 'Bosch')?.description).toBe('Bosch TW geothermal heat pump, water-to-water');
    expect(decodeModelNumber('SM030', 'Bosch')).toBeNull();
    expect(decodeModelNumber('TW036', 'Bosch')).toBeNull();
    expect(decodeModelNumber('SM036', null)).toBeNull();
  });

  it('SV 007-070, ES 025-071 two-stage, SL 6 to 10 ton (the Bosch titles)', () => {
    expect(decodeModelNumber('SV036', 'Bosch')?.type).toBe('geothermal heat pumps');
    expect(decodeModelNumber('ES049', 'Bosch')?.fields).toEqual({ efficiency_tier: 'two-stage' });
    expect(decodeModelNumber('SL120', 'Bosch')?.type).toBe('geothermal heat pumps');
    expect(decodeModelNumber('ES018', 'Bosch')).toBeNull();
    expect(decodeModelNumber('SL060', 'Bosch')).toBeNull();
  });

  it('EP and LV with a unit size in the catalogs\' range ("007 – 070", ½ to 6 ton)', () => {
    expect(decodeModelNumber('EP036', 'Bosch')?.type).toBe('geothermal heat pumps');
    expect(decodeModelNumber('LV070', 'FHP')?.type).toBe('geothermal heat pumps');
    expect(decodeModelNumber('EP036', 'Bosch')?.fields).toEqual({});
    expect(decodeModelNumber('EP080', 'Bosch')).toBeNull();
    expect(decodeModelNumber('LV005', 'Bosch')).toBeNull();
  });
});

describe('Enertech-built badges (ENERGY STAR geothermal list)', () => {
  it.each([
    ['GeoSystems', 'RGS-V036', 'geothermal heat pump, water-to-air'],
    ['GeoSystems', 'RGS-W084', 'geothermal heat pump, water-to-water'],
    ['GeoSystems', 'RGT-V072', 'geothermal heat pump, water-to-air'],
    ['Econar', 'REC-V060', 'geothermal heat pump, water-to-air'],
    ['TerraStar', 'RWT048B', 'geothermal heat pump, water-to-water'],
    ['TerraStar', 'RCT060D', 'geothermal heat pump, water-to-air'],
    ['GeoComfort', 'GT060', 'geothermal heat pump, water-to-air'],
    ['Hydron', 'H062', 'geothermal heat pump, water-to-air'],
  ])('%s %s → %s, type only', (brand, model, description) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.type).toBe('geothermal heat pumps');
    expect(d?.description).toBe(description);
    expect(d?.fields).toEqual({});
  });

  it('sizes the list does not print, and no brand, decode as nothing', () => {
    expect(decodeModelNumber('RGS-V072', 'GeoSystems')).toBeNull();
    expect(decodeModelNumber('H040', 'Hydron')).toBeNull();
    expect(decodeModelNumber('RGS-V024', null)).toBeNull();
  });
});
