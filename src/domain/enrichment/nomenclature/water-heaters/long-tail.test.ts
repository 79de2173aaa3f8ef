// Expected values: the makers' documents each rule cites (Takagi T-KJr2 / T-K4 / T-D2 manual specifications,
// Rheem RTEX ratings, GE tankless model list, Peerless MI/MIH L0308189, PSC and 61/62 L0308192 manuals, Burnham
// Revolution 8140638) and ENERGY STAR water-heater rows (Takagi TK-…X3 / TCT, Rheem RTGH-…LN / LP fuel).
import { describe, expect, it } from 'vitest';
import { HEATING_LONG_TAIL_RULES } from './long-tail';
import { decodeModelNumber } from '../index';
import { nonsenseModels } from '../kit/nonsense-models';
import { decodeWith } from '../kit/test-helpers';

describe('Takagi T-KJr2 / T-K4 / T-D2 and listed lines', () => {
  it('T-KJr2-IN = 140 kBtu/h, T-K4-OS = 190 kBtu/h (manual: the same maximum for natural gas and propane)', () => {
    expect(decodeModelNumber('T-KJr2-IN', 'Takagi')).toMatchObject({ type: 'tankless water heaters', series: 'T-KJr2', fields: { heating_input_kbtuh: 140 }, evidence: 'src' });
    expect(decodeModelNumber('T-K4-OS', 'Takagi')).toMatchObject({ series: 'T-K4', fields: { heating_input_kbtuh: 190 } });
  });

  it('T-D2-IN: type only (199,000 Btu/h printed for natural gas alone)', () => {
    const d = decodeModelNumber('T-D2-IN', 'Takagi');
    expect(d).toMatchObject({ type: 'tankless water heaters', series: 'T-D2' });
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });

  it('ENERGY STAR rows TK-199X3P-100 and TCT-199I-N: tankless, no input', () => {
    expect(decodeModelNumber('TK-199X3P-100', 'Takagi')).toMatchObject({ type: 'tankless water heaters', evidence: 'pattern' });
    expect(decodeModelNumber('TCT-199I-N', 'Takagi')?.fields).toEqual({});
  });
});

describe('Rheem / GE tankless', () => {
  it('RTEX-13 = 13 kW electric (src), RTEX-24 = 24 kW (pattern), RTEX-04 = 3.5 kW', () => {
    expect(decodeModelNumber('RTEX-13', 'Rheem')).toMatchObject({ type: 'tankless water heaters', fields: { fuel: 'electric', heating_capacity_kw: 13 }, evidence: 'src' });
    expect(decodeModelNumber('RTEX-24', 'Rheem')).toMatchObject({ fields: { heating_capacity_kw: 24 }, evidence: 'pattern' });
    expect(decodeModelNumber('RTEX-04', 'Rheem')?.fields.heating_capacity_kw).toBe(3.5);
    expect(decodeModelNumber('RTEX-15', 'Rheem')).toBeNull();
  });

  it('RTG-84DVLN natural gas, RTG-64XLP propane, no input (the number is a size class)', () => {
    expect(decodeModelNumber('RTG-84DVLN', 'Rheem')).toMatchObject({ type: 'tankless water heaters', series: 'RTG', fields: { fuel: 'natural gas' } });
    const p = decodeModelNumber('RTG-64XLP', 'Ruud');
    expect(p).toMatchObject({ brand: 'Ruud', fields: { fuel: 'propane' } });
    expect(p?.fields.heating_input_kbtuh).toBeUndefined();
  });

  it('GE GN75DNSRSA / GP94DNSRSA (the manual’s model list) = tankless', () => {
    expect(decodeModelNumber('GN75DNSRSA', 'GE')).toMatchObject({ type: 'tankless water heaters', brand: 'GE Appliances' });
    expect(decodeModelNumber('GP94DNSRSA', 'GE Appliances')).toMatchObject({ type: 'tankless water heaters' });
  });
});

describe('Peerless cast-iron and Burnham boilers', () => {
  it('MIH-04 = natural gas, 83 % AFUE; MI-05 type only; sections outside the manual’s 3–9 (MI) / 3–6 (MIH) do not decode', () => {
    expect(decodeModelNumber('MIH-04', 'Peerless')).toMatchObject({ type: 'boilers', series: 'MIH', fields: { fuel: 'natural gas', afue_percent: 83 } });
    expect(decodeModelNumber('MI-05', 'Peerless')).toMatchObject({ type: 'boilers', series: 'MI', fields: {} });
    expect(decodeModelNumber('MIH-08', 'Peerless')).toBeNull();
    expect(decodeModelNumber('MI-02', 'Peerless')).toBeNull();
  });

  it('PSC-03 … PSC-06 and 61 / 62 boilers', () => {
    expect(decodeModelNumber('PSC-06', 'PB Heat')).toMatchObject({ type: 'boilers', series: 'PSC' });
    expect(decodeModelNumber('62-08', 'Peerless')).toMatchObject({ type: 'boilers', series: '62' });
    expect(decodeModelNumber('PSC-07', 'Peerless')).toBeNull();
  });

  it('Burnham RV3PI-2 = Revolution boiler', () => {
    expect(decodeModelNumber('RV3PI-2', 'Burnham')).toMatchObject({ type: 'boilers', series: 'Revolution' });
  });

  it('brand required', () => {
    for (const m of ['MI-03', 'T-K4-IN', 'RTEX-13', 'RV3PI-2', 'GN75DNSRSA']) expect(decodeModelNumber(m, null)).toBeNull();
    expect(decodeModelNumber('MI-03', 'Weil-McLain')).toBeNull();
  });

  it('fires on none of 20,000 model-shaped nonsense strings with the rules’ brands', () => {
    const brands = ['Takagi', 'Rheem', 'Peerless', 'Burnham', 'GE Appliances', 'A. O. Smith', 'State', 'Eemax', 'Stiebel Eltron', 'Whirlpool', 'Noritz', 'Bosch'];
    let fired = 0;
    let i = 0;
    for (const m of nonsenseModels(20000, { seed: 1818, digitLed: true })) if (decodeWith(HEATING_LONG_TAIL_RULES, m, brands[i++ % brands.length]) !== null) fired++;
    expect(fired).toBe(0);
  });
});

describe('A. O. Smith group: ATI / ATO, THR, State SandBlaster', () => {
  it('ATI-310P-N = Takagi T-K4 twin, 190 kBtu/h; ATI-110 = 140; ATO-510 and the U series type only', () => {
    expect(decodeModelNumber('ATI-310P-N', 'A. O. Smith')).toMatchObject({ type: 'tankless water heaters', fields: { heating_input_kbtuh: 190 } });
    expect(decodeModelNumber('ATI-110-N', 'A. O. Smith')?.fields.heating_input_kbtuh).toBe(140);
    expect(decodeModelNumber('ATO-510-P', 'A. O. Smith')?.fields.heating_input_kbtuh).toBeUndefined();
    expect(decodeModelNumber('ATI-310U-N', 'A. O. Smith')?.fields.heating_input_kbtuh).toBeUndefined();
  });

  it('THR-160 = tankless, no input', () => {
    expect(decodeModelNumber('THR-160', 'A. O. Smith')).toMatchObject({ type: 'tankless water heaters', fields: {} });
  });

  it('SBD71120 = 71 gal, 120 kBtu/h; SBN85390NE = 85 gal, 390; SBL95 199NE = 95 gal, 199 (the manuals’ model tables)', () => {
    expect(decodeModelNumber('SBD71120', 'State')).toMatchObject({ type: 'water heaters', fields: { tank_capacity_gallons: 71, heating_input_kbtuh: 120 } });
    expect(decodeModelNumber('SBN85390NE', 'State')?.fields).toMatchObject({ tank_capacity_gallons: 85, heating_input_kbtuh: 390 });
    expect(decodeModelNumber('SBL95 199NE', 'State')?.fields).toMatchObject({ tank_capacity_gallons: 95, heating_input_kbtuh: 199 });
    expect(decodeModelNumber('SBN99390', 'State')).toBeNull();
  });
});

describe('GE GeoSpring, Stiebel Eltron Tempra, Eemax, Whirlpool', () => {
  it('GEH50DEEDSR = 50 gal electric hybrid (src); GEH80… = 80 gal (pattern)', () => {
    expect(decodeModelNumber('GEH50DEEDSR', 'GE')).toMatchObject({ type: 'water heaters', fields: { tank_capacity_gallons: 50, fuel: 'electric' }, evidence: 'src' });
    expect(decodeModelNumber('GEH80DFEJSR', 'GE Appliances')).toMatchObject({ fields: { tank_capacity_gallons: 80 }, evidence: 'pattern' });
  });

  it('Tempra 24 Plus = 24 kW electric tankless; Tempra 13 is no model', () => {
    expect(decodeModelNumber('Tempra 24 Plus', 'Stiebel Eltron')).toMatchObject({ type: 'tankless water heaters', fields: { heating_capacity_kw: 24 } });
    expect(decodeModelNumber('Tempra 13', 'Stiebel Eltron')).toBeNull();
  });

  it('Eemax EX55T = 5.5 kW; SPEX3512 type only', () => {
    expect(decodeModelNumber('EX55T', 'Eemax')).toMatchObject({ type: 'tankless water heaters', fields: { heating_capacity_kw: 5.5 } });
    expect(decodeModelNumber('SPEX3512', 'Eemax')?.fields).toEqual({ fuel: 'electric' });
  });

  it('Whirlpool E1F50RD045V = electric water heater, no gallons', () => {
    const d = decodeModelNumber('E1F50RD045V', 'Whirlpool');
    expect(d).toMatchObject({ type: 'water heaters', fields: { fuel: 'electric' } });
    expect(d?.fields.tank_capacity_gallons).toBeUndefined();
  });

  it('each line only with its own brand', () => {
    expect(decodeModelNumber('EX55T', 'Whirlpool')).toBeNull();
    expect(decodeModelNumber('GEH50DEEDSR', 'Rheem')).toBeNull();
    expect(decodeWith(HEATING_LONG_TAIL_RULES, 'SP3512')).toBeNull();
  });
});

describe('Noritz GQ codes and Bradford White eF', () => {
  it('GQ-C2857WS-FF US (NRC98DV’s code in the ENERGY STAR rows) = tankless', () => {
    expect(decodeModelNumber('GQ-C2857WS-FF US', 'Noritz')).toMatchObject({ type: 'tankless water heaters', series: 'GQ' });
    expect(decodeModelNumber('GQ-2857WS', 'Noritz')).toMatchObject({ type: 'tankless water heaters' });
  });

  it('EF60T125E3N2 (the rows’ EF60T125E*N*2) = 60 gal, 125 kBtu/h, natural gas', () => {
    expect(decodeModelNumber('EF60T125E3N2', 'Bradford White')?.fields).toMatchObject({ tank_capacity_gallons: 60, heating_input_kbtuh: 125 });
  });
});

describe('Bosch Therm tankless', () => {
  it('940 ESO, C 1210 ESC, 520HN (the applications manual’s list); GWH 2700 ES NG = natural gas', () => {
    expect(decodeModelNumber('Therm 940 ESO', 'Bosch')).toMatchObject({ type: 'tankless water heaters', series: 'Therm 940 ESO' });
    expect(decodeModelNumber('C 1210 ESC', 'Bosch')).toMatchObject({ type: 'tankless water heaters' });
    expect(decodeModelNumber('520HN', 'Bosch')).toMatchObject({ type: 'tankless water heaters' });
    expect(decodeModelNumber('GWH 2700 ES NG', 'Bosch')?.fields).toEqual({ fuel: 'natural gas' });
  });

  it('a pair the documents do not print (940 HN) or no brand: none', () => {
    expect(decodeModelNumber('940 HN', 'Bosch')).toBeNull();
    expect(decodeModelNumber('940 ES', null)).toBeNull();
  });
});

