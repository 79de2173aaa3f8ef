// Expected values: the [src] examples of RULES.md §1–§3 and hand-worked [illus]/constructed cases.
// ISO-week months are worked out from the week's Thursday (see calendar.test.ts).
import { describe, expect, it } from 'vitest';
import { fail, ok } from './test-helpers';

describe('Carrier / Bryant / Payne (§1)', () => {
  it('[src] 3298… = week 32 of 1998 → Thursday 6 Aug 1998 → 1998-08', () => {
    const r = ok('3298G12345', 'Carrier');
    expect(r.manufacturing_date).toBe('1998-08');
    expect(r.family).toBe('carrier');
    expect(r.ambiguous).toBe(false);
    expect(r.rule).toMatch(/WWYY/);
    expect(r.sources.length).toBeGreaterThan(0);
  });

  it('[src] 5220… = week 52 of 2020 → 2020-12 (carriernorthwest.com)', () => {
    expect(ok('5220E12345', 'Bryant').manufacturing_date).toBe('2020-12');
  });

  it('normalizes spaces, hyphens, slashes and dots first', () => {
    expect(ok(' 3298 g-123.45 ', 'Payne').manufacturing_date).toBe('1998-08');
  });

  it('strips a typed field label ("S/N:", "SN#", "Serial No.") but keeps a bare SN… serial', () => {
    expect(ok('S/N: 3298G12345', 'Carrier').manufacturing_date).toBe('1998-08');
    expect(ok('Serial No. 3298G12345', 'Bryant').normalized_serial).toBe('3298G12345');
    expect(ok('SNAM123456', 'York').normalized_serial).toBe('SNAM123456');
  });

  it('[src] 1970s letter style: A1 = January 1971, B2 = February 1972', () => {
    expect(ok('A1234567', 'Carrier').manufacturing_date).toBe('1971-01');
    expect(ok('B212345', 'Carrier').manufacturing_date).toBe('1972-02');
  });

  it('[src] M5 = December 1975 (InterNACHI) but January 1985 under table (a): both candidates, flagged', () => {
    const r = ok('M5123456', 'Carrier');
    expect(r.candidates).toEqual(['1985-01', '1975-12']);
    expect(r.ambiguous).toBe(true);
    expect(r.chosen_reason).toMatch(/most recent/);
  });

  it('[src] W4D14108 = September 1984 (hvacconsulting table (a)); table (b) (N=Jan, only O skipped) also gives W = September, so the month is reported, low confidence', () => {
    const r = ok('W4D14108', 'Carrier');
    expect(r.manufacturing_date).toBe('1984-09');
    expect(r.confidence).toBe('low');
    expect(r.rule).toMatch(/agree/);
  });

  it('1980s letters N–U: the tables disagree on the month, so the year only (P = March in (a), February in (b))', () => {
    const r = ok('P512345', 'Carrier');
    expect(r.manufacturing_date).toBe('1985');
    expect(r.month).toBeNull();
    expect(r.rule).toMatch(/disagree/);
  });

  it('1970s letters J–L: the two tables differ, so the year only', () => {
    expect(ok('K3123456', 'Carrier').manufacturing_date).toBe('1973');
  });

  it('[illus] 8711xxxxx → November 1987 (9-digit YYMM, 1980s)', () => {
    expect(ok('871112345', 'Carrier').manufacturing_date).toBe('1987-11');
  });

  it('Bryant 1964–1979: WW + year letter; W = 1969, week 25 → Thursday 19 Jun 1969 → 1969-06', () => {
    expect(ok('25W123456', 'Bryant').manufacturing_date).toBe('1969-06');
  });

  it('week 53 exists in 2020 (→ 2020-12) but not in 2021', () => {
    expect(ok('5320G12345', 'Carrier').manufacturing_date).toBe('2020-12');
    expect(fail('5321G12345', 'Carrier').code).toBe('invalid_date');
    expect(fail('0098G12345', 'Carrier').code).toBe('invalid_date');
  });

  it('never returns a future date: week 40 of 2025 is October 2025, after 2025-06-15', () => {
    const r = fail('4025G12345', 'Carrier');
    expect(r.code).toBe('future_date');
    expect(r.error).toMatch(/2025-10/);
    // The same serial a few months later is fine.
    expect(ok('4025G12345', 'Carrier', '2025-10-02').manufacturing_date).toBe('2025-10');
  });

  it('an unknown shape is rejected with the styles listed', () => {
    const r = fail('12', 'Carrier');
    expect(r.code).toBe('unrecognized_format');
    expect(r.error).toMatch(/WWYY/);
  });
});

describe('ICP brands (§2)', () => {
  it('[src] R883512345 → "Date of Mfg 09/88" (week 35 of 1988)', () => {
    const r = ok('R883512345', 'Airquest');
    expect(r.manufacturing_date).toBe('1988-09');
    expect(r.family).toBe('icp');
  });

  it('reads the first letter as the plant, not the month: N2114… → week 14 of 2021 → Thursday 8 Apr 2021', () => {
    expect(ok('N211412345', 'Tempstar').manufacturing_date).toBe('2021-04');
  });

  it('Day & Night with Carrier\'s four-digit layout is read by the Carrier rule', () => {
    const r = ok('3298G12345', 'Day & Night');
    expect(r.manufacturing_date).toBe('1998-08');
    expect(r.family).toBe('carrier');
  });
});

describe('Trane / American Standard (§3)', () => {
  it('[src] 11241KADBB = week 24 of 2011 → June 2011 (pickhvac)', () => {
    expect(ok('11241KADBB', 'Trane').manufacturing_date).toBe('2011-06');
  });

  it('[src] 649XXXXXX = December 2006 (week 49), 9-character YWW', () => {
    expect(ok('649X12345', 'American Standard').manufacturing_date).toBe('2006-12');
  });

  it('[illus] J12xxxxxx → week 12 of 1994 → March 1994', () => {
    expect(ok('J12A45678', 'Trane').manufacturing_date).toBe('1994-03');
  });

  it('A is read as 1986 (hisearch.org), low confidence: week 23 → Thursday 5 Jun 1986', () => {
    const r = ok('A23B45678', 'Trane');
    expect(r.manufacturing_date).toBe('1986-06');
    expect(r.confidence).toBe('low');
  });

  it('1980–1982: the 7th character is the year (U = 1982), year only', () => {
    expect(ok('123456U89', 'Trane').manufacturing_date).toBe('1982');
  });

  it('[src] 1970s 1C-… = March 1971', () => {
    expect(ok('1C-12345', 'Trane').manufacturing_date).toBe('1971-03');
  });

  it('[illus] old GE/Trane C88-… → March 1988', () => {
    expect(ok('C88-12345', 'Trane').manufacturing_date).toBe('1988-03');
  });

  it('a 10-character YYWW before 2010 is outside the style\'s era', () => {
    expect(fail('0512ABCDEF', 'Trane').code).toBe('invalid_date');
  });
});
