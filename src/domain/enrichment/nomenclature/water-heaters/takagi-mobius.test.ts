import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { normalizeNomenclatureModel } from '../types';
import { takagiMobius } from './takagi-mobius';

const decode = (raw: string, brand = 'Takagi') => takagiMobius.decode(normalizeNomenclatureModel(raw), brand);

// Expected values from Takagi's documents: spec sheet TCGSS00313 (T-M32-N / T-M32-P / T-M32-N ASME / T-M32-P ASME,
// maximum input 240,000 Btu/h on natural gas and on propane), the T-M50 / T-M50 ASME and T-M199 installation manuals
// ("Mobius Water Heater"), and the T-M1 manual (235,000 Btu/h natural gas, 225,000 LPG: no single input).
describe('Takagi Mobius commercial tankless', () => {
  it.each([
    ['T-M32-N', 'natural gas'],
    ['T-M32-P ASME', 'propane'],
    ['TM32-N-ASME', 'natural gas'],
  ])('%s → T-M32, 240 kBtu/h, %s', (model, fuel) => {
    expect(decode(model)).toMatchObject({ type: 'tankless water heaters', series: 'T-M32', fields: { heating_input_kbtuh: 240, fuel } });
  });

  it.each([
    ['T-M50', 'T-M50'],
    ['T-M50 ASME', 'T-M50'],
    ['Mobius T-M199', 'T-M199'],
    ['T-M1', 'T-M1'],
  ])('%s → %s, tankless, no input', (model, series) => {
    const d = decode(model);
    expect(d).toMatchObject({ type: 'tankless water heaters', series });
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });

  it('needs the brand and a Mobius size', () => {
    expect(decode('T-M32-N', '')).toBeNull();
    expect(decodeModelNumber('T-M32-N', null)?.series ?? '').not.toBe('T-M32');
    for (const m of ['T-M40', 'T-M2', 'T-M32-X', 'T-K3', 'TM3200']) expect(decode(m)).toBeNull();
  });

  it('is reached through the dispatcher with the Takagi brand', () => {
    expect(decodeModelNumber('T-M32-P', 'Takagi')).toMatchObject({ series: 'T-M32', fields: { fuel: 'propane' } });
  });
});
