import { describe, expect, it } from 'vitest';
import { TAKAGI_RULES } from './takagi';
import { normalizeNomenclatureModel } from '../types';

const rule = TAKAGI_RULES[0]!;
const decode = (raw: string, brand = 'Takagi') => rule.decode(normalizeNomenclatureModel(raw), brand);

describe('Takagi tankless', () => {
  it.each([
    // Spec sheets / manuals: T-H3-DV, T-H3-OS, TK-540X3-NIH/NEH "maximum input rating of 199,000 Btu/h";
    // T-K3 / T-K3-Pro: natural gas and LPG max 199,000 Btu/h.
    ['T-H3-DV', 'T-H3', 199, 'condensing'],
    ['T-H3-OS-LP', 'T-H3', 199, 'condensing'],
    ['TK-540X3-NIH', 'TK-540X3', 199, 'condensing'],
    ['TK-540X3-NEH', 'TK-540X3', 199, 'condensing'],
    ['T-K3', 'T-K3', 199, undefined],
    ['T-K3-PRO', 'T-K3', 199, undefined],
  ])('%s → series %s, %i kBtu/h', (model, series, input, tier) => {
    const d = decode(model);
    expect(d?.type).toBe('tankless water heaters');
    expect(d?.series).toBe(series);
    expect(d?.fields.heating_input_kbtuh).toBe(input);
    expect(d?.fields.efficiency_tier).toBe(tier);
  });

  it('T-H1 has a gas-dependent input (199,000 NG, 190,000 LP): none reported', () => {
    const d = decode('T-H1');
    expect(d?.series).toBe('T-H1');
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });

  it('T-H3J-DV and T-H3S-DV decode as their own series without an input', () => {
    expect(decode('T-H3J-DV')?.series).toBe('T-H3J');
    expect(decode('T-H3S-DV')?.fields.heating_input_kbtuh).toBeUndefined();
  });

  it.each(['T-H4-DV', 'T-H3X', 'TH3DV', 'T-K4', 'TK-540', 'T-H3-DV-TOOLONG', 'GSX140361', '4TTR4036L1000A', 'MSZ-GL12NA', ''])('%s does not decode', (model) => {
    expect(decode(model)).toBeNull();
  });
});
