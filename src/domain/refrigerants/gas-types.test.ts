import { describe, expect, it } from 'vitest';
import { GAS_TYPES, gasTypeSchema, normalizeGasType } from './gas-types';

describe('gas_type normalization', () => {
  it('lists the 16 refrigerants of spec 4.8', () => {
    expect(GAS_TYPES).toEqual([
      'R-134A', 'R-22', 'R-32', 'R-404A', 'R-407C', 'R-410A', 'R-421A', 'R-422B',
      'R-422D', 'R-427A', 'R-438A', 'R-453A', 'R-454A', 'R-454B', 'R-458A', 'R-507',
    ]);
  });

  it.each([
    ['R-410A', 'R-410A'],
    ['R410A', 'R-410A'],
    ['r-410a', 'R-410A'],
    ['r410a', 'R-410A'],
    [' R 410A ', 'R-410A'],
    ['r134a', 'R-134A'],
    ['R_22', 'R-22'],
    ['R-507A', 'R-507'],
  ])('%s → %s', (raw, canonical) => {
    expect(normalizeGasType(raw)).toBe(canonical);
    expect(gasTypeSchema.parse(raw)).toBe(canonical);
  });

  it.each(['R-999', 'propane', '', 'R-410B'])('rejects %j with the list of valid values', (raw) => {
    expect(normalizeGasType(raw)).toBeNull();
    const result = gasTypeSchema.safeParse(raw);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('R-410A');
  });

  it('rejects a missing or non-string value', () => {
    expect(gasTypeSchema.safeParse(undefined).error?.issues[0]?.message).toBe('gas_type is required');
    expect(gasTypeSchema.safeParse(410).success).toBe(false);
  });
});
