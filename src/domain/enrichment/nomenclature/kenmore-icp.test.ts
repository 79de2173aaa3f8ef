// Kenmore-brand HVAC is ICP's (brands.ts): ENERGY STAR lists Kenmore N95ESN / N92ESN furnaces and (C,H,T)SH6 heat
// pumps under ICP's numbers. Expected values from ICP's N95ESN installation instructions (080 = 80,000 Btu/h input,
// 95 % AFUE) and the ICP S-family identification key (24 = 24,000 Btu/h, 2 tons).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from './index';

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
