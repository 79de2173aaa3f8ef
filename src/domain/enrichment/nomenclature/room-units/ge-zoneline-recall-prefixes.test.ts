import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('GE Zoneline models written as the recall prefix (room-units/ptac.ts)', () => {
  // 2015 Zoneline recall, "Model Prefixes": AZ41E07E … AZ61H15E — series · E/H · class · voltage letter, nothing after.
  it.each([
    ['AZ41E07E', 7, 'cooling with electric heat'],
    ['AZ41E12E', 12, 'cooling with electric heat'],
    ['AZ61H09E', 9, 'heat pump with backup electric heat'],
    ['AZ61H15E', 15, 'heat pump with backup electric heat'],
  ])('GE %s → PTAC, %i kBtu/h, 265 V', (model, kbtuh, tier) => {
    const d = decodeModelNumber(model, 'GE Appliances');
    expect(d).toMatchObject({ type: 'packaged units', series: model.slice(0, 4) });
    expect(d?.fields).toMatchObject({ cooling_capacity_kbtuh: kbtuh, efficiency_tier: tier, voltage_v: 265 });
  });

  it('keeps the full models and still rejects an undocumented series or a class cut before the voltage letter', () => {
    expect(decodeModelNumber('AZ45E07DAB', 'GE Appliances')?.fields.voltage_v).toBe(230);
    expect(decodeModelNumber('AZ40E09E', 'GE Appliances')).toBeNull();
    expect(decodeModelNumber('AZ41E12', 'GE Appliances')).toBeNull();
    expect(decodeModelNumber('AZ61E09E', 'GE Appliances')).toBeNull();
  });
});
