import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Burnham (U.S. Boiler) Series 3 sizes 303–309 (boilers/as-owners-write.ts, boilers/series-cast-iron.ts)', () => {
  // Series 3 instructions 103796-03: rating-label model "30__B"; U.S. Boiler recall (March 2024): Series 3 models 303 … 309, with or without -N / -P.
  it.each([
    ['303', 'Burnham'],
    ['307', 'U.S. Boiler'],
    ['309', 'Burnham'],
    ['303-N', 'Burnham'],
    ['307-P', 'U.S. Boiler'],
    ['305NB', 'Burnham'],
    ['SERIES 3 305', 'Burnham'],
  ])('%s (%s) → Series 3 cast-iron gas boiler', (model, brand) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'boilers', series: 'Series 3' });
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });

  it('only the listed sizes, only with the brand', () => {
    expect(decodeModelNumber('302', 'Burnham')).toBeNull();
    expect(decodeModelNumber('310', 'Burnham')).toBeNull();
    expect(decodeModelNumber('305', 'Bryant')).toBeNull();
    expect(decodeModelNumber('307-P', null)).toBeNull();
  });
});
