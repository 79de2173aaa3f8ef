// The seven warranty expiration tiers of spec 4.4, for one expiration date E (the first day no
// longer covered; coverage is active ⇔ today < E) against today T. Months are calendar months
// (addMonths clamps to the end of shorter months: Aug 31 + 6 months = Feb 28/29).
//
// | tier                      | E in (half-open)        | from      | to        |
// |---------------------------|-------------------------|-----------|-----------|
// | in_warranty               | T+24m ≤ E               | T+24m     | —         |
// | expiring_within_2_years   | T+12m ≤ E < T+24m       | T+12m     | T+24m     |
// | expiring_within_1_year    | T+6m  ≤ E < T+12m       | T+6m      | T+12m     |
// | expiring_within_6_months  | T+3m  ≤ E < T+6m        | T+3m      | T+6m      |
// | expiring_within_3_months  | T     < E < T+3m        | T+1d      | T+3m      |
// | expired_past_12_months    | T−12m ≤ E ≤ T           | T−12m     | T+1d      |
// | expired_over_1_year       | E < T−12m               | —         | T−12m     |
//
// The boundaries T−12m < T+1d < T+3m < T+6m < T+12m < T+24m are strictly increasing, so the tiers
// are mutually exclusive and together cover every date. Edge case: E = T means today is the first
// uncovered day (active is false), so it is expired_past_12_months — an "expiring" tier always
// means the warranty is still active today, matching the *_warranty_active flags.
import { WARRANTY_TIERS, type WarrantyTier } from '../types';
import { addDays, addMonths, formatCalendarDate, requireCalendarDate, type CalendarDate } from '../serial/calendar';

export interface TierRange {
  /** Inclusive lower bound on E (YYYY-MM-DD), or null for no lower bound. */
  from: string | null;
  /** Exclusive upper bound on E (YYYY-MM-DD), or null for no upper bound. */
  to: string | null;
}

/** Month offsets from today of each tier's [from, to) bounds; null = unbounded; 'T+1d' = tomorrow. */
type Bound = number | 'T+1d' | null;
const TIER_MONTHS: Readonly<Record<WarrantyTier, readonly [Bound, Bound]>> = {
  in_warranty: [24, null],
  expiring_within_2_years: [12, 24],
  expiring_within_1_year: [6, 12],
  expiring_within_6_months: [3, 6],
  expiring_within_3_months: ['T+1d', 3],
  expired_past_12_months: [-12, 'T+1d'],
  expired_over_1_year: [null, -12],
};

function bound(today: CalendarDate, months: Bound): string | null {
  if (months === null) return null;
  if (months === 'T+1d') return formatCalendarDate(addDays(today, 1));
  return formatCalendarDate(addMonths(today, months));
}

/** Half-open [from, to) range of expiration dates E that fall in `tier` on `today` (for SQL filters). */
export function tierExpirationRange(tier: WarrantyTier, today: Date | string): TierRange {
  const t = requireCalendarDate(today, 'today');
  const [from, to] = TIER_MONTHS[tier];
  return { from: bound(t, from), to: bound(t, to) };
}

/** Every tier's [from, to) bounds for one day, in WARRANTY_TIERS order. */
function boundsOf(t: CalendarDate): Array<readonly [string | null, string | null]> {
  return WARRANTY_TIERS.map((tier) => [bound(t, TIER_MONTHS[tier][0]), bound(t, TIER_MONTHS[tier][1])] as const);
}

// Each asset of an upload asks for two tiers on the same day: the bounds of the last `today` string are kept.
let lastToday: string | null = null;
let lastBounds: Array<readonly [string | null, string | null]> = [];

/** The tier of expiration date E (YYYY-MM-DD) on `today`. */
export function tierOf(expiration: string, today: Date | string): WarrantyTier {
  const e = formatCalendarDate(requireCalendarDate(expiration, 'expiration'));
  let bounds: Array<readonly [string | null, string | null]>;
  if (typeof today === 'string' && today === lastToday) {
    bounds = lastBounds;
  } else {
    bounds = boundsOf(requireCalendarDate(today, 'today'));
    if (typeof today === 'string') {
      lastToday = today;
      lastBounds = bounds;
    }
  }
  for (let k = 0; k < WARRANTY_TIERS.length; k++) {
    const [lo, hi] = bounds[k]!;
    // ISO dates compare correctly as strings.
    if ((lo === null || e >= lo) && (hi === null || e < hi)) return WARRANTY_TIERS[k]!;
  }
  throw new Error(`tierOf: no tier for ${e} (the tier table must cover every date)`);
}
