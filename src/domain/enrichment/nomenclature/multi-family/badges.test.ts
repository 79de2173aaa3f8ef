// Badges of brands.ts groups whose catalog listings carry another maker's numbers.
// Kenmore-brand HVAC is ICP's (brands.ts): ENERGY STAR lists Kenmore N95ESN / N92ESN furnaces and (C,H,T)SH6 heat
// pumps under ICP's numbers. Expected values from ICP's N95ESN installation instructions (080 = 80,000 Btu/h input,
// 95 % AFUE) and the ICP S-family identification key (24 = 24,000 Btu/h, 2 tons).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Kenmore badge on ICP numbers', () => {
  it('reads an ICP furnace given as Kenmore, reporting the Kenmore badge', () => {
    const d = decodeModelNumber('N95ESN0802120A', 'Kenmore');
    expect(d?.type).toBe('furnaces');
    expect(d?.brand).toBe('Kenmore');
    expect(d?.fields.heating_input_kbtuh).toBe(80);
    expect(d?.fields.afue_percent).toBe(95);
  });
  it('reads an ICP S-family heat pump given as Kenmore', () => {
    const d = decodeModelNumber('TSH624GKA', 'Kenmore');
    expect(d?.type).toBe('heat pumps');
    expect(d?.fields.cooling_capacity_tons).toBe(2);
  });
  it('keeps the Sears 153. tank numbers and refuses another maker’s key under Kenmore', () => {
    expect(decodeModelNumber('153.332163', 'Kenmore')?.type).toBe('water heaters');
    expect(decodeModelNumber('GSX140361', 'Kenmore')).toBeNull();
  });
});

// Nortek G7 furnace key (KG7T…: T = two-stage, input 060–120 kBtu/h; Nortek KG7T spec sheet) under a distributor's badge.
describe('Distributors’ badges on Nortek numbers (brands.ts)', () => {
  it('reads a K-badged G7 furnace given as Garrison or AC Pro, and refuses it under an unrelated maker', () => {
    for (const brand of ['Garrison', 'AC Pro', 'AireForce']) {
      const d = decodeModelNumber('KG7TC-080D-E35C1', brand);
      expect(d?.type).toBe('furnaces');
      expect(d?.fields.heating_input_kbtuh).toBe(80);
    }
    expect(decodeModelNumber('KG7TC-080D-E35C1', 'Goodman')).toBeNull();
  });
});
