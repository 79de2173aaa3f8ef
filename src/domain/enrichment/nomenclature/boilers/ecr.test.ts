import { describe, expect, it } from 'vitest';
import { ECR_RULES } from './ecr';
import { normalizeNomenclatureModel } from '../types';

const rule = ECR_RULES[0]!;
const decode = (raw: string, brand = 'Utica') => rule.decode(normalizeNomenclatureModel(raw), brand);

describe('ECR (Utica, Dunkirk) condensing boilers', () => {
  // Inputs as the ratings tables print them (MBH).
  it.each([
    ['UB90-50', 50], // Utica UB90 Table #1: 90-50 input 50
    ['UB90-75', 75],
    ['UB90-100', 100],
    ['UB90-125', 125], // Series II: nominal inputs 125,000 … 200,000 Btu/h
    ['UB90-200', 200],
  ])('%s → %i MBH input, condensing boiler', (model, input) => {
    const d = decode(model);
    expect(d?.type).toBe('boilers');
    expect(d?.fields.heating_input_kbtuh).toBe(input);
    expect(d?.fields.efficiency_tier).toBe('condensing');
    expect(d?.brand).toBe('Utica');
    expect(d?.fields.fuel).toBeUndefined(); // certified for natural and propane gases: not in the model
  });

  it('UB95M-200: 200 MBH high fire, AFUE 95 %', () => {
    const d = decode('UB95M-200');
    expect(d?.fields.heating_input_kbtuh).toBe(200);
    expect(d?.fields.afue_percent).toBe(95);
    expect(d?.series).toBe('UB95M');
  });

  it('Dunkirk Q90-175 → 175 MBH; the bare "90-75" only under the Dunkirk brand', () => {
    expect(decode('Q90-175', 'Dunkirk')?.fields.heating_input_kbtuh).toBe(175);
    expect(decode('Q90-175', 'Dunkirk')?.brand).toBe('Dunkirk');
    expect(decode('90-75', 'Dunkirk')?.fields.heating_input_kbtuh).toBe(75);
    expect(decode('90-75', 'Dunkirk Boilers')?.fields.heating_input_kbtuh).toBe(75);
    expect(decode('90-75', 'Utica')).toBeNull();
    expect(decode('90-75', '')).toBeNull();
  });

  it.each(['UB90-60', 'UB90-250', 'UB95M-100', 'UB90', 'UB90-100-EXTRA-LONG-SUFFIX', 'GSX140361', '4TTR4036L1000A', 'MSZ-GL12NA', 'CGA-4-PIN', ''])(
    '%s does not decode',
    (model) => {
      expect(decode(model)).toBeNull();
    },
  );
});
