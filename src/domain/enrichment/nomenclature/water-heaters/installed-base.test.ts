// Installed-base water heaters and boilers (water-heaters/installed-base.ts, boilers/series-crown.ts) through the
// dispatcher with each brand. Expected values come from the documents each rule cites (manual titles and ratings
// tables) or from the ENERGY STAR rows (storage volume, input rate, fuel) — never from data/eval.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('installed-base tank water heaters: gallons, input and gas from the printed key', () => {
  it.each([
    // Westinghouse WGC / WGCM manual WHL-019: 55–119 gal, 100–199 kBtu, NG natural gas / LP propane.
    ['Westinghouse', 'WGC055NG100', 55, 100, 'natural gas'],
    ['Westinghouse', 'Westinghouse WGCM080LP199', 80, 199, 'propane'],
    // ENERGY STAR rows: WGR050…076 = 48 gal listed (50 nominal), 76,000 Btu/h.
    ['Westinghouse', 'WGR050076', 50, 76, undefined],
    // Giant UG40-38LFD-N1U: 38 gal listed (40 nominal), 38,000 Btu/h, natural gas; UGC80S-199: 80 gal, 199,000 Btu/h.
    ['Giant', 'UG40-38LFD-N1U', 40, 38, 'natural gas'],
    ['Giant', 'UG50-58LFPV1-P2U-US', 50, 58, 'propane'],
    ['Best Canadian', 'GG50-40LFD-N1U', 50, 40, 'natural gas'],
    ['Giant', 'UGC80S-199', 80, 199, undefined],
    // John Wood JW640S40N: 40 gal, 40,000 Btu/h natural gas (the propane twin is listed derated: no input).
    ['John Wood', 'JW640S40N-AV-ES2 100', 40, 40, 'natural gas'],
    ['John Wood', 'JW650T40P-AV-ES2', 50, undefined, 'propane'],
    ['John Wood', 'PV50HIN', 50, undefined, 'natural gas'],
    // American 2F key: PVG2F-4050T = 40 gal, 50,000 Btu/h; UPVG2F4042NV = 42,000 Btu/h; Whirlpool's G1F on the same key.
    ['U.S. Craftmaster', 'PVG2F-4050T NVS', 40, 50, 'natural gas'],
    ['U.S. Craftmaster', 'UPVG2F4042NV', 40, 42, 'natural gas'],
    // FDG propane twins are listed derated (FDG2F5040T3PVR 37,000 Btu/h): no input read.
    ['American', 'FDG2F5040T3PVR', 50, undefined, 'propane'],
    ['Whirlpool', 'G1F4040T3NOV', 40, 40, 'natural gas'],
    // Rheem 21V / 42VR atmospheric tanks (series · V · gallons; the dash block is not read).
    ['Rheem', '42VR40-40F', 40, undefined, undefined],
    ['Rheem', '21V50-F1', 50, undefined, undefined],
    // A. O. Smith older lines with any series number (FPSH owner's manual 183432-000).
    ['A. O. Smith', 'FPSH-50 250', 50, undefined, undefined],
    ['A. O. Smith', 'FCG-40 245', 40, undefined, undefined],
  ])('%s %s → %d gal, input %s kBtu/h, %s', (brand, model, gallons, input, fuel) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.type).toBe('water heaters');
    expect(d?.fields.tank_capacity_gallons).toBe(gallons);
    expect(d?.fields.heating_input_kbtuh).toBe(input);
    expect(d?.fields.fuel).toBe(fuel);
  });

  it.each([
    ['Westinghouse', 'WEC080E3W180', 80], // light-duty commercial electric manual whl-647
    ['Rheem', 'MR50245', 50], // "Rheem MR50245 Marathon Tall Electric Water Heater, 50-Gallon"
    ['Marathon', 'MR105245', 105],
    ['A. O. Smith', 'EES-52 912', 52],
    ['U.S. Craftmaster', 'HPHE2F50HD045VU', 50],
  ])('%s %s → electric tank, %d gal', (brand, model, gallons) => {
    expect(decodeModelNumber(model, brand)).toMatchObject({ type: 'water heaters', fields: { tank_capacity_gallons: gallons, fuel: 'electric' } });
  });
});

describe('installed-base tankless water heaters', () => {
  it.each([
    ['Bosch', 'AquaStar 125B'],
    ['Bosch', '250SX'],
    ['Bosch', 'Therm 520 HE'],
    ['EcoSmart', 'ECO 27'],
    ['EcoSmart', 'ESGH-90-DVLN-2'],
    ['Stiebel Eltron', 'DHC-E 12'],
    ['Seisco', 'RA-28'],
    ['Titan', 'N-120'],
    ['Marey', 'GA10LP'],
    ['Rheem', 'RTG-84DVN'],
    ['U.S. Craftmaster', 'GTU-240-NIH'],
    ['Westinghouse', 'WGRTNG199'],
  ])('%s %s → tankless water heater', (brand, model) => {
    expect(decodeModelNumber(model, brand)?.type).toBe('tankless water heaters');
  });

  it('Bradford White EverHot TG: type and N / X gas (manual 238-48022-00D)', () => {
    expect(decodeModelNumber('TG-199I-N', 'Bradford White')).toMatchObject({ type: 'tankless water heaters', fields: { fuel: 'natural gas' } });
    expect(decodeModelNumber('TG-180I-X', 'Bradford White')?.fields.fuel).toBe('propane');
  });

  it('electric tankless makers report electric; the Westinghouse WGRT number is the input', () => {
    expect(decodeModelNumber('ECO 27', 'EcoSmart')?.fields.fuel).toBe('electric');
    expect(decodeModelNumber('WGRTLP199', 'Westinghouse')?.fields).toEqual({ heating_input_kbtuh: 199, fuel: 'propane' });
    expect(decodeModelNumber('Accelera 300 E', 'Stiebel Eltron')).toMatchObject({ type: 'water heaters', fields: { fuel: 'electric' } });
  });
});

describe('installed-base boilers', () => {
  it.each([
    // Crown CWI ratings table (INPUT MBH 69 … 379) and BWC table (150,000 / 225,000 Btu/h; LP suffix for propane).
    ['Crown Boiler', 'CWI103', 103],
    ['Crown', 'BWC225LP', 225],
    // Raypak H7-nnnB listed at nnn kBtu/h; Westinghouse WBCENG301 listed at 301.
    ['Raypak', 'H7-650B', 650],
    // Slant/Fin GXHA-160 "steam boiler with 160,000 BTU input"; Galaxy GG-75H … GG-399H, Sentry S-34 … S-150, Sentinel SE-70 … SE-245.
    ['Slant/Fin', 'GXHA-160 EDPZ NG', 160],
    ['Slant/Fin', 'GG-150H', 150],
    ['Slant/Fin', 'S-34', 34],
    ['Slant/Fin', 'SE-245', 245],
    ['Westinghouse', 'WBCENG301', 301],
  ])('%s %s → boilers, input %d kBtu/h', (brand, model, input) => {
    expect(decodeModelNumber(model, brand)).toMatchObject({ type: 'boilers', fields: { heating_input_kbtuh: input } });
  });

  it.each([
    ['Crown Boiler', 'TWZ175'],
    ['Crown Boiler', 'AWR105B'],
    ['Crown Boiler', 'CWI'],
    ['Crown Boiler', 'TWZ'],
    ['Burnham', 'V905A'],
    ['Burnham', 'PV1106'],
    ['Viessmann', 'B1HA'],
    ['Viessmann', 'Vitodens 100-W A1HB'],
    ['Viessmann', 'Vitola 200'],
    ['Buderus', 'GB172-24K'],
    ['Buderus', 'Logano G124/24'],
    ['Weil-McLain', 'Evergreen EVG 110'],
    ['Weil-McLain', 'GO-4'],
    ['Carrier', 'BWMAAN000100'],
    ['Bryant', 'BW9AAN000075'],
    ['Lennox', 'GWB9-075IH'],
    ['IBC Technologies', 'SL 20-160G3'],
    ['New Yorker', 'CL4-168WE'],
    ['Velocity Boiler Works', 'RPTR155'],
    ['Williamson-Thermoflo', 'GWC-105-N-T'],
    ['Olsen', 'OLSSC-100'],
    ['Dunkirk', 'PSB-3D'],
    ['Dunkirk', 'PWXL-4'],
    ['Westinghouse', 'WBRU080'],
  ])('%s %s → boilers', (brand, model) => {
    expect(decodeModelNumber(model, brand)?.type).toBe('boilers');
  });

  it('reads oil and condensing where the series states them', () => {
    expect(decodeModelNumber('TWZ100', 'Crown Boiler')?.fields.fuel).toBe('oil');
    expect(decodeModelNumber('CL3-105-WD', 'New Yorker')?.fields.fuel).toBe('oil');
    expect(decodeModelNumber('B2HA', 'Viessmann')?.fields.efficiency_tier).toBe('condensing');
    expect(decodeModelNumber('CWI', 'Crown Boiler')?.seriesOnly).toBe(true);
  });
});

describe('installed-base shapes do not fire on other strings', () => {
  it.each([
    ['Westinghouse', 'WGC999NG100'], // gallons off the key
    ['Westinghouse', 'WGC055NG999'], // input off the key
    ['Giant', 'UG99-38LFD-N1U'],
    ['John Wood', 'JW640S40Q'],
    ['Rheem', '42VR99-40F'],
    ['Rheem', 'MR55245'], // no 55-gal Marathon
    ['EcoSmart', 'ECO 99'],
    ['Crown Boiler', 'XQZ123'],
    ['Crown Boiler', 'CWQ'],
    ['Raypak', 'H7-099B'],
    ['Viessmann', 'B3HA'],
    ['Slant/Fin', 'GG-999H'],
    ['Slant/Fin', 'S-200'],
    ['Burnham', 'V925A'],
  ])('%s %s → null', (brand, model) => {
    expect(decodeModelNumber(model, brand)).toBeNull();
  });

  it('cut short after the gallons: gallons only', () => {
    expect(decodeModelNumber('WGC055', 'Westinghouse')?.fields).toEqual({ tank_capacity_gallons: 55 });
    expect(decodeModelNumber('UG40', 'Giant')?.fields).toEqual({ tank_capacity_gallons: 40 });
    expect(decodeModelNumber('WGC0551', 'Westinghouse')).toBeNull();
  });

  it('needs the brand', () => {
    for (const m of ['WGC055NG100', 'UG40-38LFD-N1U', 'JW640S40N-AV-ES2', 'PVG2F-4050T', 'CWI103', 'MR50245', 'ECO 27']) {
      expect(decodeModelNumber(m, null)).toBeNull();
    }
  });

  it('another brand does not borrow these keys', () => {
    expect(decodeModelNumber('CWI103', 'Weil-McLain')).toBeNull();
    expect(decodeModelNumber('UG40-38LFD-N1U', 'Rheem')).toBeNull();
  });
});
