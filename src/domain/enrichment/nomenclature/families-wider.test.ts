// Whole product lines beyond RULES.md's printed series: models the cited sources print, values they
// state or an independent conversion (1 kW = 3.41214 kBtu/h; tons = kBtu/h / 12), and negatives.
import { describe, expect, it } from 'vitest';
import { AOSMITH_RULES } from './water-heaters/aosmith';
import { BARD_RULES } from './bard/bard';
import { DAIKIN_DUCTLESS_RULES } from './ductless/daikin';
import { FUJITSU_RULES } from './ductless/fujitsu';
import { decodeModelNumber } from './index';
import { LENNOX_RULES } from './lennox/lennox';
import { LG_RULES } from './ductless/lg';
import { MHI_RULES } from './ductless/mhi';
import { MITSUBISHI_RULES } from './ductless/mitsubishi';
import { firstDecode } from './kit/first-decode';
import { NORDYNE_RULES } from './nordyne/nordyne';
import { RHEEM_HVAC_RULES } from './rheem/rheem';
import { YORK_RULES } from './york/york';

describe('Lennox G-series furnaces (Bulletin 210506 model number identification)', () => {
  const len = (m: string) => firstDecode(LENNOX_RULES, m, 'Lennox');
  it('G61MPV-36B-070 = 66,000 Btu/h; 135 = 132,000; G61MP-36B-045 = 44,000 (spec table)', () => {
    expect(len('G61MPV-36B-070')).toMatchObject({ type: 'furnaces', series: 'G61MPV', evidence: 'src', fields: { heating_input_kbtuh: 66, heating_input_code: '070' } });
    expect(len('G61MPV-60C-135')?.fields.heating_input_kbtuh).toBe(132);
    expect(len('G61MP-36B-045')?.fields.heating_input_kbtuh).toBe(44);
    expect(len('G61MPV-60C-111')?.fields.heating_input_kbtuh).toBe(110);
  });
  it('sibling G-series numbers read by the same key are tagged pattern', () => {
    expect(len('G60UHV-60C-135')).toMatchObject({ series: 'G60UHV', evidence: 'pattern', fields: { heating_input_kbtuh: 132 } });
    expect(len('G51MP-36B-070')?.type).toBe('furnaces');
  });
  it('G26Q3/4-100: a blower for either of two cooling classes, 100 kBtu/h input (§5.4)', () => {
    expect(len('G26Q3/4-100')).toMatchObject({ type: 'furnaces', fields: { heating_input_kbtuh: 100 } });
  });
  it('not a G-series furnace: unknown series number, implausible input', () => {
    expect(len('G99MPV-36B-070')).toBeNull();
    expect(len('G61MPV-36B-999')).toBeNull();
  });
});

describe('Daikin ductless and SkyAir across markets (§9.4)', () => {
  const dk = (m: string) => firstDecode(DAIKIN_DUCTLESS_RULES, m, 'Daikin');
  it('North-American suffixes (…VJU, …VJUA) print kBtu/h', () => {
    expect(dk('RX09FAVJU')?.fields).toEqual({ cooling_capacity_kbtuh: 9, cooling_capacity_tons: 0.75 });
    expect(dk('RZQ36TAVJUA')).toMatchObject({ series: 'RZQ', evidence: 'pattern', fields: { cooling_capacity_tons: 3 } });
    expect(dk('FTQ48TAVJUD')?.fields.cooling_capacity_tons).toBe(4);
    expect(dk('FTXR09TVJUW')?.fields.cooling_capacity_kbtuh).toBe(9);
  });
  it('every other market prints kW×10: FTXM35R2V1B = 3.5 kW = 11.9 kBtu/h, FTXM95PVMA = 9.5 kW = 32.4', () => {
    expect(dk('FTXM35R2V1B')).toMatchObject({ series: 'FTXM', fields: { cooling_capacity_kbtuh: 11.9, cooling_capacity_tons: 0.99 } });
    expect(dk('FTXM95PVMA')?.fields.cooling_capacity_kbtuh).toBe(32.4);
    expect(dk('3MXM52N2V1B')?.fields.cooling_capacity_kbtuh).toBe(17.7);
  });
  it('not Daikin ductless: an off-class size, another maker\'s RXT geothermal line', () => {
    expect(dk('FTXM33R2V1B')).toBeNull();
    expect(dk('FTXS11HVJU')).toBeNull();
    expect(dk('RXT036')).toBeNull();
  });
});

describe('Fujitsu export models (Design & Technical Manual ASYG07–14KGTA / AOYG07–14KGCA)', () => {
  const fuj = (m: string) => firstDecode(FUJITSU_RULES, m, 'Fujitsu');
  it('the class is the nominal kBtu/h: 07, 09, 12, 14; ASYG18/24KMTA', () => {
    expect(fuj('ASYG07KGTA')).toMatchObject({ type: 'mini-splits', evidence: 'pattern', fields: { cooling_capacity_kbtuh: 7 } });
    expect(fuj('AOYG14KGCA')?.fields.cooling_capacity_kbtuh).toBe(14);
    expect(fuj('ASYG24KMTA')?.fields.cooling_capacity_tons).toBe(2);
    expect(fuj('ARYG18LMLA')?.fields.cooling_capacity_tons).toBe(1.5);
  });
  it('not Fujitsu: Goodman ASZ/ARUF, an off-class size', () => {
    expect(fuj('ASZ140361')).toBeNull();
    expect(fuj('ARUF37C14')).toBeNull();
    expect(fuj('ASYG11KGTA')).toBeNull();
  });
});

describe('Mitsubishi Electric P-series export ranges (§9.1, §0.4)', () => {
  const mits = (m: string) => firstDecode(MITSUBISHI_RULES, m, 'Mitsubishi Electric');
  it('PEAD-M71JA = 7.1 kW = 24.2 kBtu/h; PUZ-ZM100VKA = 10 kW = 34.1; PLA-RP125BA = 12.5 kW', () => {
    expect(mits('PEAD-M71JA')).toMatchObject({ series: 'PEAD-M', evidence: 'pattern', fields: { cooling_capacity_kbtuh: 24.2, cooling_capacity_tons: 2.02 } });
    expect(mits('PUZ-ZM100VKA')?.fields.cooling_capacity_kbtuh).toBe(34.1);
    expect(mits('PLA-RP125BA')?.fields.cooling_capacity_kbtuh).toBe(42.7);
  });
  it('North-American A-range P-series stay kBtu/h; PUZ outdoor units stay mini-splits (catalog classification)', () => {
    expect(mits('PEAD-A24AA7')?.fields.cooling_capacity_tons).toBe(2);
    expect(mits('PUZ-HA36NKA')).toMatchObject({ type: 'mini-splits', fields: { cooling_capacity_tons: 3 } });
    expect(mits('PEAD-A125AA')).toBeNull();
  });
});

describe('Mitsubishi Heavy Industries', () => {
  const mhi = (m: string) => firstDecode(MHI_RULES, m, 'Mitsubishi Heavy Industries');
  it('SRK20/25/35/50ZFX-S: kW×10 (2.0 kW = 6.8 kBtu/h, 5.0 kW = 17.1)', () => {
    expect(mhi('SRK20ZFX-S')).toMatchObject({ family: 'mhi', type: 'mini-splits', evidence: 'src', fields: { cooling_capacity_kbtuh: 6.8 } });
    expect(mhi('SRK50ZFX-S')?.fields.cooling_capacity_kbtuh).toBe(17.1);
  });
  it('KX6 FDT71KXE6A cassette = 7.1 kW; FDC335KXE6 (VRF module) is left alone', () => {
    expect(mhi('FDT71KXE6A')?.fields.cooling_capacity_kbtuh).toBe(24.2);
    expect(mhi('FDC335KXE6')).toBeNull();
  });
  it('DXK12ZSA-W: kBtu/h, unconfirmed; never decoded without the brand', () => {
    expect(mhi('DXK12ZSA-W')).toMatchObject({ evidence: 'unconfirmed', fields: { cooling_capacity_kbtuh: 12 } });
    expect(decodeModelNumber('DXK12ZSA-W', null)).toBeNull();
    expect(decodeModelNumber('SRK25ZFX-S', 'Mitsubishi Electric')).toBeNull();
    expect(decodeModelNumber('SRK25ZFX-S', 'MHI')?.family).toBe('mhi');
  });
});

describe('A. O. Smith group residential lines (§10.1)', () => {
  const aos = (m: string, b = 'A. O. Smith') => firstDecode(AOSMITH_RULES, m, b);
  it('HPTU-50N is a 50-gallon heat pump water heater (electric)', () => {
    expect(aos('HPTU-50N')).toMatchObject({ type: 'water heaters', fields: { tank_capacity_gallons: 50, fuel: 'electric' } });
  });
  it('line · warranty years · gallons: State GS6 40 YBPDT = 40 gal; HPS10-50H45DV = 50 gal', () => {
    expect(aos('GS6 40 YBPDT', 'State')).toMatchObject({ series: 'GS6', evidence: 'pattern', fields: { tank_capacity_gallons: 40 } });
    expect(aos('HPS10-50H45DV')?.fields).toEqual({ tank_capacity_gallons: 50, fuel: 'electric' });
  });
  it('a trailing series number written run-on (HPTA-50 200) is not part of the gallons', () => {
    expect(aos('HPTA-50 200')?.fields.tank_capacity_gallons).toBe(50);
  });
  it('commercial BTR-199: the number is the input, never gallons; unknown line letters, gallons off the range', () => {
    expect(aos('BTR-199')).toMatchObject({ type: 'water heaters', fields: { heating_input_kbtuh: 199 } }); // the number is the input: no gallons
    expect(aos('GU6 24 XNLKB', 'State')).toBeNull();
    expect(aos('GS6 10 YBPDT', 'State')).toBeNull();
  });
});

describe('Bard one-ton W12A (Wall-Mount One Ton, 10,800 Btuh)', () => {
  it('W12A1 = 1 t packaged AC; W39A1 is not a class of the key', () => {
    const bard = (m: string) => firstDecode(BARD_RULES, m, 'Bard');
    expect(bard('W12A1')).toMatchObject({ type: 'packaged units', fields: { cooling_capacity_kbtuh: 12, cooling_capacity_tons: 1 } });
    expect(bard('W39A1')).toBeNull();
  });
  // Bard "Quiet Climate" A/C 10.0 EER product data: W38A1, W49A1, W61A1 = 3 to 5 ton air conditioners.
  it('Quiet Climate W38A1 / W49A1 / W61A1 = 3 / 4 / 5 t air conditioners; no heat-pump form of those classes', () => {
    const bard = (m: string) => firstDecode(BARD_RULES, m, 'Bard');
    expect(bard('W38A1')).toMatchObject({ type: 'packaged units', fields: { cooling_capacity_tons: 3 } });
    expect(bard('W49A1-A10')).toMatchObject({ fields: { cooling_capacity_tons: 4, voltage_v: 230, phase: 1 } });
    expect(bard('W61A1')?.fields.cooling_capacity_tons).toBe(5);
    expect(bard('W38H1')).toBeNull();
  });
});

describe('York Sunline / Champion packaged lines', () => {
  const york = (m: string) => firstDecode(YORK_RULES, m, 'York');
  it('B1HA018 … 060 = 1.5–5 t packaged heat pumps; BCH048 = 4 t', () => {
    expect(york('B1HA018A25')).toMatchObject({ type: 'packaged units', series: 'B1HA', fields: { cooling_capacity_tons: 1.5 } });
    expect(york('B1HA060A25')?.fields.cooling_capacity_tons).toBe(5);
    expect(york('BCH048')?.fields.cooling_capacity_tons).toBe(4);
  });
  it('air handlers AHR18 … 60, AHP, AHV, AVY; SVY only 48 & 60', () => {
    expect(york('AHR36B3XH21')).toMatchObject({ type: 'air handlers', series: 'AHR', evidence: 'src', fields: { cooling_capacity_tons: 3 } });
    expect(york('SVY48')?.fields.cooling_capacity_tons).toBe(4);
    expect(york('SVY24')).toBeNull();
    expect(york('AHV66')).toBeNull();
  });
  it('not a capacity: B1HA050', () => {
    expect(york('B1HA050A25')).toBeNull();
  });
});

describe('Nordyne E-series electric furnaces', () => {
  it('E3EB-015H and E4EB-020 are electric furnaces (pattern); E2EB is src only without the kW size', () => {
    const nd = (m: string) => firstDecode(NORDYNE_RULES, m, 'Nordyne');
    expect(nd('E3EB-015H')).toMatchObject({ type: 'furnaces', series: 'E3EB', evidence: 'pattern', fields: { fuel: 'electric' } });
    expect(nd('E2EB-015HA')).toMatchObject({ evidence: 'pattern', fields: { heating_capacity_kw: 15 } });
    expect(nd('E2EB-HA')).toBeNull();
    expect(nd('E9EB-015H')).toBeNull();
  });
});

describe('Rheem / Ruud series names written alone', () => {
  it('RP15 = heat pump, SEER 15, no capacity; UA14 Ruud AC', () => {
    const rh = (m: string, b = 'Rheem') => firstDecode(RHEEM_HVAC_RULES, m, b);
    expect(rh('RP15')).toMatchObject({ type: 'heat pumps', fields: { seer: 15 } });
    expect(rh('RP15')?.fields.cooling_capacity_tons).toBeUndefined();
    expect(rh('UA14', 'Ruud')).toMatchObject({ type: 'air conditioners', brand: 'Ruud' });
    expect(rh('RA99')).toBeNull();
  });
});

describe('LG Multi F', () => {
  const lg = (m: string) => firstDecode(LG_RULES, m, 'LG');
  it('LMN090HVT = 9,000 Btu/h; LMU24CHV outdoor = 2 t; LMN079HVT: the 7,000 Btu/h class + version digit 9; LMN070HVT: type only', () => {
    expect(lg('LMN090HVT')?.fields.cooling_capacity_kbtuh).toBe(9);
    expect(lg('LMU24CHV')?.fields.cooling_capacity_tons).toBe(2);
    expect(lg('LMN079HVT')).toMatchObject({ type: 'mini-splits', fields: { cooling_capacity_kbtuh: 7 } });
    expect(lg('LMN070HVT')).toMatchObject({ type: 'mini-splits', fields: {} });
    expect(lg('LMN070HVT')?.fields.cooling_capacity_kbtuh).toBeUndefined();
    expect(lg('LMU25CHV')).toBeNull();
    // Vertical-horizontal air handling units, as the catalog's ENERGY STAR rows list LVN240HV4.
    expect(lg('LVN240HV4')).toMatchObject({ type: 'air handlers', fields: { cooling_capacity_tons: 2 } });
  });
});

describe('Rheem / Ruud Professional tank lines (ENERGY STAR water heater rows)', () => {
  it('PRO H50 (listed 45 gal) = 50 nominal, electric hybrid; PROUH80 = 80; PRO+G50 gas, fuel left to the suffix', async () => {
    const { RHEEM_WATER_HEATER_RULES } = await import('./water-heaters/rheem');
    const wh = (m: string, b = 'Rheem') => firstDecode(RHEEM_WATER_HEATER_RULES, m, b);
    expect(wh('PRO H50 T2 RH350 D')).toMatchObject({ type: 'water heaters', series: 'PROH', fields: { tank_capacity_gallons: 50, fuel: 'electric' } });
    expect(wh('PROUH80 T2 RU350 D', 'Ruud')?.fields.tank_capacity_gallons).toBe(80);
    expect(wh('PRO+G50-40N RH67')?.fields).toEqual({ tank_capacity_gallons: 50 });
    expect(wh('PROH99')).toBeNull();
  });
});
