// ICP S-family and CH6 series written alone. Names and types from the ICP titles: TSM 428 04 1301 01 "Split System Heat Pump:
// (C,H,T)SH5" (S = R-410A, A = air conditioner, H = heat pump), product specifications "CSA6 … SoftSound SXC 2600", TSM
// 428 04 1701 00 "Two-stage split system heat pump (H,C,T)CH6"; SEER class digit of RULES.md §3.2.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('ICP S-family and CH6 series names', () => {
  it('HSH5 is a split heat pump series, 15 SEER class; CSA6 an air conditioner series, 16', () => {
    expect(decodeModelNumber('HSH5', 'Heil')).toMatchObject({ family: 'icp', type: 'heat pumps', seriesOnly: true, fields: { seer: 15, refrigerant: 'R-410A' } });
    expect(decodeModelNumber('CSA6', 'Comfortmaker')).toMatchObject({ type: 'air conditioners', seriesOnly: true, fields: { seer: 16 } });
  });

  it('HCH6 is a two-stage split heat pump series', () => {
    expect(decodeModelNumber('HCH6', 'Heil')).toMatchObject({ type: 'heat pumps', seriesOnly: true, description: 'two-stage split heat pump' });
  });

  it('other makers and other letters are not read', () => {
    expect(decodeModelNumber('HSH5', 'Goodman')).toBeNull();
    expect(decodeModelNumber('HSX5', 'Heil')?.series ?? '').not.toBe('HSX5');
    expect(decodeModelNumber('HCA6', 'Heil')?.series ?? '').not.toBe('HCA6');
  });
});
