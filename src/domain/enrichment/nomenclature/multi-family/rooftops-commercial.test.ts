import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { AAON_RULES } from './aaon-and-rebel-rooftops';
import { CARRIER_ROOFTOP_RULES } from '../carrier/rooftops-commercial';
import { LENNOX_COMMERCIAL_RULES } from '../lennox/commercial-packaged';
import { firstDecode } from '../kit/first-decode';
import { RHEEM_COMMERCIAL_RULES } from '../rheem/commercial-packaged';
import { TRANE_FOUNDATION_RULES } from '../trane/foundation';
import { YORK_ROOFTOP_RULES } from '../york/rooftops-commercial';

// Expected values from the makers' "Model number identification" examples and tables: Landmark KGA 060 S 4 B S 1 Y
// (bulletin 210785: 060 = 5 tons, 4 = R-410A, Y = 208/230V-3 phase), KCB 060 S 4 B N 1 Y (210727), KHA 240 S 4 M N 1 Y
// (210554: 240 = 20 tons), KHA 120 S 4 B N 2 M (490148: M = 380/420V-3 phase-50 Hz), KGB 074 (210786: 074 = 6 tons);
// Energence LCH 120 H 4 B N 1 Y (210556: 120 = 10 tons, N = no heat, C = 7.5 kW … L = 60 kW), LGH 122 U 4 E M 1 Y
// (210687: 122 = 10 tons).
describe('Lennox Landmark and Energence rooftop keys (comm21)', () => {
  const lennox = (model: string) => firstDecode(LENNOX_COMMERCIAL_RULES, model, 'Lennox');

  it('the bulletins\' examples: type, tons, refrigerant and voltage', () => {
    expect(lennox('KGA060S4BS1Y')).toMatchObject({ type: 'packaged units', series: 'KGA', fields: { cooling_capacity_tons: 5, refrigerant: 'R-410A', voltage_v: 230, phase: 3 } });
    expect(lennox('KCB060S4BN1Y')).toMatchObject({ series: 'KCB', fields: { cooling_capacity_tons: 5, voltage_v: 230, phase: 3 } });
    expect(lennox('KHA240S4MN1Y')).toMatchObject({ series: 'KHA', fields: { cooling_capacity_tons: 20 } });
    expect(lennox('KHA120S4BN2M')?.fields).toEqual({ cooling_capacity_tons: 10, cooling_capacity_kbtuh: 120, refrigerant: 'R-410A', phase: 3 });
    expect(lennox('KGB074H4ET1P')?.fields).toMatchObject({ cooling_capacity_tons: 6, voltage_v: 230, phase: 1 });
    expect(lennox('LCH120H4BN1Y')).toMatchObject({ series: 'LCH', fields: { cooling_capacity_tons: 10, voltage_v: 230, phase: 3 } });
    expect(lennox('LGH122U4EM1Y')).toMatchObject({ series: 'LGH', fields: { cooling_capacity_tons: 10 } });
  });

  it('a KGA 3-ton 460 V unit and the LCH factory electric heater', () => {
    expect(lennox('KGA036S4DH1G')?.fields).toMatchObject({ cooling_capacity_tons: 3, voltage_v: 460, phase: 3 });
    expect(lennox('LCH150H4BK1G')?.fields).toMatchObject({ cooling_capacity_tons: 12.5, heating_capacity_kw: 45, voltage_v: 460 });
    expect(lennox('LCH120H4BN1Y')?.fields.heating_capacity_kw).toBeUndefined();
    expect(lennox('LCH036H4BC1Y')?.fields.heating_capacity_kw).toBeUndefined(); // the heater table is the 7.5–12.5 ton bulletin's
    expect(lennox('LGH060H4ES1Y')?.fields).toMatchObject({ cooling_capacity_tons: 5 }); // LGH-036-074
    expect(firstDecode(LENNOX_COMMERCIAL_RULES, 'LGH060U4ES1Y', 'Allied')).toMatchObject({ family: 'allied', series: 'LGH', fields: { cooling_capacity_tons: 5 } });
  });

  it('codes, designs and letters outside the tables stay out', () => {
    expect(lennox('KGA037S4DH1G')).toBeNull();
    expect(lennox('KGC036S4DH1G')).toBeNull();
    expect(lennox('KGA036U4DH1G')).toBeNull(); // U only on the LGH ultra-high efficiency key
    expect(lennox('KGA036S4DH1X')).toBeNull();
    expect(lennox('LGA120S4BS1Y')).toBeNull(); // L Series A design: multi-family/rooftop-units.ts
    expect(firstDecode(LENNOX_COMMERCIAL_RULES, 'KGA036S4DH1G', 'Trane')).toBeNull();
  });

  it('Allied Commercial Z-Series (ZGA 060 S 4 B S 1 Y, ZGB 074 = 6 tons, ZG 092-150) with the Allied badges only', () => {
    expect(firstDecode(LENNOX_COMMERCIAL_RULES, 'ZGA060S4BS1Y', 'Armstrong Air')).toMatchObject({ family: 'allied', brand: 'Armstrong Air', series: 'ZGA', fields: { cooling_capacity_tons: 5, voltage_v: 230, phase: 3 } });
    expect(firstDecode(LENNOX_COMMERCIAL_RULES, 'ZGB074S4TS1P', 'Allied')?.fields).toMatchObject({ cooling_capacity_tons: 6, phase: 1 });
    expect(firstDecode(LENNOX_COMMERCIAL_RULES, 'ZGB102S4BS1J', 'AirEase')?.fields).toMatchObject({ cooling_capacity_tons: 8.5, voltage_v: 575 });
    expect(firstDecode(LENNOX_COMMERCIAL_RULES, 'ZGB060S4BS1Y', 'Lennox')).toBeNull();
    expect(firstDecode(LENNOX_COMMERCIAL_RULES, 'ZGB090S4BS1Y', 'Allied')).toBeNull();
    expect(firstDecode(LENNOX_COMMERCIAL_RULES, 'ZGB060S4BS1M', 'Allied')).toBeNull();
  });

  it('T-Class TG (TGA090H2BS1Y: 090 = 7.5 tons, 2 = R-22, Y = 208/230V-3; TGA 024 … 072 = 2 … 6 tons), Lennox and Allied', () => {
    expect(lennox('TGA090H2BS1Y')).toMatchObject({ series: 'TGA', fields: { cooling_capacity_tons: 7.5, refrigerant: 'R-22', voltage_v: 230, phase: 3 } });
    expect(firstDecode(LENNOX_COMMERCIAL_RULES, 'TGA030B2DS1P', 'Allied')).toMatchObject({ family: 'allied', fields: { cooling_capacity_tons: 2.5, phase: 1 } });
    expect(lennox('TCA180S2BN1Y')).toBeNull(); // TCA 15-25 ton sizes: no table in reach
    expect(lennox('KGA036B4DH1G')).toBeNull(); // B (basic) and 2 are T-Class letters only
  });

  it('through the dispatcher: the Energence H design gets its tons, the L Series A design keeps its reading', () => {
    expect(decodeModelNumber('LGH120H4BS1M', 'Lennox')).toMatchObject({ rule: expect.stringContaining('Landmark / Energence'), fields: { cooling_capacity_tons: 10 } });
    expect(decodeModelNumber('LGA120', 'Lennox')).toMatchObject({ type: 'packaged units', fields: { cooling_capacity_tons: 10 } });
    expect(decodeModelNumber('KGA036S4DH1G', '')).toBeNull();
  });
});

// Carrier product data: "48TJ004-028 … 3 to 25 Nominal Tons", "48/50TJ016-028 … 15 to 25 Nominal Tons", "48HJD,HJF …
// 12 to 20 Nominal Tons"; sizes 004–014 on the 50HC key table (004 = 3 t, 012 = 10 t, 014 = 12.5 t).
describe('Carrier 48 / 50 TJ and HJ rooftops with the 3-digit size (comm21)', () => {
  const carrier = (model: string) => firstDecode(CARRIER_ROOFTOP_RULES, model, 'Carrier');

  it('written without the option letter, and the 15–25 ton sizes', () => {
    expect(carrier('48TJ004')).toMatchObject({ type: 'packaged units', series: '48TJ', fields: { cooling_capacity_tons: 3 } });
    expect(carrier('50TJ012')).toMatchObject({ series: '50TJ', description: 'single-package rooftop, electric cooling', fields: { cooling_capacity_tons: 10 } });
    expect(carrier('48TJE016---501')?.fields).toMatchObject({ cooling_capacity_tons: 15 });
    expect(carrier('50TJ028')?.fields).toMatchObject({ cooling_capacity_tons: 25 });
  });

  it('020 / 024 and the HJ 12–20 ton sizes: type only', () => {
    expect(carrier('50TJ024')).toMatchObject({ type: 'packaged units', fields: {} });
    expect(carrier('48HJD020')?.fields).toEqual({});
    expect(carrier('48HJ028')).toBeNull();
    expect(carrier('50TF020')).toBeNull();
    expect(carrier('48TJQ006')).toBeNull();
  });

  it('48TC / 50TC vertical sizes 17 … 30 and horizontal 18 … 29, 48LC 17 … 26 (product data 48TC 15–27.5 t, 48LC 12.5–23 t)', () => {
    expect(carrier('48TCDD17A2A5-0A0A0')).toMatchObject({ type: 'packaged units', series: '48TC', evidence: 'src', fields: { cooling_capacity_tons: 15 } });
    expect(carrier('50TCA30')?.fields).toMatchObject({ cooling_capacity_tons: 27.5 });
    expect(carrier('50TCA21')?.fields).toMatchObject({ cooling_capacity_tons: 17.5 });
    expect(carrier('48LCFA26A2')?.fields).toMatchObject({ cooling_capacity_tons: 23 });
    expect(carrier('48LCA28')).toBeNull();
    expect(carrier('48TCA19')).toBeNull();
  });

  it('38AU condensing units (38AUD/Z key: 16 = 15 t, 25 = 20 t, voltage 5 = 208/230-3, 6 = 460-3; 38AUZ 6–12.5 t, 38AUQ heat pumps)', () => {
    expect(carrier('38AUZA08A0A6-0A0A0')).toMatchObject({ type: 'air conditioners', series: '38AUZ', fields: { cooling_capacity_tons: 7.5, refrigerant: 'R-410A', voltage_v: 460, phase: 3 } });
    expect(carrier('38AUDB16A0A5')?.fields).toMatchObject({ cooling_capacity_tons: 15, voltage_v: 230 });
    expect(carrier('38AUQA12')).toMatchObject({ type: 'heat pumps', series: '38AUQ', fields: { cooling_capacity_tons: 10 } });
    expect(carrier('38AUZA10')).toBeNull();
    expect(firstDecode(CARRIER_ROOFTOP_RULES, '38AUZA08', 'Bryant')).toBeNull();
  });

  it('the dispatcher no longer reads 50TJ024 as a 2-ton residential package', () => {
    expect(decodeModelNumber('50TJ024', 'Carrier')?.fields.cooling_capacity_tons).toBeUndefined();
    expect(decodeModelNumber('50TJ024', 'Carrier')?.type).toBe('packaged units');
  });
});

// Rheem "RKKA series — 3–7.5 tons" package gas/electric (selection example: RKKA-A048 is the 4-ton model), "RRKA/RRMA/RRNA
// … combination heating and cooling rooftop units (RRKA 3-5 ton)", "RKNL-B series 15, 20 & 25 ton".
describe('Rheem commercial package units (comm21)', () => {
  const rheem = (model: string) => firstDecode(RHEEM_COMMERCIAL_RULES, model, 'Rheem');

  it('RKKA / RRKA / RLKA with the nominal kBtu/h', () => {
    expect(rheem('RKKA-A048CK10E')).toMatchObject({ type: 'packaged units', series: 'RKKA', fields: { cooling_capacity_tons: 4 } });
    expect(rheem('RRKA-A036CK06E')).toMatchObject({ series: 'RRKA', fields: { cooling_capacity_tons: 3 } });
    expect(rheem('RLKA-A048CK000')).toMatchObject({ series: 'RLKA', description: 'package air conditioner', fields: { cooling_capacity_tons: 4 } });
    expect(rheem('RKMB-A300DM40E')?.fields).toMatchObject({ cooling_capacity_tons: 25 });
  });

  it('RKN· stays with §6.2, RRNL with the residential entries; off-grid and small codes stay out', () => {
    expect(rheem('RKNL-B180')).toBeNull();
    expect(rheem('RRNL-B036')).toBeNull();
    expect(rheem('RKKA-A037CK06E')).toBeNull();
    expect(rheem('RKKA-A024CK06E')).toBeNull();
    expect(firstDecode(RHEEM_COMMERCIAL_RULES, 'RKKA-A036CK06E', 'Ruud')).toBeNull();
  });
});

// AAON RN / RQ installation manuals: "RN Series Feature String Nomenclature" (series · unit size · voltage · options).
describe('AAON RN / RQ feature strings (comm21)', () => {
  const aaon = (model: string) => firstDecode(AAON_RULES, model, 'AAON');

  it('the type only, no capacity', () => {
    expect(aaon('RN-020-3-0-EB09-000')).toMatchObject({ family: 'aaon', type: 'packaged units', series: 'RN', fields: {} });
    expect(aaon('RN-011')).toMatchObject({ series: 'RN' });
    expect(aaon('RQ-005-3-0-BB02-000')).toMatchObject({ series: 'RQ' });
    expect(aaon('RN020')).toBeNull();
    expect(aaon('RM-020-3-0')).toBeNull();
    expect(firstDecode(AAON_RULES, 'RN-020-3-0-EB09-000', 'Carrier')).toBeNull();
  });
});

// Bryant "580F, 579F, 581A/B DuraPac … sizes 036-300, 3 to 25 tons" (580F073 … 151 the ASHRAE 90.1 variants), "DuraPac
// Series 559F/579F 180, 216, 240, 300: 15, 18, 20 and 25 nominal tons".
describe('Bryant DuraPac letter series (comm21)', () => {
  const bryant = (model: string) => firstDecode(CARRIER_ROOFTOP_RULES, model, 'Bryant');

  it('series · letters · size · gas input', () => {
    expect(bryant('581BEV048115')).toMatchObject({ brand: 'Bryant', type: 'packaged units', series: '581B', fields: { cooling_capacity_tons: 4 } });
    expect(bryant('579FV216')?.fields).toMatchObject({ cooling_capacity_tons: 18 });
    expect(bryant('559F300')).toMatchObject({ description: 'single package rooftop, cooling / electric heat', fields: { cooling_capacity_tons: 25 } });
    expect(bryant('580F103')?.fields).toMatchObject({ cooling_capacity_tons: 8.5 });
    expect(bryant('581A155')?.fields).toEqual({});
  });

  it('sizes outside the list and other brands stay out', () => {
    expect(bryant('580F100')).toBeNull();
    expect(bryant('580J036')).toBeNull();
    expect(firstDecode(CARRIER_ROOFTOP_RULES, '581BEV048115', 'Carrier')).toBeNull();
  });
});

// York installation manuals "R-410A ZJ Series 6-1/2 - 12-1/2 Ton", "ZH Series w/Smart Equipment 3 - 5 Ton", "ZS Series
// 3-6 Ton", "ZW Series 3-5 Ton", "ZF Series 6-1/2 - 12-1/2 Ton" (ZF090C00A2AAA5A), Predator "ZH & heat pump XP 6 to 12.5".
describe('York Sunline / Predator rooftops (comm21)', () => {
  const york = (model: string, brand = 'York') => firstDecode(YORK_ROOFTOP_RULES, model, brand);

  it('series and nominal kBtu/h', () => {
    expect(york('ZJ078C00A2AAA3A')).toMatchObject({ type: 'packaged units', series: 'ZJ', fields: { cooling_capacity_tons: 6.5 } });
    expect(york('ZF090C00A2AAA5A')?.fields).toMatchObject({ cooling_capacity_tons: 7.5 });
    expect(york('ZH150N24A2')?.fields).toMatchObject({ cooling_capacity_tons: 12.5 });
    expect(york('XP102', 'Luxaire')).toMatchObject({ brand: 'Luxaire', description: 'single package heat pump rooftop', fields: { cooling_capacity_tons: 8.5 } });
    expect(york('ZS072')?.fields).toMatchObject({ cooling_capacity_tons: 6 });
  });

  it('Predator DH / DM 078 and 102, Sunline Ultra DH 210 / 300 and DJ 210 (technical guides: 6½, 8½, 17½, 25 nominal tons)', () => {
    expect(york('DH078C00A2')).toMatchObject({ type: 'packaged units', series: 'DH', fields: { cooling_capacity_tons: 6.5 } });
    expect(york('DM102')?.fields).toMatchObject({ cooling_capacity_tons: 8.5 });
    expect(york('DH300N40A4')?.fields).toMatchObject({ cooling_capacity_tons: 25 });
    expect(york('DJ210')?.fields).toMatchObject({ cooling_capacity_tons: 17.5 });
    expect(york('DM300')).toBeNull();
    expect(york('DJ090')).toBeNull(); // on the §0.2 grid: york/york.ts §7.4
  });

  it('the titles\' ranges: ZW to 5 t, ZS to 6 t; ZF / ZR / XP 3–6 t stay with multi-family/rooftop-units.ts', () => {
    expect(york('ZW072')).toBeNull();
    expect(york('ZS090')).toBeNull();
    expect(york('ZF060')).toBeNull();
    expect(york('ZJ084')).toBeNull();
    expect(york('ZJ078', 'Trane')).toBeNull();
  });
});

// Daikin Applied catalog 256-12 "Rebel … Heating & Cooling Models DPS 003 – 028, 3 to 28 Tons"; catalog 258 "Rebel
// Applied … Models DPSA/DFSA, 30 to 52 Tons".
describe('Daikin Rebel (comm21)', () => {
  const daikin = (model: string) => firstDecode(AAON_RULES, model, 'Daikin');

  it('the unit size is the nominal tons within the catalogs\' ranges', () => {
    expect(daikin('DPS010AHFC')).toMatchObject({ family: 'daikin_applied', type: 'packaged units', series: 'DPS', fields: { cooling_capacity_tons: 10 } });
    expect(daikin('DPS003')?.fields).toMatchObject({ cooling_capacity_tons: 3 });
    expect(daikin('DPSA040')?.fields).toMatchObject({ cooling_capacity_tons: 40 });
    expect(daikin('DPS029')).toBeNull();
    expect(daikin('DPSA028')).toBeNull();
    expect(firstDecode(AAON_RULES, 'DPS010A', 'Goodman')).toBeNull();
  });
});

// Trane Foundation IOM "Cooling and Gas/Electric 15 to 25 Tons … Model Numbers: GBC180-300", catalog RT-PRC078C-EN 3 to 5 tons.
describe('Trane Foundation (comm21)', () => {
  const trane = (model: string, brand = 'Trane') => firstDecode(TRANE_FOUNDATION_RULES, model, brand);

  it('GBC · nominal kBtu/h of the catalogs\' sizes', () => {
    expect(trane('GBC180')).toMatchObject({ type: 'packaged units', series: 'GBC', fields: { cooling_capacity_tons: 15 } });
    expect(trane('GBC300A4AA')?.fields).toMatchObject({ cooling_capacity_tons: 25 });
    expect(trane('GBC048', 'American Standard')).toMatchObject({ brand: 'American Standard', fields: { cooling_capacity_tons: 4 } });
    expect(trane('GBC120')).toBeNull();
    expect(trane('GBC180', 'Goodman')).toBeNull();
  });
});
