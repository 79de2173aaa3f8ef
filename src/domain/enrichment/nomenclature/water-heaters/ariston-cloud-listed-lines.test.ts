// Ariston water heaters of python-ariston-api's device table (README-extra.md, smart-home gap scan): Velis Evo / Lux,
// Lydos (Hybrid), Nuos Split — WheType entries whose plant modes are WaterHeaterMode; type only, `unconfirmed`.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Ariston water heaters of the Ariston cloud library', () => {
  it.each([
    ['Velis Evo', 'Velis'],
    ['Velis Lux', 'Velis'],
    ['Lydos Hybrid', 'Lydos'],
    ['Lydos Wi-Fi', 'Lydos'],
    ['Nuos Split', 'Nuos Split'],
  ])('Ariston %s → water heaters (%s), type only', (model, series) => {
    const d = decodeModelNumber(model, 'Ariston');
    expect(d?.type).toBe('water heaters');
    expect(d?.series).toBe(series);
    expect(d?.fields).toEqual({});
    expect(d?.evidence).toBe('unconfirmed');
  });

  it('needs the brand', () => {
    expect(decodeModelNumber('Velis Evo', null)).toBeNull();
    expect(decodeModelNumber('Lydos Hybrid', 'Atlantic')).toBeNull();
  });
});
