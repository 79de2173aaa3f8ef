import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from './index';
import { AAON_RULES_COMM21 } from './aaon-comm21';
import { CARRIER_ROOFTOP_RULES_COMM21 } from './carrier-rooftop-comm21';
import { LENNOX_COMMERCIAL_RULES_COMM21 } from './lennox-commercial-comm21';
import { firstDecode } from './more-test-kit';
import { RHEEM_COMMERCIAL_RULES_COMM21 } from './rheem-commercial-comm21';

// Expected values from the makers' "Model number identification" examples and tables: Landmark KGA 060 S 4 B S 1 Y
// (bulletin 210785: 060 = 5 tons, 4 = R-410A, Y = 208/230V-3 phase), KCB 060 S 4 B N 1 Y (210727), KHA 240 S 4 M N 1 Y
// (210554: 240 = 20 tons), KHA 120 S 4 B N 2 M (490148: M = 380/420V-3 phase-50 Hz), KGB 074 (210786: 074 = 6 tons);
// Energence LCH 120 H 4 B N 1 Y (210556: 120 = 10 tons, N = no heat, C = 7.5 kW … L = 60 kW), LGH 122 U 4 E M 1 Y
// (210687: 122 = 10 tons).
describe('Lennox Landmark and Energence rooftop keys (comm21)', () => {
  const lennox = (model: string) => firstDecode(LENNOX_COMMERCIAL_RULES_COMM21, model, 'Lennox');

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
  });

  it('codes, designs and letters outside the tables stay out', () => {
    expect(lennox('KGA037S4DH1G')).toBeNull();
    expect(lennox('KGC036S4DH1G')).toBeNull();
    expect(lennox('KGA036U4DH1G')).toBeNull(); // U only on the LGH ultra-high efficiency key
    expect(lennox('KGA036S4DH1X')).toBeNull();
    expect(lennox('LGA120S4BS1Y')).toBeNull(); // L Series A design: packaged-rooftop-18e.ts
    expect(firstDecode(LENNOX_COMMERCIAL_RULES_COMM21, 'KGA036S4DH1G', 'Trane')).toBeNull();
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
  const carrier = (model: string) => firstDecode(CARRIER_ROOFTOP_RULES_COMM21, model, 'Carrier');

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

  it('the dispatcher no longer reads 50TJ024 as a 2-ton residential package', () => {
    expect(decodeModelNumber('50TJ024', 'Carrier')?.fields.cooling_capacity_tons).toBeUndefined();
    expect(decodeModelNumber('50TJ024', 'Carrier')?.type).toBe('packaged units');
  });
});

// Rheem "RKKA series — 3–7.5 tons" package gas/electric (selection example: RKKA-A048 is the 4-ton model), "RRKA/RRMA/RRNA
// … combination heating and cooling rooftop units (RRKA 3-5 ton)", "RKNL-B series 15, 20 & 25 ton".
describe('Rheem commercial package units (comm21)', () => {
  const rheem = (model: string) => firstDecode(RHEEM_COMMERCIAL_RULES_COMM21, model, 'Rheem');

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
    expect(firstDecode(RHEEM_COMMERCIAL_RULES_COMM21, 'RKKA-A036CK06E', 'Ruud')).toBeNull();
  });
});

// AAON RN / RQ installation manuals: "RN Series Feature String Nomenclature" (series · unit size · voltage · options).
describe('AAON RN / RQ feature strings (comm21)', () => {
  const aaon = (model: string) => firstDecode(AAON_RULES_COMM21, model, 'AAON');

  it('the type only, no capacity', () => {
    expect(aaon('RN-020-3-0-EB09-000')).toMatchObject({ family: 'aaon', type: 'packaged units', series: 'RN', fields: {} });
    expect(aaon('RN-011')).toMatchObject({ series: 'RN' });
    expect(aaon('RQ-005-3-0-BB02-000')).toMatchObject({ series: 'RQ' });
    expect(aaon('RN020')).toBeNull();
    expect(aaon('RM-020-3-0')).toBeNull();
    expect(firstDecode(AAON_RULES_COMM21, 'RN-020-3-0-EB09-000', 'Carrier')).toBeNull();
  });
});
