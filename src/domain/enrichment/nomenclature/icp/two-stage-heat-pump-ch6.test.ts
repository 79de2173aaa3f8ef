// ICP (H,C,T)CH6 two-stage heat pumps. Expected values from technical support manual 428 04 1701 00 "Two-stage split system
// heat pump (H,C,T)CH6" (example HCTCH624GKA100: brand letter, C, H = heat pump, 6, 24 = 24,000 Btuh; R-410A charging chart)
// with RULES.md §3.2's SEER digit (6 = 16) and K = 208/230-1.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('ICP (H,C,T)CH6 two-stage heat pumps', () => {
  it('HCH624GKA100 is a 2-ton two-stage heat pump, R-410A, 16 SEER class, 208/230 V 1 ph', () => {
    expect(decodeModelNumber('HCH624GKA100', 'Heil')).toMatchObject({
      family: 'icp',
      type: 'heat pumps',
      series: 'HCH6',
      fields: { cooling_capacity_tons: 2, refrigerant: 'R-410A', seer: 16, voltage_v: 230, phase: 1 },
    });
  });

  it('TCH636GKA (Tempstar) reads 3 tons; other makers are not read', () => {
    expect(decodeModelNumber('TCH636GKA', 'Tempstar')?.fields).toMatchObject({ cooling_capacity_tons: 3 });
    expect(decodeModelNumber('TCH636GKA', 'Trane')?.family).not.toBe('icp');
    expect(decodeModelNumber('HCH699GKA100', 'Heil')).toBeNull();
  });
});
