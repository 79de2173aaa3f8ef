// Hitachi Yutaki later generations (README-extra.md): the ranges of alepee/hass-hitachi_yutaki's device table
// docs/reference/model-nomenclature.md — RWD-(4.0-6.0)NW1E-220S(-K), RWD-(2.0-3.0)RW1E-220S(-K), RWD-(1.5-3.0)RW2E-220S-K,
// RWD-(1.5-6.0)RW3E-220S(-K)(-6H), RWM-(4.0-10.0)N1E, RWM-6.0HFSN3E, RASM-(4-6)VR1E,
// RASM-(4-7)RW1E, RASM-(2-3)VR2E — all air-to-water heat-pump units; type only (the class is horsepower).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Hitachi Yutaki later generations', () => {
  it.each([
    ['RWD-4.0NW1E-220S', 'Yutaki S Combi'],
    ['RWD-6.0NW1E-220S-K', 'Yutaki S Combi'],
    ['RWD-2.0RW1E-220S', 'Yutaki S Combi'],
    ['RWD-1.5RW2E-220S-K', 'Yutaki S Combi'],
    ['RWD-6.0RW3E-220S-K-6H', 'Yutaki S Combi'],
    ['RWM-4.0N1E', 'Yutaki S'],
    ['RWM-10.0N1E', 'Yutaki S'],
    ['RWM-6.0HFSN3E', 'Yutaki S80'],
    ['RASM-4VR1E', 'Yutaki M'],
    ['RASM-7RW1E', 'Yutaki M'],
    ['RASM-2VR2E', 'Yutaki M'],
  ])('Hitachi %s → heat pumps (%s), type only', (model, series) => {
    const d = decodeModelNumber(model, 'Hitachi');
    expect(d?.type).toBe('heat pumps');
    expect(d?.series).toBe(series);
    expect(d?.fields).toEqual({});
    expect(d?.evidence).toBe('unconfirmed');
  });

  it('needs the brand and stays inside the listed ranges', () => {
    expect(decodeModelNumber('RWD-4.0NW1E-220S', null)).toBeNull();
    expect(decodeModelNumber('RWD-2.0NW1E-220S', 'Hitachi')).toBeNull(); // NW1E is listed 4.0-6.0
    expect(decodeModelNumber('RWD-4.0RW2E-220S-K', 'Hitachi')).toBeNull(); // RW2E is listed 1.5-3.0
    expect(decodeModelNumber('RWD-3.0RW2E-220S-K-6H', 'Hitachi')).toBeNull(); // -6H only on RW3E
    expect(decodeModelNumber('RWM-2.0N1E', 'Hitachi')).toBeNull();
    expect(decodeModelNumber('RASM-8RW1E', 'Hitachi')).toBeNull();
    expect(decodeModelNumber('RASM-4VR2E', 'Hitachi')).toBeNull();
    expect(decodeModelNumber('RAS-4HVRNME-AF', 'Hitachi')).toBeNull(); // also an air-conditioning outdoor unit: not read
  });
});
