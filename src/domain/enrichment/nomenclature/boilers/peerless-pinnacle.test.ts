import { describe, expect, it } from 'vitest';
import { PEERLESS_RULES } from './peerless-pinnacle';
import { normalizeNomenclatureModel } from '../types';

const rule = PEERLESS_RULES[0]!;
const decode = (raw: string, brand = 'Peerless') => rule.decode(normalizeNomenclatureModel(raw), brand);

describe('Peerless Pinnacle', () => {
  // Manual: "PI 80 27 to 80 MBH Input Modulation • PI 140 46 to 140 MBH • PI 199 66 to 199 MBH", 92% AFUE.
  it.each([
    ['PI-80', 80],
    ['PI80', 80],
    ['PI-140', 140],
    ['pi 199', 199],
  ])('%s → %i MBH maximum input, 92 %% AFUE', (model, input) => {
    const d = decode(model);
    expect(d?.type).toBe('boilers');
    expect(d?.fields.heating_input_kbtuh).toBe(input);
    expect(d?.fields.afue_percent).toBe(92);
    expect(d?.series).toBe('Pinnacle');
  });

  it.each(['PI-100', 'PI-50', 'PF-110', 'MI-03', 'PIN199', 'GSX140361', '4TTR4036L1000A', 'MSZ-GL12NA', ''])('%s does not decode', (model) => {
    expect(decode(model)).toBeNull();
  });
});
