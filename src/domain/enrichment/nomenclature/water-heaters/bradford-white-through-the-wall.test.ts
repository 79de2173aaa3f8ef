import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values: Bradford White Through-The-Wall service manual 45960A (TW450S65(B)*(N,X), TW465S65(B)*(N,X) beside
// M1TW40S* / M1TW50S* / M2TW50T* / M2TW65T*) and the TW4 75-gallon power-vent service manual 47150A.
describe('Bradford White TW4 through-the-wall tanks', () => {
  it('reads gallons and the N / X gas letter', () => {
    expect(decodeModelNumber('TW450S653N', 'Bradford White')).toMatchObject({
      type: 'water heaters',
      series: 'TW4',
      fields: { tank_capacity_gallons: 50, fuel: 'natural gas' },
    });
    expect(decodeModelNumber('TW465S65B6X', 'Bradford White')?.fields).toEqual({ tank_capacity_gallons: 65, fuel: 'propane' });
    expect(decodeModelNumber('TW475S763N', 'Bradford White')?.fields.tank_capacity_gallons).toBe(75);
  });

  it('the M2TW sibling of the same manual is read by the tank rule, and TW4 needs the brand', () => {
    expect(decodeModelNumber('M2TW65T6BN', 'Bradford White')?.fields.tank_capacity_gallons).toBe(65);
    expect(decodeModelNumber('TW450S653N', null)).toBeNull();
    expect(decodeModelNumber('TW440S653N', 'Bradford White')?.series ?? '').not.toBe('TW4');
  });
});
