// Durastar air handlers (ductless/durastar-air-handlers.ts): the models the Durastar air handler manuals list.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Durastar air handlers', () => {
  it.each([
    ['DRAM30S1A', 30],
    ['DRAM60S1A', 60],
    ['DRAM18F2A', 18],
  ])('%s: air handler of %d kBtu/h', (model, kbtuh) => {
    const d = decodeModelNumber(model, 'Durastar');
    expect(d?.type).toBe('air handlers');
    expect(d?.fields.cooling_capacity_kbtuh).toBe(kbtuh);
  });
  it('reads DRUM1824S2A as an air handler without one size', () => {
    const d = decodeModelNumber('DRUM1824S2A', 'Durastar');
    expect(d?.type).toBe('air handlers');
    expect(d?.fields.cooling_capacity_kbtuh).toBeUndefined();
  });
  it('reads no size or pair the manuals do not list, nor without the brand', () => {
    expect(decodeModelNumber('DRAM42S1A', 'Durastar')).toBeNull();
    expect(decodeModelNumber('DRUM1836S2A', 'Durastar')).toBeNull();
    expect(decodeModelNumber('DRAM30S1A', null)).toBeNull();
  });
});
