// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AGE_ORDER_MESSAGE, effectiveNarrowing, parseWarrantySearch, serializeWarrantySearch } from './warranty-search';

const parse = (qs: string) => parseWarrantySearch(new URLSearchParams(qs));

describe('warranty page URL state', () => {
  it('defaults to the registered basis with no narrowing, and a plain URL', () => {
    const s = parse('');
    expect(s).toEqual({ warranty_basis: 'registered', type: undefined, equipment_age_min_years: undefined, equipment_age_max_years: undefined, distributor: undefined });
    expect(serializeWarrantySearch(s).toString()).toBe('');
  });
  it('falls back to defaults for malformed values', () => {
    expect(parse('warranty_basis=maybe&equipment_age_min_years=old&equipment_age_max_years=-1')).toEqual(parse(''));
  });
  it('round-trips every field', () => {
    const s = parse('warranty_basis=not_registered&type=furnaces&equipment_age_min_years=3&equipment_age_max_years=7.5&distributor=D1');
    expect(parse(serializeWarrantySearch(s).toString())).toEqual(s);
  });
  it('does not apply a reversed age range, and says why', () => {
    const { narrowing, ageError } = effectiveNarrowing(parse('equipment_age_min_years=9&equipment_age_max_years=3&type=boilers'));
    expect(ageError).toBe(AGE_ORDER_MESSAGE);
    expect(narrowing).toEqual({ type: 'boilers', distributor: undefined, equipment_age_min_years: undefined, equipment_age_max_years: undefined });
  });
});
