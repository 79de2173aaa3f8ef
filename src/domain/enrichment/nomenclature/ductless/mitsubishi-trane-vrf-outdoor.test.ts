// Expected values from the METUS installation manuals' titles (outdoor unit TUHYP-AN40AN/AB, TUHYE-AN40AN/AB; TUHYP-AN41AN/AB,
// TUHYE-AN41AN/AB, Inverter Y-Series) and Mitsubishi Electric's Y-series guide specification (PUHY-P72 … P360, 6 to 30 tons
// nominal, kBtu/h classes).
import { describe, expect, it } from 'vitest';
import { firstDecode } from '../kit/first-decode';
import { METUS_Y_SERIES_OUTDOOR_RULES } from './mitsubishi-trane-vrf-outdoor';

const metus = (model: string, brand = 'Mitsubishi Electric') => firstDecode(METUS_Y_SERIES_OUTDOOR_RULES, model, brand);

describe('METUS Inverter Y-series VRF outdoor units (TUHYP / TUHYE)', () => {
  it('reads the Y-series class 072 … 360 as kBtu/h and tons', () => {
    expect(metus('TUHYP0723AN40AN')).toMatchObject({ type: 'mini-splits', series: 'TUHYP-AN40', fields: { cooling_capacity_kbtuh: 72, cooling_capacity_tons: 6 } });
    expect(metus('TUHYE3604AN41AB')).toMatchObject({ series: 'TUHYE-AN41', fields: { cooling_capacity_kbtuh: 360, cooling_capacity_tons: 30 } });
    expect(metus('TUHYP1443AN40AB', 'Trane / Mitsubishi Electric')).toMatchObject({ brand: 'Trane / Mitsubishi Electric', fields: { cooling_capacity_tons: 12 } });
  });

  it('classes off the 24 kBtu/h grid, other ranges and other suffixes stay out', () => {
    expect(metus('TUHYP0483AN40AN')).toBeNull();
    expect(metus('TUHYP3843AN40AN')).toBeNull();
    expect(metus('TUHYP1003AN40AN')).toBeNull();
    expect(metus('TUHYH0723AN40AN')).toBeNull();
    expect(metus('TUHYP0723AN42AN')).toBeNull();
    expect(metus('TUHYP0723AN40AC')).toBeNull();
    expect(metus('TUHYP072AN40AN')).toBeNull();
  });
});
