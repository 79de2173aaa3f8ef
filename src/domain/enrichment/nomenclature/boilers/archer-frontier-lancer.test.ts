import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Archer Frontier FTR and Lancer LCR boilers (boilers/cast-iron-series.ts)', () => {
  // Archer Frontier instructions: FTR-3-069A … FTR-9-276A, cast-iron gas-fired steam boilers.
  it.each(['FTR-3-069A', 'FTR-4-103A', 'FTR-4-103A-NHP', 'FTR-9-276A', 'FTR4103A'])('Archer %s → Frontier steam boiler', (model) => {
    expect(decodeModelNumber(model, 'Archer')).toMatchObject({ type: 'boilers', series: 'Frontier FTR' });
  });

  // U.S. Boiler Company recall (March 2024): Lancer LCR-2-038 … LCR-6-170, gas-fired hot-water residential boilers.
  it.each(['LCR-2-038', 'LCR-3-068', 'LCR-5-136', 'LCR-6-170', 'LANCER'])('Archer %s → Lancer hot-water boiler', (model) => {
    expect(decodeModelNumber(model, 'Archer')).toMatchObject({ type: 'boilers', series: 'Lancer LCR' });
  });

  it('reads the brand spelled as the maker does, only listed section / size pairs, and never without the brand', () => {
    expect(decodeModelNumber('LCR-3-068', 'Archer Boilers')?.type).toBe('boilers');
    expect(decodeModelNumber('LCR-4-103', 'Archer')).toBeNull();
    expect(decodeModelNumber('FTR-3-103A', 'Archer')).toBeNull();
    expect(decodeModelNumber('LCR-6-170', null)).toBeNull();
  });
});
