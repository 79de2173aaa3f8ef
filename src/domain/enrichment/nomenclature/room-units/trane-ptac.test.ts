// Trane / American Standard PTAC key (room-units/trane-ptac.ts): models and values from the catalogs' Model Number
// Description (PTAC-PRC002-EN: PT E D 090 1 G * A) and model lists (PTAC-PRC001-EN: PTEC0701GCA; March 2007: PTEE / PTHE).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { TRANE_PTAC_RULES } from './trane-ptac';
import { decodeWith, mustDecode } from '../kit/test-helpers';

describe('Trane PTAC model number description', () => {
  it('PTED0901GCA, the key laid out field by field: air conditioner, 9,000 Btu, 208-230 V, 3.5 kW heater', () => {
    const d = mustDecode(TRANE_PTAC_RULES, 'PTED0901GCA', 'Trane');
    expect(d).toMatchObject({ type: 'packaged units', family: 'trane', brand: 'Trane', series: 'PTED', evidence: 'src' });
    expect(d.fields).toEqual({
      cooling_capacity_kbtuh: 9,
      cooling_capacity_tons: 0.75,
      heating_capacity_kw: 3.5,
      efficiency_tier: 'air conditioner',
      voltage_v: 230,
      phase: 1,
    });
  });

  it.each([
    ['PTEC0701GCA', 'Trane', 7, 'air conditioner', 230, 3.5],
    ['PTHE1502GAA', 'American Standard', 15, 'heat pump', 265, 3.7],
    ['PTHD1201JAA', 'Trane', 12, 'heat pump', 230, 5],
    ['PTED0704DAA', 'Trane', 7, 'air conditioner', 115, 2],
  ])('%s (%s) → %d kBtu/h %s, %d V, %d kW heater', (model, brand, kbtuh, tier, volts, kw) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'packaged units', brand });
    expect(d?.fields).toMatchObject({ cooling_capacity_kbtuh: kbtuh, efficiency_tier: tier, voltage_v: volts, heating_capacity_kw: kw });
  });

  it('reads the catalog title forms PTEE090 / PTHE150 (capacity only) and a hydronic heat letter', () => {
    expect(decodeModelNumber('PTEE090', 'Trane')?.fields).toEqual({ cooling_capacity_kbtuh: 9, cooling_capacity_tons: 0.75, efficiency_tier: 'air conditioner' });
    expect(decodeModelNumber('PTHE150', 'Trane')?.fields.cooling_capacity_kbtuh).toBe(15);
    const w = decodeModelNumber('PTED1201WAA', 'Trane');
    expect(w?.description).toBe('packaged terminal air conditioner, hydronic heat');
    expect(w?.fields.heating_capacity_kw).toBeUndefined();
  });

  it('reads no capacity, power or heat code the key does not list, and nothing without a Trane brand', () => {
    expect(decodeWith(TRANE_PTAC_RULES, 'PTED1801GCA', 'Trane')).toBeNull();
    expect(decodeWith(TRANE_PTAC_RULES, 'PTED0903GCA', 'Trane')).toBeNull();
    expect(decodeWith(TRANE_PTAC_RULES, 'PTED0901XCA', 'Trane')).toBeNull();
    expect(decodeModelNumber('PTEC0701GCA', null)).toBeNull();
  });
});
