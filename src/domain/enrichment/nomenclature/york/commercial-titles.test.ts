// Expected values from York's titles: "Models D*SC360 & 480", "Models BCCB 090 & 120, Models BECB090 & 120", "Embassy Series
// … C2ED060, 090, 120 & 180, 5, 7-1/2, 10 & 15 Nominal Tons", "WJ 180, 240", "DL-15, -20", "DW-03, -04", "Models BA-15 and
// BA-20" (single package heat pump); evaporator blowers "K*ES120 … 10 Nominal Tons", "K2EU060, K4EU090, K3EU120 & K1EU180,
// 5 Thru 15 Nominal Tons", "L4EU240A 20 Nominal Tons", "LA090 & LA120, 7-1/2 and 10 Nominal Tons"; and the split indoor
// product nomenclature of 036-21335-002-A-1102 (L cooling / F heat pump air handling unit, A = R-22 2-pipe, B = R-22 4-pipe,
// 300 = 25, 360 = 30, 480 = 40, 600 = 50 ton, voltage 5 = 575-3-60, sample "LA300C00A6AAA1A").
import { describe, expect, it } from 'vitest';
import { firstDecode } from '../kit/first-decode';
import { YORK_COMMERCIAL_TITLE_RULES } from './commercial-titles';

const york = (model: string, brand = 'York') => firstDecode(YORK_COMMERCIAL_TITLE_RULES, model, brand);

describe('York commercial packaged lines by their titles', () => {
  it('the titled sizes as nominal kBtu/h', () => {
    expect(york('D1SC360')).toMatchObject({ type: 'packaged units', series: 'D1SC', fields: { cooling_capacity_tons: 30 } });
    expect(york('BCCB090')?.fields).toEqual({ cooling_capacity_tons: 7.5, cooling_capacity_kbtuh: 90 });
    expect(york('BECB120')?.series).toBe('BECB');
    expect(york('C2ED180')).toMatchObject({ description: 'Embassy single package air conditioner, water-cooled', fields: { cooling_capacity_tons: 15 } });
    expect(york('WJ240', 'Luxaire')).toMatchObject({ brand: 'Luxaire', fields: { cooling_capacity_tons: 20 } });
  });

  it('DL / DW / BA dash numbers: type only', () => {
    expect(york('DL-15')).toMatchObject({ type: 'packaged units', series: 'DL', fields: {} });
    expect(york('DW-04')?.series).toBe('DW');
    expect(york('BA-20')).toMatchObject({ description: 'single package heat pump (the dash number is not read as a size)' });
  });

  it('sizes the titles do not print and other brands stay out', () => {
    expect(york('D1SC240')).toBeNull();
    expect(york('C2ED240')).toBeNull();
    expect(york('DL-25')).toBeNull();
    expect(york('BA15')).toBeNull();
    expect(york('WJ180', 'Trane')).toBeNull();
    expect(york('WJ180', '')).toBeNull();
  });
});

describe('York split-system evaporator blowers', () => {
  it('LA / LB and F by the split indoor nomenclature', () => {
    expect(york('LA300C00A6AAA1A')).toMatchObject({
      type: 'air handlers',
      series: 'LA',
      fields: { cooling_capacity_tons: 25, refrigerant: 'R-22' },
    });
    expect(york('LB600C00A5AAA1A')?.fields).toMatchObject({ cooling_capacity_tons: 50, voltage_v: 575, phase: 3 });
    expect(york('LB480')?.fields).toMatchObject({ cooling_capacity_tons: 40 });
    expect(york('FB360')).toMatchObject({ series: 'FB', type: 'air handlers' });
    expect(york('LA360')).toBeNull(); // 360 … 600 are LB
    expect(york('LB300')).toBeNull();
  });

  it('K*ES, K·EU, L4EU and LA 090 / 120 blowers', () => {
    expect(york('K2EU060')).toMatchObject({ type: 'air handlers', fields: { cooling_capacity_tons: 5 } });
    expect(york('K1EU180')?.fields).toMatchObject({ cooling_capacity_tons: 15 });
    expect(york('K3ES120')?.fields).toMatchObject({ cooling_capacity_tons: 10 });
    expect(york('L4EU240A')?.fields).toMatchObject({ cooling_capacity_tons: 20 });
    expect(york('LA090')?.fields).toMatchObject({ cooling_capacity_tons: 7.5 });
    expect(york('K2EU090')).toBeNull(); // K4EU is the 090 blower
  });
});

// Equipment-schedule gap scan (issue 18): York titles "Sunline MagnaDRY … Models: DR180, 240 & 300", "DM 036, 048, 060 & 072,
// DF 036, 048, 060 & 072, DH 036, 048 & 060", "DG-03, -04 & -05", "D2CE / D2CG 300 Constant Volume 25 Nominal Tons", and the
// evaporator blowers "KBBU060, KDBC090, KCBC120 & KCBC180, 5 thru 15 Nominal Tons".
describe('York titled lines of the equipment-schedule gap scan', () => {
  it('DR MagnaDRY, DF and D2CE / D2CG 300 packaged units', () => {
    expect(york('DR180')).toMatchObject({ type: 'packaged units', series: 'DR', evidence: 'pattern', fields: { cooling_capacity_tons: 15, cooling_capacity_kbtuh: 180 } });
    expect(york('DR300N40A4')?.fields).toMatchObject({ cooling_capacity_tons: 25 });
    expect(york('DF072', 'Luxaire')).toMatchObject({ brand: 'Luxaire', series: 'DF', fields: { cooling_capacity_tons: 6 } });
    expect(york('D2CG300')).toMatchObject({ type: 'packaged units', evidence: 'src', fields: { cooling_capacity_tons: 25 } });
    expect(york('D2CE300A46')?.fields).toMatchObject({ cooling_capacity_tons: 25 });
    expect(york('DG-04')).toMatchObject({ type: 'packaged units', series: 'DG', fields: {} });
  });

  it('K·BC / K·BU evaporator blowers', () => {
    expect(york('KBBU060')).toMatchObject({ type: 'air handlers', fields: { cooling_capacity_tons: 5 } });
    expect(york('KDBC090')?.fields).toMatchObject({ cooling_capacity_tons: 7.5 });
    expect(york('KCBC180')?.fields).toMatchObject({ cooling_capacity_tons: 15 });
  });

  it('near misses: sizes the titles do not print, other brands', () => {
    expect(york('DR210')).toBeNull();
    expect(york('DF090')).toBeNull();
    expect(york('D2CE240')).toBeNull(); // the §7.4 rule's size, not this title's
    expect(york('D1CE300')).toBeNull();
    expect(york('DG-06')).toBeNull();
    expect(york('KBBU090')).toBeNull();
    expect(york('DR180', 'Lennox')).toBeNull();
  });
});
