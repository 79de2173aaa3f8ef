// Expected values: RULES.md §7–§11 [src] examples and hand-worked constructed cases.
import { describe, expect, it } from 'vitest';
import { catalogModel, fail, ok } from './test-helpers';

describe('Rheem / Ruud HVAC (§7) vs water heaters (§8)', () => {
  it('[src] 0R177 M2807 00097 → week 28 of 2007 → Thursday 12 Jul 2007 → 2007-07', () => {
    const r = ok('0R177 M2807 00097', 'Rheem');
    expect(r.manufacturing_date).toBe('2007-07');
    expect(r.rule).toMatch(/HVAC/);
  });

  it('older long style with another line letter (an InterNACHI chart names F): 0R177 F2807 00097 → 2007-07', () => {
    const r = ok('0R177 F2807 00097', 'Ruud');
    expect(r.manufacturing_date).toBe('2007-07');
    expect(r.rule).toMatch(/line letter \(F\)/);
  });

  it('current style skips the plant letter: F2810… → week 28 of 2010 → 2010-07', () => {
    expect(ok('F281012345', 'Ruud').manufacturing_date).toBe('2010-07');
  });

  it('[src] water heater 1221… = December 2021, by shape when the type is unknown', () => {
    const r = ok('1221M12345', 'Rheem');
    expect(r.manufacturing_date).toBe('2021-12');
    expect(r.rule).toMatch(/water heaters.*shape/);
  });

  it('uses the matched model\'s type: a water heater reads MMYY from any four leading digits', () => {
    const model = catalogModel({ brand: 'Rheem', type: 'water heaters' });
    const r = ok('1221123456', 'Rheem', undefined, model);
    expect(r.manufacturing_date).toBe('2021-12');
    expect(r.rule).toMatch(/matched model is a water heater/);
  });

  it('an HVAC model with a water-heater-shaped serial is not read as a water heater', () => {
    const model = catalogModel({ brand: 'Rheem', type: 'air conditioners' });
    expect(fail('1221M12345', 'Rheem', undefined, model).code).toBe('unrecognized_format');
  });

  it('Richmond makes water heaters only', () => {
    expect(ok('0619123456', 'Richmond').manufacturing_date).toBe('2019-06');
  });
});

describe('Nordyne / Nortek (§9)', () => {
  it('[illus] ABC1103xxxxx → March 2011', () => {
    expect(ok('ABC110312345', 'Frigidaire').manufacturing_date).toBe('2011-03');
  });
  it('month 14 is rejected', () => {
    expect(fail('ABC111412345', 'Gibson').code).toBe('invalid_date');
  });
});

describe('Bard (§10)', () => {
  it('[src] 123456 A D = January 1964', () => {
    expect(ok('123456 A D', 'Bard').manufacturing_date).toBe('1964-01');
  });
  it('April–May 1980 style: D = April', () => {
    expect(ok('123DA123456', 'Bard').manufacturing_date).toBe('1980-04');
  });
  it('June 1980–present: F = May, 05 → May 2005; P = December', () => {
    expect(ok('123F05123456701', 'Bard').manufacturing_date).toBe('2005-05');
    expect(ok('123P19123456702', 'Bard').manufacturing_date).toBe('2019-12');
  });
  it('E is unused after 1980; V (1980) ends in March', () => {
    expect(fail('123E05123456701', 'Bard').code).toBe('invalid_date');
    expect(fail('123456DV', 'Bard').code).toBe('invalid_date');
  });
});

describe('ductless (§11)', () => {
  it('Mitsubishi: first digit = year digit; 9 → 2019, 2009, 1999 (30-year look-back), year only', () => {
    const r = ok('91234567', 'Mitsubishi Electric');
    expect(r.candidates).toEqual(['2019', '2009', '1999']);
    expect(r.manufacturing_date).toBe('2019');
    expect(r.ambiguous).toBe(true);
  });

  it('Mitsubishi: 5 in 2025 → 2025 is not in the future at year precision', () => {
    expect(ok('5123456', 'Mitsubishi').candidates).toEqual(['2025', '2015', '2005']);
  });

  it('LG: year digit + month; 507… in June 2025 → July 2025 is future, so 2015-07 or 2005-07', () => {
    const r = ok('507KAXX1234', 'LG');
    expect(r.candidates).toEqual(['2015-07', '2005-07']);
    expect(r.confidence).toBe('low');
  });

  it.each(['Fujitsu', 'Bosch'])('%s: no public rule, said clearly', (brand) => {
    const r = fail('1234567890', brand);
    expect(r.code).toBe('no_public_rule');
    expect(r.error).toMatch(/No public serial-date rule/);
  });
});
