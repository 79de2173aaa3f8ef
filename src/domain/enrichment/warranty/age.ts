// Equipment age from a decoded manufacturing date, and the inverse the server needs to filter by
// age in SQL on a stored reference date (so the list filter and the displayed age always agree).
import {
  dayNumber,
  formatCalendarDate,
  fromDayNumber,
  parseYearMonth,
  requireCalendarDate,
} from '../serial/calendar';

/** Mean Gregorian year in days: age in years = days / DAYS_PER_YEAR. */
export const DAYS_PER_YEAR = 365.2425;
/** A month-precision date is taken as the 15th (mid-month: at most ~half a month off either way). */
export const REFERENCE_DAY_OF_MONTH = 15;
/** A year-only date is taken as July 1 (mid-year: at most ~half a year off either way). */
export const REFERENCE_MONTH_FOR_YEAR_ONLY = 7;

const YEAR_ONLY_SUFFIX = `-0${REFERENCE_MONTH_FOR_YEAR_ONLY}-01`;
const MONTH_SUFFIX = `-${REFERENCE_DAY_OF_MONTH}`;

function isDigits(s: string, at: number, n: number): boolean {
  for (let k = at; k < at + n; k++) {
    const c = s.charCodeAt(k);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/**
 * The day that stands for a manufacturing date in age and warranty arithmetic and in the DB's
 * reference column: YYYY-MM → YYYY-MM-15; YYYY → YYYY-07-01.
 */
export function manufactureReferenceDate(manufacturingDate: string): string {
  // The usual input read without the RegExp and the objects (hot: twice an asset dated): the digits as
  // they are, which is what parsing and formatting them gives.
  if (isDigits(manufacturingDate, 0, 4)) {
    if (manufacturingDate.length === 4) return manufacturingDate + YEAR_ONLY_SUFFIX;
    if (manufacturingDate.length === 7 && manufacturingDate.charCodeAt(4) === 45 && isDigits(manufacturingDate, 5, 2)) {
      const month = (manufacturingDate.charCodeAt(5) - 48) * 10 + (manufacturingDate.charCodeAt(6) - 48);
      if (month >= 1 && month <= 12) return manufacturingDate + MONTH_SUFFIX;
    }
  }
  const ym = parseYearMonth(manufacturingDate);
  if (ym === null) throw new RangeError(`manufacturing_date must be YYYY-MM or YYYY; got ${manufacturingDate}`);
  return ym.month === null
    ? formatCalendarDate({ year: ym.year, month: REFERENCE_MONTH_FOR_YEAR_ONLY, day: 1 })
    : formatCalendarDate({ year: ym.year, month: ym.month, day: REFERENCE_DAY_OF_MONTH });
}

function ageOfDays(referenceDay: number, todayDay: number): number {
  // Hundredths of a year; never negative (a unit made this month can have its reference day after today).
  return Math.max(0, Math.round(((todayDay - referenceDay) / DAYS_PER_YEAR) * 100) / 100);
}

/** Age in years (2 decimals) of a unit whose reference date is `referenceDate` (YYYY-MM-DD). */
export function ageYearsFromReferenceDate(referenceDate: string, today: Date | string): number {
  return ageOfDays(dayNumber(requireCalendarDate(referenceDate, 'referenceDate')), dayNumber(requireCalendarDate(today, 'today')));
}

/** Age in years (2 decimals) from a manufacturing date YYYY-MM or YYYY, via its reference date. */
export function equipmentAgeYears(manufacturingDate: string, today: Date | string): number {
  return ageYearsFromReferenceDate(manufactureReferenceDate(manufacturingDate), today);
}

export interface ReferenceDateRange {
  /** Inclusive lower bound on the reference date (YYYY-MM-DD), or null. */
  from: string | null;
  /** Exclusive upper bound on the reference date (YYYY-MM-DD), or null. */
  to: string | null;
}

function checkYears(value: number | null, name: string): void {
  if (value !== null && (!Number.isFinite(value) || value < 0)) throw new RangeError(`${name} must be a number ≥ 0; got ${value}`);
}

/**
 * The reference dates R whose age satisfies minYears ≤ age ≤ maxYears (either bound optional),
 * as a half-open range from ≤ R < to. Exactly consistent with ageYearsFromReferenceDate: age is a
 * non-increasing step function of R, so the bounds are found from an estimate and then stepped
 * day by day to the exact edge.
 */
export function ageRangeToManufactureDates(
  minYears: number | null,
  maxYears: number | null,
  today: Date | string,
): ReferenceDateRange {
  checkYears(minYears, 'minYears');
  checkYears(maxYears, 'maxYears');
  if (minYears !== null && maxYears !== null && minYears > maxYears) throw new RangeError('minYears must be ≤ maxYears');
  const t = dayNumber(requireCalendarDate(today, 'today'));
  const age = (d: number) => ageOfDays(d, t);

  let to: string | null = null;
  if (minYears !== null && minYears > 0) {
    // Largest R with age(R) ≥ minYears.
    let x = Math.floor(t - minYears * DAYS_PER_YEAR);
    while (age(x + 1) >= minYears) x++;
    while (age(x) < minYears) x--;
    to = formatCalendarDate(fromDayNumber(x + 1));
  }
  let from: string | null = null;
  if (maxYears !== null) {
    // Smallest R with age(R) ≤ maxYears.
    let y = Math.ceil(t - maxYears * DAYS_PER_YEAR);
    while (age(y - 1) <= maxYears) y--;
    while (age(y) > maxYears) y++;
    from = formatCalendarDate(fromDayNumber(y));
  }
  return { from, to };
}
