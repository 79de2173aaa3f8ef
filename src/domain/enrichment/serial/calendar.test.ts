import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, daysInMonth, formatCalendarDate, isoWeekToYearMonth, isoWeeksInYear, parseCalendarDate, parseYearMonth } from './calendar';

describe('ISO week → month (RULES.md §0: the month of the ISO week\'s Thursday)', () => {
  // Thursdays worked out on a calendar: ISO week 1 contains January 4th.
  it.each([
    [1998, 32, 1998, 8], // Thursday 6 Aug 1998
    [2020, 52, 2020, 12], // Thursday 24 Dec 2020
    [2020, 53, 2020, 12], // Thursday 31 Dec 2020 (2020 starts on a Wednesday, leap year → 53 weeks)
    [2018, 5, 2018, 2], // Thursday 1 Feb 2018: "5th week of 2018" is February by this convention
    [2011, 24, 2011, 6], // Thursday 16 Jun 2011
    [2006, 49, 2006, 12], // Thursday 7 Dec 2006
    [1988, 35, 1988, 9], // Thursday 1 Sep 1988 (ICP "Date of Mfg 09/88")
    [2015, 1, 2015, 1], // Week 1 of 2015 starts Mon 29 Dec 2014; its Thursday is 1 Jan 2015
    [2009, 1, 2009, 1], // Week 1 of 2009 starts Mon 29 Dec 2008; Thursday 1 Jan 2009
  ])('%i week %i → %i-%i', (y, w, ey, em) => {
    expect(isoWeekToYearMonth(y, w)).toEqual({ year: ey, month: em });
  });

  it('rejects week 0, week 54 and week 53 in a 52-week year', () => {
    expect(isoWeekToYearMonth(2020, 0)).toBeNull();
    expect(isoWeekToYearMonth(2020, 54)).toBeNull();
    expect(isoWeekToYearMonth(2021, 53)).toBeNull(); // 2021 starts on a Friday: 52 weeks
  });

  it('counts 53-week years: those starting on Thursday, or Wednesday in a leap year', () => {
    expect(isoWeeksInYear(2015)).toBe(53); // 1 Jan 2015 is a Thursday
    expect(isoWeeksInYear(2020)).toBe(53); // 1 Jan 2020 is a Wednesday, leap year
    expect(isoWeeksInYear(2026)).toBe(53); // 1 Jan 2026 is a Thursday
    expect(isoWeeksInYear(2019)).toBe(52);
    expect(isoWeeksInYear(2021)).toBe(52);
  });
});

describe('calendar dates', () => {
  it('parses YYYY-MM-DD and rejects impossible dates', () => {
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate('2023-02-29')).toBeNull();
    expect(parseCalendarDate('2023-13-01')).toBeNull();
    expect(parseCalendarDate('yesterday')).toBeNull();
    expect(parseCalendarDate(new Date(Date.UTC(2025, 0, 31, 23, 59)))).toEqual({ year: 2025, month: 1, day: 31 });
  });

  it('adds calendar months, clamping to the end of shorter months', () => {
    expect(addMonths({ year: 2025, month: 8, day: 31 }, 6)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(addMonths({ year: 2024, month: 2, day: 29 }, 12)).toEqual({ year: 2025, month: 2, day: 28 });
    expect(addMonths({ year: 2025, month: 3, day: 31 }, -1)).toEqual({ year: 2025, month: 2, day: 28 });
    expect(addMonths({ year: 2025, month: 1, day: 15 }, -13)).toEqual({ year: 2023, month: 12, day: 15 });
  });

  it('parses the engine\'s manufacturing_date format', () => {
    expect(parseYearMonth('2022-05')).toEqual({ year: 2022, month: 5 });
    expect(parseYearMonth('1984')).toEqual({ year: 1984, month: null });
    expect(parseYearMonth('2022-13')).toBeNull();
  });
});

describe('calendar fast paths agree with their Date/RegExp definitions', () => {
  // The definitions the fast paths replace: the last day of the month via Date.UTC's day 0, and the
  // 'YYYY-MM-DD' prefix read by a RegExp after trimming.
  const daysByDate = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();
  const parseByRegExp = (value: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
    if (!m) return null;
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return Number.isInteger(year) && month >= 1 && month <= 12 && day >= 1 && day <= daysByDate(year, month) ? { year, month, day } : null;
  };

  it('daysInMonth: leap years by the Gregorian rule, years 0–99 as Date.UTC reads them, odd arguments too', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(0, 2)).toBe(daysByDate(0, 2));
    for (let year = 0; year <= 2500; year++) for (let month = 0; month <= 13; month++) if (daysInMonth(year, month) !== daysByDate(year, month)) expect([year, month, daysInMonth(year, month)]).toEqual([year, month, daysByDate(year, month)]);
    fc.assert(fc.property(fc.integer({ min: -300_000, max: 300_000 }), fc.integer({ min: -30, max: 30 }), (y, m) => Object.is(daysInMonth(y, m), daysByDate(y, m))));
    fc.assert(fc.property(fc.double({ min: -3000, max: 3000 }), fc.double({ min: -20, max: 20 }), (y, m) => Object.is(daysInMonth(y, m), daysByDate(y, m))));
  });

  it('formatCalendarDate pads as String.padStart does, for any integer fields', () => {
    const byPadStart = (y: number, m: number, d: number): string => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    expect(formatCalendarDate({ year: 987, month: 3, day: 9 })).toBe('0987-03-09');
    fc.assert(fc.property(fc.integer({ min: -20_000, max: 20_000 }), fc.integer({ min: -5, max: 120 }), fc.integer({ min: -5, max: 120 }), (y, m, d) => formatCalendarDate({ year: y, month: m, day: d }) === byPadStart(y, m, d)));
    fc.assert(fc.property(fc.double(), fc.double(), fc.double(), (y, m, d) => formatCalendarDate({ year: y, month: m, day: d }) === byPadStart(y, m, d)));
  });

  it('parseCalendarDate reads strings exactly as the trimmed RegExp does', () => {
    expect(parseCalendarDate('2024-02-29T10:00:00Z')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate(' 2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate('0000-02-29')).toEqual(parseByRegExp('0000-02-29'));
    const dateLike = fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), fc.constantFrom('', ' ', 'T00:00', '\u00a0', 'x'), fc.constantFrom('', ' ', '\t')).map(
      ([y, m, d, tail, head]) => `${head}${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}${tail}`,
    );
    fc.assert(fc.property(dateLike, (s) => {
      expect(parseCalendarDate(s)).toEqual(parseByRegExp(s));
    }));
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...'0123456789- T\u00a0٣'.split('')), maxLength: 14 }), (s) => {
      expect(parseCalendarDate(s)).toEqual(parseByRegExp(s));
    }));
  });
});
