// Utica boilers before 2003 (serial/utica.ts). Expected values: the InterNACHI thread's worked example
// (a serial starting HZ = August 2002) and constructed serials worked by hand from its rule.
import { describe, expect, it } from 'vitest';
import { fail, ok } from './test-helpers';

describe('Utica month letter + year code (before 2003)', () => {
  it('[src] a serial starting HZ → H = August, Z = 2002 → 2002-08', () => {
    const r = ok('HZ1234567', 'Utica');
    expect(r.manufacturing_date).toBe('2002-08');
    expect(r.family).toBe('utica');
    expect(r.confidence).toBe('low');
  });

  it('the month letters run A–L without a gap: I = September, L = December', () => {
    expect(ok('IZ1234567', 'Utica Boilers').manufacturing_date).toBe('2002-09');
    expect(ok('LZ1234567', 'Utica').manufacturing_date).toBe('2002-12');
  });

  it('2000: 9 for January–August, X for September–December', () => {
    expect(ok('C91234567', 'Utica').manufacturing_date).toBe('2000-03');
    expect(ok('KX1234567', 'Utica').manufacturing_date).toBe('2000-11');
    expect(fail('BX1234567', 'Utica').error).toMatch(/only for months 9–12/);
    expect(fail('J91234567', 'Utica').error).toMatch(/only for months 1–8/);
  });

  it('year letters the source does not name one by one are not read', () => {
    expect(fail('AY1234567', 'Utica').error).toMatch(/not one the source names/);
    expect(fail('BB1234567', 'Utica').code).toBe('invalid_date');
  });

  it('other shapes (the sequential serials from 2003, month letters after L) are not read', () => {
    expect(fail('123456789', 'Utica').code).toBe('unrecognized_format');
    expect(fail('MZ1234567', 'Utica').code).toBe('unrecognized_format');
    expect(fail('HZ12', 'Utica').code).toBe('unrecognized_format');
  });
});
