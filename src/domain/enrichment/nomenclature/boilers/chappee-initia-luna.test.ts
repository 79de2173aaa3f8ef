import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values from Chappée's 2009 catalogue of wall-hung and floor-standing gas boilers, which names
// "Luna 3 HTE prime 1.24", "Initia 3 Max 2.24" and "Initia 3 Duo 3.24" among its wall-hung boilers.
describe('Chappée Initia / Luna 3 HTE', () => {
  it('types the catalogue names as boilers, no size read', () => {
    for (const [model, series] of [
      ['Initia 3 Max 2.24', 'INITIA'],
      ['Initia 3 Duo 3.24', 'INITIA'],
      ['Initia', 'INITIA'],
      ['Luna 3 HTE prime 1.24', 'LUNA3HTE'],
    ] as const) {
      expect(decodeModelNumber(model, 'Chappée')).toMatchObject({ type: 'boilers', brand: 'Chappée', series, fields: {} });
    }
    expect(decodeModelNumber('Initia 3 Duo 3.24', 'Chappee')).toMatchObject({ type: 'boilers' });
  });
  it('needs the brand and the catalogue words', () => {
    expect(decodeModelNumber('Initia 3 Max 2.24', null)).toBeNull();
    expect(decodeModelNumber('Initia 3 Mix 2.24', 'Chappée')).toBeNull();
  });
});
