// NIBE SPLIT indoor units (README-extra.md): the titles of NIBE's installation and maintenance instructions — "NIBE
// SPLIT AMS 10-8/AMS 10-12, HBS 12", "AMS 10-16, HBS 16", "ACVM 270, AMS 10" (an air/water heat pump) — indoor
// halves typed heat pumps, no capacity.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('NIBE SPLIT indoor units', () => {
  it.each([
    ['HBS 12', 'HBS 12'],
    ['HBS 16', 'HBS 16'],
    ['NIBE SPLIT HBS 16', 'HBS 16'],
    ['ACVM 270', 'ACVM 270'],
  ])('NIBE %s → heat pumps (%s)', (model, series) => {
    const d = decodeModelNumber(model, 'NIBE');
    expect(d?.type).toBe('heat pumps');
    expect(d?.series).toBe(series);
    expect(d?.fields).toEqual({});
  });

  it('needs the brand and leaves other numbers alone', () => {
    expect(decodeModelNumber('HBS 12', null)).toBeNull();
    expect(decodeModelNumber('HBS 14', 'NIBE')).toBeNull();
    expect(decodeModelNumber('ACVM 300', 'NIBE')).toBeNull();
    expect(decodeModelNumber('HEV 300', 'NIBE')).toBeNull();
  });
});
