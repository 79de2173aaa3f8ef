import { describe, expect, it } from 'vitest';
import { NORITZ_RULES } from './noritz';
import { normalizeNomenclatureModel } from '../types';

const rule = NORITZ_RULES[0]!;
const decode = (raw: string, brand = 'Noritz') => rule.decode(normalizeNomenclatureModel(raw), brand);

describe('Noritz tankless', () => {
  // Installation manuals titled "CONDENSING TANKLESS GAS WATER HEATER".
  it.each(['NRC663-FSV', 'EZTR40', 'NRC1111-OD', 'NRC1111-OD-LP', 'NCC199CDV', 'NCC199-SV', 'NCC300DV', 'NRCP111-DV', 'NRCR111DV'])(
    '%s → condensing tankless water heater',
    (model) => {
      const d = decode(model);
      expect(d?.type).toBe('tankless water heaters');
      expect(d?.fields.efficiency_tier).toBe('condensing');
      expect(d?.fields.heating_input_kbtuh).toBeUndefined();
      expect(d?.evidence).toBe('src');
    },
  );

  // "TANKLESS GAS WATER HEATER" (no "condensing" in the title).
  it.each(['NC380-SV-ASME', 'N-0931M-ASME', 'NR83-DVC', 'NR98SV', 'NR501-OD', 'N-0751M-DVC'])('%s → tankless water heater, no tier', (model) => {
    const d = decode(model);
    expect(d?.type).toBe('tankless water heaters');
    expect(d?.fields.efficiency_tier).toBeUndefined();
  });

  // Manual titles "Noritz NRCB199 Combi Boiler …": a combination boiler, not a water heater.
  it.each(['NRCB199DV', 'NRCB180DV', 'NRCB199DV-NG'])('%s → condensing combi boiler', (model) => {
    const d = decode(model);
    expect(d?.type).toBe('boilers');
    expect(d?.fields).toEqual({ efficiency_tier: 'condensing combi' });
  });

  it.each(['NRX83', 'NR', 'N-1234', 'GQ-2457WS-FFA', 'N4H418AKB', 'GSX140361', '4TTR4036L1000A', 'MSZ-GL12NA', ''])('%s does not decode', (model) => {
    expect(decode(model)).toBeNull();
  });
});
