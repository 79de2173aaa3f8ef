import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values: Weishaupt WTC 15-A / 25-A / 32-A instructions 83247602 and 83247601 (variants -H, -H-0, -W, C),
// WTC 15-A / 25-A Kompakt 83247501, WTC-GB 90-A instructions 83266502 (sizes 90 … 300-A) and 83266501.
describe('Weishaupt Thermo Condens WTC boilers', () => {
  it('reads the wall-hung WTC-A models and their variants as condensing boilers', () => {
    expect(decodeModelNumber('WTC 15-A', 'Weishaupt')).toMatchObject({ type: 'boilers', series: 'WTC-A', brand: 'Weishaupt', fields: { efficiency_tier: 'condensing' } });
    expect(decodeModelNumber('WTC 25-A Kompakt', 'Weishaupt')?.type).toBe('boilers');
    expect(decodeModelNumber('WTC 32-A-H-0', 'Weishaupt')?.type).toBe('boilers');
    expect(decodeModelNumber('Weishaupt Thermo Condens WTC 25-A', 'Weishaupt')?.series).toBe('WTC-A');
  });

  it('reads the floor-standing WTC-GB 90-A … 300-A', () => {
    expect(decodeModelNumber('WTC-GB 90-A', 'Weishaupt')).toMatchObject({ type: 'boilers', series: 'WTC-GB' });
    expect(decodeModelNumber('WTC-GB 300-A', 'Weishaupt')?.series).toBe('WTC-GB');
  });

  it('needs the brand and a size the manuals print', () => {
    expect(decodeModelNumber('WTC 15-A', null)).toBeNull();
    expect(decodeModelNumber('WTC 20-A', 'Weishaupt')).toBeNull();
    expect(decodeModelNumber('WTC-GB 75-A', 'Weishaupt')).toBeNull();
  });
});
