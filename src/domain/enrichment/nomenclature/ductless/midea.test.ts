import { describe, expect, it } from 'vitest';
import { MIDEA_RULES } from './midea';
import { normalizeNomenclatureModel } from '../types';

const rule = MIDEA_RULES[0]!;
const decode = (raw: string, brand = 'Midea') => rule.decode(normalizeNomenclatureModel(raw), brand);

describe('Midea wall-mounted splits', () => {
  // Elite manual specification: MSE-07CR / 07HR 7000 Btu/h, MSE-09CR / 09HR 9000 Btu/h; heating capacity only for HR.
  it.each([
    ['MSE-07CR', 7, 'cooling only'],
    ['MSE-07HR', 7, 'heat pump'],
    ['MSE-09CR', 9, 'cooling only'],
    ['MSE-09HR', 9, 'heat pump'],
  ])('%s → %i kBtu/h, %s (evidence src)', (model, kbtuh, tier) => {
    const d = decode(model);
    expect(d?.type).toBe('mini-splits');
    expect(d?.fields.cooling_capacity_kbtuh).toBe(kbtuh);
    expect(d?.fields.efficiency_tier).toBe(tier);
    expect(d?.evidence).toBe('src');
  });

  it.each([
    ['MSE-18HR', 18, 'MSE'],
    ['MSG-09HRDN1-QC2(B)', 9, 'MSG'],
    ['MOC3-12HDN1-QC2', 12, 'MOC3'],
    ['MSV1-18HRDN1-MQ0W', 18, 'MSV1'],
  ])('%s → %i kBtu/h as pattern, series %s', (model, kbtuh, series) => {
    const d = decode(model);
    expect(d?.fields.cooling_capacity_kbtuh).toBe(kbtuh);
    expect(d?.series).toBe(series);
    expect(d?.evidence).toBe('pattern');
  });

  it.each(['MSE-10HR', 'MSE-09XR', 'MSE09HR', 'MS-A09WA', 'MU-A09WA', 'MSZ-GL12NA', 'MUZ-FH12NA', 'MXZ-3C24NA', 'GSX140361', '4TTR4036L1000A', ''])('%s does not decode', (model) => {
    expect(decode(model)).toBeNull();
  });
});
