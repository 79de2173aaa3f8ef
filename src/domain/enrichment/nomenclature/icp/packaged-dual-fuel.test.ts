// ICP PDD3 / PDS3 packaged dual-fuel heat pumps (icp.packaged-2010, kind D). Expected values from product
// specifications 516 11 2601 03 "13 SEER package dual fuel heat pump, 2.5 to 5 tons, 208/230-3-60" (PDD330040H00*C:
// 29,000 Btu/h cooling, 40,000 Btu/h input; PDS336090HGS*C stainless; PDD342060H00*C) read through the key of ICP's
// small package units (tier 3 = 13 SEER, size 30 … 60 kBtu/h, H = 208/230-3-60).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('ICP PDD3 / PDS3 packaged dual-fuel heat pumps', () => {
  // [model (the sheet's * as one letter), kBtu/h cooling, kBtu/h input]
  const table: [string, number, number][] = [
    ['PDD330040H00AC', 30, 40],
    ['PDS336090HGSAC', 36, 90],
    ['PDD342060H00AC', 42, 60],
  ];
  it.each(table)('%s: packaged unit, %i kBtu/h, input %i, 13 SEER, 208/230-3', (model, kbtuh, input) => {
    const d = decodeModelNumber(model, 'Tempstar');
    expect(d).toMatchObject({
      family: 'icp',
      type: 'packaged units',
      fields: { cooling_capacity_kbtuh: kbtuh, heating_input_kbtuh: input, seer: 13, voltage_v: 230, phase: 3 },
    });
    expect(d?.description).toMatch(/dual-fuel/);
  });

  it('a dual-fuel unit carries a heating input; no other brand group; no brand', () => {
    expect(decodeModelNumber('PDD336000H00AC', 'Tempstar')).toBeNull();
    expect(decodeModelNumber('PDD330040H00AC', 'Goodman')).toBeNull();
    expect(decodeModelNumber('PDD330040H00AC', null)).toBeNull();
  });
});
