import { describe, expect, it } from 'vitest';
import { MITSUBISHI_RULES } from './mitsubishi';
import { FUJITSU_RULES } from './fujitsu';
import { LG_RULES } from './lg';
import { DAIKIN_DUCTLESS_RULES } from './daikin';
import { firstDecode } from '../kit/first-decode';

const ALL = [...MITSUBISHI_RULES, ...FUJITSU_RULES, ...LG_RULES, ...DAIKIN_DUCTLESS_RULES];

describe('§9.1 Mitsubishi Electric', () => {
  const mits = (model: string, brand = 'Mitsubishi Electric') => firstDecode(MITSUBISHI_RULES, model, brand);
  it('MSZ-GE09…24NA = 0.75–2 t wall indoor', () => {
    expect(mits('MSZ-GE09NA')).toMatchObject({ family: 'mitsubishi', type: 'mini-splits', series: 'MSZ-GE', evidence: 'src', fields: { cooling_capacity_kbtuh: 9, cooling_capacity_tons: 0.75 } });
    expect(mits('MSZ-GE24NA-8')?.fields.cooling_capacity_tons).toBe(2);
    expect(mits('MSZGE12NA')?.fields.cooling_capacity_tons).toBe(1);
  });
  it('MXZ-3C24NA multi-zone outdoor 2 t; MUZ-FH12NAH 1 t; MUY-GL24NA cooling-only (pattern)', () => {
    expect(mits('MXZ-2C20NA')?.fields).toEqual({ cooling_capacity_kbtuh: 20, cooling_capacity_tons: 1.67 });
    expect(mits('MXZ-3C24NA')).toMatchObject({ series: 'MXZ-C', fields: { cooling_capacity_tons: 2 } });
    expect(mits('MUZ-FH12NAH')?.fields.cooling_capacity_kbtuh).toBe(12);
    expect(mits('MUY-GL24NA')).toMatchObject({ evidence: 'pattern', fields: { cooling_capacity_tons: 2 } });
  });
  it('export MUZ-GE25VA is kW×10: 2.5 kW = 8.5 kBtu/h, never 25 kBtu/h (§0.4)', () => {
    const d = mits('MUZ-GE25VA');
    expect(d?.fields).toEqual({ cooling_capacity_kbtuh: 8.5, cooling_capacity_tons: 0.71 });
    expect(mits('MUZ-GE71VA')?.fields.cooling_capacity_kbtuh).toBe(24.2);
  });
  it('P-series PKA-A24KA7, PLA-A36BA; MS-A09WA constant-speed; PVA air handler (unconfirmed)', () => {
    expect(mits('PKA-A24KA7')).toMatchObject({ series: 'PKA-A', fields: { cooling_capacity_tons: 2 } });
    expect(mits('PLA-A36BA')?.fields.cooling_capacity_tons).toBe(3);
    expect(mits('MS-A09WA')?.fields.cooling_capacity_kbtuh).toBe(9);
    expect(mits('PVA-A12AA7')).toMatchObject({ type: 'air handlers', evidence: 'unconfirmed' });
  });
  it('a co-branded Trane / Mitsubishi Electric unit keeps its brand', () => {
    expect(mits('MSZ-FH09NA', 'Trane / Mitsubishi Electric')?.brand).toBe('Trane / Mitsubishi Electric');
  });
});

describe('§9.2 Fujitsu', () => {
  const fuj = (model: string) => firstDecode(FUJITSU_RULES, model, 'Fujitsu');
  it('ASUH09LMAS = 9,000 and ASUH12LMAS = 12,000 Btu/h; ASU9RLS3Y / ASU15RLS3Y', () => {
    expect(fuj('ASUH09LMAS')).toMatchObject({ type: 'mini-splits', evidence: 'src', fields: { cooling_capacity_kbtuh: 9 } });
    expect(fuj('ASUH12LMAS')?.fields.cooling_capacity_kbtuh).toBe(12);
    expect(fuj('ASU9RLS3Y')?.fields.cooling_capacity_kbtuh).toBe(9);
    expect(fuj('ASU15RLS3Y')?.fields.cooling_capacity_tons).toBe(1.25);
    expect(fuj('AOU24RLXFZ')?.fields.cooling_capacity_tons).toBe(2);
    expect(fuj('ARU18RLF')?.evidence).toBe('unconfirmed');
  });
});

describe('§9.3 LG', () => {
  it('LS090HSV4 / LS120HSV4 / LS180HSV4 = ¾, 1, 1½ t', () => {
    const lg = (model: string) => firstDecode(LG_RULES, model, 'LG');
    expect(lg('LS090HSV4')).toMatchObject({ type: 'mini-splits', evidence: 'src', fields: { cooling_capacity_kbtuh: 9, cooling_capacity_tons: 0.75 } });
    expect(lg('LS120HSV4')?.fields.cooling_capacity_tons).toBe(1);
    expect(lg('LS180HSV4')?.fields.cooling_capacity_tons).toBe(1.5);
    expect(lg('LA090HSV4')?.fields.cooling_capacity_kbtuh).toBe(9);
    expect(lg('LSN240HSV4')).toMatchObject({ evidence: 'pattern', fields: { cooling_capacity_tons: 2 } });
  });
});

describe('§9.4 Daikin ductless', () => {
  const dk = (model: string) => firstDecode(DAIKIN_DUCTLESS_RULES, model, 'Daikin');
  it('FTXS09HVJU / RX09FAVJU … FTXS24HVJU / RX24FVJU: kBtu/h classes', () => {
    expect(dk('FTXS09HVJU')).toMatchObject({ family: 'daikin_ductless', type: 'mini-splits', evidence: 'src', fields: { cooling_capacity_kbtuh: 9 } });
    expect(dk('RX09FAVJU')?.fields.cooling_capacity_tons).toBe(0.75);
    expect(dk('FTXS24HVJU')?.fields.cooling_capacity_tons).toBe(2);
    expect(dk('RX24FVJU')?.fields.cooling_capacity_tons).toBe(2);
  });
  it('EU/India kW classes: FTXS35K = 3.5 kW = 11.9 kBtu/h (≈ 1 t), FTXS71 ≈ 2 t', () => {
    expect(dk('FTXS35K')?.fields).toEqual({ cooling_capacity_kbtuh: 11.9, cooling_capacity_tons: 0.99 });
    expect(dk('FTXS71GV')?.fields.cooling_capacity_tons).toBe(2.02);
    expect(dk('FTXS09K')).toBeNull();
  });
});

describe('negatives across the ductless families', () => {
  it.each(['GSX140361', 'ML14XC1-036-230A01', 'RU199IN', 'RX199IN', 'MSZ-GE99NA', 'MSZ-GE25NA', 'ASU99RLS', 'AOU', 'LS100HSV4', 'LS09HSV4', 'FTXS10HVJU', 'YCJD18', 'M1MB-056A-BW', 'ABC123456'])('%s', (model) => {
    expect(firstDecode(ALL, model)).toBeNull();
  });
});
