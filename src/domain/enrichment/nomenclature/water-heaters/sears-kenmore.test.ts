import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// The later Sears 153 numbers (water-heaters/sears-kenmore.ts): the models the cited Kenmore owner's manual and Sears
// PartsDirect pages print, each titled a water heater there.
describe('Sears / Kenmore 153.55xxxx / 153.58xxxx water heaters', () => {
  it.each([
    ['153.586511', 'Kenmore'], // Kenmore owner's manual 153.586511
    ['153586511', 'Kenmore'],
    ['153586320', 'Kenmore'], // PartsDirect: electric water heater
    ['153.559500', 'Sears'], // PartsDirect: gas water heater
  ])('%s (%s) → water heaters, type only, evidence pattern', (model, brand) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.family).toBe('sears');
    expect(d?.type).toBe('water heaters');
    expect(d?.fields).toEqual({});
    expect(d?.evidence).toBe('pattern');
  });

  it('the 153.3 numbers keep evidence src', () => {
    expect(decodeModelNumber('153.326462', 'Kenmore')?.evidence).toBe('src');
  });

  it('other 153.5 prefixes, a short number or no Kenmore / Sears brand do not decode', () => {
    expect(decodeModelNumber('153.576320', 'Kenmore')).toBeNull();
    expect(decodeModelNumber('153.516320', 'Kenmore')).toBeNull();
    expect(decodeModelNumber('153.58632', 'Kenmore')).toBeNull();
    expect(decodeModelNumber('153586320', '')).toBeNull();
    expect(decodeModelNumber('153586320', 'Rheem')).toBeNull();
  });
});
