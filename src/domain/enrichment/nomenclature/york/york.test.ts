import { describe, expect, it } from 'vitest';
import { YORK_RULES } from './york';
import { firstDecode } from '../kit/first-decode';

const york = (model: string, brand = 'York') => firstDecode(YORK_RULES, model, brand);

describe('§7.1 York / JCI split outdoor', () => {
  it('YCJD18: York 13 SEER R-410A 1-phase air conditioner, 1.5 t', () => {
    const d = york('YCJD18');
    expect(d).toMatchObject({ family: 'york', brand: 'York', type: 'air conditioners', series: 'YCJD', evidence: 'pattern' });
    expect(d?.fields).toEqual({ cooling_capacity_kbtuh: 18, cooling_capacity_tons: 1.5, seer: 13, refrigerant: 'R-410A', phase: 1 });
  });
  it('"YCJD18 thru 60 (1.5 thru 5 tons)": YCJD60 = 5 t; YHJD = heat pump; YCJF / THJF = 14.5 SEER', () => {
    expect(york('YCJD60')?.fields.cooling_capacity_tons).toBe(5);
    expect(york('YHJD36S41S1')).toMatchObject({ type: 'heat pumps', fields: { seer: 13, cooling_capacity_tons: 3 } });
    expect(york('YCJF24')?.fields.seer).toBe(14.5);
    expect(york('THJF42', 'Luxaire')).toMatchObject({ brand: 'Luxaire', type: 'heat pumps', fields: { seer: 14.5 } });
  });
  it('TCGD30 = 13 SEER R-410A 3-phase line (no phase claimed from G); GCGD18 = Guardian 13 SEER R-22', () => {
    const t = york('TCGD30');
    expect(t?.fields).toMatchObject({ refrigerant: 'R-410A', cooling_capacity_tons: 2.5 });
    expect(t?.fields.phase).toBeUndefined();
    expect(york('GCGD18', '')).toMatchObject({ brand: 'Guardian', fields: { refrigerant: 'R-22', seer: 13 } });
    expect(york('THGD48')?.fields.refrigerant).toBeUndefined();
  });
  it('titled series: CZF036 Affinity 16 SEER, HL8B024 Acclimate 18 SEER HP, AC036X10 10 SEER R-22', () => {
    expect(york('CZF036')).toMatchObject({ type: 'air conditioners', fields: { seer: 16, cooling_capacity_tons: 3 } });
    expect(york('HL8B024')).toMatchObject({ type: 'heat pumps', fields: { seer: 18, cooling_capacity_tons: 2 } });
    expect(york('AC036X103')).toMatchObject({ fields: { seer: 10, refrigerant: 'R-22', cooling_capacity_tons: 3 } });
  });
});

describe('§7.2 furnaces', () => {
  it('TM9V060B12MP12: 96 % two-stage variable-speed, 60 kBtu/h; TM9V120D20MP12: 120 kBtu/h', () => {
    expect(york('TM9V060B12MP12')).toMatchObject({
      type: 'furnaces',
      series: 'TM9V',
      fields: { heating_input_kbtuh: 60, afue_percent: 96, efficiency_tier: 'two-stage, variable-speed blower' },
    });
    expect(york('TM9V120D20MP12')?.fields.heating_input_kbtuh).toBe(120);
  });
  it('TM8X / TG8S 80 % single-stage; TG9S 95.5 %; TGLS / LMLM low-NOx 80 % twins; LM8M modulating', () => {
    expect(york('TM8X080B16MP11')?.fields).toMatchObject({ afue_percent: 80, efficiency_tier: 'single-stage' });
    expect(york('TG9S080B12MP11')?.fields).toMatchObject({ afue_percent: 95.5, efficiency_tier: 'single-stage' });
    expect(york('TGLS060B12MP11')?.fields).toMatchObject({ afue_percent: 80, efficiency_tier: 'low-NOx, single-stage' });
    expect(york('LMLM100C20MP11', '')).toMatchObject({ brand: 'Luxaire', fields: { afue_percent: 80, efficiency_tier: 'low-NOx, modulating' } });
    expect(york('LM8M080B12MP11')?.fields.efficiency_tier).toBe('modulating');
  });
  it('a 90 %+ series without a titled AFUE keeps AFUE absent', () => {
    const d = york('TM9E060B12MP12');
    expect(d?.fields.afue_percent).toBeUndefined();
    expect(d?.fields.efficiency_tier).toBe('90 %+ AFUE');
  });
});

describe('§7.3 manufactured-housing furnaces and §7.4 packaged', () => {
  it('DGAA056BDTA: 56,000 Btu/h input, automatic ignition (printed spec table)', () => {
    expect(york('DGAA056BDTA', 'Coleman')).toMatchObject({ brand: 'Coleman', type: 'furnaces', evidence: 'src', fields: { heating_input_kbtuh: 56 } });
    expect(york('DGPH070BDTA')?.fields).toMatchObject({ heating_input_kbtuh: 70, efficiency_tier: 'standing pilot' });
    expect(york('DLAS075BDD', 'Evcon')).toMatchObject({ brand: 'Evcon', evidence: 'pattern', fields: { heating_input_kbtuh: 75 } });
  });
  it('D1EB036 = single-package cooling, 3 t', () => {
    expect(york('D1EB036N06325', 'Champion')).toMatchObject({ type: 'packaged units', series: 'D1EB', fields: { cooling_capacity_tons: 3 } });
  });
});

describe('negatives', () => {
  it.each(['GSX140361', 'ML14XC1-036-230A01', '4TTR4036L1000A', 'RA1424AJ1NA', 'YCJD19', 'YCJD72', 'YCJE18', 'TM9V061B12MP12', 'TM9V060E12MP12', 'DGAA999', 'D1EB999', 'N4H418AKB', 'MSZ-GE09NA', 'ABC123456'])('%s', (model) => {
    expect(firstDecode(YORK_RULES, model, 'York')).toBeNull();
  });
});

describe('York AE / AVC / AVV air handlers and MC/FC/PC (CM/CF/CU) coils', () => {
  it('AE Series and AVC: 2-digit kBtu/h class as on the AHR/AHV guides', () => {
    expect(york('AE24BX21', 'Coleman')).toMatchObject({ brand: 'Coleman', type: 'air handlers', series: 'AE', evidence: 'pattern', fields: { cooling_capacity_tons: 2 } });
    expect(york('AVC60CX22')?.fields.cooling_capacity_tons).toBe(5);
    expect(york('AE66BX21')).toBeNull();
  });
  it('AVV communicating air handler: type only', () => {
    const d = york('AVV50CE321', 'Luxaire');
    expect(d).toMatchObject({ type: 'air handlers', series: 'AVV' });
    expect(d?.fields.cooling_capacity_tons).toBeUndefined();
  });
  it('coils: MC multi-position, FC up/downflow, PC upflow, later CM/CF', () => {
    expect(york('MC36C')).toMatchObject({ type: 'evaporator coils', series: 'MC', fields: { cooling_capacity_tons: 3, efficiency_tier: 'multi-position' } });
    expect(york('PC24B')?.fields.efficiency_tier).toBe('upflow');
    expect(york('CF30BXA1')).toMatchObject({ type: 'evaporator coils', series: 'CF', fields: { cooling_capacity_tons: 2.5, efficiency_tier: 'upflow/downflow' } });
    expect(york('CM48DXA1')?.fields.cooling_capacity_tons).toBe(4);
  });
  it('coil rejects off-class sizes and no cabinet letter', () => {
    expect(york('CM37BXA1')).toBeNull();
    expect(york('CM36')).toBeNull();
    expect(york('FC99A')).toBeNull();
  });
});
