import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageRangeToManufactureDates, ageYearsFromReferenceDate, equipmentAgeYears, manufactureReferenceDate } from './age';

describe('equipment age', () => {
  it('uses the 15th for YYYY-MM and July 1 for a year alone', () => {
    expect(manufactureReferenceDate('2022-05')).toBe('2022-05-15');
    expect(manufactureReferenceDate('1984')).toBe('1984-07-01');
    expect(() => manufactureReferenceDate('2022-5')).toThrow(RangeError);
  });

  it('is days / 365.2425, two decimals', () => {
    // 2015-06-15 → 2025-06-15 = 3653 days (3 leap days) → 10.0016 → 10.00
    expect(equipmentAgeYears('2015-06', '2025-06-15')).toBe(10);
    // 2000-07-01 → 2025-06-15 = 9115 days → 24.956 → 24.96
    expect(equipmentAgeYears('2000', '2025-06-15')).toBeCloseTo(24.96, 10);
    // Made this month, reference day still ahead: 0, never negative.
    expect(equipmentAgeYears('2025-06', '2025-06-03')).toBe(0);
  });

  it('turns an age range into reference dates: 10 ≤ age ≤ 12 on 2025-06-15', () => {
    const r = ageRangeToManufactureDates(10, 12, '2025-06-15');
    expect(r.from).not.toBeNull();
    expect(r.to).not.toBeNull();
    expect(ageYearsFromReferenceDate(r.from!, '2025-06-15')).toBeLessThanOrEqual(12);
    // Ages round to hundredths: 2015-06-17 is 3651 days old → 9.996 → 10.00 (included);
    // 2015-06-18 is 3650 days → 9.993 → 9.99 (excluded), so the exclusive bound is 2015-06-18.
    expect(r.to).toBe('2015-06-18');
    expect(ageRangeToManufactureDates(null, null, '2025-06-15')).toEqual({ from: null, to: null });
    expect(ageRangeToManufactureDates(0, null, '2025-06-15')).toEqual({ from: null, to: null });
  });

  it('rejects negative or inverted bounds', () => {
    expect(() => ageRangeToManufactureDates(-1, null, '2025-06-15')).toThrow(RangeError);
    expect(() => ageRangeToManufactureDates(5, 2, '2025-06-15')).toThrow(RangeError);
  });
});

const dayArb = fc
  .date({ min: new Date(Date.UTC(1960, 0, 1)), max: new Date(Date.UTC(2070, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const yearsArb = fc.option(fc.oneof(fc.integer({ min: 0, max: 40 }), fc.double({ min: 0, max: 40, noNaN: true })), { nil: null });

describe('age filter property', () => {
  it('min ≤ equipmentAge ≤ max exactly when from ≤ reference date < to', () => {
    fc.assert(
      fc.property(dayArb, dayArb, yearsArb, yearsArb, (ref, today, a, b) => {
        const [min, max] = a !== null && b !== null && a > b ? [b, a] : [a, b];
        const range = ageRangeToManufactureDates(min, max, today);
        const age = ageYearsFromReferenceDate(ref, today);
        const byAge = (min === null || age >= min) && (max === null || age <= max);
        const byDate = (range.from === null || ref >= range.from) && (range.to === null || ref < range.to);
        expect(byDate).toBe(byAge);
      }),
      { numRuns: 3000 },
    );
  });
});
