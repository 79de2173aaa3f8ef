import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { DUCTLESS_BUDGET_RULES } from './budget-badges';
import { firstDecode } from '../kit/first-decode';

const d = (model: string, brand: string) => firstDecode(DUCTLESS_BUDGET_RULES, model, brand);

// Expected values from the brands' NRCan ccASHP rows (Mini/Multi-Split pairs): Innovair EIN10H2V32(O) + (I) 9,000,
// EIN13H2V32 12,200 Btu/h; DuctlessAire DA1821-H2-O + DA1821-H2-I 18,000, DA2421 25,000 Btu/h; Blueridge
// BMKH0938/O + /I 9,000, BMKH2422 24,000 Btu/h.
describe('budget ductless badges (dless20)', () => {
  it('Innovair: mini-splits, indoor / outdoor from the (I) / (O) mark, no capacity (class 10 is rated 9,000 Btu/h)', () => {
    expect(d('EIN10H2V32(O)', 'Innovair')).toMatchObject({ family: 'ductless_other', type: 'mini-splits', series: 'EIN', description: 'ductless outdoor unit', fields: {} });
    expect(d('EIN13H2V32(I)', 'Innovair')).toMatchObject({ description: 'ductless indoor unit' });
    expect(d('EIN18H2V32', 'Innovair')).toMatchObject({ type: 'mini-splits' });
    expect(d('EIN18H2V3', 'Innovair')).toBeNull();
  });

  it('DuctlessAire and Blueridge: the class is the kBtu/h', () => {
    expect(d('DA1821-H2-O', 'DuctlessAire')).toMatchObject({ type: 'mini-splits', description: 'ductless outdoor unit', fields: { cooling_capacity_kbtuh: 18, cooling_capacity_tons: 1.5 } });
    expect(d('DA2421-H2-I', 'DuctlessAire')).toMatchObject({ description: 'ductless indoor unit', fields: { cooling_capacity_kbtuh: 24 } });
    expect(d('BMKH0938/O', 'Blueridge')).toMatchObject({ type: 'mini-splits', description: 'ductless outdoor unit', fields: { cooling_capacity_kbtuh: 9 } });
    expect(d('BMKH2422/I', 'Blueridge')).toMatchObject({ fields: { cooling_capacity_tons: 2 } });
    expect(d('BMKH1531/I', 'Blueridge')).toBeNull();
  });

  // "Pioneer WYT (Diamante) mini-splits" (signal15/tuya-minisplit-hubitat; the ESPHome component's tested WYT012GLSI20RL).
  it('Pioneer WYT (Diamante): mini-splits, no capacity', () => {
    expect(d('WYT012GLSI20RL', 'Pioneer')).toMatchObject({ type: 'mini-splits', series: 'WYT', fields: {} });
    expect(d('WYT015GLSI20RL', 'Pioneer')).toBeNull();
    expect(decodeModelNumber('WYT012GLSI20RL', '')).toBeNull();
  });

  // LG engineering manual: "LV180HV4 (18,000 Btu/h) … LV420HV (42,000 Btu/h), LV480HV (48,000 Btu/h)".
  it('LG LV single-zone vertical air handling units: the listed capacities', () => {
    expect(d('LV180HV4', 'LG')).toMatchObject({ family: 'lg', type: 'mini-splits', series: 'LV', fields: { cooling_capacity_kbtuh: 18 } });
    expect(d('LV480HV', 'LG')).toMatchObject({ fields: { cooling_capacity_kbtuh: 48, cooling_capacity_tons: 4 } });
    expect(d('LV300HV4', 'LG')).toBeNull();
    expect(decodeModelNumber('LV180HV4', '')).toBeNull();
  });

  // Frigidaire NRCan rows: FFHP093CS2 (outdoor) + FFHP093WS2 (indoor), Mini/Multi-Split.
  it('Frigidaire FFHP: mini-splits, C outdoor / W wall indoor, no capacity', () => {
    expect(d('FFHP093CS2', 'Frigidaire')).toMatchObject({ type: 'mini-splits', series: 'FFHP', description: 'ductless outdoor unit', fields: {} });
    expect(d('FFHP123WS2', 'Frigidaire')).toMatchObject({ description: 'ductless wall-mounted indoor unit' });
    expect(d('FFHP153WS2', 'Frigidaire')).toBeNull();
    expect(decodeModelNumber('FFHP093CS2', '')).toBeNull();
  });

  it('only with the brand', () => {
    expect(decodeModelNumber('EIN10H2V32(O)', '')).toBeNull();
    expect(decodeModelNumber('DA1821-H2-O', '')).toBeNull();
    expect(decodeModelNumber('BMKH0938/O', '')).toBeNull();
    expect(decodeModelNumber('BMKH0938/O', 'Blueridge')).toMatchObject({ type: 'mini-splits' });
    expect(decodeModelNumber('EIN10H2V32(O)', 'Innovair')).toMatchObject({ type: 'mini-splits' });
  });
});
