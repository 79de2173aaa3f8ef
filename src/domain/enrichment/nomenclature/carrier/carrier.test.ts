// Expected values: the worked examples of RULES.md §2 (decodes stated there, from [S2] [S10] [S34]–[S57]).
import { describe, expect, it } from 'vitest';
import { CARRIER_RULES } from './carrier';
import { decodeWith, mustDecode } from '../kit/test-helpers';

describe('§2.2 Carrier 24/25 split outdoor', () => {
  it('24ACC636A003 = 3 t AC, Performance tier, 16 SEER class [S34]; no refrigerant in the digits', () => {
    const d = mustDecode(CARRIER_RULES, '24ACC636A003');
    expect(d).toMatchObject({ family: 'carrier', brand: 'Carrier', type: 'air conditioners', series: '24ACC6' });
    // Voltage code 3 after grille A, open 0, copper tube 0 = 208-230 V 1-phase (25HCE4 product-data key).
    expect(d.fields).toEqual({ cooling_capacity_tons: 3, cooling_capacity_kbtuh: 36, seer: 16, efficiency_tier: 'Performance', voltage_v: 230, phase: 1 });
  });

  it('the 25HCE4 key: 25HCE436A00300 = 3 t heat pump, 14 SEER class, 208-230-1; voltage 5 / 6 = 208/230-3 / 460-3', () => {
    expect(mustDecode(CARRIER_RULES, '25HCE436A00300')).toMatchObject({ type: 'heat pumps', fields: { cooling_capacity_tons: 3, seer: 14, voltage_v: 230, phase: 1 } });
    expect(mustDecode(CARRIER_RULES, '25HCE436A00500').fields).toMatchObject({ voltage_v: 230, phase: 3 });
    expect(mustDecode(CARRIER_RULES, '25HCE436A00600').fields).toMatchObject({ voltage_v: 460, phase: 3 });
    // A short tail without the voltage position reports no voltage.
    expect(mustDecode(CARRIER_RULES, '24ACC636A').fields.voltage_v).toBeUndefined();
  });

  it('the parts-retailer ordering number with 2 more digits (25HBA330A0030010) reads as the key; other 8-character tails do not', () => {
    expect(mustDecode(CARRIER_RULES, '25HBA330A0030010')).toMatchObject({ type: 'heat pumps', fields: { cooling_capacity_tons: 2.5, voltage_v: 230, phase: 1 } });
    expect(decodeWith(CARRIER_RULES, '25HBA330A0070010')).toBeNull();
    expect(decodeWith(CARRIER_RULES, '25HBA330AB0030010')).toBeNull();
  });

  it('25HNA9 = Infinity 19 heat pump [S35]; 24ANA1 = Infinity 21 air conditioner', () => {
    expect(mustDecode(CARRIER_RULES, '25HNA948A003')).toMatchObject({ type: 'heat pumps', fields: { seer: 19, efficiency_tier: 'Infinity', cooling_capacity_tons: 4 } });
    expect(mustDecode(CARRIER_RULES, '24ANA160A003').fields).toMatchObject({ seer: 21, cooling_capacity_tons: 5 });
  });

  it('24AHA4 = Performance Series air conditioner (product-data title), 14 SEER class', () => {
    expect(mustDecode(CARRIER_RULES, '24AHA430A003')).toMatchObject({ type: 'air conditioners', fields: { efficiency_tier: 'Performance', seer: 14, cooling_capacity_tons: 2.5 } });
  });

  it('24 with H (heat pump letter) is inconsistent: no decode', () => {
    expect(decodeWith(CARRIER_RULES, '24HCC636A003')).toBeNull();
  });
});

describe('§2.3 – §2.6', () => {
  it('38CKC036 = 3 t, 10 SEER, R-22 [S2, S37]', () => {
    expect(mustDecode(CARRIER_RULES, '38CKC036')).toMatchObject({ type: 'air conditioners', fields: { cooling_capacity_tons: 3, seer: 10, refrigerant: 'R-22' } });
  });

  it('38YCC = heat pump [pattern]; 38MAQ is read only as ductless, never as a 38 split; 38AU (tonnage index) is not read', () => {
    expect(mustDecode(CARRIER_RULES, '38YCC030').type).toBe('heat pumps');
    expect(decodeWith(CARRIER_RULES, '38MAQB12R--3')?.type).toBe('mini-splits');
    expect(decodeWith(CARRIER_RULES, '38AUD016')).toBeNull();
  });

  it('38AUDC25A0A6A0A0A0 = 38AU dual-circuit condensing unit, tonnage index 25 = 20 t, 460/3/60, R-410A [S39 key example]', () => {
    const d = mustDecode(CARRIER_RULES, '38AUDC25A0A6A0A0A0');
    expect(d).toMatchObject({ type: 'air conditioners', series: '38AU', evidence: 'src' });
    expect(d.fields).toEqual({ cooling_capacity_tons: 20, cooling_capacity_kbtuh: 240, refrigerant: 'R-410A', voltage_v: 460, phase: 3 });
    expect(mustDecode(CARRIER_RULES, '38AUZA16A0A5A0A0A0').fields).toMatchObject({ cooling_capacity_tons: 15, voltage_v: 230 });
    expect(decodeWith(CARRIER_RULES, '38AUDC20A0A6A0A0A0')).toBeNull();
  });

  it('58STA045---08: input code 045 = 44,000 Btu/h, airflow 08 = 800 CFM [S10]', () => {
    const d = mustDecode(CARRIER_RULES, '58STA045---08');
    expect(d.type).toBe('furnaces');
    expect(d.fields).toMatchObject({ heating_input_kbtuh: 44, heating_input_code: '045', cooling_airflow_cfm: 800, afue_percent: 80 });
  });

  it('58CTA135 = 132,000 Btu/h; 155 = 154,000 (§0.5)', () => {
    expect(mustDecode(CARRIER_RULES, '58CTA135---20').fields).toMatchObject({ heating_input_kbtuh: 132, cooling_airflow_cfm: 2000 });
    expect(mustDecode(CARRIER_RULES, '59CTA155---20').fields.heating_input_kbtuh).toBe(154);
  });

  it('PG80ESAA36040AA = Payne gas furnace, 80 % AFUE, input code 040 [S42]', () => {
    const d = mustDecode(CARRIER_RULES, 'PG80ESAA36040AA');
    expect(d).toMatchObject({ brand: 'Payne', type: 'furnaces' });
    expect(d.fields).toMatchObject({ afue_percent: 80, heating_input_code: '040' });
  });

  it('FB4CNF036 fan coil = 3 t; FV4CNF002 is a size class, not kBtu/h (§0.4)', () => {
    expect(mustDecode(CARRIER_RULES, 'FB4CNF036').fields.cooling_capacity_tons).toBe(3);
    const fv = mustDecode(CARRIER_RULES, 'FV4CNF002');
    expect(fv.type).toBe('air handlers');
    expect(fv.fields.cooling_capacity_tons).toBeUndefined();
  });

  it('FX4DNF061: size 061 snaps to 5 t, flagged off-grid (§0.3)', () => {
    expect(mustDecode(CARRIER_RULES, 'FX4DNF061').fields).toMatchObject({ cooling_capacity_tons: 5, off_grid_code: true });
  });

  it('126BNA0360 = Bryant AC, 16 SEER class, 3 t, 208/230-1 [S46]', () => {
    expect(mustDecode(CARRIER_RULES, '126BNA0360')).toMatchObject({ brand: 'Bryant', type: 'air conditioners', fields: { seer: 16, cooling_capacity_tons: 3 } });
  });

  it('PA13NA036 = Payne 13 SEER AC, 3 t, single phase [S50]; PH13NR = R-22 replacement heat pump', () => {
    expect(mustDecode(CARRIER_RULES, 'PA13NA036')).toMatchObject({ brand: 'Payne', type: 'air conditioners', fields: { seer: 13, cooling_capacity_tons: 3, phase: 1 } });
    expect(mustDecode(CARRIER_RULES, 'PA13PA036').fields.phase).toBe(3);
    expect(mustDecode(CARRIER_RULES, 'PH13NR024').fields).toMatchObject({ refrigerant: 'R-22', cooling_capacity_tons: 2 });
  });
});

describe('nonsense shaped like Carrier models does not decode', () => {
  it.each(['24ACC699A003', '24ACC836A003', '58STA050---08', '58STA045---09', '38CKC999', 'PA13NA999', '126BNA9990', 'FB4CNF090'])('%s', (model) => {
    expect(decodeWith(CARRIER_RULES, model)).toBeNull();
  });
});
