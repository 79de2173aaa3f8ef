import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values: Mitsubishi service manual OB310 (MSH24WN / MUH24WN, 24,000 Btu/h class) prints the class right after
// MS / MU / MSH / MUH on the older constant-speed wall units; the class is kBtu/h as in §9.1.
describe('Mitsubishi older wall units with the class right after MS / MU', () => {
  it('MS09NW, MU12NW, MSH24WN', () => {
    expect(decodeModelNumber('MS09NW', 'Mitsubishi')).toMatchObject({ type: 'mini-splits', series: 'MS', fields: { cooling_capacity_kbtuh: 9 } });
    expect(decodeModelNumber('MU12NW', 'Mitsubishi')).toMatchObject({ type: 'mini-splits', series: 'MU', fields: { cooling_capacity_kbtuh: 12 } });
    expect(decodeModelNumber('MSH24WN', 'Mitsubishi')?.fields.cooling_capacity_kbtuh).toBe(24);
  });

  it('only MS / MU, a North-American class, and the brand', () => {
    expect(decodeModelNumber('PKA24KA', 'Mitsubishi')).toBeNull();
    expect(decodeModelNumber('MS13NW', 'Mitsubishi')).toBeNull();
    expect(decodeModelNumber('MS09NW', null)).toBeNull();
  });
});

describe('Mitsubishi V… classes printed on either basis', () => {
  // OB386 (MU-GA25VB): "Indication of capacity has been changed (btu base → kw base)". MSZ-LN18VG is a 1.8 kW
  // European unit; MSY-GR18VF and MS-GK24VA are Asian units of 18,000 and 24,000 Btu/h: type only for 18 and 24.
  it('reads no capacity for a V… class 18 or 24, and kW×10 for the other V… classes', () => {
    for (const model of ['MSZ-LN18VG', 'MSY-GR18VF', 'MS-GK24VA']) {
      const d = decodeModelNumber(model, 'Mitsubishi Electric');
      expect(d?.type, model).toBe('mini-splits');
      expect(d?.fields, model).toEqual({});
    }
    // MSZ-LN25VG: 2.5 kW = 8.5 kBtu/h.
    expect(decodeModelNumber('MSZ-LN25VG', 'Mitsubishi Electric')?.fields).toMatchObject({ cooling_capacity_kbtuh: 8.5 });
  });
});
