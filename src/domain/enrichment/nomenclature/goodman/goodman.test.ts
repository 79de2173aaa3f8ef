// Expected values: the worked examples of RULES.md §1 (decodes stated there, from [S3] [S11]–[S29]).
import { describe, expect, it } from 'vitest';
import { GOODMAN_RULES } from './goodman';
import { decodeWith, mustDecode } from '../kit/test-helpers';

describe('§1.1 Goodman split outdoor (2005–2022)', () => {
  it('GSH130181AC = Goodman split heat pump, R-22, 13 SEER, 1.5 t, 208/230-1 [S11]', () => {
    const d = mustDecode(GOODMAN_RULES, 'GSH130181AC');
    expect(d).toMatchObject({ family: 'goodman', brand: 'Goodman', type: 'heat pumps', series: 'GSH13', evidence: 'src' });
    expect(d.fields).toEqual({ cooling_capacity_tons: 1.5, cooling_capacity_kbtuh: 18, refrigerant: 'R-22', seer: 13, voltage_v: 230, phase: 1 });
    expect(d.rule).toContain('§1.1');
  });

  it('GSH100903AA / GSH101204AB = 10 SEER R-22 heat pumps, 7.5 t 3-phase / 10 t 460 V [S12]', () => {
    expect(mustDecode(GOODMAN_RULES, 'GSH100903AA').fields).toMatchObject({ cooling_capacity_tons: 7.5, seer: 10, phase: 3, voltage_v: 230 });
    expect(mustDecode(GOODMAN_RULES, 'GSH101204AB').fields).toMatchObject({ cooling_capacity_tons: 10, seer: 10, phase: 3, voltage_v: 460 });
  });

  it('SSX140241AA = 14 SEER R-410A AC, 2 t, 208-230/1 [S13]; the S line letter is unconfirmed', () => {
    const d = mustDecode(GOODMAN_RULES, 'SSX140241AA');
    expect(d.type).toBe('air conditioners');
    expect(d.fields).toMatchObject({ cooling_capacity_tons: 2, refrigerant: 'R-410A', seer: 14, phase: 1 });
    expect(d.evidence).toBe('unconfirmed');
  });

  it('GSX140241K = 2.0 t [S3]; ASH130181AA = the Amana twin of GSH13 [S12]', () => {
    expect(mustDecode(GOODMAN_RULES, 'GSX140241K').fields.cooling_capacity_tons).toBe(2);
    const amana = mustDecode(GOODMAN_RULES, 'ASH130181AA');
    expect(amana).toMatchObject({ brand: 'Amana', type: 'heat pumps', series: 'ASH13' });
  });

  it('ASXC180601: the optional C (ComfortNet) is skipped for the SEER and capacity', () => {
    expect(mustDecode(GOODMAN_RULES, 'ASXC180601').fields).toMatchObject({ seer: 18, cooling_capacity_kbtuh: 60 });
  });

  it('a given brand is reported (Janitrol-badged GSZ)', () => {
    expect(mustDecode(GOODMAN_RULES, 'GSZ140361', 'Janitrol').brand).toBe('Janitrol');
  });
});

describe('§1.2 SEER2-era Goodman', () => {
  it('GSXN402410 = Goodman 2 t single-stage AC [S15]; tier letter and efficiency digit not read', () => {
    const d = mustDecode(GOODMAN_RULES, 'GSXN402410');
    expect(d).toMatchObject({ type: 'air conditioners', series: 'GSXN4' });
    expect(d.fields.cooling_capacity_tons).toBe(2);
    expect(d.fields.seer).toBeUndefined();
  });
});

describe('§1.3 pre-2006 R-22 condensers', () => {
  it('CPLT48 = 13 SEER heat pump, 4 t [S16]', () => {
    const d = mustDecode(GOODMAN_RULES, 'CPLT48');
    expect(d.type).toBe('heat pumps');
    expect(d.fields).toEqual({ cooling_capacity_tons: 4, cooling_capacity_kbtuh: 48, refrigerant: 'R-22', seer: 13 });
  });

  it('CKF24-2M / CKF36-2M = 2 t / 3 t, 220-240/1/50 [S17]', () => {
    expect(mustDecode(GOODMAN_RULES, 'CKF24-2M').fields).toMatchObject({ cooling_capacity_tons: 2, voltage_v: 240, phase: 1, refrigerant: 'R-22' });
    expect(mustDecode(GOODMAN_RULES, 'CKF36-2M').fields.cooling_capacity_tons).toBe(3);
  });

  it('CPLE48-3C: 10 SEER heat pump, 3-phase [pattern]', () => {
    expect(mustDecode(GOODMAN_RULES, 'CPLE48-3C').fields).toMatchObject({ seer: 10, phase: 3, cooling_capacity_tons: 4 });
  });
});

describe('§1.4 gas furnaces', () => {
  it('GMVM960603BXAA = upflow/horizontal, 2-stage variable speed, 96 %, 60 kBtu/h, 1200 CFM, low-NOx [S22 key example]', () => {
    const d = mustDecode(GOODMAN_RULES, 'GMVM960603BXAA');
    expect(d).toMatchObject({ type: 'furnaces', series: 'GMVM96' });
    expect(d.fields).toMatchObject({ afue_percent: 96, heating_input_kbtuh: 60, cooling_airflow_cfm: 1200 });
    expect(d.fields.fuel).toBeUndefined();
  });

  it('GMVC960804CN = 96 %, 80 kBtu/h, 1600 CFM, natural gas [S20]', () => {
    expect(mustDecode(GOODMAN_RULES, 'GMVC960804CN').fields).toMatchObject({ afue_percent: 96, heating_input_kbtuh: 80, cooling_airflow_cfm: 1600, fuel: 'natural gas' });
  });

  it('GMSS960603BNAA = single-stage multi-speed 96 % [S21]', () => {
    expect(mustDecode(GOODMAN_RULES, 'GMSS960603BNAA').fields).toMatchObject({ afue_percent: 96, efficiency_tier: 'single-stage, multi-speed' });
  });

  it('GHS8 (SS-GMS8 key: H = high airflow; RT6622011 models) = 80 %, single-stage; H is read only as GHS8', () => {
    expect(mustDecode(GOODMAN_RULES, 'GHS80704AXC').fields).toMatchObject({ afue_percent: 80, heating_input_kbtuh: 70, cooling_airflow_cfm: 1600 });
    expect(mustDecode(GOODMAN_RULES, 'GHS81155CXC').fields).toMatchObject({ heating_input_kbtuh: 115, cooling_airflow_cfm: 2000 });
    expect(mustDecode(GOODMAN_RULES, 'GHS80453AXC').description).toBe('gas furnace, high airflow, upflow/horizontal');
    expect(decodeWith(GOODMAN_RULES, 'GHV950704CX')).toBeNull();
  });
  it('GMS8 = 80 % (one AFUE digit); GKS9 gives no exact AFUE', () => {
    expect(mustDecode(GOODMAN_RULES, 'GMS80603BN').fields).toMatchObject({ afue_percent: 80, heating_input_kbtuh: 60 });
    expect(mustDecode(GOODMAN_RULES, 'GKS90803BX').fields.afue_percent).toBeUndefined();
  });
});

describe('§1.5 / §1.6 air handlers, coils, Daikin, packaged', () => {
  it('AVPTC24B14 = air handler, 2 t, R-410A (2010+ key) [S26]', () => {
    const d = mustDecode(GOODMAN_RULES, 'AVPTC24B14');
    expect(d.type).toBe('air handlers');
    expect(d.fields).toMatchObject({ cooling_capacity_tons: 2, refrigerant: 'R-410A' });
  });

  it('AVPTC183014: a capacity range (18–30) gives no single capacity [S27]', () => {
    const d = mustDecode(GOODMAN_RULES, 'AVPTC183014');
    expect(d.fields.cooling_capacity_tons).toBeUndefined();
    expect(d.description).toContain('18–30');
  });

  it('DX16SA0363 = 3.0 t Daikin split AC [S28]', () => {
    const d = mustDecode(GOODMAN_RULES, 'DX16SA0363');
    expect(d).toMatchObject({ brand: 'Daikin', type: 'air conditioners' });
    expect(d.fields.cooling_capacity_tons).toBe(3);
  });

  it('GPD1424060M41: the *PD 14 SEER dual-fuel package of IO-407F, Goodman print (furn32)', () => {
    expect(mustDecode(GOODMAN_RULES, 'GPD1424060M41')).toMatchObject({ type: 'packaged units', series: 'GPD14', description: 'packaged dual-fuel unit', fields: { cooling_capacity_tons: 2, seer: 14 } });
    expect(GOODMAN_RULES.some((r) => r.decode('GPD1474060M41', 'Goodman') !== null)).toBe(false);
  });

  it('GPC1448H41D / GPH1430H41C = 4 t / 2.5 t packaged [pattern]', () => {
    expect(mustDecode(GOODMAN_RULES, 'GPC1448H41D')).toMatchObject({ type: 'packaged units', fields: { cooling_capacity_tons: 4, seer: 14 } });
    expect(mustDecode(GOODMAN_RULES, 'GPH1430H41C').fields.cooling_capacity_tons).toBe(2.5);
  });

  it('CAPF3642: a cased coil, no single capacity', () => {
    expect(mustDecode(GOODMAN_RULES, 'CAPF3642B6').type).toBe('evaporator coils');
  });
});

describe('nonsense shaped like Goodman models does not decode', () => {
  it.each([
    'GSX149991AA', // capacity 999
    'GSX140271AA', // 027 is no grid code (nor ±1)
    'GSX170241AA', // SEER 17 is no Goodman class
    'GSX140242AA', // electrical 2 unknown
    'GSQ140241AA', // unit type Q
    'GMVM960653BXAA', // input 065
    'GMVM960606BXAA', // airflow 6
    'GMVM990603BXAA', // AFUE 99
    'CPLT47', // 47 on a 2-digit code
    'CPLT48-9',
    'AVPTC3018B14', // range low > high
    'GSX14', // series only
  ])('%s', (model) => {
    expect(decodeWith(GOODMAN_RULES, model)).toBeNull();
  });
});
