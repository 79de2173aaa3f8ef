import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values: Riello Array AR 1000 - AR 1500 - AR 2000 Series 1 US installation and operation manual Doc-0079788.
describe('Riello Array boilers', () => {
  it('reads the three Array models as boilers, type only', () => {
    expect(decodeModelNumber('Array AR 1500', 'Riello')).toMatchObject({ type: 'boilers', series: 'Array AR', brand: 'Riello', fields: {} });
    expect(decodeModelNumber('AR2000', 'Riello')?.type).toBe('boilers');
  });

  it('needs the brand and a listed size', () => {
    expect(decodeModelNumber('AR 1500', null)).toBeNull();
    expect(decodeModelNumber('AR 1200', 'Riello')).toBeNull();
    expect(decodeModelNumber('AR 1500', 'Lennox')?.series ?? '').not.toBe('Array AR');
  });
});
