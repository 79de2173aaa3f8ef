// Expected values: the worked examples of RULES.md §3 and §4 (decodes stated there).
import { describe, expect, it } from 'vitest';
import { ICP_RULES } from '../icp/icp';
import { decodeWith, mustDecode } from '../kit/test-helpers';
import { TRANE_RULES } from '../trane/trane';

describe('§3 ICP', () => {
  it('N4H418AKB = 14 SEER heat pump, R-410A, 1.5 t [S53]', () => {
    const d = mustDecode(ICP_RULES, 'N4H418AKB');
    expect(d).toMatchObject({ family: 'icp', type: 'heat pumps', series: 'N4H4' });
    expect(d.fields).toEqual({ cooling_capacity_tons: 1.5, cooling_capacity_kbtuh: 18, refrigerant: 'R-410A', seer: 14, voltage_v: 230, phase: 1 });
  });

  it('N4H336GHB / N4H336GLB = 13 SEER heat pump 3 t, 208/230 V and 460 V three-phase (ICP sheet 506 71 3100 00)', () => {
    expect(mustDecode(ICP_RULES, 'N4H336GHB').fields).toMatchObject({ seer: 13, cooling_capacity_tons: 3, voltage_v: 230, phase: 3 });
    expect(mustDecode(ICP_RULES, 'N4H336GLB').fields).toMatchObject({ voltage_v: 460, phase: 3 });
  });

  it('C4H524GKD = Comfortmaker heat pump, 2 t, 15 SEER class [S35]', () => {
    expect(mustDecode(ICP_RULES, 'C4H524GKD')).toMatchObject({ brand: 'Comfortmaker', fields: { cooling_capacity_tons: 2, seer: 15 } });
  });

  it('N2A3 = R-22 13 SEER; NXH5 names no refrigerant', () => {
    expect(mustDecode(ICP_RULES, 'N2A330AKA').fields).toMatchObject({ refrigerant: 'R-22', seer: 13, cooling_capacity_tons: 2.5 });
    expect(mustDecode(ICP_RULES, 'NXH548GKA').fields.refrigerant).toBeUndefined();
  });

  it('N8MPN050B12B1 = 80 % multipoise furnace, 50 kBtu/h, 1200 CFM [pattern]', () => {
    const d = mustDecode(ICP_RULES, 'N8MPN050B12B1');
    expect(d.type).toBe('furnaces');
    expect(d.fields).toMatchObject({ afue_percent: 80, heating_input_kbtuh: 50, cooling_airflow_cfm: 1200 });
  });

  it.each(['N4H499AKB', 'N4H718AKB', 'N4Q418AKB', 'N8MPN033B12B1', 'N8MPN050B99B1'])('nonsense %s does not decode', (m) => {
    expect(decodeWith(ICP_RULES, m)).toBeNull();
  });
});

describe('§4 Trane / American Standard', () => {
  it('4TTR4036L1000A = R-410A Trane split AC, 14 SEER class, 3 t, 208/230-1 [S6]', () => {
    const d = mustDecode(TRANE_RULES, '4TTR4036L1000A');
    expect(d).toMatchObject({ family: 'trane', brand: 'Trane', type: 'air conditioners', series: '4TTR4', evidence: 'src' });
    expect(d.fields).toEqual({ cooling_capacity_tons: 3, cooling_capacity_kbtuh: 36, refrigerant: 'R-410A', seer: 14, voltage_v: 230, phase: 1 });
  });

  it('4TWA4036A3000A = R-410A heat pump, 3 t, 208-230/3/60 [S58]', () => {
    expect(mustDecode(TRANE_RULES, '4TWA4036A3000A')).toMatchObject({ type: 'heat pumps', fields: { cooling_capacity_tons: 3, phase: 3 } });
  });

  it('4TTR4043L1000A: 043 = 3.5 t off-grid (§0.3) [S6]', () => {
    expect(mustDecode(TRANE_RULES, '4TTR4043L1000A').fields).toMatchObject({ cooling_capacity_tons: 3.5, off_grid_code: true });
  });

  it('2 / 5 in position 1 = R-22 / R-454B [S2]', () => {
    expect(mustDecode(TRANE_RULES, '2TTR2036A1000A').fields.refrigerant).toBe('R-22');
    expect(mustDecode(TRANE_RULES, '5TTR6036A1000A').fields.refrigerant).toBe('R-454B');
  });

  it('4A6H5018E1 = American Standard heat pump, R-410A, 1.5 t, 208/230/1 [S59]; 4A7A6036J1000A split cooling 3 t [S62]', () => {
    expect(mustDecode(TRANE_RULES, '4A6H5018E1')).toMatchObject({ brand: 'American Standard', type: 'heat pumps', fields: { cooling_capacity_tons: 1.5, seer: 15, refrigerant: 'R-410A' } });
    expect(mustDecode(TRANE_RULES, '4A7A6036J1000A')).toMatchObject({ type: 'air conditioners', fields: { cooling_capacity_tons: 3 } });
  });

  it('RunTru A4HP4030A1000A = 2.5 t; 4WCA4060A1000A = 5 t [S9]', () => {
    expect(mustDecode(TRANE_RULES, 'A4HP4030A1000A', 'RunTru')).toMatchObject({ brand: 'RunTru', fields: { cooling_capacity_tons: 2.5 } });
    expect(mustDecode(TRANE_RULES, '4WCA4060A1000A').fields.cooling_capacity_tons).toBe(5);
  });

  it('4YCC3036A1096A = packaged gas/electric, 13 SEER, 3 t [S63]', () => {
    expect(mustDecode(TRANE_RULES, '4YCC3036A1096A')).toMatchObject({ type: 'packaged units', description: 'packaged gas/electric unit', fields: { seer: 13, cooling_capacity_tons: 3 } });
  });

  it('TCD120C40CCA = packaged cooling, 10 t, 460/3 [S5]', () => {
    expect(mustDecode(TRANE_RULES, 'TCD120C40CCA')).toMatchObject({ type: 'packaged units', fields: { cooling_capacity_tons: 10, voltage_v: 460, phase: 3 } });
  });

  it('Voyager key (RT-PRC007-EN): YCD360 = gas/electric 30 t; TED480…E = electric heat, 40 t, 208/60/3; TCH275 = 22.9 t', () => {
    expect(mustDecode(TRANE_RULES, 'YCD360A4LA', 'Trane')).toMatchObject({ type: 'packaged units', fields: { cooling_capacity_tons: 30, voltage_v: 460, phase: 3 } });
    expect(mustDecode(TRANE_RULES, 'TED480AEC', 'Trane')).toMatchObject({ description: 'packaged cooling unit with electric heat, downflow', fields: { cooling_capacity_tons: 40, voltage_v: 208 } });
    expect(mustDecode(TRANE_RULES, 'TCH275AC0', 'Trane').fields.cooling_capacity_tons).toBe(22.9);
    expect(decodeWith(TRANE_RULES, 'YED360A4LA')).toBeNull();
  });

  it('TWE030C140B0 = air handler 2.5 t, 208-230/1 [S5]; 4TXCB003CC3HC = R-410A coil [S62]', () => {
    expect(mustDecode(TRANE_RULES, 'TWE030C140B0')).toMatchObject({ type: 'air handlers', fields: { cooling_capacity_tons: 2.5, phase: 1 } });
    expect(mustDecode(TRANE_RULES, '4TXCB003CC3HC')).toMatchObject({ type: 'evaporator coils', fields: { refrigerant: 'R-410A' } });
  });

  it('TUD1B080A9H31B = upflow furnace, 80 kBtu/h [S65]; S9V2B080U3VSAB = condensing, variable speed, 3 t blower [S66]', () => {
    expect(mustDecode(TRANE_RULES, 'TUD1B080A9H31B')).toMatchObject({ type: 'furnaces', fields: { heating_input_kbtuh: 80 } });
    expect(mustDecode(TRANE_RULES, 'S9V2B080U3VSAB').fields).toMatchObject({ heating_input_kbtuh: 80, cooling_airflow_cfm: 1200 });
  });

  it.each(['4TTR4999L1000A', '3TTR4036L1000A', '4TQR4036L1000A', '4TTR4036L', '4TTR4036', 'TUD1B085A9H31B', 'TCD125C40CCA'])('nonsense %s does not decode', (m) => {
    expect(decodeWith(TRANE_RULES, m)).toBeNull();
  });
});
