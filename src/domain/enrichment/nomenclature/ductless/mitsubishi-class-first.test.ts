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
