// Issue 18: PTAC / PTHP keys (Friedrich, GE Zoneline, Amana), Friedrich Floating Air, LG class + version digit,
// Midea / MDV ductless names. Models are the source documents' (manual keys, model lists, NRCan rows), never data/eval.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { LG_RULES } from '../ductless/lg';
import { MIDEA_RULES } from '../ductless/midea';
import { PTAC_RULES } from './ptac';
import { decodeWith, mustDecode } from '../kit/test-helpers';

describe('Friedrich PTAC model number code (920-087-04 / 920-087-02)', () => {
  it('PDH07K3SA1, the key example: heat pump, 7,000 Btuh, 230/208 V 1 Ph, 3.4 kW heater', () => {
    const d = mustDecode(PTAC_RULES, 'PDH07K3SA1', 'Friedrich');
    expect(d).toMatchObject({ type: 'packaged units', evidence: 'src', brand: 'Friedrich' });
    expect(d.fields).toEqual({
      cooling_capacity_kbtuh: 7,
      cooling_capacity_tons: 0.58,
      heating_capacity_kw: 3.4,
      efficiency_tier: 'heat pump with auxiliary heat',
      voltage_v: 230,
      phase: 1,
    });
  });

  it.each([
    ['PH07K3SA1', 7, 230, 3.4, 'heat pump with auxiliary heat'],
    ['PDH15R5SG', 15, 265, 5, 'heat pump with auxiliary heat'],
    ['PDE09K3SG', 9, 230, 3.4, 'cooling with or without electric heat'],
    ['PDE12R2SG', 12, 265, 2.5, 'cooling with or without electric heat'],
  ])('%s → %i kBtu/h, %i V, %d kW heater', (model, kbtuh, volts, kw, tier) => {
    const d = mustDecode(PTAC_RULES, model, 'Friedrich');
    expect(d.fields).toMatchObject({ cooling_capacity_kbtuh: kbtuh, voltage_v: volts, heating_capacity_kw: kw, efficiency_tier: tier });
  });

  it('heater 0 leaves the heater absent; a 5.0 kW heater on a 7,000 / 9,000 Btuh unit, an unknown class or voltage do not decode', () => {
    expect(mustDecode(PTAC_RULES, 'PDE07K0SG', 'Friedrich').fields.heating_capacity_kw).toBeUndefined();
    expect(decodeWith(PTAC_RULES, 'PDE07K5SG', 'Friedrich')).toBeNull();
    expect(decodeWith(PTAC_RULES, 'PDE09K5SG', 'Friedrich')).toBeNull();
    expect(decodeWith(PTAC_RULES, 'PDH08K3SG', 'Friedrich')).toBeNull();
    expect(decodeWith(PTAC_RULES, 'PDH07Q3SG', 'Friedrich')).toBeNull();
  });

  it('needs the brand', () => {
    expect(decodeModelNumber('PDH07K3SA1', null)).toBeNull();
    expect(decodeModelNumber('PDH07K3SA1', 'Friedrich')?.rule).toContain('Friedrich PTAC');
  });
});

describe('Friedrich Floating Air (class read as the NRCan rows rate each pairing)', () => {
  it.each([
    ['FPHSR09A1A', 9, 'single-zone'],
    ['FPHSW09A1B', 9, 'single-zone'],
    ['FPHSR09A3A-A', 9, 'single-zone'],
    ['FPHMR18A3A', 18, 'multi-zone'],
    ['FPHFC12A3B', 12, 'multi-zone'],
  ])('%s → mini-split, %i kBtu/h (%s)', (model, kbtuh, zone) => {
    const d = mustDecode(PTAC_RULES, model, 'Friedrich');
    expect(d).toMatchObject({ type: 'mini-splits', evidence: 'pattern' });
    expect(d.fields.cooling_capacity_kbtuh).toBe(kbtuh);
    expect(d.description).toContain(zone);
  });

  it('rejects classes off the list and other shapes', () => {
    expect(decodeWith(PTAC_RULES, 'FPHSR10A1A', 'Friedrich')).toBeNull();
    expect(decodeWith(PTAC_RULES, 'FPXSR09A1A', 'Friedrich')).toBeNull();
  });
});

describe('GE Zoneline (A&E data manuals AZ45/AZ65, AZ41/61, AZ95)', () => {
  it.each([
    ['AZ45E07DAB', 7, 230, 'cooling with electric heat'],
    ['AZ45E07EAC', 7, 265, 'cooling with electric heat'],
    ['AZ45E15DAC', 15, 230, 'cooling with electric heat'],
    ['AZ65H09EAD', 9, 265, 'heat pump with backup electric heat'],
    ['AZ65H07DAB', 7, 230, 'heat pump with backup electric heat'],
    ['AZ41E12DAB', 12, 230, 'cooling with electric heat'],
    ['AZ95E18DAC', 18, 230, 'cooling with electric heat'],
  ])('%s → packaged unit, %i kBtu/h, %i V', (model, kbtuh, volts, tier) => {
    const d = mustDecode(PTAC_RULES, model, 'GE');
    expect(d).toMatchObject({ type: 'packaged units', brand: 'GE Appliances', evidence: 'pattern' });
    expect(d.fields).toMatchObject({ cooling_capacity_kbtuh: kbtuh, voltage_v: volts, phase: 1, efficiency_tier: tier });
  });

  it('the 4x series are not heat pumps nor the 6x series cooling-only; 18 / 24 only on the vertical AZ95', () => {
    expect(decodeWith(PTAC_RULES, 'AZ45H07DAB', 'GE')).toBeNull();
    expect(decodeWith(PTAC_RULES, 'AZ65E07DAB', 'GE')).toBeNull();
    expect(decodeWith(PTAC_RULES, 'AZ45E18DAB', 'GE')).toBeNull();
    expect(decodeModelNumber('AZ45E07DAB', null)).toBeNull();
  });
});

describe('Amana PTAC (PT · C/H · class · digit · design letter · heater kW × 10)', () => {
  it.each([
    ['PTH073A', 7, 'heat pump', undefined],
    ['PTH093A', 9, 'heat pump', undefined],
    ['PTC093B50AG', 9, 'cooling with electric heat', 5],
    ['PTH123B35AG', 12, 'heat pump', 3.5],
  ])('%s → packaged unit, %i kBtu/h, %s', (model, kbtuh, tier, kw) => {
    const d = mustDecode(PTAC_RULES, model, 'Amana');
    expect(d).toMatchObject({ type: 'packaged units', family: 'goodman' });
    expect(d.fields.cooling_capacity_kbtuh).toBe(kbtuh);
    expect(d.fields.efficiency_tier).toBe(tier);
    expect(d.fields.heating_capacity_kw).toBe(kw);
  });

  it('no 5.0 kW heater on the 7,000 Btuh chassis; Friedrich shapes stay Friedrich', () => {
    expect(decodeWith(PTAC_RULES, 'PTC073B50AG', 'Amana')).toBeNull();
    expect(decodeModelNumber('PDH07K3SA1', 'Amana')).toBeNull();
  });
});

describe('LG 3-digit field: class + version digit', () => {
  const lg = (m: string, brand = 'LG') => decodeWith(LG_RULES, m, brand);
  it('LH248HV = 24,000 Btu/h and LH368HV = 36,000 Btu/h (high-static ducted engineering manual title)', () => {
    expect(lg('LH248HV')?.fields.cooling_capacity_kbtuh).toBe(24);
    expect(lg('LH368HV')?.fields.cooling_capacity_kbtuh).toBe(36);
  });
  it.each([
    ['LS091HSV3', 9],
    ['LS121HSV3', 12],
    ['LS181HSV3', 18],
    ['LSN243HLV3', 24],
    ['LSU363HLV3', 36],
    ['LMU541HV', 54],
    ['LGN121HSV3', 12],
    ['LHN488HV', 48],
    ['LUU249HV', 24],
  ])('%s → %i kBtu/h', (model, kbtuh) => {
    const d = lg(model);
    expect(d?.type).toBe('mini-splits');
    expect(d?.fields.cooling_capacity_kbtuh).toBe(kbtuh);
  });
  it('a class off the list does not decode; the added prefixes need the brand; the 0 version digit keeps its src reading', () => {
    expect(lg('LSN253HLV')).toBeNull();
    expect(lg('LGN121HSV3', '')).toBeNull();
    expect(lg('LS090HSV4')?.evidence).toBe('src');
  });
  it('Multi V S outdoor ARUM036GSS5 = 3 tons', () => {
    expect(lg('ARUM036GSS5')).toMatchObject({ type: 'mini-splits', fields: { cooling_capacity_kbtuh: 36, cooling_capacity_tons: 3 } });
  });
});

describe('Midea / MDV ductless names', () => {
  it.each([
    ['M2OC-14HRDN1', 'Midea', 14, 'multi-zone outdoor unit (2 zones)'],
    ['M3OC1-27HRDN1-Q', 'Midea', 27, 'multi-zone outdoor unit (3 zones)'],
    ['M5OA-36HRDN1-Q', 'Midea', 36, 'multi-zone outdoor unit (5 zones)'],
    ['M4OF-36HFN1-M', 'MDV', 36, 'multi-zone outdoor unit (4 zones)'],
    ['MSAG11B-09HRFN1-MV0W(GA)', 'MDV', 9, 'indoor unit'],
    ['CCA3U-12HRFN1-M(C)', 'Midea', 12, 'indoor unit'],
    ['MOE30U-48HFN1-M', 'MDV', 48, 'outdoor unit'],
  ])('%s (%s) → mini-split, %i kBtu/h, %s', (model, brand, kbtuh, what) => {
    const d = mustDecode(MIDEA_RULES, model, brand);
    expect(d).toMatchObject({ type: 'mini-splits', family: 'midea', brand, description: what });
    expect(d.fields).toMatchObject({ cooling_capacity_kbtuh: kbtuh, efficiency_tier: 'heat pump' });
  });

  it('the ducted MOVA outdoor units and air handlers are not read; no brand, no decode', () => {
    expect(decodeWith(MIDEA_RULES, 'MOVA-36HDN1-M20G', 'Midea')).toBeNull();
    expect(decodeWith(MIDEA_RULES, 'MVA-36WN1-M18', 'Midea')).toBeNull();
    expect(decodeModelNumber('M4OF-36HFN1-M', null)).toBeNull();
  });

  it('Carrier / ICP ductless lines built by Midea, with the brand Midea', () => {
    expect(mustDecode(MIDEA_RULES, '38MAQB09R--3', 'Midea')).toMatchObject({ type: 'mini-splits', series: '38MAQB', fields: { cooling_capacity_kbtuh: 9 } });
    expect(mustDecode(MIDEA_RULES, 'DLFSHBH09XAK', 'Midea').description).toContain('indoor');
    expect(mustDecode(MIDEA_RULES, '40MBDQ24---3', 'Midea').fields.cooling_capacity_kbtuh).toBe(24);
    expect(decodeWith(MIDEA_RULES, '38MAQB10R--3', 'Midea')).toBeNull();
  });
});

describe('Gree GMV / GWHD / GUD, GE ductless, Fujitsu large outdoor units, Samsung AJ multi outdoor (NRCan rows)', () => {
  it.each([
    ['GMV-36WL/B-T(U)', 'mini-splits', 36],
    ['GMV-HY48WLT/A-T(U)', 'mini-splits', 48],
    ['GWHD(24)ND3GO', 'mini-splits', 24],
    ['GUD36W/A-D(U)', 'heat pumps', 36],
    ['GUD60AH2/A-D(U)', 'air handlers', 60],
    ['GUD24A/A-D(U)', 'air handlers', 24],
  ])('Gree %s → %s, %i kBtu/h', (model, type, kbtuh) => {
    const d = decodeModelNumber(model, 'Gree');
    expect(d).toMatchObject({ type, family: 'gree', fields: { cooling_capacity_kbtuh: kbtuh } });
  });

  it.each([
    ['TU36-24WADU', 'heat pumps', 36],
    ['TUD48-24AH2ADU', 'air handlers', 48],
    ['TU24-36AADU', 'air handlers', 24],
    ['TMVRF-48KUH', 'mini-splits', 48],
  ])('Tosot %s → %s, %i kBtu/h (the first number: the rows rate TU24-36AADU at 24,000 Btu/h)', (model, type, kbtuh) => {
    expect(decodeModelNumber(model, 'Tosot')).toMatchObject({ type, brand: 'Tosot', fields: { cooling_capacity_kbtuh: kbtuh } });
  });

  it('Gree: other classes and the VRF GMV-V… units are not read', () => {
    expect(decodeModelNumber('TU30-24WADU', 'Tosot')).toBeNull();
    expect(decodeModelNumber('GUD40W/A-D(U)', 'Gree')).toBeNull();
    expect(decodeModelNumber('GMV-V72W/A-F(U)', 'Gree')).toBeNull();
    expect(decodeModelNumber('GWHD(20)ND3GO', 'Gree')).toBeNull();
  });

  it.each([
    ['ASH109URDSD', 'mini-splits', 9, 'single-zone'],
    ['ASH436NCDW', 'mini-splits', 36, '4 zones'],
    ['ASYW12PRDWB', 'mini-splits', 12, 'wall'],
    ['UUY24ZGDA', 'air handlers', 24, 'air handler'],
  ])('GE %s → %s, %i kBtu/h', (model, type, kbtuh, what) => {
    const d = mustDecode(PTAC_RULES, model, 'GE Appliances');
    expect(d).toMatchObject({ type, fields: { cooling_capacity_kbtuh: kbtuh } });
    expect(d.description).toContain(what);
  });

  it('GE AUH2436… is a heat pump outdoor unit with no single capacity; ASH5… is no zone count', () => {
    const d = mustDecode(PTAC_RULES, 'AUH2436ZGDA', 'GE Appliances');
    expect(d.type).toBe('heat pumps');
    expect(d.fields.cooling_capacity_kbtuh).toBeUndefined();
    expect(decodeWith(PTAC_RULES, 'ASH509NCDWA', 'GE Appliances')).toBeNull();
  });

  it('Fujitsu AOU45RLXFZ / AOU60RLAVM = 45 / 60 kBtu/h (pattern); AOU50… is no class', () => {
    expect(decodeModelNumber('AOU45RLXFZ', 'Fujitsu')).toMatchObject({ type: 'mini-splits', evidence: 'pattern', fields: { cooling_capacity_kbtuh: 45 } });
    expect(decodeModelNumber('AOU60RLAVM', 'Fujitsu')?.fields.cooling_capacity_tons).toBe(5);
    expect(decodeModelNumber('AOU50RLAVM', 'Fujitsu')).toBeNull();
  });

  it('Samsung AJ024TXJ3CH / AJ030MCS4CH: multi outdoor units, type only like the FJM BX line', () => {
    expect(decodeModelNumber('AJ024TXJ3CH', 'Samsung')).toMatchObject({ type: 'mini-splits', fields: {} });
    expect(decodeModelNumber('AJ030MCS4CH', 'Samsung')).toMatchObject({ type: 'mini-splits', fields: {} });
    expect(decodeModelNumber('AJ025TXJ3CH', 'Samsung')).toBeNull();
  });
});
