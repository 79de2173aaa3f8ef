// Trane value-brand keys (trane/value-brand-keys.ts): expected values from the Oxbox J4AC3 installation
// instructions (split air conditioner, 13 SEER, R410A, 1.5–5 tons), the Oxbox 16 SEER AC & HP instructions and the
// J4AH4P air handler guide cited there.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Trane value brands: split outdoor AC / HP keys', () => {
  it('reads the Oxbox J4AC3 key as a 13 SEER R-410A split air conditioner with its size', () => {
    const d = decodeModelNumber('J4AC3018A1000A', 'Oxbox');
    expect(d?.type).toBe('air conditioners');
    expect(d?.fields.seer).toBe(13);
    expect(d?.fields.refrigerant).toBe('R-410A');
    expect(d?.fields.cooling_capacity_tons).toBe(1.5);
    expect(d?.evidence).toBe('src');
  });
  it.each([
    ['A4AC4030A1000A', 'RunTru', 2.5],
    ['M4AC4060A1000A', 'Ameristar', 5],
  ])('%s (%s): the same AC key behind the brand letter, %d t', (model, brand, tons) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.type).toBe('air conditioners');
    expect(d?.fields.cooling_capacity_tons).toBe(tons);
  });
  it('reads the Oxbox HP key as a split heat pump', () => {
    expect(decodeModelNumber('J4HP4036A1000A', 'Oxbox')?.type).toBe('heat pumps');
  });
  it('leaves sizes outside 1.5–5 tons and unbranded numbers alone', () => {
    expect(decodeModelNumber('J4AC3072A1000A', 'Oxbox')).toBeNull();
    expect(decodeModelNumber('J4AC3018A1000A', null)).toBeNull();
    expect(decodeModelNumber('J4AC3018A1000A', 'Goodman')).toBeNull();
  });
});

describe('Trane value brands: air handlers', () => {
  it('reads the Oxbox J4AH4P series as an air handler, type only', () => {
    const d = decodeModelNumber('J4AH4P36A1C00A', 'Oxbox');
    expect(d?.type).toBe('air handlers');
    expect(d?.fields.cooling_capacity_tons).toBeUndefined();
  });
});
