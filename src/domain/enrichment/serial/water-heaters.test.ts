// Expected values: RULES.md §12 [src] examples (Bradford White bulletin #100, stesso, bobwei) and
// hand-worked constructed cases.
import { describe, expect, it } from 'vitest';
import { catalogModel, fail, ok } from './test-helpers';

describe('A.O. Smith family (§12)', () => {
  it('[src] 1805… = 5th week of 2018 → Thursday 1 Feb 2018 → 2018-02', () => {
    expect(ok('1805A12345', 'A. O. Smith').manufacturing_date).toBe('2018-02');
  });

  it('before 2008: plant letter + month letter + YY: AJ05… → September 2005', () => {
    expect(ok('AJ05123456', 'A.O. Smith').manufacturing_date).toBe('2005-09');
  });

  it('a YYWW reading in 1997–2007 matches neither documented era', () => {
    const r = fail('0512123456', 'Reliance');
    expect(r.code).toBe('invalid_date');
    expect(r.error).toMatch(/1997–2007 start with a plant letter and a month letter/);
  });

  it('before 1997 (albaninspect, unconfirmed): 9012… → week 12 of 1990 → March 1990, low confidence', () => {
    const r = ok('9012123456', 'A. O. Smith');
    expect(r.manufacturing_date).toBe('1990-03');
    expect(r.confidence).toBe('low');
  });

  it('[illus] State F03… → June 2003', () => {
    expect(ok('F03123456', 'State').manufacturing_date).toBe('2003-06');
  });

  it('American pre-merger: letter + YY + letter + WW: A05B23… → week 23 of 2005 → June 2005', () => {
    expect(ok('A05B231234', 'American').manufacturing_date).toBe('2005-06');
  });

  it('Lochinvar: RULES.md has no rule', () => {
    expect(fail('1805A12345', 'Lochinvar').code).toBe('no_public_rule');
  });
});

describe('GSW / John Wood (§12)', () => {
  it('[src] 0331263882 = 2003, week 31 → Thursday 31 Jul 2003 → 2003-07', () => {
    expect(ok('0331263882', 'GSW').manufacturing_date).toBe('2003-07');
  });
  it('second style: a letter then YYWW', () => {
    expect(ok('J0331 ABC', 'John Wood').manufacturing_date).toBe('2003-07');
  });
});

describe('Bradford White (§12, bulletin #100)', () => {
  it('[src] WC9876553 = March 2000, in the bulletin\'s time (the 2020 reading did not exist yet)', () => {
    const r = ok('WC9876553', 'Bradford White', '2010-01-01');
    expect(r.manufacturing_date).toBe('2000-03');
    expect(r.candidates).toEqual(['2000-03']);
    expect(r.ambiguous).toBe(false);
    expect(r.chosen_reason).toBeNull();
  });

  it('WC… today: 2000 or 2020, most recent taken and flagged', () => {
    const r = ok('WC9876553', 'Bradford White');
    expect(r.candidates).toEqual(['2020-03', '2000-03']);
    expect(r.manufacturing_date).toBe('2020-03');
    expect(r.ambiguous).toBe(true);
  });

  it('[src] KA… = January 1993 (2013 not yet reached in 2005)', () => {
    expect(ok('KA1234567', 'Bradford White', '2005-06-01').manufacturing_date).toBe('1993-01');
  });

  it('[src] the OA batch (computer error) = January 1997', () => {
    expect(ok('OA1234567', 'Bradford White').manufacturing_date).toBe('1997-01');
  });

  it('A = 1984, 2004 and 2024', () => {
    expect(ok('AA1234567', 'Bradford White').candidates).toEqual(['2024-01', '2004-01', '1984-01']);
  });

  it('a reading later this year is dropped as future, and the reason says so: AM (December) in June 2024', () => {
    const r = ok('AM1234567', 'Bradford White', '2024-06-15', catalogModel({ brand: 'Bradford White', model_data: { 'Date Available On Market': '01/01/2003' } }));
    // A = 1984/2004/2024, M = December: 2024-12 is after 2024-06-15; the market date (2003) rules out 1984.
    expect(r.candidates).toEqual(['2004-12', '1984-12']);
    expect(r.manufacturing_date).toBe('2004-12');
    expect(r.ambiguous).toBe(false);
    expect(r.chosen_reason).toMatch(/ruled out: 1984-12.*2024-12.*future/);
  });

  it('skipped year letters are rejected', () => {
    expect(fail('RA1234567', 'Bradford White').code).toBe('invalid_date');
  });

  it('a matched model on the market since 2019 leaves only the 2020 reading', () => {
    const model = catalogModel({ brand: 'Bradford White', type: 'water heaters', model_data: { 'Date Available On Market': '06/01/2019' } });
    const r = ok('WC9876553', 'Bradford White', undefined, model);
    expect(r.manufacturing_date).toBe('2020-03');
    expect(r.ambiguous).toBe(false);
    expect(r.chosen_reason).toMatch(/only candidate consistent/);
  });
});
