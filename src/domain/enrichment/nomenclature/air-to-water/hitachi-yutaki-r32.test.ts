// Hitachi Yutaki R32 (README-extra.md): the model ranges printed on the cover of the YUTAKI R32 SERIES Technical
// Catalogue TCGB0123 rev.0 05/2019 — RAS-(2-3)WHVRP, RWM-(2.0-3.0)NRE(-W), RWD-(2.0-3.0)NRW(S)E-(200/260)S(-K)(-W),
// RASM-(2-3)VRE — all heat-pump units (split outdoor, split indoor, monobloc); the class is horsepower, so no kW.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Hitachi Yutaki R32 generation', () => {
  it.each([
    ['RAS-2WHVRP', 'Yutaki R32 RAS-WHVRP'],
    ['RAS-3WHVRP', 'Yutaki R32 RAS-WHVRP'],
    ['RAS-2WHVRP1', 'Yutaki R32 RAS-WHVRP'],
    ['RWM-2.0NRE', 'Yutaki S R32'],
    ['RWM-3.0NRE-W', 'Yutaki S R32'],
    ['RWD-2.0NRWE-200S', 'Yutaki S Combi R32'],
    ['RWD-3.0NRWSE-260S-K-W', 'Yutaki S Combi R32'],
    ['RASM-2VRE', 'Yutaki M R32'],
    ['RASM-3VRE', 'Yutaki M R32'],
  ])('Hitachi %s → heat pumps (%s), no capacity', (model, series) => {
    const d = decodeModelNumber(model, 'Hitachi');
    expect(d?.type).toBe('heat pumps');
    expect(d?.series).toBe(series);
    expect(d?.fields).toEqual({});
  });

  it('needs the brand and stays inside the catalogue ranges', () => {
    expect(decodeModelNumber('RAS-2WHVRP', null)).toBeNull();
    expect(decodeModelNumber('RAS-5WHVRP', 'Hitachi')).toBeNull();
    expect(decodeModelNumber('RWM-6.0NRE', 'Hitachi')).toBeNull();
    expect(decodeModelNumber('RWD-2.0NRWE-300S', 'Hitachi')).toBeNull();
    expect(decodeModelNumber('RASM-6VRE', 'Hitachi')).toBeNull();
  });
});
