// Thermia series names (README-extra.md): Thermia's installation and service manual 086U5665 and owner's manuals
// 086U5666 / 086U6293 — Diplomat, Diplomat Optimum G2, Comfort, Diplomat Duo with brine (köldbärare) lines to a
// ground collector; Atria / Atria Duo with an outdoor unit (utedel) and defrost function.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Thermia series names', () => {
  it.each([
    ['Diplomat', 'geothermal heat pumps', 'Diplomat'],
    ['Diplomat Optimum G2', 'geothermal heat pumps', 'Diplomat Optimum'],
    ['Diplomat Optimum G2 10', 'geothermal heat pumps', 'Diplomat Optimum'],
    ['Diplomat Duo', 'geothermal heat pumps', 'Diplomat Duo'],
    ['Comfort', 'geothermal heat pumps', 'Comfort'],
    ['Thermia Atria', 'heat pumps', 'Atria'],
    ['Atria Duo', 'heat pumps', 'Atria Duo'],
  ])('Thermia %s → %s (%s), no size read', (model, type, series) => {
    const d = decodeModelNumber(model, 'Thermia');
    expect(d?.type).toBe(type);
    expect(d?.series).toBe(series);
    expect(d?.fields).toEqual({});
  });

  it('needs the brand and leaves names the manuals do not print alone', () => {
    expect(decodeModelNumber('Diplomat Duo', null)).toBeNull();
    expect(decodeModelNumber('Comfort', 'Carrier')).toBeNull();
    expect(decodeModelNumber('Comfort Duo', 'Thermia')).toBeNull();
    expect(decodeModelNumber('Atlas 12', 'Thermia')).toBeNull();
    expect(decodeModelNumber('Calibra Duo 12', 'Thermia')).toBeNull();
  });
});
