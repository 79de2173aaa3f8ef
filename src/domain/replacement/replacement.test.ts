import { describe, expect, it } from 'vitest';
import { EQUIPMENT_TYPES } from '../enrichment/catalog/equipment-types';
import {
  assessReplacement,
  flagsOfReplacementKey,
  normalizeRefrigerant,
  REPLACEMENT_FLAGS,
  replacementKey,
  replacementKeyRanges,
  SERVICE_LIFE,
  type ReplacementFlag,
  type ReplacementInput,
} from './index';

const TODAY = '2026-11-26';
const input = (o: Partial<ReplacementInput>): ReplacementInput => ({ type: 'air conditioners', modelData: null, modelSource: 'energystar', manufactureReferenceDate: null, ...o });
const days = (a: string, b: string) => (Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;

describe('expected service life (published tables)', () => {
  it('ASHRAE HVAC Applications 2007 ch. 36 Table 4 median years', () => {
    expect(SERVICE_LIFE['air conditioners'].years).toBe(15); // residential single or split package
    expect(SERVICE_LIFE['heat pumps'].years).toBe(15); // residential air-to-air
    expect(SERVICE_LIFE['packaged units'].years).toBe(15); // roof-top, single-zone
    expect(SERVICE_LIFE['geothermal heat pumps'].years).toBe(19); // commercial water-to-air
    expect(SERVICE_LIFE.furnaces.years).toBe(18); // gas- or oil-fired
    expect(SERVICE_LIFE['evaporator coils'].years).toBe(20); // coils, DX
    expect(SERVICE_LIFE['air handlers'].years).toBe(20); // induction and fan coil units
  });
  it('NAHB / Bank of America 2007 where ASHRAE has no row', () => {
    expect(SERVICE_LIFE.boilers.years).toBe(21);
    expect(SERVICE_LIFE['water heaters'].years).toBe(10);
    expect(SERVICE_LIFE['tankless water heaters'].years).toBe(20);
  });
  it('every catalog type has a life and a cited source', () => {
    for (const t of EQUIPMENT_TYPES) expect(SERVICE_LIFE[t].source).toMatch(/ASHRAE|NAHB/);
  });
});

describe('normalizeRefrigerant', () => {
  it.each([
    ['R22', 'R-22'],
    ['r-22', 'R-22'],
    ['HCFC-22', 'R-22'],
    [' R 22 ', 'R-22'],
    ['R410a', 'R-410A'],
    ['HFC-410A', 'R-410A'],
    ['Puron', 'R-410A'],
    ['R-454B', 'R-454B'],
    ['R32', 'R-32'],
    ['R-134A', 'R-134a'],
  ])('%s → %s', (raw, want) => expect(normalizeRefrigerant(raw)).toBe(want));
  it('rejects what is not a refrigerant', () => {
    expect(normalizeRefrigerant('')).toBeNull();
    expect(normalizeRefrigerant('see nameplate')).toBeNull();
    expect(normalizeRefrigerant(undefined)).toBeNull();
  });
});

describe('refrigerant and the r22 flag (RULES.md §12)', () => {
  it('era rule, built before 2006: R-22 likely, said so', () => {
    const a = assessReplacement(input({ manufactureReferenceDate: '2004-06-15' }), TODAY);
    expect(a.refrigerant).toBe('R-22');
    expect(a.refrigerant_source).toBe('era_rule');
    expect(a.flags).toContain('r22');
    expect(a.reasons.r22).toMatch(/^Likely R-22: an air conditioner made in 2004/);
  });
  it('era rule, 2006–2009: R-22 likely, and the reason says R-410A was sold too', () => {
    const a = assessReplacement(input({ type: 'heat pumps', manufactureReferenceDate: '2008-07-01' }), TODAY);
    expect(a.flags).toContain('r22');
    expect(a.reasons.r22).toMatch(/2006–2009 units were R-22 or R-410A/);
  });
  it('made from 2010 (the EPA ban on new R-22 equipment): no era guess', () => {
    const a = assessReplacement(input({ manufactureReferenceDate: '2010-01-15' }), TODAY);
    expect(a.refrigerant).toBeNull();
    expect(a.flags).not.toContain('r22');
  });
  it('the era rule is for air conditioners and heat pumps only', () => {
    expect(assessReplacement(input({ type: 'furnaces', manufactureReferenceDate: '1999-01-15' }), TODAY).refrigerant).toBeNull();
    expect(assessReplacement(input({ type: 'evaporator coils', manufactureReferenceDate: '1999-01-15' }), TODAY).refrigerant).toBeNull();
  });
  it('a refrigerant stated by the model overrides the era guess (§12 rule 3)', () => {
    const a = assessReplacement(input({ type: 'geothermal heat pumps', modelData: { Refrigerant: 'R-410A' }, manufactureReferenceDate: '2008-03-15' }), TODAY);
    expect(a.refrigerant).toBe('R-410A');
    expect(a.refrigerant_source).toBe('catalog');
    expect(a.flags).not.toContain('r22');
  });
  it('R-22 read from a decoded model number (Trane pos. 1 "2", §0.6) has source model_number', () => {
    const a = assessReplacement(input({ modelData: { Refrigerant: 'R22' }, modelSource: 'nomenclature', manufactureReferenceDate: '2012-05-15' }), TODAY);
    expect(a.refrigerant).toBe('R-22');
    expect(a.refrigerant_source).toBe('model_number');
    expect(a.reasons.r22).toMatch(/read from the model number/);
  });
});

describe('service life flags', () => {
  it('an air conditioner of June 2005 is past its 15 years (ended 2020-06-15)', () => {
    const a = assessReplacement(input({ modelData: { Refrigerant: 'R-410A' }, manufactureReferenceDate: '2005-06-15' }), TODAY);
    expect(a.service_life_end_date).toBe('2020-06-15');
    expect(a.flags).toEqual(['past_service_life']);
    expect(a.remaining_service_life_years).toBeCloseTo(days('2020-06-15', TODAY) / 365.2425, 2);
    expect(a.reasons.past_service_life).toMatch(/^Past its expected service life: 21\.\d\d years old; air conditioners last about 15 years/);
  });
  it('a furnace of 2009 (18 years → 2027-07-01) ends within 2 years', () => {
    const a = assessReplacement(input({ type: 'furnaces', manufactureReferenceDate: '2009-07-01' }), TODAY);
    expect(a.flags).toEqual(['service_life_ends_within_2_years']);
    expect(a.remaining_service_life_years).toBeCloseTo(days('2027-07-01', TODAY) / 365.2425, 2);
  });
  it('boundaries: ends today → past; ends exactly 2 years ahead → soon; a day later → neither', () => {
    const flags = (ref: string) => assessReplacement(input({ type: 'furnaces', manufactureReferenceDate: ref }), TODAY).flags;
    expect(flags('2008-11-26')).toEqual(['past_service_life']);
    expect(flags('2008-11-27')).toEqual(['service_life_ends_within_2_years']);
    expect(flags('2010-11-26')).toEqual(['service_life_ends_within_2_years']);
    expect(flags('2010-11-27')).toEqual([]);
  });
  it('an undated unit has an expected life but no remaining life and no flag', () => {
    const a = assessReplacement(input({ type: 'boilers' }), TODAY);
    expect(a.expected_service_life_years).toBe(21);
    expect(a.remaining_service_life_years).toBeNull();
    expect(a.flags).toEqual([]);
  });
});

describe('the stored key agrees with the assessment', () => {
  const refs = ['1995-07-01', '2004-06-15', '2008-11-26', '2008-11-27', '2009-07-01', '2010-11-26', '2011-01-15', '2019-03-15', '2025-07-01', null];
  const cases: ReplacementInput[] = [];
  for (const type of [...EQUIPMENT_TYPES, null]) for (const ref of refs) for (const md of [null, { Refrigerant: 'R-22' }, { Refrigerant: 'R-410A' }]) cases.push(input({ type, manufactureReferenceDate: ref, modelData: md }));
  it('flags from the key = flags of the assessment', () => {
    for (const c of cases) expect(flagsOfReplacementKey(replacementKey(c), TODAY)).toEqual(assessReplacement(c, TODAY).flags);
  });
  it('the key ranges of any set of flags hold exactly the keys of assets with any of them', () => {
    const sets: ReplacementFlag[][] = [[], ...REPLACEMENT_FLAGS.map((f) => [f]), ['r22', 'past_service_life'], ['past_service_life', 'service_life_ends_within_2_years'], [...REPLACEMENT_FLAGS]];
    for (const wanted of sets) {
      const ranges = replacementKeyRanges(wanted, TODAY);
      for (const c of cases) {
        const key = replacementKey(c);
        const inRange = key !== null && ranges.some((r) => (r.from === null || key >= r.from) && (r.to === null || key < r.to));
        const hasFlag = assessReplacement(c, TODAY).flags.some((f) => wanted.includes(f));
        expect(inRange, `${JSON.stringify(c)} ${wanted.join(',')}`).toBe(hasFlag);
      }
    }
  });
});
