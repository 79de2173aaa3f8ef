import { describe, expect, it } from 'vitest';
import { decodeSerial } from './decode';
import { chooseCandidate, eraHintFromModel } from './era';
import { serialExplanation } from './explain';
import { serialExplanationSchema } from '../explanation';
import { catalogModel, fail, ok } from './test-helpers';

describe('era hints from the matched model', () => {
  it('reads the ENERGY STAR market date (lower bound, one year allowance) and an R-22 charge (upper bound)', () => {
    const hint = eraHintFromModel(catalogModel({ model_data: { 'Date Available On Market': '11/15/2011' }, model_notes: '3 ton, R-22' }));
    expect(hint.fromYear).toBe(2010);
    expect(hint.toYear).toBe(2009);
    expect(hint.basis).toHaveLength(2);
  });

  it('a model with no hints still prefers the most recent candidate but stays ambiguous', () => {
    const r = ok('91234567', 'Mitsubishi Electric', undefined, catalogModel({ brand: 'Mitsubishi Electric' }));
    expect(r.manufacturing_date).toBe('2019');
    expect(r.ambiguous).toBe(true);
    expect(r.chosen_reason).toMatch(/2018–2022 certification list/);
  });

  it('an R-22 model rules out the recent reading of a cyclic code', () => {
    // Mitsubishi 9 → 2019, 2009, 1999; R-22 → made by 2009 → 2009 and 1999 fit, the most recent fitting is 2009.
    const r = ok('91234567', 'Mitsubishi Electric', undefined, catalogModel({ brand: 'Mitsubishi Electric', model_notes: 'R-22' }));
    expect(r.manufacturing_date).toBe('2009');
    expect(r.ambiguous).toBe(true);
  });

  it('when no candidate fits, the nearest to the model\'s era is taken and flagged', () => {
    // York YHFM: 1997-08 or 1976-08; market date 2019 → from 2018: neither fits; 1997 is nearer.
    const model = catalogModel({ brand: 'York', model_data: { 'Date Available On Market': '2019-03-01' } });
    const r = ok('YHFM123456', 'York', undefined, model);
    expect(r.manufacturing_date).toBe('1997-08');
    expect(r.ambiguous).toBe(true);
    expect(r.chosen_reason).toMatch(/no candidate fits/);
  });

  it('chooseCandidate needs a candidate and returns a single one unflagged', () => {
    expect(() => chooseCandidate([], null)).toThrow(RangeError);
    expect(chooseCandidate([{ year: 2020, month: 3 }], null)).toEqual({ chosen: { year: 2020, month: 3 }, ambiguous: false, reason: null });
  });
});

describe('brand resolution', () => {
  it('uses the matched model\'s brand when none is given', () => {
    const r = ok('2205123456', null, undefined, catalogModel({ brand: 'Goodman' }));
    expect(r.family).toBe('goodman');
    expect(r.brand_source).toBe('matched_model');
  });

  it('falls back to the model\'s brand when the submitted one has no family', () => {
    const r = ok('2205123456', 'Acme Heating', undefined, catalogModel({ brand: 'Goodman' }));
    expect(r.brand_source).toBe('matched_model');
  });

  it('an unknown brand without a model: the error names the brand (the explanation lists the supported families)', () => {
    const r = fail('2205123456', 'Acme Heating');
    expect(r.code).toBe('unsupported_brand');
    expect(r.error).toBe('No serial-date rule for brand "Acme Heating".');
    expect(serialExplanation(r).error).toMatch(/^No serial-date rule for brand "Acme Heating"\. Supported brand families: Carrier \/ Bryant \/ Payne; .*Bradford White/);
  });

  it('brand spellings go through the alias table', () => {
    expect(ok('2205123456', 'GOODMAN MANUFACTURING').manufacturing_date).toBe('2022-05');
  });

  it('an empty serial is its own error', () => {
    expect(fail('  - ', 'Goodman').code).toBe('empty_serial');
    expect(decodeSerial(null, 'Goodman', { today: '2025-06-15' }).ok).toBe(false);
  });

  it('an invalid today is a programming error', () => {
    expect(() => decodeSerial('2205123456', 'Goodman', { today: '2025-02-30' })).toThrow(RangeError);
  });
});

describe('serialExplanation', () => {
  it('fits the explanation schema for successes and failures', () => {
    const good = serialExplanation(ok('WC9876553', 'Bradford White'));
    expect(serialExplanationSchema.parse(good)).toEqual(good);
    expect(good.candidates).toEqual(['2020-03', '2000-03']);
    const bad = serialExplanation(fail('1234', 'Fujitsu'));
    expect(serialExplanationSchema.parse(bad).error).toMatch(/No public/);
  });
});
