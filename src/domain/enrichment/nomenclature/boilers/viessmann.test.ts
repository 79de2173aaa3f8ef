import { describe, expect, it } from 'vitest';
import { normalizeNomenclatureModel } from '../types';
import { VIESSMANN_RULES } from './viessmann';

const rule = VIESSMANN_RULES[0]!;
const decode = (raw: string, brand = 'Viessmann') => rule.decode(normalizeNomenclatureModel(raw), brand);

describe('Viessmann Vitodens', () => {
  // TDM: "Vitodens 200-W Series B2HA, Models 19, 28, 35, 45, 60 and 80".
  it.each(['Vitodens 200-W B2HA 19', 'B2HA 35', 'B2HA-80', 'VITODENS 200-W B2HA 45'])('%s → Vitodens 200-W B2HA condensing boiler', (model) => {
    const d = decode(model);
    expect(d?.type).toBe('boilers');
    expect(d?.series).toBe('Vitodens 200-W B2HA');
    expect(d?.fields.efficiency_tier).toBe('condensing');
    expect(d?.fields.afue_percent).toBeUndefined(); // "up to 93.3%", not per model
    expect(d?.evidence).toBe('src');
  });

  // TDM: "95.0% A.F.U.E. on all models"; B1KA is the combi.
  it('Vitodens 100-W B1HA / B1KA: AFUE 95 %, combi for B1KA, size code as pattern', () => {
    const b1ha = decode('Vitodens 100-W B1HA 26');
    expect(b1ha?.fields.afue_percent).toBe(95);
    expect(b1ha?.evidence).toBe('pattern');
    expect(decode('B1KA-35')?.fields.efficiency_tier).toBe('condensing combi');
  });

  it.each(['B2HA 30', 'Vitodens 100-W B2HA 35', 'Vitodens 200-W B1HA 26', 'B3HA 35', 'B2HA', 'B2HB 35', 'GSX140361', '4TTR4036L1000A', 'MSZ-GL12NA', ''])('%s does not decode', (model) => {
    expect(decode(model)).toBeNull();
  });
});
