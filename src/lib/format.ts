// Numbers and dates in the user's locale. Intl formatters are built once (building one per cell
// is the slow part of rendering a large table).

const integer = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });
const percentOneDecimal = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
// Calendar dates (YYYY-MM-DD) carry no time zone: format them in UTC so they never shift a day.
const calendarDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'long', timeZone: 'UTC' });

export function formatInteger(n: number): string {
  return integer.format(n);
}

export function formatDecimal(n: number): string {
  return oneDecimal.format(n);
}

/** 0.42 → "42%" */
export function formatPercent(fraction: number, precise = false): string {
  return (precise ? percentOneDecimal : percent).format(fraction);
}

/** ISO timestamp → local date and time; the raw text when it does not parse. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const t = Date.parse(iso.replace(/(\.\d{3})\d+/, '$1'));
  return Number.isNaN(t) ? iso : dateTime.format(t);
}

/** YYYY-MM-DD → localized date; YYYY-MM → month and year; YYYY → year. */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value) return '—';
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (m) return calendarDate.format(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  m = /^(\d{4})-(\d{2})$/.exec(value);
  if (m) return monthYear.format(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
  return value;
}

/** "exact_match" → "Exact match" (enum values shown to people). */
export function humanize(value: string): string {
  const s = value.replace(/[_-]+/g, ' ').trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
}
