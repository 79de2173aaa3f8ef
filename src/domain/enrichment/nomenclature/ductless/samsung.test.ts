import { describe, expect, it } from 'vitest';
import { SAMSUNG_RULES } from './samsung';
import { normalizeNomenclatureModel, type NomenclatureDecode } from '../types';

function decode(raw: string, brand = 'Samsung'): NomenclatureDecode | null {
  const model = normalizeNomenclatureModel(raw);
  const hits = SAMSUNG_RULES.map((r) => r.decode(model, brand)).filter((d): d is NomenclatureDecode => d !== null);
  expect(hits.length).toBeLessThanOrEqual(1); // the four rules never overlap
  return hits[0] ?? null;
}

describe('Samsung ductless', () => {
  // Samsung FAQ: capacity digits "09 : 9,000 Btu / 12 : 12,000 Btu / 18 : 18,000 Btu / 24 : 24,000 Btu";
  // model names from the CAC and FJM service manuals.
  it.each([
    ['AC009BN1DCH', 9],
    ['AC012MNADCH/AA', 12],
    ['AC012KXADCH/AA', 12],
    ['AC018BNNDCH', 18],
    ['AC024JXADCH/AA', 24],
  ])('CAC %s → %i kBtu/h (evidence src)', (model, kbtuh) => {
    const d = decode(model);
    expect(d?.type).toBe('mini-splits');
    expect(d?.fields.cooling_capacity_kbtuh).toBe(kbtuh);
    expect(d?.fields.cooling_capacity_tons).toBe(kbtuh / 12);
    expect(d?.evidence).toBe('src');
  });

  it('CAC codes beyond the FAQ list decode as pattern evidence (AC036MNTDCH)', () => {
    const d = decode('AC036MNTDCH/AA');
    expect(d?.fields.cooling_capacity_kbtuh).toBe(36);
    expect(d?.fields.cooling_capacity_tons).toBe(3);
    expect(d?.evidence).toBe('pattern');
  });

  it('AR07TSFABWKN is 7,000 Btu/h (FJM manual: 2.05 kW / 7,000 Btu/h)', () => {
    const d = decode('AR07TSFABWKN');
    expect(d?.fields.cooling_capacity_kbtuh).toBe(7);
    expect(d?.series).toBe('AR wall-mounted');
    expect(d?.evidence).toBe('pattern');
  });

  it('AR12TXFCAWKNCV reads 12 kBtu/h, 1 ton', () => {
    const d = decode('ar12txfcawkncv');
    expect(d?.fields.cooling_capacity_kbtuh).toBe(12);
    expect(d?.fields.cooling_capacity_tons).toBe(1);
  });

  it.each(['AJ020BXJ2CH', 'AJ036BXS4CH', 'AJ048BXJ5CH'])('FJM multi outdoor %s → mini-split, no capacity', (model) => {
    const d = decode(model);
    expect(d?.type).toBe('mini-splits');
    expect(d?.series).toBe('FJM multi outdoor');
    expect(d?.fields.cooling_capacity_kbtuh).toBeUndefined();
  });

  // 2003 key; the installation manual titles say "(Cooling and Heating)" for AQB/UQB.
  it.each([
    ['AQ12PGGE', 12, 'heat pump', 'AQ'],
    ['AS09P8GB', 9, 'cooling only', 'AS'],
    ['AQB09JJWC', 9, 'heat pump', 'AQ'],
    ['UQB24J2WC', 24, 'heat pump', 'UQ'],
  ])('2003 key %s → %i kBtu/h, %s', (model, kbtuh, tier, series) => {
    const d = decode(model);
    expect(d?.fields.cooling_capacity_kbtuh).toBe(kbtuh);
    expect(d?.fields.efficiency_tier).toBe(tier);
    expect(d?.series).toBe(series);
    expect(d?.fields.refrigerant).toBeUndefined();
  });

  it.each([
    'AC010BN1DCH', // off the capacity list
    'AC009', // no product letters
    'AR10TSFABWKN',
    'AR12',
    'AJ021BXJ2CH',
    'AQ13PGGE',
    'AX12PGGE',
    'ASX130361', // Amana split AC
    'ASZ160481',
    'GSX140361',
    '4TTR4036L1000A',
    'MSZ-GL12NA',
    'ASU12RLF', // Fujitsu
    'AOU12RLS',
    'CS-E12RKUA', // Panasonic
    '',
  ])('%s does not decode', (model) => {
    expect(decode(model)).toBeNull();
  });

  it('keeps Samsung as the brand and trusts no decode without one', () => {
    expect(decode('AC009BN1DCH', 'LG')?.brand).toBe('Samsung');
    for (const rule of SAMSUNG_RULES) expect(rule.unambiguousWithoutBrand).toBe(false);
  });
});
