import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { FUJITSU_CASSETTE_MULTI_AUY_RULES } from './fujitsu-cassette-multi-auy';
import { HAIER_LISTED_OUTDOOR_RULES } from './haier-listed-outdoor';
import { LG_CASSETTE_SYSTEM_RULES } from './lg-cassette-system';
import { SAMSUNG_DVM_INDOOR_RULES } from './samsung-dvm-indoor';
import { TOSHIBA_LISTED_RULES } from './toshiba-listed';

describe('LG LC cassette systems, Fujitsu AUY / AOY cassette multi, Haier listed outdoor units', () => {
  // LG engineering manual: LC187HV 18,000 Btu/h, LC247HV 24,000, LC367HV 36,000, LC427HV 42,000.
  it('LG LC…7HV: mini-splits with the rated class', () => {
    const d = (m: string, b: string) => firstDecode(LG_CASSETTE_SYSTEM_RULES, m, b);
    expect(d('LC187HV', 'LG')).toMatchObject({ type: 'mini-splits', fields: { cooling_capacity_kbtuh: 18, cooling_capacity_tons: 1.5 }, evidence: 'src' });
    expect(d('LC427HV', 'LG')).toMatchObject({ fields: { cooling_capacity_kbtuh: 42, cooling_capacity_tons: 3.5 } });
    expect(decodeModelNumber('lc367hv', 'LG')).toMatchObject({ type: 'mini-splits', family: 'lg' });
    expect(d('LC307HV', 'LG')).toBeNull();
    expect(d('LC187HV', '')).toBeNull();
  });

  // Fujitsu "CASSETTE type INVERTER MULTI AIR CONDITIONER. Models AUY12LBAB AUY14LBAB AOY18LMAK2".
  it('Fujitsu AUY12 / 14 LBAB cassettes and the AOY18LMAK2 outdoor unit: mini-splits', () => {
    const d = (m: string, b: string) => firstDecode(FUJITSU_CASSETTE_MULTI_AUY_RULES, m, b);
    expect(d('AUY12LBAB', 'Fujitsu')).toMatchObject({ type: 'mini-splits', description: 'cassette indoor unit of the inverter multi', fields: { cooling_capacity_kbtuh: 12 } });
    expect(d('AOY18LMAK2', 'Fujitsu')).toMatchObject({ description: 'inverter multi outdoor unit', fields: { cooling_capacity_kbtuh: 18 } });
    expect(d('AUY18LBAB', 'Fujitsu')).toBeNull();
    expect(d('AOY12LMAK2', 'Fujitsu')).toBeNull();
    expect(d('AUY12LBAB', '')).toBeNull();
  });

  // Haier R32 service manual: outdoor 3U52S2SG1FA 4U70S2SH1FA 4U85S2SH1FA; SYJS-006-03: universal outdoor AU36NAIBEA / AU42NAIBEA.
  it('Haier listed outdoor units: mini-splits, no capacity', () => {
    const d = (m: string, b: string) => firstDecode(HAIER_LISTED_OUTDOOR_RULES, m, b);
    expect(d('4U85S2SH1FA', 'Haier')).toMatchObject({ type: 'mini-splits', description: 'multi-split outdoor unit', fields: {} });
    expect(d('AU42NAIBEA', 'Haier')).toMatchObject({ description: 'universal outdoor unit (5 HP)' });
    expect(decodeModelNumber('3U52S2SG1FA', 'Haier')).toMatchObject({ type: 'mini-splits', family: 'haier' });
    expect(d('4U90S2SH1FA', 'Haier')).toBeNull();
    expect(d('AU42NAIBEA', '')).toBeNull();
  });
});

describe('Samsung DVM indoor units', () => {
  // Installation manual AM@@@HNPDCH (AM096HNPDCH/AZ, AM048HNPDCH/AZ); TDBs: PAC AM140JNPDKH/TK, ceiling AM***FNCDCH, vertical AHU AM***JNZDCH/AA.
  it('PAC and ceiling units are mini-splits, the vertical AHU an air handler; no capacity', () => {
    const d = (m: string, b: string) => firstDecode(SAMSUNG_DVM_INDOOR_RULES, m, b);
    expect(d('AM048HNPDCH/AZ', 'Samsung')).toMatchObject({ type: 'mini-splits', description: 'DVM (VRF) PAC indoor unit', fields: {}, evidence: 'src' });
    expect(d('AM140JNPDKH/TK', 'Samsung')).toMatchObject({ type: 'mini-splits' });
    expect(d('AM036FNCDCH', 'Samsung')).toMatchObject({ type: 'mini-splits', description: 'DVM (VRF) ceiling indoor unit' });
    expect(d('AM048JNZDCH/AA', 'Samsung')).toMatchObject({ type: 'air handlers' });
    expect(d('AM048HXPDCH', 'Samsung')).toBeNull();
    expect(d('AM048HNPDCH', '')).toBeNull();
  });
});

describe('Toshiba MMU VRF indoor units and RAS-3M23YACV-E', () => {
  // Installation manual MMU-AP0071MH2UL … MMU-AP0181MH2UL (MULTI TYPE indoor unit); service manual RAS-M10UKCV-E … / RAS-3M23YACV-E.
  it('listed units: mini-splits, no capacity', () => {
    const d = (m: string, b: string) => firstDecode(TOSHIBA_LISTED_RULES, m, b);
    expect(d('MMU-AP0071MH2UL', 'Toshiba')).toMatchObject({ type: 'mini-splits', description: 'VRF (multi type) indoor unit', fields: {} });
    expect(d('RAS-3M23YACV-E', 'Toshiba')).toMatchObject({ type: 'mini-splits', description: 'multi-split outdoor unit' });
    expect(decodeModelNumber('mmu-ap0181mh2ul', 'Toshiba')).toMatchObject({ type: 'mini-splits' });
    expect(d('MMU-AP0241MH2UL', 'Toshiba')).toBeNull();
    expect(d('MMU-AP0071MH2UL', '')).toBeNull();
  });
});
