// Expected values: RULES.md §4–§6 [src] examples and hand-worked constructed cases.
import { describe, expect, it } from 'vitest';
import { catalogModel, fail, ok } from './test-helpers';

describe('Goodman / Amana / Janitrol / Daikin (§4)', () => {
  it('[src] Goodman warranty certificate: a serial beginning with 2205 = May 2022', () => {
    const r = ok('2205123456', 'Goodman');
    expect(r.manufacturing_date).toBe('2022-05');
    expect(r.ambiguous).toBe(false);
  });

  it('[src] 9901… = January 1999 (pickhvac)', () => {
    expect(ok('9901123456', 'Amana').manufacturing_date).toBe('1999-01');
  });

  it('a 9-digit Goodman serial reads the same YYMM (pickhvac 040852398 = August 2004), but not for Daikin', () => {
    expect(ok('040852398', 'Janitrol').manufacturing_date).toBe('2004-08');
    expect(fail('040852398', 'Daikin').code).toBe('no_public_rule');
  });

  it('rejects month 13', () => {
    expect(fail('2213123456', 'Janitrol').code).toBe('invalid_date');
  });

  it('old Amana BLACKHORSE letter: K = …5 → 1995, 1985 or 1975 (era 1971–2001), year only, ambiguous', () => {
    const r = ok('K123456', 'Amana');
    expect(r.candidates).toEqual(['1995', '1985', '1975']);
    expect(r.manufacturing_date).toBe('1995');
    expect(r.ambiguous).toBe(true);
  });

  it('E = …0 and B = …1 (B = 1971/81/91/2001)', () => {
    expect(ok('E123456', 'Amana').candidates).toEqual(['2000', '1990', '1980']);
    expect(ok('B123456', 'Amana').candidates).toEqual(['2001', '1991', '1981', '1971']);
  });

  it('Daikin with a 10-digit YYMM and no model: read as Goodman-built, said so', () => {
    const r = ok('2205123456', 'Daikin');
    expect(r.manufacturing_date).toBe('2022-05');
    expect(r.family).toBe('goodman');
    expect(r.rule).toMatch(/Goodman-built/);
  });

  it('Daikin ductless (matched mini-split): no public rule', () => {
    const model = catalogModel({ brand: 'Daikin', type: 'heat pumps', model_data: { 'System type': 'Mini/Multi-Split' } });
    const r = fail('2205123456', 'Daikin', undefined, model);
    expect(r.code).toBe('no_public_rule');
  });

  it('Daikin serial not in the Goodman shape: no public rule', () => {
    expect(fail('E001234', 'Daikin').code).toBe('no_public_rule');
  });
});

describe('Lennox / Allied / Aire-Flo (§5)', () => {
  it('[src] 5898G07568 = July 1998 (plant 58)', () => {
    expect(ok('5898G07568', 'Lennox').manufacturing_date).toBe('1998-07');
  });

  it('J = September (I skipped): 5815J12345 → 2015-09; Armstrong uses the same rule', () => {
    expect(ok('5815J12345', 'Armstrong Air').manufacturing_date).toBe('2015-09');
  });

  it('four digits after the month letter also read (waypointinspection 1215M1234 = December 2015)', () => {
    expect(ok('1215M1234', 'Concord').manufacturing_date).toBe('2015-12');
  });

  it('letter I is not a month', () => {
    expect(fail('5898I07568', 'Lennox').code).toBe('invalid_date');
  });

  it('[illus] 684xxx → April 1968 (pre-1974), among the all-digit readings', () => {
    const r = ok('684123', 'Lennox');
    // Pre-1974: 68 + month 4 → 1968-04. Type 4 (last four YYWW): 41/23 → week 23 of 1941 → Thursday 5 Jun 1941.
    expect(r.candidates).toEqual(['1968-04', '1941-06']);
    expect(r.manufacturing_date).toBe('1968-04');
    expect(r.ambiguous).toBe(true);
  });

  it('type 2: letter + 5 digits + 3 letters, first two digits year, second-to-last letter month: A12345BFC → 2012-06', () => {
    expect(ok('A12345BFC', 'Lennox').manufacturing_date).toBe('2012-06');
  });

  it('type 3: DD + month letter + year reversed: 12C58… → March 1985', () => {
    expect(ok('12C5812345', 'Lennox').manufacturing_date).toBe('1985-03');
  });
});

describe('York / JCI brands (§6)', () => {
  it('[src] W0E5195159 = May 2005', () => {
    const r = ok('W0E5195159', 'York');
    expect(r.manufacturing_date).toBe('2005-05');
    expect(r.ambiguous).toBe(false);
  });

  it('K = September, N = December; decade digit: W1K9… → 2019-09, W2N1… → 2021-12', () => {
    expect(ok('W1K9123456', 'Luxaire').manufacturing_date).toBe('2019-09');
    expect(ok('W2N1123456', 'Coleman').manufacturing_date).toBe('2021-12');
  });

  it('the new style began about October 2004: a 2004-05 reading is kept at low confidence (a source prints W0E4298223 as a new-style serial), a 2003 one is rejected', () => {
    const r = ok('W0E4123456', 'York');
    expect(r.manufacturing_date).toBe('2004-05');
    expect(r.confidence).toBe('low');
    expect(fail('W0E3123456', 'York').code).toBe('invalid_date');
  });

  it('a letter O in char 2 of the new style is a misread zero: WOK5… = September 2005', () => {
    expect(ok('WOK5812345', 'York').manufacturing_date).toBe('2005-09');
  });

  it('[src] YHFM… = August 1976 or 1997 (intrysys): both candidates, ambiguous without a model', () => {
    const r = ok('YHFM123456', 'York');
    expect(r.candidates).toEqual(['1997-08', '1976-08']);
    expect(r.manufacturing_date).toBe('1997-08');
    expect(r.ambiguous).toBe(true);
  });

  it('year letters P–Y occur once: AAPA… → January 1984', () => {
    const r = ok('AAPA123456', 'Fraser-Johnston');
    expect(r.manufacturing_date).toBe('1984-01');
    expect(r.ambiguous).toBe(false);
  });

  it('N = 1983 or 2004; a December 2004 reading is past the old style\'s end (Oct 2004)', () => {
    expect(ok('ABNC123456', 'York').candidates).toEqual(['2004-02', '1983-02']);
    expect(ok('ANNC123456', 'York').candidates).toEqual(['1983-12']);
  });
});
