import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WARRANTY_TIERS } from '../types';
import { tierExpirationRange, tierOf } from './tiers';

describe('tierOf at the boundaries (T = 2025-08-31, a month end)', () => {
  // T+3m = 2025-11-30, T+6m = 2026-02-28, T+12m = 2026-08-31, T+24m = 2027-08-31, T−12m = 2024-08-31.
  const T = '2025-08-31';
  it.each([
    ['2027-08-31', 'in_warranty'],
    ['2027-08-30', 'expiring_within_2_years'],
    ['2026-08-31', 'expiring_within_2_years'],
    ['2026-08-30', 'expiring_within_1_year'],
    ['2026-02-28', 'expiring_within_1_year'],
    ['2026-02-27', 'expiring_within_6_months'],
    ['2025-11-30', 'expiring_within_6_months'],
    ['2025-11-29', 'expiring_within_3_months'],
    ['2025-09-01', 'expiring_within_3_months'], // E = T+1d: covered today, last day of coverage
    ['2025-08-31', 'expired_past_12_months'], // E = T: today is the first uncovered day (inactive)
    ['2025-08-30', 'expired_past_12_months'],
    ['2024-08-31', 'expired_past_12_months'],
    ['2024-08-30', 'expired_over_1_year'],
  ])('E = %s → %s', (e, tier) => {
    expect(tierOf(e, T)).toBe(tier);
  });

  it('gives the SQL ranges as half-open [from, to)', () => {
    expect(tierExpirationRange('in_warranty', T)).toEqual({ from: '2027-08-31', to: null });
    expect(tierExpirationRange('expiring_within_6_months', T)).toEqual({ from: '2025-11-30', to: '2026-02-28' });
    expect(tierExpirationRange('expiring_within_3_months', T)).toEqual({ from: '2025-09-01', to: '2025-11-30' });
    expect(tierExpirationRange('expired_past_12_months', T)).toEqual({ from: '2024-08-31', to: '2025-09-01' });
    expect(tierExpirationRange('expired_over_1_year', T)).toEqual({ from: null, to: '2024-08-31' });
  });

  it('accepts a Date for today (its UTC date)', () => {
    expect(tierOf('2025-11-29', new Date(Date.UTC(2025, 7, 31, 12)))).toBe('expiring_within_3_months');
  });
});

const dayArb = fc
  .date({ min: new Date(Date.UTC(1980, 0, 1)), max: new Date(Date.UTC(2080, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

function inRange(e: string, r: { from: string | null; to: string | null }): boolean {
  return (r.from === null || e >= r.from) && (r.to === null || e < r.to);
}

describe('tier properties', () => {
  it('E lies in exactly one tier range, and tierOf names that tier', () => {
    fc.assert(
      fc.property(dayArb, dayArb, (e, t) => {
        const containing = WARRANTY_TIERS.filter((tier) => inRange(e, tierExpirationRange(tier, t)));
        expect(containing).toHaveLength(1);
        expect(tierOf(e, t)).toBe(containing[0]);
      }),
      { numRuns: 3000 },
    );
  });

  it('E near today (within ±30 months) also lands in exactly one tier', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: -915, max: 915 }), (t, offsetDays) => {
        const e = new Date(Date.parse(`${t}T00:00:00Z`) + offsetDays * 86_400_000).toISOString().slice(0, 10);
        const containing = WARRANTY_TIERS.filter((tier) => inRange(e, tierExpirationRange(tier, t)));
        expect(containing).toEqual([tierOf(e, t)]);
        // Active coverage (T < E) is never in an expired tier.
        if (e > t) expect(tierOf(e, t).startsWith('expired')).toBe(false);
        if (e < t) expect(tierOf(e, t).startsWith('expired')).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
