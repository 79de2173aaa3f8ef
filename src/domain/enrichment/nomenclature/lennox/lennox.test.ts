import { describe, expect, it } from 'vitest';
import { LENNOX_RULES } from './lennox';
import { ALLIED_RULES } from './allied';
import { firstDecode } from '../kit/first-decode';

const lennox = (model: string, brand = 'Lennox') => firstDecode(LENNOX_RULES, model, brand);

describe('§5.1 Lennox outdoor units', () => {
  it('ML14XC1-036-230A01: Merit 14 SEER R-410A single-stage AC, 3 t, 208/230-1-60 (the key example)', () => {
    const d = lennox('ML14XC1-036-230A01');
    expect(d).toMatchObject({ family: 'lennox', brand: 'Lennox', type: 'air conditioners', series: 'ML14XC1', evidence: 'src' });
    expect(d?.fields).toEqual({
      cooling_capacity_kbtuh: 36,
      cooling_capacity_tons: 3,
      refrigerant: 'R-410A',
      seer: 14,
      efficiency_tier: 'Merit, single-stage',
      voltage_v: 230,
      phase: 1,
    });
    expect(d?.rule).toMatch(/^§5\.1 /);
    expect(d?.source).toContain('S7:');
  });

  it('K = R-454B: ML13KC1 AC, ML14KP1-018 heat pump 1.5 t', () => {
    expect(lennox('ML13KC1-024-230A')?.fields).toMatchObject({ refrigerant: 'R-454B', seer: 13, cooling_capacity_tons: 2 });
    expect(lennox('ML14KP1-018')).toMatchObject({ type: 'heat pumps', fields: { refrigerant: 'R-454B', cooling_capacity_tons: 1.5 } });
    expect(lennox('ML17KC2-048-230A')?.fields).toMatchObject({ refrigerant: 'R-454B', efficiency_tier: 'Merit' });
  });

  it('off-grid codes 041, 047, 059 snap to 3.5, 4, 5 t and are flagged (§0.3)', () => {
    expect(lennox('ML14XC1-041-230A')?.fields).toMatchObject({ cooling_capacity_tons: 3.5, off_grid_code: true });
    expect(lennox('ML14XC1-047-230A')?.fields).toMatchObject({ cooling_capacity_tons: 4, off_grid_code: true });
    expect(lennox('ML14XC1-059-230A')?.fields).toMatchObject({ cooling_capacity_tons: 5, off_grid_code: true });
    expect(lennox('ML14XC1-048-230A')?.fields.off_grid_code).toBeUndefined();
  });

  it('reads the regional S, the 50 Hz export T, lower case and spaces, Elite / Signature tiers', () => {
    expect(lennox('ML14XC1S036-230A')?.fields.cooling_capacity_tons).toBe(3);
    expect(lennox('ML14XC1036230A01')?.fields).toMatchObject({ cooling_capacity_tons: 3, voltage_v: 230 });
    expect(lennox('ml14xc1-036t')?.fields).toMatchObject({ phase: 1 });
    expect(lennox('ml14xc1-036t')?.fields.voltage_v).toBeUndefined();
    expect(lennox('ML17XP1 036 230A')).toMatchObject({ type: 'heat pumps', series: 'ML17XP1' });
    expect(lennox('EL16XC1-036-230A')?.fields.efficiency_tier).toBe('Elite, single-stage');
    expect(lennox('SL18XP1-024-230A**')?.fields).toMatchObject({ efficiency_tier: 'Dave Lennox Signature, single-stage', cooling_capacity_tons: 2 });
  });

  it('XP16-036-230-6 and XP20-036-230A05: heat pumps, 3 t, no tier, no refrigerant letter', () => {
    const d = lennox('XP16-036-230-6');
    expect(d).toMatchObject({ type: 'heat pumps', series: 'XP16', fields: { seer: 16, cooling_capacity_tons: 3, voltage_v: 230 } });
    expect(d?.fields.refrigerant).toBeUndefined();
    expect(lennox('XP20-036-230A05')?.fields.cooling_capacity_kbtuh).toBe(36);
    expect(lennox('XC14-024-230')?.type).toBe('air conditioners');
  });

  it('older naming: 13ACX (R-410A), 13HPD (R-22), 10ACB42-1P = 10 SEER, 3½ t, R-22', () => {
    expect(lennox('13ACX-036-230')).toMatchObject({ type: 'air conditioners', fields: { refrigerant: 'R-410A', seer: 13, cooling_capacity_tons: 3 } });
    expect(lennox('13HPD-030-230')).toMatchObject({ type: 'heat pumps', fields: { refrigerant: 'R-22', cooling_capacity_tons: 2.5 } });
    expect(lennox('10ACB42-1P')?.fields).toEqual({ seer: 10, refrigerant: 'R-22', cooling_capacity_kbtuh: 42, cooling_capacity_tons: 3.5 });
  });
});

describe('§5.2 Lennox furnaces', () => {
  it('SL280UH070XV36B: Signature two-stage 80 %, code 070 = 66,000 Btu/h, low-NOx, variable speed', () => {
    const d = lennox('SL280UH070XV36B');
    expect(d).toMatchObject({ type: 'furnaces', series: 'SL280UH', evidence: 'src' });
    expect(d?.fields).toEqual({
      heating_input_kbtuh: 66,
      heating_input_code: '070',
      afue_percent: 80,
      efficiency_tier: 'Dave Lennox Signature, two-stage, variable-speed blower, low-NOx',
    });
  });

  it('EL280UH090XE48B: Elite two-stage 80 %, 88,000 Btu/h', () => {
    expect(lennox('EL280UH090XE48B')?.fields).toMatchObject({ heating_input_kbtuh: 88, afue_percent: 80, efficiency_tier: 'Elite, two-stage, constant-torque blower, low-NOx' });
  });

  it('codes outside the stated 045/070/090/110/135 map read as the input, at pattern evidence', () => {
    const d = lennox('EL195UH040NE36B-*');
    expect(d).toMatchObject({ evidence: 'pattern', fields: { heating_input_kbtuh: 40, afue_percent: 95 } });
    expect(lennox('ML180UH135P60D')?.fields).toMatchObject({ heating_input_kbtuh: 132, heating_input_code: '135' });
  });

  it('rejects AFUE and input codes the key does not have', () => {
    expect(lennox('SL285UH070XV36B')).toBeNull();
    expect(lennox('SL280UH071XV36B')).toBeNull();
  });
});

describe('§5.3 Lennox air handlers', () => {
  it('CBX40UHV-036-230-6-01: R-410A air handler, 3 t, 208/230 V', () => {
    expect(lennox('CBX40UHV-036-230-6-01')).toMatchObject({
      type: 'air handlers',
      series: 'CBX40UHV',
      fields: { refrigerant: 'R-410A', cooling_capacity_tons: 3, voltage_v: 230, phase: 1 },
    });
    expect(lennox('CBA38MV-030-230*')?.fields.refrigerant).toBeUndefined();
  });
});

describe('§5.4 Lennox pre-1995 gross codes', () => {
  it('HS26-311V-1P = 2½ t (31,000 gross), 1-phase, R-22', () => {
    expect(lennox('HS26-311V-1P')).toMatchObject({ type: 'air conditioners', series: 'HS26', fields: { cooling_capacity_tons: 2.5, phase: 1, refrigerant: 'R-22' } });
  });
  it('CB10-41 = 3 t and CB10-65 = 5 t air handlers; HS10-261 = 2 t', () => {
    expect(lennox('CB10-41')).toMatchObject({ type: 'air handlers', fields: { cooling_capacity_tons: 3 } });
    expect(lennox('CB10-65')?.fields.cooling_capacity_tons).toBe(5);
    expect(lennox('HS10-261')?.fields.cooling_capacity_tons).toBe(2);
  });
  it('G24M (service literature 9723-L12, IOM 504,197M): G24M2X-45, G24M3-75, G24M3/4-100 = furnaces of 45 / 75 / 100 kBtu/h input', () => {
    expect(lennox('G24M2X-45')).toMatchObject({ type: 'furnaces', series: 'G24', fields: { heating_input_kbtuh: 45 } });
    expect(lennox('G24M3-75')?.fields).toEqual({ heating_input_kbtuh: 75 });
    expect(lennox('G24M3/4-100')?.fields).toEqual({ heating_input_kbtuh: 100 });
    expect(lennox('G24M3-5')).toBeNull();
  });
  // CHA16 engineering data (October 1994): "CHA16 … 2 to 5 Ton … CHA16 Basic Unit, CHA16H-261 Basic Unit", packaged units
  // cooling & electric heat; gross codes 26 = 2 t … 65 = 5 t as §5.4.
  it('CHA16-261 / CHA16H-651 = packaged cooling & electric heat, gross code tons; no gas input', () => {
    expect(lennox('CHA16-261')).toMatchObject({ type: 'packaged units', series: 'CHA16', evidence: 'pattern', fields: { cooling_capacity_tons: 2, phase: 1 } });
    expect(lennox('CHA16H-653')?.fields).toMatchObject({ cooling_capacity_tons: 5, phase: 3 });
    expect(lennox('CHA16-251')).toBeNull(); // 25 is no gross code
    expect(lennox('CHA16261')).toBeNull();
  });

  it('GCS4-261-60 = packaged, 2 t cooling, 60,000 heat; G21Q3-40-2 = furnace 40,000', () => {
    expect(lennox('GCS4-261-60')).toMatchObject({ type: 'packaged units', fields: { cooling_capacity_tons: 2, heating_input_kbtuh: 60 } });
    expect(lennox('G21Q3-40-2')).toMatchObject({ type: 'furnaces', series: 'G21', fields: { heating_input_kbtuh: 40 } });
    // The key's third example: GCS16H-261-50-3P = 2 t cooling, 50,000 heat, 3-phase.
    expect(lennox('GCS16H-261-50-3P')?.fields).toEqual({ cooling_capacity_tons: 2, cooling_capacity_kbtuh: 24, heating_input_kbtuh: 50, refrigerant: 'R-22', phase: 1 });
  });
  it('a gross code outside the table (36) does not decode', () => {
    expect(lennox('HS26-361V-1P')).toBeNull();
  });
});

describe('§5.5 Allied Air', () => {
  const allied = (model: string, brand = 'Armstrong Air') => firstDecode(ALLIED_RULES, model, brand);
  it('2SCU13LC136T-1A: R-22 dry-charge 13 SEER AC, 3 t; 2SHP13… heat pump; 4SCU13… R-410A', () => {
    expect(allied('2SCU13LC136T-1A')).toMatchObject({
      family: 'allied',
      brand: 'Armstrong Air',
      type: 'air conditioners',
      evidence: 'pattern',
      fields: { refrigerant: 'R-22', seer: 13, cooling_capacity_tons: 3 },
    });
    expect(allied('2SHP13LC136T-1A')?.type).toBe('heat pumps');
    expect(allied('4SCU13LE124P-1A', 'AirEase')).toMatchObject({ brand: 'AirEase', fields: { refrigerant: 'R-410A', cooling_capacity_tons: 2 } });
    expect(allied('4SHP20LX136P')?.fields).toMatchObject({ seer: 20, cooling_capacity_tons: 3 });
  });
  it('without a brand the lead brand is reported', () => {
    expect(allied('2SCU13LC136T-1A', '')?.brand).toBe('Allied');
  });
});

describe('negatives: other families and nonsense do not decode as Lennox / Allied', () => {
  it.each(['GSX140361', 'GSX140361KA', '4TTR4036L1000A', '24ACC636A003', 'N4H418AKB', 'YCJD18', 'RA1424AJ1NA', 'MSZ-GE09NA', 'TM9V060B12MP12', 'ML14XC1', 'ML99XC1-036-230', 'ML14XC1-100-230', 'XP16', 'SL280', 'CB10-36', 'HS26-1', 'ABC123456', '12345678', '2SCU99LC136'])(
    '%s',
    (model) => {
      expect(firstDecode(LENNOX_RULES, model, 'Lennox')).toBeNull();
      expect(firstDecode(ALLIED_RULES, model, 'Allied')).toBeNull();
    },
  );
});

describe('Lennox variable-capacity lines', () => {
  it('SLP98UH070XV36B / SLP99DF090XV48C furnaces (P = variable capacity)', () => {
    expect(lennox('SLP98UH070XV36B')).toMatchObject({ type: 'furnaces', series: 'SLP98UH', evidence: 'pattern', fields: { afue_percent: 98, heating_input_kbtuh: 66, heating_input_code: '070' } });
    expect(lennox('SLP99DF090XV48C')?.fields.efficiency_tier).toContain('variable-capacity');
  });
  it('SL25XCV-036-230 / EL18XPV-048-230 outdoor units', () => {
    expect(lennox('SL25XCV-036-230')).toMatchObject({ type: 'air conditioners', series: 'SL25XCV', fields: { seer: 25, cooling_capacity_tons: 3, refrigerant: 'R-410A' } });
    expect(lennox('EL18XPV-048-230')).toMatchObject({ type: 'heat pumps', fields: { cooling_capacity_tons: 4 } });
    expect(lennox('SL25XCQ-036')).toBeNull();
    expect(lennox('SLP50UH070XV36B')).toBeNull();
  });
});
