import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { decodeWith, mustDecode } from '../kit/test-helpers';
import { GEOSTAR_SYCAMORE_RULES as RULES } from './geostar-sycamore';

describe('GeoStar Sycamore (geothermal/geostar-sycamore.ts)', () => {
  it('reads the SD2700AGA worked example 14 1 * 036 T 0 J 0 L 1 1 1 C 0: vertical, top discharge, 3 tons, variable speed', () => {
    const d = mustDecode(RULES, '141*036T0J0L111C0', 'GeoStar');
    expect(d.type).toBe('geothermal heat pumps');
    expect(d.series).toBe('Sycamore 141');
    expect(d.fields).toEqual({ cooling_capacity_kbtuh: 36, cooling_capacity_tons: 3, efficiency_tier: 'variable speed' });
    expect(d.description).toContain('vertical, top discharge');
  });

  it.each([
    // Unit capacity 036, 048, 060 of the "3 to 5 tons" submittal; any vintage letter.
    ['141A048', 4, 'vertical'],
    ['142C060', 5, 'horizontal'],
    ['142B036E', 3, 'horizontal, end discharge'],
  ])('%s → %d tons, %s', (model, tons, words) => {
    const d = mustDecode(RULES, model, 'WaterFurnace');
    expect(d.fields.cooling_capacity_tons).toBe(tons);
    expect(d.description).toContain(words);
  });

  it('rejects sizes and discharge letters outside the key, another model digit, and a missing brand', () => {
    expect(decodeWith(RULES, '141A024', 'GeoStar')).toBeNull(); // 036 / 048 / 060 only
    expect(decodeWith(RULES, '141A036E', 'GeoStar')).toBeNull(); // E / S are the horizontal discharges
    expect(decodeWith(RULES, '142A036T', 'GeoStar')).toBeNull(); // T / B / R are the vertical ones
    expect(decodeWith(RULES, '143A036', 'GeoStar')).toBeNull();
    expect(decodeWith(RULES, '141A036')).toBeNull();
    expect(decodeWith(RULES, '141A036', 'Bosch')).toBeNull();
  });

  it('wins over the type-only listed reading through decodeModelNumber', () => {
    expect(decodeModelNumber('142A048', 'GeoStar')?.fields.cooling_capacity_tons).toBe(4);
  });
});
