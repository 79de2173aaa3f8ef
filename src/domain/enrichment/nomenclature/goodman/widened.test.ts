// Expected values: ENERGY STAR / AHRI rows the widened Goodman rules cite (model, type, stated SEER and
// input), the §1.1 / §1.4 / §1.5 keys [S13] [S22] [S26] and the SS-GMBR modular blower key.
import { describe, expect, it } from 'vitest';
import { GOODMAN_RULES } from './goodman';
import { decodeWith, mustDecode } from '../kit/test-helpers';

describe('Goodman / Amana / Daikin, widened', () => {
  it('GVZC200361A = variable-speed heat pump, 20 SEER class, 3 t, R-410A', () => {
    const d = mustDecode(GOODMAN_RULES, 'GVZC200361A');
    expect(d).toMatchObject({ brand: 'Goodman', type: 'heat pumps', series: 'GVZC20' });
    expect(d.fields).toMatchObject({ seer: 20, cooling_capacity_tons: 3, refrigerant: 'R-410A' });
    expect(mustDecode(GOODMAN_RULES, 'AVZC200241A')).toMatchObject({ brand: 'Amana', type: 'heat pumps', fields: { cooling_capacity_tons: 2 } });
  });

  it('GMEC960303AN / DM96VE0303AN = furnaces of 30 kBtu/h input (ENERGY STAR list)', () => {
    expect(mustDecode(GOODMAN_RULES, 'GMEC960303AN')).toMatchObject({ type: 'furnaces', fields: { heating_input_kbtuh: 30, afue_percent: 96 } });
    expect(mustDecode(GOODMAN_RULES, 'DM96VE0303AN', 'Daikin')).toMatchObject({ type: 'furnaces', fields: { heating_input_kbtuh: 30 } });
  });

  it('DM96VE0402BN = Daikin furnace, 40 kBtu/h, airflow digit 2 = 800 CFM (the *MEC96 40,000 Btu/h size, GMEC960402BN)', () => {
    expect(mustDecode(GOODMAN_RULES, 'DM96VE0402BN', 'Daikin')).toMatchObject({ type: 'furnaces', fields: { heating_input_kbtuh: 40, afue_percent: 96, cooling_airflow_cfm: 800 } });
    expect(decodeWith(GOODMAN_RULES, 'DM96VE0401BN', 'Daikin')).toBeNull(); // no airflow digit 1 in the key
  });

  it('MBVC1600AA-1A = modular blower 1600 CFM; AVPEC59D14A = air handler, no nominal capacity from a range top', () => {
    expect(mustDecode(GOODMAN_RULES, 'MBVC1600AA-1A')).toMatchObject({ type: 'air handlers', fields: { cooling_airflow_cfm: 1600 } });
    const ah = mustDecode(GOODMAN_RULES, 'AVPEC59D14A');
    expect(ah.type).toBe('air handlers');
    expect(ah.fields.cooling_capacity_kbtuh).toBeUndefined();
  });

  it('inconsistent or nonsense models do not decode', () => {
    expect(decodeWith(GOODMAN_RULES, 'GVHC200361A')).toBeNull();
    expect(decodeWith(GOODMAN_RULES, 'GVZC210361A')).toBeNull();
    expect(decodeWith(GOODMAN_RULES, 'GMEC960353AN')).toBeNull();
    expect(decodeWith(GOODMAN_RULES, 'AVPEC75D14A')).toBeNull();
  });
});
