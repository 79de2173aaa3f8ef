import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Kenmore Cast Iron Boilers owner's manuals (repair-parts lists): hot water 229.960191 / 229.960021, induced-draft hot
// water 229.965570, steam 229.960230–229.960290 and 229.960330–229.960390, continuous-pilot hot water KWX-3V … KWX-9V.
describe('Sears / Kenmore 229.96xxxx and KWX boilers (boilers/kenmore-229-cast-iron.ts)', () => {
  it.each([
    ['Kenmore', '229960191'],
    ['Kenmore', '229.965570'],
    ['Sears', '229.960330'],
    ['Kenmore', '229.960290'],
    ['Kenmore', 'KWX-4V'],
    ['Sears', 'KWX9V'],
  ])('%s %s: boiler, type only', (brand, model) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.type).toBe('boilers');
    expect(d?.fields).toEqual({});
  });

  it('needs Kenmore or Sears', () => {
    expect(decodeModelNumber('229960191', '')).toBeNull();
    expect(decodeModelNumber('229960191', 'Rheem')).toBeNull();
  });

  it.each(['229.123456', '229.96019', 'KWX-2V', 'KWX-10V', '153.336362'])('%s is not a 229.96 / KWX boiler', (model) => {
    expect(decodeModelNumber(model, 'Kenmore')?.type).not.toBe('boilers');
  });
});
