import { describe, expect, it } from 'vitest';
import { VAILLANT_MAG_RULES } from './vaillant-mag';
import { normalizeNomenclatureModel } from '../types';

const decode = (raw: string, brand = 'Vaillant') => {
  const model = normalizeNomenclatureModel(raw);
  for (const rule of VAILLANT_MAG_RULES) {
    const d = rule.decode(model, brand);
    if (d) return d;
  }
  return null;
};

describe('Vaillant MAG instantaneous gas water heaters', () => {
  // As the MAG premium IT 19/2-24/2 XZ R1 instructions print them.
  it.each(['MAG premium IT 19/2 XZ', 'MAG premium IT 24/2 XZ R1', 'MAG 24/2 XZ'])('%s → water heaters, type only', (model) => {
    const d = decode(model);
    expect(d?.type).toBe('water heaters');
    expect(d?.brand).toBe('Vaillant');
    expect(d?.fields).toEqual({});
  });
  it('reads only the listed sizes and needs the brand', () => {
    expect(decode('MAG 11/2 XZ')).toBeNull();
    expect(VAILLANT_MAG_RULES.every((r) => !r.unambiguousWithoutBrand)).toBe(true);
  });
});
