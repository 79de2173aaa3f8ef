// Lennox 13HPP packaged heat pumps (lennox.outdoor-legacy-seer, HP + P). Expected values from the product-specifications
// title "PACKAGED HEAT PUMPS 13HPP / RHP13 … MODEL NUMBER IDENTIFICATION: 13 HPP 36 A P - 1 A": a packaged unit, not a
// split outdoor heat pump; 13 SEER, 36 = 3 tons.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Lennox 13HPP packaged heat pumps', () => {
  it('13HPP36AP-1A (the title\'s example): packaged unit, 3 tons, 13 SEER', () => {
    expect(decodeModelNumber('13HPP36AP-1A', 'Lennox')).toMatchObject({
      family: 'lennox',
      type: 'packaged units',
      fields: { cooling_capacity_tons: 3, seer: 13 },
    });
  });

  it('the split lines keep their type: 13HPX (R-410A) and 13HPD (R-22) are split heat pumps', () => {
    expect(decodeModelNumber('13HPX-036', 'Lennox')?.type).toBe('heat pumps');
    expect(decodeModelNumber('13HPD-036-230', 'Lennox')?.type).toBe('heat pumps');
  });
});
