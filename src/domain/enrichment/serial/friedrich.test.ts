// Friedrich room units (serial/friedrich.ts). Expected values: the sample of Friedrich's RAC serial
// number identification guide, and constructed serials worked by hand from the guide's three tables.
import { describe, expect, it } from 'vitest';
import { fail, ok } from './test-helpers';

describe('Friedrich decade + year + month letter style', () => {
  it("the guide's sample LHGK00001: decade L = 0, year H = 8, month G = July → 2008-07", () => {
    const r = ok('LHGK00001', 'Friedrich');
    expect(r.manufacturing_date).toBe('2008-07');
    expect(r.family).toBe('friedrich');
    expect(r.confidence).toBe('low');
    expect(r.ambiguous).toBe(false);
  });

  it('year letter K is 0 and month J is September: AKJR12345 → decade 1, year 0 → 2010-09 (product line R = RAC named)', () => {
    const r = ok('AKJR12345', 'Friedrich');
    expect(r.manufacturing_date).toBe('2010-09');
    expect(r.rule).toMatch(/R = RAC/);
  });

  it('decade J is 9: JEMR00042 → 1995-12 (2095 would be in the future)', () => {
    expect(ok('JEMR00042', 'Friedrich').manufacturing_date).toBe('1995-12');
  });

  it('separators are read as the plate prints them: "LH GK 00001" → 2008-07', () => {
    expect(ok('LH GK 00001', 'Friedrich').manufacturing_date).toBe('2008-07');
  });

  it('a date after today is refused: BFAR00001 (2026-01) on 2025-06-15', () => {
    expect(fail('BFAR00001', 'Friedrich').code).toBe('future_date');
  });

  it('letters outside the tables give a clear invalid_date', () => {
    expect(fail('MHGK00001', 'Friedrich').error).toMatch(/not a decade letter/);
    expect(fail('LLGK00001', 'Friedrich').error).toMatch(/not a year letter/);
    expect(fail('LHNK00001', 'Friedrich').error).toMatch(/not a month letter/);
  });

  it('decades before the 1970s are not offered: CAAR00001 reads 2031 only, which is after today', () => {
    const r = fail('CAAR00001', 'Friedrich');
    expect(r.code).toBe('future_date');
    expect(r.error).not.toMatch(/1931/);
  });

  it('other shapes are not read', () => {
    expect(fail('LHGK0001', 'Friedrich').code).toBe('unrecognized_format');
    expect(fail('1234567890', 'Friedrich').code).toBe('unrecognized_format');
  });
});
