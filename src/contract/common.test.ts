import { describe, expect, it } from 'vitest';
import { isRealCalendarDate } from './common';

// Expected values from the Gregorian calendar (ISO 8601 calendar dates; leap years: divisible by 4,
// not by 100 unless by 400), and from Date.UTC's reading of years 0–99 as 1900–1999.
describe('isRealCalendarDate', () => {
  it('accepts real days, the month ends and leap days', () => {
    for (const d of ['2024-01-01', '2024-01-31', '2023-04-30', '2024-02-29', '2000-02-29', '1996-02-29', '2023-12-31', '9999-12-31', '0004-02-29'])
      expect(isRealCalendarDate(d), d).toBe(true);
  });
  it('refuses days past the month end, month 0 and 13, day 0, and 29 February of common years', () => {
    for (const d of ['2023-02-29', '1900-02-29', '2100-02-29', '2023-02-30', '2023-04-31', '2023-06-31', '2023-09-31', '2023-11-31', '2023-01-32', '2023-00-10', '2023-13-01', '2023-01-00', '0000-02-29'])
      expect(isRealCalendarDate(d), d).toBe(false);
  });
  it('refuses any other shape', () => {
    for (const d of ['', '2024-1-01', '2024-01-1', '2024-01-01 ', ' 2024-01-01', '2024/01/01', '20240101', '+024-01-01', '2024-0a-01', '２０２４-01-01', '2024-01-01T00:00'])
      expect(isRealCalendarDate(d), JSON.stringify(d)).toBe(false);
  });
});
