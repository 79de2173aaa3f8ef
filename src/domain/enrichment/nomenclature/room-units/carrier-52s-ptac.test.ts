// Carrier 52S PTAC heat/cool units (room-units/carrier-52s-ptac.ts): the product data's quick-reference model list
// (52SEE207---3 … 52SEC514---4) with its cooling class and volts.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { CARRIER_52S_RULES } from './carrier-52s-ptac';
import { decodeWith } from '../kit/test-helpers';

describe('Carrier 52S packaged terminal air conditioners', () => {
  it.each([
    ['52SEE207---3', 7, 230],
    ['52SEE309---3', 9, 230],
    ['52SEC512---4', 12, 265],
    ['52SEC314---4', 14, 265],
  ])('%s → packaged units, %d kBtu/h class, %d V', (model, kbtuh, volts) => {
    const d = decodeModelNumber(model, 'Carrier');
    expect(d).toMatchObject({ type: 'packaged units', family: 'carrier', evidence: 'pattern' });
    expect(d?.fields).toMatchObject({ cooling_capacity_kbtuh: kbtuh, voltage_v: volts, efficiency_tier: 'cooling with electric heat' });
  });

  it('written without the voltage digit: class only', () => {
    const d = decodeModelNumber('52SEC512', 'Carrier');
    expect(d?.fields.cooling_capacity_kbtuh).toBe(12);
    expect(d?.fields.voltage_v).toBeUndefined();
  });

  it('reads no class or voltage off the list; brand required', () => {
    expect(decodeWith(CARRIER_52S_RULES, '52SEC218---3', 'Carrier')).toBeNull();
    expect(decodeWith(CARRIER_52S_RULES, '52SEC212---5', 'Carrier')).toBeNull();
    expect(decodeModelNumber('52SEE207---3', null)).toBeNull();
  });
});
