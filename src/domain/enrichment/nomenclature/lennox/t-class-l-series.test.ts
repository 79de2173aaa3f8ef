import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { LENNOX_ROOFTOP_RULES } from './t-class-l-series';

const [tClass, lSeries] = LENNOX_ROOFTOP_RULES as [NonNullable<(typeof LENNOX_ROOFTOP_RULES)[0]>, NonNullable<(typeof LENNOX_ROOFTOP_RULES)[1]>];

describe('T-Class packaged TCA / THA / TGA 15–25 t (lennox/t-class-l-series.ts)', () => {
  it('TCA240S2BS1Y (bulletin 210416 example): electric cooling, 20 t, R-22, 208/230-3', () => {
    const d = tClass.decode('TCA240S2BS1Y', 'Lennox');
    expect(d).toMatchObject({ type: 'packaged units', series: 'TCA', evidence: 'src' });
    expect(d?.fields).toEqual({ cooling_capacity_tons: 20, cooling_capacity_kbtuh: 240, refrigerant: 'R-22', voltage_v: 230, phase: 3 });
  });

  it('TCA 180 / 210 / 300 = 15 / 17.5 / 25 t; heating type K = 45 kW, P = 90 kW; G = 460 V', () => {
    expect(tClass.decode('TCA180S2BK1G', 'Lennox')?.fields).toMatchObject({ cooling_capacity_tons: 15, heating_capacity_kw: 45, voltage_v: 460 });
    expect(tClass.decode('TCA210H2B', 'Lennox')?.fields.cooling_capacity_tons).toBe(17.5);
    expect(tClass.decode('TCA300S2BP1J', 'Lennox')?.fields).toMatchObject({ cooling_capacity_tons: 25, heating_capacity_kw: 90, voltage_v: 575 });
  });

  it('THA240S2BN1Y (Allied THA180-240 key): heat pump 20 t, no electric heat; THA180 = 15 t; Allied brand accepted', () => {
    const d = tClass.decode('THA240S2BN1Y', 'Lennox');
    expect(d).toMatchObject({ type: 'packaged units', series: 'THA' });
    expect(d?.fields.cooling_capacity_tons).toBe(20);
    expect(d?.fields.heating_capacity_kw).toBeUndefined();
    expect(d?.description).toContain('no electric heat');
    expect(tClass.decode('THA180S2BE1Y', 'Allied')).toMatchObject({ brand: 'Allied', fields: { cooling_capacity_tons: 15, heating_capacity_kw: 15 } });
  });

  it('TGA/TCA 090, 102, 120, 150 = 7.5, 8.5, 10, 12½ t (504,814M); TGA 15–25 t by the T-Class size table', () => {
    expect(tClass.decode('TCA090S2BN1Y', 'Lennox')?.fields.cooling_capacity_tons).toBe(7.5);
    expect(tClass.decode('TCA102S2B', 'Lennox')?.fields.cooling_capacity_tons).toBe(8.5);
    expect(tClass.decode('TCA150H2B', 'Lennox')?.fields.cooling_capacity_tons).toBe(12.5);
    expect(tClass.decode('TGA240S2BH1Y', 'Lennox')?.fields.cooling_capacity_tons).toBe(20);
    // TGA 024–150 are read by lennox/commercial-packaged.ts
    expect(tClass.decode('TGA090H2BS1Y', 'Lennox')).toBeNull();
  });

  it('rejects sizes outside the bulletins, the basic efficiency letter and other brands', () => {
    expect(tClass.decode('TCA036S2B', 'Lennox')).toBeNull();
    expect(tClass.decode('THA120S2B', 'Lennox')).toBeNull();
    expect(tClass.decode('TCA240B2B', 'Lennox')).toBeNull();
    expect(tClass.decode('TCA240S2BS1Y', 'Trane')).toBeNull();
    expect(tClass.decode('TCA240S2BS1Y', '')).toBeNull();
  });
});

describe('T-Class split TSA / TPA', () => {
  it('TSA036S4N41M (TSA*S4 key): air conditioner 3 t, R-410A, 380/420-3 50 Hz (phase only)', () => {
    const d = tClass.decode('TSA036S4N41M', 'Lennox');
    expect(d).toMatchObject({ type: 'air conditioners', series: 'TSA' });
    expect(d?.fields).toEqual({ cooling_capacity_tons: 3, cooling_capacity_kbtuh: 36, refrigerant: 'R-410A', phase: 3 });
  });

  it('TSA036H4N41Y (TSA*H4): 208/230-3; TSA 072 / 240 = 6 / 20 t (service literature)', () => {
    expect(tClass.decode('TSA036H4N41Y', 'Lennox')?.fields).toMatchObject({ cooling_capacity_tons: 3, voltage_v: 230, phase: 3 });
    expect(tClass.decode('TSA072S4S', 'Lennox')?.fields.cooling_capacity_tons).toBe(6);
    expect(tClass.decode('TSA240S4D', 'Lennox')?.fields.cooling_capacity_tons).toBe(20);
  });

  it('TPA120S4SN1Y: heat pump 10 t; TPA048S4N41T: 4 t, 220/240-1 50 Hz', () => {
    expect(tClass.decode('TPA120S4SN1Y', 'Lennox')).toMatchObject({ type: 'heat pumps', fields: { cooling_capacity_tons: 10, refrigerant: 'R-410A', voltage_v: 230 } });
    const d = tClass.decode('TPA048S4N41T', 'Lennox');
    expect(d?.fields).toMatchObject({ cooling_capacity_tons: 4, phase: 1 });
    expect(d?.fields.voltage_v).toBeUndefined();
    expect(tClass.decode('TPA024S4N41Y', 'Lennox')).toBeNull();
    expect(tClass.decode('TSA036S4N41Y', 'Allied')).toBeNull();
  });
});

describe('L Series key with designs A / B / C / E', () => {
  it('LGA060H2BS1Y (LG bulletin example): gas heat 5 t, R-22, 208/230-3', () => {
    const d = lSeries.decode('LGA060H2BS1Y', 'Lennox');
    expect(d).toMatchObject({ type: 'packaged units', series: 'LGA', evidence: 'src' });
    expect(d?.fields).toEqual({ cooling_capacity_tons: 5, cooling_capacity_kbtuh: 60, refrigerant: 'R-22', voltage_v: 230, phase: 3 });
  });

  it('LC 3–6 t heat letter (210313): N no heat, E = 15 kW, B = 7 kW; LCA042 = 3.5 t', () => {
    expect(lSeries.decode('LCA060H2BN1Y', 'Lennox')?.fields.heating_capacity_kw).toBeUndefined();
    expect(lSeries.decode('LCA060H2BE1Y', 'Lennox')?.fields.heating_capacity_kw).toBe(15);
    expect(lSeries.decode('LCA042S4BB1P', 'Lennox')?.fields).toMatchObject({ cooling_capacity_tons: 3.5, heating_capacity_kw: 7, refrigerant: 'R-410A', phase: 1 });
  });

  it('LGA090H2BS2Y (210317): 7.5 t; LGC / LCC300H = 25 t, LGA248H = 21 t, LGA360H = 30 t (504,819M)', () => {
    expect(lSeries.decode('LGA090H2BS2Y', 'Lennox')?.fields.cooling_capacity_tons).toBe(7.5);
    expect(lSeries.decode('LGC300H', 'Lennox')).toMatchObject({ series: 'LGC', fields: { cooling_capacity_tons: 25 } });
    expect(lSeries.decode('LCC300H4B', 'Lennox')).toMatchObject({ series: 'LCC', fields: { cooling_capacity_tons: 25, refrigerant: 'R-410A' } });
    expect(lSeries.decode('LGA248H', 'Lennox')?.fields.cooling_capacity_tons).toBe(21);
    expect(lSeries.decode('LCA360H4B', 'Lennox')?.fields.cooling_capacity_tons).toBe(30);
  });

  it('LGA/LCA 156H = 13 t, LHA 180 / 240 = 15 / 20 t (13–25 t service literature)', () => {
    expect(lSeries.decode('LCA156H2B', 'Lennox')?.fields.cooling_capacity_tons).toBe(13);
    expect(lSeries.decode('LHA180S2B', 'Lennox')?.fields.cooling_capacity_tons).toBe(15);
    expect(lSeries.decode('LHA240S2BN1Y', 'Lennox')?.fields.cooling_capacity_tons).toBe(20);
  });

  it('leaves the short 1990s forms and the A / B 150 (12 t in 210109) to the older rule', () => {
    expect(lSeries.decode('LGA120', 'Lennox')).toBeNull();
    expect(lSeries.decode('LGA150S2BS1Y', 'Lennox')).toBeNull();
    expect(lSeries.decode('LGC150S2BS1Y', 'Lennox')?.fields.cooling_capacity_tons).toBe(12.5);
    expect(lSeries.decode('LGA088S2B', 'Lennox')).toBeNull();
    expect(lSeries.decode('LGH120H4BS1Y', 'Lennox')).toBeNull();
    expect(lSeries.decode('LGA060H2BS1Y', 'Allied')).toBeNull();
  });

  it('reads through the dispatcher with the brand', () => {
    expect(decodeModelNumber('LGC300H', 'Lennox')?.fields.cooling_capacity_tons).toBe(25);
    expect(decodeModelNumber('TCA240S2BS1Y', 'Lennox')?.fields.cooling_capacity_tons).toBe(20);
    expect(decodeModelNumber('TPA120S4SN1Y', 'Lennox')?.type).toBe('heat pumps');
    expect(decodeModelNumber('TCA240S2BS1Y', null)).toBeNull();
  });
});
