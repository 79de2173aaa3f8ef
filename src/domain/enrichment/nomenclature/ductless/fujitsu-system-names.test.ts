import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values: RULES.md §9.2 (Fujitsu ASU9-15RLS3Y = the 9, 12 and 15 kBtu/h units of the RLS3 line; ASUH09LMAS
// rated 9,000 Btu/h): the system name is the capacity and line letters of its ASU/AOU pair.
describe('Fujitsu system names without the unit prefix', () => {
  it('reads capacity and line from 12RLS3H, 9RLS3Y, 15RLS2, 24RGLX', () => {
    expect(decodeModelNumber('12RLS3H', 'Fujitsu')).toMatchObject({ type: 'mini-splits', series: 'RLS', fields: { cooling_capacity_kbtuh: 12, cooling_capacity_tons: 1 } });
    expect(decodeModelNumber('9RLS3Y', 'Fujitsu')?.fields.cooling_capacity_kbtuh).toBe(9);
    expect(decodeModelNumber('15RLS2', 'Fujitsu')?.fields.cooling_capacity_kbtuh).toBe(15);
    expect(decodeModelNumber('24RGLX', 'Fujitsu')).toMatchObject({ series: 'RGLX', fields: { cooling_capacity_kbtuh: 24 } });
  });

  it('needs the Fujitsu brand and a listed capacity', () => {
    expect(decodeModelNumber('12RLS3H', null)).toBeNull();
    expect(decodeModelNumber('12RLS3H', 'Goodman')?.family).not.toBe('fujitsu');
    expect(decodeModelNumber('13RLS3', 'Fujitsu')).toBeNull();
    expect(decodeModelNumber('12XYZ', 'Fujitsu')).toBeNull();
  });
});
