import { describe, expect, it } from 'vitest';
import { BOSCH_RULES } from './bosch-greentherm';
import { normalizeNomenclatureModel } from '../types';

const rule = BOSCH_RULES[0]!;
const decode = (raw: string, brand = 'Bosch') => rule.decode(normalizeNomenclatureModel(raw), brand);

describe('Bosch Greentherm', () => {
  // "Greentherm T9800 SE 160/199 | SEC 199 — 160 000/199 000 Btu natural gas and LP"; T9900 SE 160/199 the same.
  it.each([
    ['Greentherm T9800 SE 160', 'Greentherm T9800', 160],
    ['T9800 SE 199', 'Greentherm T9800', 199],
    ['Greentherm T9800 SEC 199', 'Greentherm T9800', 199],
    ['Greentherm 9800 SEO 160', 'Greentherm T9800', 160],
    ['Greentherm 9800 SECO 199', 'Greentherm T9800', 199],
    ['Greentherm T9900 SE 160', 'Greentherm T9900', 160],
  ])('%s → %s, %i kBtu/h, condensing tankless', (model, series, input) => {
    const d = decode(model);
    expect(d?.type).toBe('tankless water heaters');
    expect(d?.series).toBe(series);
    expect(d?.fields.heating_input_kbtuh).toBe(input);
    expect(d?.fields.efficiency_tier).toBe('condensing');
  });

  it.each(['T9800 SE 180', 'T9800 SEC 160', 'T9700 SE 160', 'C 950 ES', 'GREENTHERM', 'GSX140361', '4TTR4036L1000A', 'MSZ-GL12NA', ''])('%s does not decode', (model) => {
    expect(decode(model)).toBeNull();
  });
});

describe('Bosch lines as ENERGY STAR / NRCan list them (type only)', () => {
  const listed = BOSCH_RULES[1]!;
  const decodeAny = (raw: string) => decode(raw) ?? listed.decode(normalizeNomenclatureModel(raw), 'Bosch');
  it.each([
    ['SM036-1VT-C', 'geothermal heat pumps'],
    ['BP024-1HZ/VT', 'geothermal heat pumps'],
    ['GZ036C12', 'geothermal heat pumps'],
    ['BOVA-36HDN1-M20G', 'heat pumps'],
    ['BVA-36WN1-M20', 'air handlers'],
    ['BMA2430ANTD', 'evaporator coils'],
    ['BGH96M060B3A', 'furnaces'],
    ['BMS500-AAS012-1CSXRA', 'mini-splits'],
    ['KBR 21-3', 'boilers'],
  ])('%s → %s, no capacity', (model, type) => {
    expect(decodeAny(model)).toMatchObject({ family: 'bosch', type, evidence: 'pattern', fields: {} });
  });
  it('T9900i SE 199 reads as the T9900 SE 199', () => {
    expect(decode('T9900i SE 199')?.fields.heating_input_kbtuh).toBe(199);
  });
});

describe('Bosch listed lines: negatives', () => {
  it.each(['BOVA-3', 'SM36-1', 'BMA24', 'GSX140361', 'MSZ-GL12NA'])('%s does not decode', (model) => {
    expect(BOSCH_RULES[1]!.decode(normalizeNomenclatureModel(model), 'Bosch')).toBeNull();
  });
});
