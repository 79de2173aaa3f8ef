import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Gree Livo system as its submittal titles it', () => {
  // Gree submittal "LIVS09HP230V1B … Cool Quiet Comfort & more 9,000 BTU/H (208/230V) Wall Mounted Heat Pump System".
  it('LIVS09HP230V1B: the wall-mounted heat pump system, mini-splits, 9 kBtu/h', () => {
    expect(decodeModelNumber('LIVS09HP230V1B', 'Gree')).toMatchObject({ type: 'mini-splits', family: 'gree', series: 'LIVS', fields: { cooling_capacity_kbtuh: 9, cooling_capacity_tons: 0.75 } });
    expect(decodeModelNumber('LIVS09HP230V2B', 'Gree')).toBeNull();
    expect(decodeModelNumber('LIVS09HP230V1B', '')).toBeNull();
  });
});
