import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values: U.S. Boiler X-2 Series cast iron gas-fired boiler instructions 106636-01 (rating label "Boiler Model
// Number X-20_", models X-203 … X-209).
describe('U.S. Boiler X-2 series', () => {
  it('reads the rating-label models as cast-iron gas boilers, type only', () => {
    expect(decodeModelNumber('X-203', 'U.S. Boiler')).toMatchObject({ type: 'boilers', series: 'X-2', brand: 'Burnham', fields: {} });
    expect(decodeModelNumber('X-209', 'Burnham')?.series).toBe('X-2');
    expect(decodeModelNumber('X206', 'U.S. Boiler')?.type).toBe('boilers');
  });

  it('needs the brand and a listed size', () => {
    expect(decodeModelNumber('X-203', null)).toBeNull();
    expect(decodeModelNumber('X-210', 'U.S. Boiler')?.series ?? '').not.toBe('X-2');
    expect(decodeModelNumber('X-203', 'Lennox')?.series ?? '').not.toBe('X-2');
  });
});
