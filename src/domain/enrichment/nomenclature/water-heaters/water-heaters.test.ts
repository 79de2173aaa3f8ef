import { describe, expect, it } from 'vitest';
import { AOSMITH_RULES } from './aosmith';
import { BRADFORD_WHITE_RULES } from './bradford-white';
import { NAVIEN_RULES } from './navien';
import { RINNAI_RULES } from './rinnai';
import { RHEEM_WATER_HEATER_RULES } from './rheem';
import { firstDecode } from '../kit/first-decode';

const ALL = [...AOSMITH_RULES, ...BRADFORD_WHITE_RULES, ...NAVIEN_RULES, ...RINNAI_RULES];

describe('§10.1 A. O. Smith group', () => {
  const ao = (model: string, brand = 'A. O. Smith') => firstDecode(AOSMITH_RULES, model, brand);
  it('GP 6 40YPC T 100 → 40 gal (6-yr); 12 50GPC T 100 → 50 gal (12-yr); the trailing 100 is not a capacity', () => {
    expect(ao('GP6 40YPCT 100')).toMatchObject({ family: 'aosmith', type: 'water heaters', evidence: 'pattern', fields: { tank_capacity_gallons: 40 } });
    expect(ao('12 50GPC T 100')?.fields).toEqual({ tank_capacity_gallons: 50 });
    expect(ao('6 40YBVIS 200', 'State')).toMatchObject({ brand: 'State', fields: { tank_capacity_gallons: 40 } });
    expect(ao('10-50-DHPHT-CTA 1**', 'Reliance')?.fields.tank_capacity_gallons).toBe(50);
  });
  it('PCG2J5040T3NOV → 50 gal, 40 kBtu/h; GAHH 40 100 → 40 gal', () => {
    expect(ao('PCG2J5040T3NOV')?.fields).toEqual({ tank_capacity_gallons: 50, heating_input_kbtuh: 40 });
    expect(ao('GAHH 40 100')?.fields).toEqual({ tank_capacity_gallons: 40 });
  });
  it('DEN-52 holds 50 gal and DEN-120 holds 119 gal (the source table); DEL-30 ≈ 30 gal at pattern evidence', () => {
    expect(ao('DEN-52')).toMatchObject({ evidence: 'src', fields: { tank_capacity_gallons: 50, fuel: 'electric' } });
    expect(ao('DEN-120')?.fields.tank_capacity_gallons).toBe(119);
    expect(ao('DEL-30')).toMatchObject({ evidence: 'pattern', fields: { tank_capacity_gallons: 30 } });
  });
  it('GCR-50, HPTU-66 (unconfirmed)', () => {
    expect(ao('GCR-50')).toMatchObject({ evidence: 'unconfirmed', fields: { tank_capacity_gallons: 50 } });
    expect(ao('HPTU-66')?.fields).toEqual({ tank_capacity_gallons: 66, fuel: 'electric' });
  });
});

describe('§10.1 A. O. Smith group lines listed by ENERGY STAR', () => {
  const ao = (model: string, brand = 'A. O. Smith') => firstDecode(AOSMITH_RULES, model, brand);
  it('G6-PVT4050NV: 40 gal, 50,000 Btu/h; UPVG6240T42NV (American): 40 gal, 42,000 Btu/h; GPVT 50 200: 50 gal', () => {
    expect(ao('G6-PVT4050NV')).toMatchObject({ type: 'water heaters', evidence: 'pattern', fields: { tank_capacity_gallons: 40, heating_input_kbtuh: 50 } });
    expect(ao('UPVG6240T42NV', 'American')).toMatchObject({ brand: 'American', fields: { tank_capacity_gallons: 40, heating_input_kbtuh: 42 } });
    expect(ao('GPVT 50 200')?.fields).toEqual({ tank_capacity_gallons: 50 });
    expect(ao('GCD-40 1')?.fields).toEqual({ tank_capacity_gallons: 40 });
    expect(ao('FPTU-50 1')?.fields).toEqual({ tank_capacity_gallons: 50, fuel: 'electric' });
  });
  it('commercial: GHX 34 150 (State) 34 gal, 150,000 Btu/h; BTH 250 3: 250,000 Btu/h, no gallons; SCN150-035 (Lochinvar)', () => {
    expect(ao('GHX 34 150 P 201', 'State')?.fields).toEqual({ tank_capacity_gallons: 34, heating_input_kbtuh: 150 });
    expect(ao('BTH 250 3')?.fields).toEqual({ heating_input_kbtuh: 250 });
    expect(ao('SCN150-035 2', 'Lochinvar')?.fields).toEqual({ tank_capacity_gallons: 35, heating_input_kbtuh: 150 });
    expect(ao('HCG3-100T199-3 3', 'American')?.fields).toEqual({ tank_capacity_gallons: 100, heating_input_kbtuh: 199 });
  });
  it('heat pump HP1050H45DV and HP6-50-DHPT: 50 gal electric; tankless ACT-199O-N 199,000 Btu/h, ATI-540H type only; boilers', () => {
    expect(ao('HP1050H45DV-1')?.fields).toEqual({ tank_capacity_gallons: 50, fuel: 'electric' });
    expect(ao('HP6-50-DHPT-1', 'State')?.fields.tank_capacity_gallons).toBe(50);
    expect(ao('ACT-199O-N 1')).toMatchObject({ type: 'tankless water heaters', fields: { heating_input_kbtuh: 199 } });
    expect(ao('ATI-540H 1')).toMatchObject({ type: 'tankless water heaters', fields: {} });
    expect(ao('GTS-199X3P-100', 'State')?.fields.heating_input_kbtuh).toBe(199);
    expect(ao('KBN501', 'Lochinvar')?.type).toBe('boilers');
    expect(ao('ACB-110S-N')?.type).toBe('boilers');
  });
  it('rejects out-of-range numbers and other shapes', () => {
    for (const m of ['GHX 34 999', 'BTH 900', 'G6-PVT1550NV', 'ACT-999', 'XYZ-50']) expect(ao(m)).toBeNull();
  });
});

describe('§10.2 Bradford White', () => {
  const bw = (model: string) => firstDecode(BRADFORD_WHITE_RULES, model, 'Bradford White');
  it('MI40T6FBN: 40 gal, natural gas (BN), printed key', () => {
    expect(bw('MI40T6FBN')).toMatchObject({ type: 'water heaters', series: 'MI', evidence: 'src', fields: { tank_capacity_gallons: 40, fuel: 'natural gas' } });
    expect(bw('M450S6CX')?.fields).toEqual({ tank_capacity_gallons: 50, fuel: 'propane' });
  });
  it('RG250T6N = residential gas 50 gal natural (pattern); RG275H6N = 75 gal', () => {
    expect(bw('RG250T6N')).toMatchObject({ series: 'RG2', evidence: 'pattern', fields: { tank_capacity_gallons: 50, fuel: 'natural gas' } });
    expect(bw('RG275H6N')?.fields.tank_capacity_gallons).toBe(75);
    expect(bw('RE240S6-1NCWW')?.fields).toEqual({ tank_capacity_gallons: 40, fuel: 'electric' });
  });
  it('RTG-199HE-N: tankless, 199 kBtu/h max input, natural; -X = propane', () => {
    expect(bw('RTG-199HE-N')).toMatchObject({ type: 'tankless water heaters', fields: { heating_input_kbtuh: 199, fuel: 'natural gas' } });
    expect(bw('RTG-199HE-X')?.fields.fuel).toBe('propane');
  });
  it('current lines without the warranty digit, as ENERGY STAR lists them (storage volume 38 / 46–48 gal)', () => {
    expect(bw('RG2PDV50HX')).toMatchObject({ type: 'water heaters', series: 'RG2PDV', fields: { tank_capacity_gallons: 50, fuel: 'propane' } });
    expect(bw('RG1PV40SN19')?.fields).toEqual({ tank_capacity_gallons: 40, fuel: 'natural gas' });
    expect(bw('URG2PV50TN')?.fields.tank_capacity_gallons).toBe(50);
    expect(bw('RC2PV50HN')?.type).toBe('water heaters');
    expect(bw('RE2H80T-')?.fields).toEqual({ tank_capacity_gallons: 80, fuel: 'electric' });
  });
  it('eF commercial EF100T199EN: 100 gal, 199 kBtu/h (listed 199.9), natural; RTG-K-160N1 tankless 160 kBtu/h; Brute BNTH150 boiler', () => {
    expect(bw('EF100T199EN')).toMatchObject({ type: 'water heaters', fields: { tank_capacity_gallons: 100, heating_input_kbtuh: 199, fuel: 'natural gas' } });
    expect(bw('EF120T500X3')?.fields).toEqual({ tank_capacity_gallons: 120, heating_input_kbtuh: 500, fuel: 'propane' });
    expect(bw('RTG-K-160N1')).toMatchObject({ type: 'tankless water heaters', fields: { heating_input_kbtuh: 160 } });
    expect(bw('BNTH150')?.type).toBe('boilers');
    expect(bw('BMFTHW199N')).toMatchObject({ type: 'boilers', fields: {} });
  });
  it('rejects other shapes: EF100X199, BNTH, RG2PV5', () => {
    expect(bw('EF100X199')).toBeNull();
    expect(bw('BNTH')).toBeNull();
    expect(bw('RG2PV5')).toBeNull();
  });
});

describe('§6.4 / §10.3 Rheem, Ruud, Richmond lines listed by ENERGY STAR', () => {
  const rh = (model: string, brand = 'Richmond') => firstDecode(RHEEM_WATER_HEATER_RULES, model, brand);
  it('Richmond gas 12G40-36PE2: 40 gal, 36,000 Btu/h; 6GR40SPVE2-32P: 40 gal, 32,000; 6G30-60: 30 gal, 60,000', () => {
    expect(rh('12G40-36PE2')).toMatchObject({ type: 'water heaters', brand: 'Richmond', evidence: 'pattern', fields: { tank_capacity_gallons: 40, heating_input_kbtuh: 36 } });
    expect(rh('6GR40SPVE2-32P')?.fields).toEqual({ tank_capacity_gallons: 40, heating_input_kbtuh: 32 });
    expect(rh('6CG40PV32PE2')?.fields).toEqual({ tank_capacity_gallons: 40, heating_input_kbtuh: 32 });
    expect(rh('6G30-60')?.fields).toEqual({ tank_capacity_gallons: 30, heating_input_kbtuh: 60 });
  });
  it('Richmond electric 10E50-HP515 (hybrid) and Rheem hybrids HPLD50, ECEPH65 T2, CPRO H40 T2: electric tanks', () => {
    expect(rh('10E50-HP515')).toMatchObject({ series: 'E-HP', fields: { tank_capacity_gallons: 50, fuel: 'electric' } });
    expect(rh('HPLD50', 'Rheem')?.fields).toEqual({ tank_capacity_gallons: 50, fuel: 'electric' });
    expect(rh('ECEPH65 T2 RH375-15', 'Rheem')?.fields).toEqual({ tank_capacity_gallons: 65, fuel: 'electric' });
    expect(rh('CPRO H40 T2 RH310BM', 'Rheem')?.fields.tank_capacity_gallons).toBe(40);
    expect(rh('CXE50T10H45UO', 'Rheem')?.fields).toEqual({ tank_capacity_gallons: 50, fuel: 'electric' });
  });
  it('GHE100SU-300: commercial, 100 gal, 300,000 Btu/h; PROG50S-36N: 50 gal, 36,000 Btu/h, natural', () => {
    expect(rh('GHE100SU-300', 'Ruud')?.fields).toEqual({ tank_capacity_gallons: 100, heating_input_kbtuh: 300 });
    expect(rh('PROG50S-36N CN67 PV', 'Rheem')?.fields).toEqual({ tank_capacity_gallons: 50, heating_input_kbtuh: 36, fuel: 'natural gas' });
    expect(rh('RHE50P', 'Rheem')?.fields).toEqual({ tank_capacity_gallons: 50 });
  });
  it('tankless RTGH-95DVLN-2, ECOH200DVLP-2, CRMTGH95DVLN-2 (type only); combi boiler RCBH199DVLN', () => {
    expect(rh('RTGH-95DVLN-2', 'Rheem')).toMatchObject({ type: 'tankless water heaters', fields: {} });
    expect(rh('ECOH200DVLP-2', 'Rheem')?.type).toBe('tankless water heaters');
    expect(rh('CRMTGH95DVLN-2')?.type).toBe('tankless water heaters');
    expect(rh('RCBH199DVLN', 'Rheem')?.type).toBe('boilers');
  });
  it('older electric 88H40D: 40 gal electric (the use & care manual: 40 gallon residential electric), unconfirmed', () => {
    expect(rh('88H40D', 'Rheem')).toMatchObject({ evidence: 'unconfirmed', fields: { tank_capacity_gallons: 40, fuel: 'electric' } });
    expect(rh('81V52D', 'Ruud')?.fields.tank_capacity_gallons).toBe(52);
    expect(rh('81V5', 'Ruud')).toBeNull();
    // Only the V and H line letters the manual names: another letter in that shape is not read.
    expect(rh('82A45C', 'Rheem')).toBeNull();
  });
  it('rejects 12G40-99, 6E200, GHE100SU-900, RTGH', () => {
    for (const m of ['12G40-99', '6E200', 'GHE100SU-900', 'RTGH', 'HPLD5']) expect(rh(m)).toBeNull();
  });
});

describe('§10.4 Navien', () => {
  const nv = (model: string, brand = 'Navien') => firstDecode(NAVIEN_RULES, model, brand);
  it('NPE-240A: condensing tankless, 199,900 Btu/h max input — the 240 is a class, not kBtu/h', () => {
    expect(nv('NPE-240A')).toMatchObject({ type: 'tankless water heaters', evidence: 'src', fields: { heating_input_kbtuh: 199.9 } });
    expect(nv('NPE-210A2')?.fields.heating_input_kbtuh).toBeUndefined();
  });
  it('NHB-150 = boiler, 150,000 Btu/h; NCB-240E combi boiler without an input', () => {
    expect(nv('NHB-150')).toMatchObject({ type: 'boilers', evidence: 'src', fields: { heating_input_kbtuh: 150 } });
    expect(nv('NHB-110')?.evidence).toBe('pattern');
    expect(nv('NCB-240E')).toMatchObject({ type: 'boilers', fields: { efficiency_tier: 'combi' } });
  });
});

describe('§10.5 Rinnai', () => {
  const rn = (model: string) => firstDecode(RINNAI_RULES, model, 'Rinnai');
  it('RU199iN: 199 kBtu/h, natural gas; RUR160iP propane; RXP160iN = 160,000 Btu/h', () => {
    expect(rn('RU199iN')).toMatchObject({ type: 'tankless water heaters', series: 'RU', fields: { heating_input_kbtuh: 199, fuel: 'natural gas' } });
    expect(rn('RUR160iP')?.fields).toEqual({ heating_input_kbtuh: 160, fuel: 'propane' });
    expect(rn('RXP160iN')?.fields.heating_input_kbtuh).toBe(160);
  });
  it('legacy RL75 / V65: tankless, no capacity read', () => {
    expect(rn('RL75iN')).toMatchObject({ series: 'RL', fields: { fuel: 'natural gas' } });
    expect(rn('V65eP')?.fields.heating_input_kbtuh).toBeUndefined();
  });
});

describe('§10.5 Rinnai trade names, REU- codes and boilers', () => {
  const rn = (model: string) => firstDecode(RINNAI_RULES, model, 'Rinnai');
  it.each(['R94LSi', 'R85iPLUS', 'C53e', 'R98LSi-ASME', 'RLX94i', 'REU-VA2535FFUD', '(RU160I) REU-N2530FF-US'])('%s → tankless, no input (a size class)', (model) => {
    expect(rn(model)).toMatchObject({ type: 'tankless water heaters', evidence: 'src', fields: {} });
  });
  it('RL75iN stays with the legacy rule (natural gas); E110CR, M060C, Q85S and REB- codes are boilers', () => {
    expect(rn('RL75iN')).toMatchObject({ series: 'RL', fields: { fuel: 'natural gas' } });
    expect(rn('E110CR')?.type).toBe('boilers');
    expect(rn('M060C')?.type).toBe('boilers');
    expect(rn('(I120C) REB-A3558FF-US')?.type).toBe('boilers');
  });
  it('rejects R99i, Q85X, REU', () => {
    for (const m of ['R99i', 'Q85X', 'REU', 'C42']) expect(rn(m)).toBeNull();
  });
});

describe('negatives', () => {
  it.each(['GSX140361', 'ML14XC1-036-230A01', 'XP50T06PV42U0', 'RX09FAVJU', 'RU999IN', 'NPE-999', 'NPX-240A', 'MI140T6FBN', 'RG250T7N', 'DEN-500', 'ABC123456', 'MSZ-GE09NA', 'YCJD18'])('%s', (model) => {
    expect(firstDecode(ALL, model)).toBeNull();
  });
});
