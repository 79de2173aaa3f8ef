import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { DUCTLESS_GLOBAL_RULES } from './global-and-room';
import { firstDecode } from '../kit/first-decode';

const d = (model: string, brand: string) => firstDecode(DUCTLESS_GLOBAL_RULES, model, brand);

describe('ductless, room and portable long tail (ductless21)', () => {
  // TCL service manual TAC-09/12/18/24CHSA/XA31: rated cooling 9000 / 12000 / 18000 / 24000 Btu/h, type "heating pump";
  // TAC-12CHSA/GI 12,000 Btu/h; TAC-09CSD/XAB1 in the ON/OFF manual.
  it('TCL wall splits: the class is the rated kBtu/h; CH = heat pump', () => {
    expect(d('TAC-09CHSA/XA31', 'TCL')).toMatchObject({ type: 'mini-splits', fields: { cooling_capacity_kbtuh: 9, cooling_capacity_tons: 0.75, efficiency_tier: 'heat pump' } });
    expect(d('TAC-24CHSA/XA31INVERTER', 'TCL')).toMatchObject({ fields: { cooling_capacity_kbtuh: 24, cooling_capacity_tons: 2 } });
    expect(d('TAC-12CHSA/GI', 'TCL')).toMatchObject({ fields: { cooling_capacity_kbtuh: 12 } });
    expect(d('TAC-18CSD/XAB1', 'TCL')?.fields).toEqual({ cooling_capacity_kbtuh: 18, cooling_capacity_tons: 1.5 });
    expect(d('TAC-15CHSA/XA31', 'TCL')).toBeNull();
    expect(decodeModelNumber('TAC-12CHSA/XA31', '')).toBeNull();
  });

  // TCL portable owner's manual: "Models: TAC-08CPA/HC, TAC-10CPA/HC".
  it('TCL portables: packaged units, type only', () => {
    expect(d('TAC-10CPA/HC', 'TCL')).toMatchObject({ type: 'packaged units', description: 'portable room air conditioner', fields: {} });
  });

  // Whynter manuals: "14,000 BTU Portable Air Conditioner With Heater ARC-14SH"; "14,000 BTU … MODEL#: ARC-142BX".
  it('Whynter portables: the first two digits are the kBtu/h class', () => {
    expect(d('ARC-14SH', 'Whynter')).toMatchObject({ type: 'packaged units', description: 'portable room air conditioner with heater', fields: { cooling_capacity_kbtuh: 14 } });
    expect(d('ARC-142BX', 'Whynter')).toMatchObject({ fields: { cooling_capacity_kbtuh: 14 } });
    expect(d('ARC-24S', 'Whynter')).toBeNull();
    expect(decodeModelNumber('ARC-14SH', '')).toBeNull();
  });

  // LG service manuals: LS-Q096ABL … LS-H096QNA0; AS-W096URH0 (Art Cool Mirror); LS-J0761CL; LS-090CE. MFL63260123:
  // A2UQ18GFD0 … A5UQ48GFA1. MFL71982461: K*SAL**1A, TYPE: WALL MOUNTED.
  it('LG global split names: mini-splits, no capacity', () => {
    expect(d('LS-Q096ABL', 'LG')).toMatchObject({ family: 'lg', type: 'mini-splits', series: 'LS-', fields: {} });
    expect(d('AS-W126UCH0', 'LG')).toMatchObject({ type: 'mini-splits', series: 'AS-', description: 'Art Cool wall-mounted split unit' });
    expect(d('LS-K1830CL', 'LG')).toMatchObject({ type: 'mini-splits' });
    expect(d('LS-180CE', 'LG')).toMatchObject({ type: 'mini-splits' });
    expect(d('A5UQ48GFA1', 'LG')).toMatchObject({ type: 'mini-splits', description: 'multi-split outdoor unit', fields: {} });
    expect(d('A6UQ48GFA1', 'LG')).toBeNull();
    // KSSAP241A engineering manual: "Refrigerant K = R32; Component N = Indoor Unit, S = System, U = Outdoor Unit".
    expect(d('KNSAL091A', 'LG')).toMatchObject({ type: 'mini-splits', description: 'single-zone indoor unit', fields: { refrigerant: 'R-32' } });
    expect(d('KSSAP241A', 'LG')).toMatchObject({ description: 'single-zone system', fields: { refrigerant: 'R-32' } });
    expect(d('KMSAP241A', 'LG')).toBeNull();
    expect(decodeModelNumber('LS-Q096ABL', '')).toBeNull();
  });

  // Mitsubishi Electric OBH667: MUFZ-KJ35VE / MUFZ-KJ50VE outdoor units (3.5 kW = 11.9 kBtu/h).
  it('Mitsubishi Electric MUFZ outdoor units: kW×10 on V… models, kBtu/h on NA models', () => {
    expect(d('MUFZ-KJ35VE', 'Mitsubishi Electric')).toMatchObject({ family: 'mitsubishi', type: 'mini-splits', fields: { cooling_capacity_kbtuh: 11.9 } });
    expect(d('MUFZ-KJ09NAHZ', 'Mitsubishi Electric')).toMatchObject({ fields: { cooling_capacity_kbtuh: 9 } });
    expect(d('MUFZ-KJ40NA', 'Mitsubishi Electric')).toBeNull();
  });

  // Toshiba service manuals: RAS-10SK-E / RAS-10SA-E; RAS-07PKVP-E / RAS-07PAVP-E; RAS-13NKHD-E / RAS-13UAH-E3;
  // RAS-B10N3KV2-E1 / RAS-10N3AV2-E1 (indoor / outdoor); multi split RAS-10SK-E x2 with RAS-M18SA-E.
  it('Toshiba RAS: K indoor / A outdoor, no capacity', () => {
    expect(d('RAS-10SK-E', 'Toshiba')).toMatchObject({ type: 'mini-splits', description: 'indoor unit', fields: {} });
    expect(d('RAS-10SA-E', 'Toshiba')).toMatchObject({ type: 'mini-splits', description: 'outdoor unit' });
    expect(d('RAS-13UAH-E3', 'Toshiba')).toMatchObject({ description: 'outdoor unit' });
    expect(d('RAS-B10N3KV2-E1', 'Toshiba')).toMatchObject({ description: 'indoor unit' });
    expect(d('RAS-M18SA-E', 'Toshiba')).toMatchObject({ description: 'multi-split outdoor unit' });
    expect(d('RAS-25RPC', 'Toshiba')).toBeNull();
    expect(decodeModelNumber('RAS-10SK-E', '')).toBeNull();
  });

  // LG product data book MFL67986305: ATUW18GPLT0 … ABUW60GRLT0; "Model Type Q: Cooling Only, W: Heat Pump";
  // "Electrical Ratings G: 230V, 1Ø, 60Hz; L: 400V, 3Ø, 60Hz"; ABUW48LRLT0 in the 3 Ø line-up. MFL67986330: AUUQ21GT6
  // (outdoor) + ABNQ21GM1T6 (indoor), rated 16,200 Btu/h, so the size is not read.
  it('LG global single systems: indoor / outdoor, heat pump / cooling only, supply; no capacity', () => {
    expect(d('ATUW18GPLT0', 'LG')).toMatchObject({ family: 'lg', type: 'mini-splits', description: 'single-zone light commercial outdoor unit', fields: { efficiency_tier: 'heat pump', voltage_v: 230, phase: 1 } });
    expect(d('ABUW48LRLT0', 'LG')).toMatchObject({ fields: { voltage_v: 400, phase: 3 } });
    expect(d('AUUQ21GT6', 'LG')).toMatchObject({ description: 'single-zone light commercial outdoor unit', fields: { efficiency_tier: 'cooling only' } });
    expect(d('ABNQ21GM1T6', 'LG')).toMatchObject({ description: 'single-zone light commercial indoor unit' });
    expect(d('ABNQ21GM1T6', 'LG')?.fields.cooling_capacity_kbtuh).toBeUndefined();
    expect(d('ATUW24XNLT0', 'LG')).toBeNull();
    expect(decodeModelNumber('ATUW18GPLT0', '')).toBeNull();
  });

  // Haier installation instructions "Ductless Single Zone with One-Way Cassette Indoor Unit" (US09AB2BEA).
  it('Haier US…AB one-way cassette heads: mini-splits, type only', () => {
    expect(d('US09AB2BEA', 'Haier')).toMatchObject({ family: 'haier', type: 'mini-splits', description: 'ductless one-way cassette indoor unit', fields: {} });
    expect(d('US10AB2BEA', 'Haier')).toBeNull();
    expect(decodeModelNumber('US09AB2BEA', '')).toBeNull();
  });

  // Installation manual "MXZ-SM36/48/60NAM2"; catalog-listed MXZ-8C60NA; NA class = kBtu/h as in §9.1.
  it('Mitsubishi Electric MXZ class-60 multi-zone outdoor units', () => {
    expect(d('MXZ-SM60NAM2', 'Mitsubishi Electric')).toMatchObject({ family: 'mitsubishi', type: 'mini-splits', fields: { cooling_capacity_kbtuh: 60, cooling_capacity_tons: 5 } });
    expect(d('MXZ-8C60NA-U1', 'Mitsubishi Electric')).toMatchObject({ type: 'mini-splits' });
    expect(d('MXZ-8C66NA', 'Mitsubishi Electric')).toBeNull();
  });
});

