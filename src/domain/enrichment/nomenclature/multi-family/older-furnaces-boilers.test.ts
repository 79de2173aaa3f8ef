import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { BOILERS_MORE_RULES } from '../boilers/more-lines';
import { FURNACES_OLDER_RULES } from '../furnaces-other/older-core-keys';
import { WATER_HEATERS_MORE_RULES } from '../water-heaters/navien-older';
import { normalizeNomenclatureModel } from '../types';

// Expected values follow the sources cited in the modules: Carrier's 58STA key (input code · dashes ·
// airflow code in hundreds of CFM; §0.5 rounded codes 045 = 44 … 155 = 154) and the 58M… titles (condensing,
// inputs 40,000–120,000 printed as such); Payne PG8 = 80 % AFUE, PG9 condensing (PG9YAA036060 in its manual);
// the FEH-012HA-04 plate (012 = 12 kW); Burnham's V8 manual (V8 + sections + S/W, oil-fired).
const d = (model: string, brand: string | null) => decodeModelNumber(model, brand);

describe('Carrier 58 furnaces with an option letter, and the 58M… condensing lines', () => {
  it('reads input (as printed on 58M…, §0.5 rounded codes on the 80 % lines) and airflow', () => {
    expect(d('58MCA080-F-14116', 'Carrier')).toMatchObject({ type: 'furnaces', series: '58MCA', fields: { heating_input_kbtuh: 80, cooling_airflow_cfm: 1400 } });
    expect(d('58MCA080-F-14116', 'Carrier')?.fields.afue_percent).toBeUndefined();
    expect(d('58MXA120-B-20', 'Bryant')).toMatchObject({ brand: 'Bryant', fields: { heating_input_kbtuh: 120, cooling_airflow_cfm: 2000 } });
    expect(d('58WAV090-F-12', 'Carrier')).toMatchObject({ fields: { heating_input_kbtuh: 88, heating_input_code: '090', afue_percent: 80, cooling_airflow_cfm: 1200 } });
  });
  it('rejects inputs neither list prints, unknown airflow codes, and decodes nothing without a brand', () => {
    expect(d('58MCA085-F-14116', 'Carrier')).toBeNull();
    expect(d('58WAV080-F-12', 'Carrier')).toBeNull(); // 080 is no rounded 80 % code
    expect(d('58MCA080-F-15116', 'Carrier')).toBeNull();
    expect(d('58MCA080-F-14116', null)).toBeNull();
    expect(d('58MCA080-F-14116', 'Goodman')).toBeNull();
  });
});

describe('Payne PG8 / PG9 full models', () => {
  it('PG9YAA036060 (its manual): condensing, 60 kBtu/h, 3-ton airflow class; PG8MAA042090: 80 %, code 090 = 88 kBtu/h', () => {
    expect(d('PG9YAA036060', 'Payne')).toMatchObject({ type: 'furnaces', series: 'PG9YAA', fields: { heating_input_kbtuh: 60, cooling_airflow_cfm: 1200 } });
    expect(d('PG8MAA042090AA', 'Payne')).toMatchObject({ series: 'PG8MAA', fields: { heating_input_kbtuh: 88, heating_input_code: '090', afue_percent: 80, cooling_airflow_cfm: 1400 } });
  });
  it('rejects off-list inputs and airflow classes', () => {
    expect(d('PG8MAA042085', 'Payne')).toBeNull();
    expect(d('PG9MAB036070', 'Payne')).toBeNull(); // 070 is a rounded 80 % code, not a condensing input
    expect(d('PG8MAA040090', 'Payne')).toBeNull();
  });
});

describe('Trane / American Standard 1990s furnaces with a two-character revision block', () => {
  it('reads input and the D = 80 % type letter', () => {
    expect(d('ADD080R936AB', 'American Standard')).toMatchObject({ type: 'furnaces', series: 'ADD', brand: 'American Standard', fields: { heating_input_kbtuh: 80, afue_percent: 80 } });
    expect(d('TUX060R936BC', 'Trane')).toMatchObject({ series: 'TUX', fields: { heating_input_kbtuh: 60 } });
    expect(d('ADD090R936AB', 'American Standard')).toBeNull();
    expect(d('ADD080R936AB', null)).toBeNull();
  });
});

describe('Amana pre-2005 furnace key (RT6621005: G U I S 045 C A 50)', () => {
  it('reads supply, I = 80 % induced draft, input and the airflow tons', () => {
    expect(d('GCIS090DA35', 'Amana')).toMatchObject({ type: 'furnaces', series: 'GCIS', evidence: 'src', fields: { heating_input_kbtuh: 90, afue_percent: 80, cooling_airflow_cfm: 1400 } });
    expect(d('GCIS090DA35', 'Amana')?.description).toMatch(/counterflow/);
    expect(d('GUCA115BX50', 'Amana')).toMatchObject({ series: 'GUCA', fields: { heating_input_kbtuh: 115, efficiency_tier: '90 %+ condensing', cooling_airflow_cfm: 2000 } });
    expect(d('GUIS100CA50', 'Amana')).toBeNull(); // 100 is not on the key's input list
    expect(d('GUIS090CA45', 'Amana')).toBeNull();
    expect(d('GUIS090CA35', null)).toBeNull();
  });
});

describe('ICP G-lettered furnace twins (GNJ075N12A1, GDL050N12A1 in their installation instructions)', () => {
  it('reads flow, input and the airflow class', () => {
    expect(d('GDJ100N16A1', 'Tempstar')).toMatchObject({ type: 'furnaces', series: 'GDJ', brand: 'Tempstar', fields: { heating_input_kbtuh: 100, cooling_airflow_cfm: 1600 } });
    expect(d('GDJ100N16A1', 'Tempstar')?.description).toMatch(/downflow/);
    expect(d('GNL085N12A1', 'Heil')).toBeNull(); // 085 is no listed input
    expect(d('GNJ075N12A1', 'Goodman')).toBeNull();
    expect(d('GNJ075N12A1', null)).toBeNull();
  });
});

describe('Nordyne / Intertherm electric furnaces: the size code is kW', () => {
  it('FEB / FEH and E-series read kW (no fuel input), fuel electric', () => {
    expect(d('FEH-012HA-04', 'Intertherm')).toMatchObject({ type: 'furnaces', series: 'FEH', fields: { fuel: 'electric', heating_capacity_kw: 12 } });
    expect(d('FEB-020HA', 'Miller')).toMatchObject({ series: 'FEB', fields: { heating_capacity_kw: 20 } });
    expect(d('E3EB-023H', 'Nordyne')?.fields).toMatchObject({ fuel: 'electric', heating_capacity_kw: 23 });
    expect(d('FEH-012HA-04', 'Intertherm')?.fields.heating_input_kbtuh).toBeUndefined();
    expect(d('FEH-045HA', 'Intertherm')?.fields.heating_capacity_kw).toBeUndefined();
    expect(d('FEH-012HA-04', null)).toBeNull();
  });
});

describe('Boilers: Burnham V7/V8/V9, Utica SFH/SBO, and the listed series of Slant/Fin, Crown, Triangle Tube, HTP, NTI', () => {
  it('Burnham V-series: oil on V7/V8, packaged P… forms, S/W', () => {
    expect(d('PV84WT-TBWF', 'Burnham')).toMatchObject({ type: 'boilers', series: 'V8', fields: { fuel: 'oil' } });
    expect(d('PV84WT-TBWF', 'Burnham')?.description).toMatch(/hot-water boiler, packaged with burner, tankless coil/);
    expect(d('V75S', 'Burnham')).toMatchObject({ type: 'boilers', series: 'V7', fields: { fuel: 'oil' } });
    expect(d('V8H4WRD-T', 'Burnham')).toMatchObject({ type: 'boilers', series: 'V8H', fields: { fuel: 'oil' } });
    expect(d('V95W', 'Burnham')?.fields.fuel).toBeUndefined(); // V9: light oil or gas
    expect(d('V8', 'Burnham')).toBeNull();
    expect(d('V81W', 'Burnham')).toBeNull();
    expect(d('PV84WT-TBWF', null)).toBeNull();
  });
  it('Burnham Independence IN + sections (PV power vent); Weil-McLain Gold written before the series', () => {
    expect(d('IN7PV-NI', 'Burnham')).toMatchObject({ type: 'boilers', series: 'Independence PV' });
    // Three characters: the series-only fallback reads it with the brand (issue 18, series/short-series.ts), never without.
    expect(d('IN6', 'Burnham')).toMatchObject({ type: 'boilers', series: 'Independence', seriesOnly: true });
    expect(d('IN6', null)).toBeNull();
    expect(d('IN14', 'Burnham')).toBeNull();
    expect(d('GOLD CGS-5', 'Weil-McLain')).toMatchObject({ type: 'boilers', series: 'CGS' });
    expect(d('GOLD CGS-5', null)).toBeNull();
  });
  it('Utica SFH / SBO oil boilers', () => {
    expect(d('SFH-3125W', 'Utica')).toMatchObject({ type: 'boilers', series: 'SFH', fields: { fuel: 'oil' } });
    expect(d('SBO-4', 'Utica')?.description).toMatch(/steam/);
    expect(d('SFH-3125W', 'Goodman')).toBeNull();
  });
  it('listed series type as boilers with their brand only', () => {
    expect(d('VGH-150-CO', 'Slant/Fin')?.type).toBe('boilers');
    expect(d('FWZ130', 'Crown')?.type).toBe('boilers');
    expect(d('PRESTIGE SOLO 155', 'Triangle Tube')?.type).toBe('boilers');
    expect(d('EFTU-150WBN', 'HTP')?.type).toBe('boilers');
    expect(d('FTVN150C', 'NTI')?.type).toBe('boilers');
    expect(d('VGH-150-CO', null)).toBeNull();
    expect(d('FWZ130', 'Slant/Fin')).toBeNull();
  });
});

describe('water heaters and series pairs', () => {
  it('Bradford White older gas print with XR / C letters (service manual 44943C lines)', () => {
    expect(d('M1XR504T6FBN', 'Bradford White')).toMatchObject({ type: 'water heaters', series: 'M1XR', fields: { tank_capacity_gallons: 50 } });
    expect(d('M2C403S*FCX', 'Bradford White')).toMatchObject({ series: 'M2C', fields: { tank_capacity_gallons: 40 } });
    expect(d('M2Q504T6FBN', 'Bradford White')).toBeNull();
    // The same manual's MI503*F, M4503*F (no shape letter) and 50T65F (no line letters).
    expect(d('MI5036FBN', 'Bradford White')).toMatchObject({ series: 'MI', fields: { tank_capacity_gallons: 50, fuel: 'natural gas' } });
    expect(d('M4503*FCX', 'Bradford White')).toMatchObject({ series: 'M4', fields: { tank_capacity_gallons: 50, fuel: 'propane' } });
    expect(d('50T65FBN', 'Bradford White')?.fields.tank_capacity_gallons).toBe(50);
    expect(d('55T65FBN', 'Bradford White')).toBeNull();
    expect(d('50T65FBN', 'A. O. Smith')).toBeNull();
  });
  it('A. O. Smith heat-pump lines hyphenated without a suffix', () => {
    expect(d('HPS10-50', 'A. O. Smith')).toMatchObject({ type: 'water heaters', fields: { tank_capacity_gallons: 50, fuel: 'electric' } });
    expect(d('HPS1050', 'A. O. Smith')).toBeNull();
    // State GS6-40 is the §10.1 key cut after the gallons: read (nominal sizes only) by water-heaters/older-heating-lines.ts, with no other field.
    expect(d('GS6-40', 'State')).toMatchObject({ type: 'water heaters', fields: { tank_capacity_gallons: 40 } });
    expect(d('GS6-45', 'State')).toBeNull();
  });
  it('Bradford White MII commercial electric: the printed key MII50 12 3 SF 018 (50 gal, 12 kW, 3 years)', () => {
    expect(d('MII50123SF018', 'Bradford White')).toMatchObject({ type: 'water heaters', series: 'MII', evidence: 'src', fields: { tank_capacity_gallons: 50, heating_capacity_kw: 12, fuel: 'electric' } });
    expect(d('MII80A63CF', 'Bradford White')?.fields).toMatchObject({ tank_capacity_gallons: 80, heating_capacity_kw: 6 });
    expect(d('MII65123SF', 'Bradford White')).toBeNull();
  });
  it('American one-letter lines on the line · warranty · 2 · gallons · shape · input key; E = electric, 045 = element, no input', () => {
    expect(d('G62-40T34-3NV', 'American')).toMatchObject({ type: 'water heaters', fields: { tank_capacity_gallons: 40, heating_input_kbtuh: 34 } });
    expect(d('E62-40H-045DV', 'American')).toMatchObject({ fields: { tank_capacity_gallons: 40, fuel: 'electric' } });
    expect(d('E62-40H-045DV', 'American')?.fields.heating_input_kbtuh).toBeUndefined();
    expect(d('VG6275T100NV', 'American')?.fields).toMatchObject({ tank_capacity_gallons: 75, heating_input_kbtuh: 100 });
  });
  it('Navien NR / NP / CR tankless (size classes, not inputs; CR-210 = 175 kBtu/h per its specification) and NFB / NFC boilers', () => {
    expect(d('NR-180', 'Navien')).toMatchObject({ type: 'tankless water heaters', series: 'NR' });
    expect(d('NR-180', 'Navien')?.fields.heating_input_kbtuh).toBeUndefined();
    expect(d('CR-210A', 'Navien')).toMatchObject({ series: 'CR', evidence: 'src', fields: { heating_input_kbtuh: 175, efficiency_tier: 'condensing, recirculation (A)' } });
    expect(d('NFB-200', 'Navien')?.type).toBe('boilers');
    expect(d('NR-199', 'Navien')).toBeNull();
    expect(d('NR-180', null)).toBeNull();
  });
  it('a slash-written pair decodes when every part is the same family and type', () => {
    expect(d('GMS8/GMH8', 'Goodman')).toMatchObject({ type: 'furnaces', series: 'GMS8' });
    expect(d('GMS8/GSX13', 'Goodman')).toBeNull();
    expect(d('GMS8/GMH8', null)).toBeNull();
  });
});

describe('rule hygiene', () => {
  it('no new rule decodes without a brand or on another family\'s model', () => {
    const foreign = ['GSX140361', '4TTR4036L1000A', 'MSZ-GL12NA', '24ACC636A003', 'PG8MAA036045', 'GMVC960803BN', 'XE50T10H45U0', 'V84S', 'SFH-3125W'];
    for (const model of foreign) {
      for (const rule of [...FURNACES_OLDER_RULES, ...BOILERS_MORE_RULES, ...WATER_HEATERS_MORE_RULES]) expect(rule.decode(normalizeNomenclatureModel(model), '')).toBeNull();
    }
    for (const rule of [...FURNACES_OLDER_RULES, ...BOILERS_MORE_RULES, ...WATER_HEATERS_MORE_RULES]) {
      expect(rule.unambiguousWithoutBrand).toBe(false);
      expect(rule.decode('GSX140361', rule.brands[0]!)).toBeNull();
    }
  });
});
