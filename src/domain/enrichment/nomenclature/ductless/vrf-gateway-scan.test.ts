// VRF and light-commercial ductless of the gateway-compatibility gap scan (issue 18): expected values from the cited
// makers' documents (model numbers as they print them), plus near-misses that must not decode.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { TOSHIBA_SMMS_RULES } from './toshiba-listed';
import { HITACHI_SET_FREE_UTOPIA_RULES } from './hitachi-set-free-utopia';
import { SAMSUNG_DVM_OUTDOOR_RULES } from './samsung-dvm-indoor';
import { VRF_RULES } from './vrf';
import { daikinSkyAirEuropeOutdoor } from './daikin';
import { PANASONIC_RULES } from './panasonic';
import { EUROPE_SPLIT_RULES } from './europe-split';

describe('Toshiba Modular Multi by the Technical Handbook make-up', () => {
  const d = (m: string, b = 'Toshiba') => firstDecode(TOSHIBA_SMMS_RULES, m, b);
  it('outdoor MMY · M · AP · HP×10 rank and indoor MM* · AP · rank: VRF mini-splits, no capacity', () => {
    // Handbook examples "MMY - M AP 120 2 H T 8" and "MM* - AP 056 1 B H" (D = ducted).
    expect(d('MMY-MAP1202HT8')).toMatchObject({ type: 'mini-splits', description: 'Modular Multi (VRF) outdoor unit', fields: {}, evidence: 'src' });
    expect(d('MMD-AP0561BH')).toMatchObject({ type: 'mini-splits', description: 'Modular Multi (VRF) ducted indoor unit', fields: {} });
    // Toshiba manual titles: MMY-MAP0804T8P-E … (design manual), MMK-AP0124MH-E (high wall), MMU-AP0092H (cassette).
    expect(d('MMY-MAP0804T8P-E')).toMatchObject({ type: 'mini-splits' });
    expect(d('MMK-AP0124MH-E')).toMatchObject({ description: 'Modular Multi (VRF) high-wall indoor unit' });
    expect(d('MMU-AP0092H')).toMatchObject({ description: 'Modular Multi (VRF) cassette indoor unit' });
    expect(decodeModelNumber('mmy-map1606ht8p-c', 'Toshiba')).toMatchObject({ type: 'mini-splits' });
  });
  it('near-misses', () => {
    expect(d('MMY-MAP1252HT8')).toBeNull(); // rank not in tens
    expect(d('MMU-AP0201H')).toBeNull(); // rank 020 is no indoor rank
    expect(d('MMX-AP0561BH')).toBeNull();
    expect(d('MMY-MAP1202HT8', '')).toBeNull();
  });
});

describe('Toshiba RAV GM / GP (R32) read by the handbook RAV key', () => {
  const d = (m: string) => firstDecode(EUROPE_SPLIT_RULES, m, 'Toshiba');
  it('installation / service manual titles RAV-GM561ATP-E, RAV-GM801ATJP-E, RAV-GP1101ATJ-E: outdoor units, kW×10 duty as kBtu/h', () => {
    expect(d('RAV-GM561ATP-E')).toMatchObject({ type: 'mini-splits', description: 'RAV-GM (R32) outdoor unit', evidence: 'pattern', fields: { cooling_capacity_kbtuh: 19.1 } });
    expect(d('RAV-GM801ATJP-E')).toMatchObject({ type: 'mini-splits' });
    expect(d('RAV-GP1101ATJ-E')).toMatchObject({ description: 'Super Digital Inverter (R32) outdoor unit' });
    expect(d('RAV-GM571ATP-E')).toBeNull(); // 57 is no RAV duty
    expect(d('RAV-RM561BTP-E')).toBeNull(); // RM: no document in reach
  });
});

describe('Hitachi SET-FREE and UTOPIA', () => {
  const d = (m: string, b = 'Hitachi') => firstDecode(HITACHI_SET_FREE_UTOPIA_RULES, m, b);
  it('SP1-S03 SET-FREE FSN1 model list: indoor types and outdoor units are mini-splits', () => {
    expect(d('RPI-0.8FSN')).toMatchObject({ type: 'mini-splits', description: 'SET-FREE / UTOPIA in-the-ceiling (ducted) indoor unit', fields: {}, evidence: 'pattern' });
    expect(d('RCI-1.0FSN')).toMatchObject({ description: 'SET-FREE / UTOPIA 4-way cassette indoor unit' });
    expect(d('RCD-5.0FSN')).toMatchObject({ description: 'SET-FREE / UTOPIA 2-way cassette indoor unit' });
    expect(d('RPK-0.8FSNSM1')).toMatchObject({ description: 'SET-FREE / UTOPIA wall indoor unit' });
    expect(d('RPFI-1.5FSNE')).toMatchObject({ description: 'SET-FREE / UTOPIA floor concealed indoor unit' });
    expect(d('RPC-2.0FSN')).toMatchObject({ description: 'SET-FREE / UTOPIA ceiling indoor unit' });
    expect(d('RPI-10FSN')).toMatchObject({ type: 'mini-splits' });
    expect(d('RAS-5FSN')).toMatchObject({ description: 'SET-FREE (VRF) outdoor unit' });
    expect(d('RAS-32FSN1')).toMatchObject({ description: 'SET-FREE (VRF) outdoor unit' });
  });
  it('FSXN1 brochure and UTOPIA catalogues: outdoor units', () => {
    expect(d('RAS-54FSXN1')).toMatchObject({ description: 'SET-FREE (VRF) outdoor unit' });
    expect(d('RAS-2HVRNE')).toMatchObject({ description: 'UTOPIA split system outdoor unit', type: 'mini-splits' });
    expect(d('RAS-3HVRC2')).toMatchObject({ description: 'UTOPIA split system outdoor unit' });
    expect(d('RAS-6HNP2E')).toMatchObject({ description: 'UTOPIA split system outdoor unit' });
    expect(decodeModelNumber('RAS-10FSXN1E', 'Hitachi')).toMatchObject({ type: 'mini-splits' });
  });
  it('near-misses: room splits, HP outside the ranges, no brand', () => {
    expect(d('RAS-25YH5')).toBeNull();
    expect(d('RAS-60FSXN1')).toBeNull();
    expect(d('RAS-14HVRNE')).toBeNull();
    expect(d('RPI-2.2FSN')).toBeNull();
    expect(d('RAS-8FSN1', '')).toBeNull();
    expect(decodeModelNumber('RAS-25YH5', 'Hitachi')).toMatchObject({ description: 'split room air conditioner indoor unit' });
  });
});

describe('Daikin VRV outdoor units, export forms', () => {
  const d = (m: string, b = 'Daikin') => firstDecode(VRF_RULES, m, b);
  it('service manual and installation manual titles: heat pump, cooling only, VRV-S; no capacity', () => {
    expect(d('RXYQ5PAY1')).toMatchObject({ type: 'mini-splits', description: 'VRV heat-pump outdoor unit', fields: {}, evidence: 'pattern' });
    expect(d('RXYQ54PAY1')).toMatchObject({ description: 'VRV heat-pump outdoor unit' });
    expect(d('RXQ5PAY1')).toMatchObject({ description: 'VRV cooling-only outdoor unit' });
    expect(d('RXYQ48MAY1')).toMatchObject({ type: 'mini-splits' });
    expect(d('RXYSQ4PA7Y1B')).toMatchObject({ series: 'RXYSQ' });
    expect(d('RXYSQ6PA7V1B')).toMatchObject({ type: 'mini-splits' });
    expect(d('RXQ20TATL')).toMatchObject({ description: 'VRV cooling-only outdoor unit' });
    expect(d('RXYSCQ4TMV1B')).toMatchObject({ series: 'RXYSCQ' });
    expect(d('RXYLQ14T7Y1B')).toMatchObject({ series: 'RXYLQ' });
  });
  it('near-misses and the North-American forms', () => {
    expect(d('RXYQ60PAY1')).toBeNull(); // beyond 54 HP
    expect(d('RXYQ8PAY1', '')).toBeNull();
    expect(d('RXYQ72MTJU')).toMatchObject({ fields: { cooling_capacity_kbtuh: 72 } }); // daikin.vrv, unchanged
    expect(d('RXYQ8PAZ1')).toBeNull();
  });
});

describe('Daikin Sky Air European outdoor units', () => {
  const d = (m: string, b = 'Daikin') => firstDecode([daikinSkyAirEuropeOutdoor], m, b);
  it('RZAG71~140N (Alpha) and RZASG71~ (Advance): kW×10 class read as kBtu/h', () => {
    expect(d('RZAG71NV1')).toMatchObject({ type: 'mini-splits', description: 'Sky Air Alpha-series outdoor unit', fields: { cooling_capacity_kbtuh: 24.2, cooling_capacity_tons: 2.02 } });
    expect(d('RZAG140NY1')).toMatchObject({ fields: { cooling_capacity_kbtuh: 47.8 } });
    expect(d('RZASG100M7V1B')).toMatchObject({ description: 'Sky Air Advance-series outdoor unit', fields: { cooling_capacity_kbtuh: 34.1 } });
    expect(d('RZAG80NV1')).toBeNull();
    expect(d('RZAG71NV1', '')).toBeNull();
  });
});

describe('Panasonic PAC-i / commercial split S- / U-', () => {
  const d = (m: string, b = 'Panasonic') => firstDecode(PANASONIC_RULES, m, b);
  it('PAC-i installation instructions and service manual RAC1001001C8 lists', () => {
    expect(d('S-26PU1U6')).toMatchObject({ type: 'mini-splits', description: 'PAC-i / commercial split 4-way cassette indoor unit', fields: {} });
    expect(d('S-26PK1U6')).toMatchObject({ description: 'PAC-i / commercial split wall-mounted indoor unit' });
    expect(d('S-42PT1U6')).toMatchObject({ description: 'PAC-i / commercial split ceiling indoor unit' });
    expect(d('S-36PF1U6')).toMatchObject({ type: 'mini-splits' });
    expect(d('U-42PE1U6')).toMatchObject({ description: 'PAC-i / commercial split outdoor unit (cooling / heating)' });
    expect(d('U-26PS1U6')).toMatchObject({ description: 'PAC-i / commercial split outdoor unit (cooling)' });
    expect(d('S-45KA1E5S')).toMatchObject({ type: 'mini-splits' });
    expect(d('S-90MA1E5')).toMatchObject({ description: 'PAC-i / commercial split low static pressure hide away (ducted) indoor unit' });
    expect(d('U-5LA1E5-1')).toMatchObject({ description: 'PAC-i / commercial split multi-split outdoor unit' });
  });
  it('near-misses', () => {
    expect(d('S-26PX1U6')).toBeNull();
    expect(d('U-26PU1U6')).toBeNull(); // PU is an indoor type
    expect(d('S-26PU1U6', '')).toBeNull();
  });
});

describe('Samsung DVM outdoor units', () => {
  const d = (m: string, b = 'Samsung') => firstDecode(SAMSUNG_DVM_OUTDOOR_RULES, m, b);
  it('service manual titles AM036NXMDCR … AM060NXMDCR and AM080FXVAGH: outdoor units, no capacity', () => {
    expect(d('AM036NXMDCR')).toMatchObject({ type: 'mini-splits', description: 'DVM (VRF) outdoor unit', fields: {} });
    expect(d('AM060NXMDCR')).toMatchObject({ type: 'mini-splits' });
    expect(d('AM080FXVAGH')).toMatchObject({ type: 'mini-splits' });
    expect(d('AM048HXPDCH')).toBeNull();
    expect(d('AM036NXMDCR', '')).toBeNull();
  });
});
