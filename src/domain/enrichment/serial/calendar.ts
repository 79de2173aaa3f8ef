// Calendar helpers shared by serial dating, warranty and equipment age. Pure: all arithmetic on
// UTC calendar dates through Date.UTC; the clock is never read (callers pass `today`).

/** A calendar date (proleptic Gregorian, no time zone). month 1–12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A decoded manufacturing date: month null when the rule gives only the year. */
export interface YearMonth {
  year: number;
  month: number | null;
}

const MS_PER_DAY = 86_400_000;
const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})/;

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

/** Days of each month in a common year. */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  // Arithmetic for the ordinary case (hot: every date parsed or shifted), Date.UTC otherwise, whose
  // quirks (years 0–99 read as 1900–1999, month overflow, fractions, out-of-range NaN) it keeps.
  if ((year | 0) === year && (month | 0) === month && year >= 100 && year <= 200_000 && month >= 1 && month <= 12) {
    if (month !== 2) return MONTH_DAYS[month - 1]!;
    return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  }
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const digitsAt = (s: string, at: number, n: number): number => {
  let v = 0;
  for (let k = 0; k < n; k++) v = v * 10 + (s.charCodeAt(at + k) - 48);
  return v;
};

/**
 * Parse 'YYYY-MM-DD' (a longer ISO timestamp is cut to its date part) or take a Date's UTC date.
 * Returns null for an impossible date such as 2023-02-30.
 */
export function parseCalendarDate(value: Date | string): CalendarDate | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return { year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() };
  }
  // Fast path for a value starting with 'YYYY-MM-DD' (no leading space): the RegExp below reads it the same way.
  if (
    value.length >= 10 &&
    isDigit(value.charCodeAt(0)) && isDigit(value.charCodeAt(1)) && isDigit(value.charCodeAt(2)) && isDigit(value.charCodeAt(3)) &&
    value.charCodeAt(4) === 45 && isDigit(value.charCodeAt(5)) && isDigit(value.charCodeAt(6)) &&
    value.charCodeAt(7) === 45 && isDigit(value.charCodeAt(8)) && isDigit(value.charCodeAt(9))
  ) {
    const year = digitsAt(value, 0, 4);
    const month = digitsAt(value, 5, 2);
    const day = digitsAt(value, 8, 2);
    return isValidCalendarDate(year, month, day) ? { year, month, day } : null;
  }
  const m = ISO_DATE_RE.exec(value.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  return isValidCalendarDate(year, month, day) ? { year, month, day } : null;
}

/** Like parseCalendarDate but throws a RangeError naming the parameter (for `today`). */
export function requireCalendarDate(value: Date | string, name: string): CalendarDate {
  const parsed = parseCalendarDate(value);
  if (parsed === null) throw new RangeError(`${name} must be a valid date (YYYY-MM-DD or a Date); got ${String(value)}`);
  return parsed;
}

// The day the engine runs as of is parsed for every asset (serial decode, warranty): the last string's
// date is kept, frozen (every caller only reads it).
let lastDayText: string | null = null;
let lastDay: CalendarDate | null = null;

/** requireCalendarDate of a string given again and again (`today`): the same frozen date while the string is the same. */
export function requireRepeatedCalendarDate(value: Date | string, name: string): CalendarDate {
  if (typeof value !== 'string') return requireCalendarDate(value, name);
  if (value !== lastDayText || lastDay === null) {
    lastDay = Object.freeze(requireCalendarDate(value, name));
    lastDayText = value;
  }
  return lastDay;
}

/** '00'…'99': two-digit fields without number formatting (hot: every date written). */
const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
const twoDigits = (n: number): string => ((n | 0) === n && n >= 0 && n < 100 ? TWO_DIGITS[n]! : pad(n, 2));

export function formatCalendarDate(d: CalendarDate): string {
  const year = (d.year | 0) === d.year && d.year >= 1000 && d.year <= 9999 ? String(d.year) : pad(d.year, 4);
  return year + '-' + twoDigits(d.month) + '-' + twoDigits(d.day);
}

/** YYYY-MM, or YYYY when the month is unknown. */
export function formatYearMonth(ym: YearMonth): string {
  return ym.month === null ? pad(ym.year, 4) : `${pad(ym.year, 4)}-${pad(ym.month, 2)}`;
}

/** Parse 'YYYY-MM' or 'YYYY' (the engine's manufacturing_date format). */
export function parseYearMonth(value: string): YearMonth | null {
  const m = /^(\d{4})(?:-(\d{2}))?$/.exec(value);
  if (!m) return null;
  const year = Number(m[1]);
  if (m[2] === undefined) return { year, month: null };
  const month = Number(m[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

/** Days since 1970-01-01 (UTC calendar). */
export function dayNumber(d: CalendarDate): number {
  return Math.round(Date.UTC(d.year, d.month - 1, d.day) / MS_PER_DAY);
}

export function fromDayNumber(n: number): CalendarDate {
  const date = new Date(n * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function addDays(d: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(dayNumber(d) + days);
}

/**
 * Calendar-month addition; a day past the end of the target month is clamped to its last day
 * (Aug 31 + 6 months = Feb 28/29; Feb 29 + 12 months = Feb 28). Non-decreasing in `months`.
 */
export function addMonths(d: CalendarDate, months: number): CalendarDate {
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(d.day, daysInMonth(year, month)) };
}

export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return dayNumber(a) - dayNumber(b);
}

/** Whether a decoded date lies after `today` (compared at the precision the date has). */
export function isFutureYearMonth(ym: YearMonth, today: CalendarDate): boolean {
  if (ym.year !== today.year) return ym.year > today.year;
  return ym.month !== null && ym.month > today.month;
}

function isoWeekOneMonday(year: number): number {
  // ISO 8601: week 1 is the week containing January 4th; weeks start on Monday.
  const jan4 = Date.UTC(year, 0, 4) / MS_PER_DAY;
  const dow = (new Date(jan4 * MS_PER_DAY).getUTCDay() + 6) % 7; // Monday = 0
  return jan4 - dow;
}

/** Number of ISO weeks in a year: 53 when the year starts on a Thursday (or Wednesday in a leap year). */
export function isoWeeksInYear(year: number): 52 | 53 {
  return isoWeekOneMonday(year + 1) - isoWeekOneMonday(year) === 53 * 7 ? 53 : 52;
}

/**
 * RULES.md §0 week → month: the month of the Thursday of ISO week `week` of `year`.
 * Null for week 0, or week 53 in a year without an ISO week 53, or weeks above 53.
 */
export function isoWeekToYearMonth(year: number, week: number): { year: number; month: number } | null {
  if (!Number.isInteger(week) || week < 1 || week > isoWeeksInYear(year)) return null;
  const thursday = fromDayNumber(isoWeekOneMonday(year) + (week - 1) * 7 + 3);
  return { year: thursday.year, month: thursday.month };
}
