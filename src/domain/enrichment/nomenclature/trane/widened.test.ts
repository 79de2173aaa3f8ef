// Expected values: the ENERGY STAR furnace list and NEEP cold-climate heat pump list rows the widened
// rules cite (model, brand, type, stated capacity), the S-series key [S66] and the XC95m product data title.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { decodeWith, mustDecode } from '../kit/test-helpers';
import { TRANE_RULES } from './trane';

describe('Trane / American Standard / Ameristar furnaces, widened', () => {
  it('S9B1B040D3PS = furnace, 40 kBtu/h, downflow, 3 t cooling airflow (S-series key [S66])', () => {
    const d = mustDecode(TRANE_RULES, 'S9B1B040D3PS', 'American Standard');
    expect(d).toMatchObject({ type: 'furnaces', brand: 'American Standard', series: 'S9B1' });
    expect(d.fields).toMatchObject({ heating_input_kbtuh: 40, cooling_airflow_cfm: 1200 });
  });

  it('L9X1A050U3VSAAA reads only with a brand', () => {
    expect(mustDecode(TRANE_RULES, 'L9X1A050U3VSAAA', 'American Standard').fields).toMatchObject({ heating_input_kbtuh: 50 });
    expect(decodeWith(TRANE_RULES, 'L9X1A050U3VSAAA')).toBeNull();
  });

  it('A951X040BD3S = Ameristar furnace, 95 % AFUE class, 40 kBtu/h, single-stage', () => {
    const d = mustDecode(TRANE_RULES, 'A951X040BD3S', 'Ameristar');
    expect(d).toMatchObject({ type: 'furnaces', brand: 'Ameristar' });
    expect(d.fields).toMatchObject({ afue_percent: 95, heating_input_kbtuh: 40 });
    expect(mustDecode(TRANE_RULES, 'A952V080BU4S', 'Ameristar').fields.efficiency_tier).toContain('two-stage');
  });

  it('AUHMB060ACV3V = American Standard modulating condensing furnace (XC95m *UHM), 60 kBtu/h', () => {
    const d = mustDecode(TRANE_RULES, 'AUHMB060ACV3V');
    expect(d).toMatchObject({ type: 'furnaces', brand: 'American Standard', series: 'AUHM' });
    expect(d.fields).toMatchObject({ heating_input_kbtuh: 60 });
    expect(mustDecode(TRANE_RULES, 'TDHMD120BCV5VB').brand).toBe('Trane');
  });

  it('off-key inputs and letters do not decode', () => {
    expect(decodeWith(TRANE_RULES, 'AUHMB065ACV3V')).toBeNull();
    expect(decodeWith(TRANE_RULES, 'A951X045BD3S', 'Ameristar')).toBeNull();
    expect(decodeWith(TRANE_RULES, 'S9Q1B040D3PS')).toBeNull();
  });
});

describe('Trane / American Standard / RunTru ductless (NEEP list)', () => {
  it('4TXK2324A10N0 = ductless outdoor, 24 kBtu/h nominal; 4MXW2309A10N0 = wall indoor 9 kBtu/h', () => {
    expect(mustDecode(TRANE_RULES, '4TXK2324A10N0', 'Trane')).toMatchObject({ type: 'mini-splits', fields: { cooling_capacity_kbtuh: 24 } });
    expect(mustDecode(TRANE_RULES, '4MXW2309A10N0', 'American Standard')).toMatchObject({ type: 'mini-splits', fields: { cooling_capacity_kbtuh: 9 } });
  });

  it('M4THS1818A11N = RunTru ductless outdoor 18 kBtu/h', () => {
    expect(mustDecode(TRANE_RULES, 'M4THS1818A11N', 'RunTru')).toMatchObject({ brand: 'RunTru', type: 'mini-splits', fields: { cooling_capacity_kbtuh: 18 } });
  });

  it('no decode without a brand, nor for an unknown size', () => {
    expect(decodeModelNumber('4TXK2324A10N0', null)).toBeNull();
    expect(decodeWith(TRANE_RULES, '4TXK2325A10N0', 'Trane')).toBeNull();
  });
});

describe('Trane / American Standard split outdoor written up to the design letter (§0.1)', () => {
  it('4A6H5018E (4A6H5018E1 of [S59] without its electrical digit) = heat pump, 1.5 t, R-410A, no voltage', () => {
    const d = mustDecode(TRANE_RULES, '4A6H5018E', 'American Standard');
    expect(d).toMatchObject({ type: 'heat pumps', fields: { cooling_capacity_tons: 1.5, seer: 15, refrigerant: 'R-410A' } });
    expect(d.fields.voltage_v).toBeUndefined();
  });

  it('4TTR4036L (4TTR4036L1000AA of [S6]) = air conditioner, 3 t; a letter after the design letter is no model', () => {
    expect(mustDecode(TRANE_RULES, '4TTR4036L', 'Trane')).toMatchObject({ type: 'air conditioners', fields: { cooling_capacity_tons: 3 } });
    expect(decodeWith(TRANE_RULES, '4TTR4036LL', 'Trane')).toBeNull();
    expect(decodeWith(TRANE_RULES, '4TTR4036L')).toBeNull();
  });
});
