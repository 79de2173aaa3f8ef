import { describe, expect, it } from 'vitest';
import { BUDERUS_RULES } from './buderus';
import { normalizeNomenclatureModel } from '../types';

const rule = BUDERUS_RULES[0]!;
const decode = (raw: string, brand = 'Buderus') => rule.decode(normalizeNomenclatureModel(raw), brand);

describe('Buderus Logamax plus', () => {
  // "Condensing gas boiler Logamax plus GB142-24/30/45/60"; GB162 technical guide lists 15 … 100 and 25 T40S.
  it.each([
    ['GB142-24', 'Logamax plus GB142'],
    ['Logamax plus GB142-60', 'Logamax plus GB142'],
    ['GB142/30', 'Logamax plus GB142'],
    ['GB162-100', 'Logamax plus GB162'],
    ['GB162-25 T40S', 'Logamax plus GB162'],
  ])('%s → %s condensing boiler, no input reported (the size is kW capacity)', (model, series) => {
    const d = decode(model);
    expect(d?.type).toBe('boilers');
    expect(d?.series).toBe(series);
    expect(d?.fields.efficiency_tier).toBe('condensing');
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });

  it.each(['GB142-25', 'GB162-30', 'GB142-24T40S', 'GB172-24', 'GA244', 'G115WS/4', 'GSX140361', '4TTR4036L1000A', 'MSZ-GL12NA', ''])('%s does not decode', (model) => {
    expect(decode(model)).toBeNull();
  });
});
