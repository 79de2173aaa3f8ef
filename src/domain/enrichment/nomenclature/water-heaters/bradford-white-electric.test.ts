import { describe, expect, it } from 'vitest';
import { BRADFORD_WHITE_ELECTRIC_RULES } from './bradford-white-electric';
import { firstDecode } from '../kit/first-decode';

// Expected values from Bradford White service manual 238-47104-00A (residential electric M1 / M2 models; the photo's
// M-2-50T6DS is a 50-gallon electric tank with 6-year warranty).
const bw = (model: string) => firstDecode(BRADFORD_WHITE_ELECTRIC_RULES, model, 'Bradford White');

describe('Bradford White M1 / M2 residential electric tanks (wh19)', () => {
  it('M-2-50T6DS → 50 gal electric water heater, series M2', () => {
    expect(bw('M-2-50T6DS')).toMatchObject({ type: 'water heaters', series: 'M2', fields: { tank_capacity_gallons: 50, fuel: 'electric' } });
  });
  // M265R6DS-1NCWW is a reported installed unit; M-I-30W6DS is a constructed print in the manual's M-I / wall-hung form.
  it('reads the other configuration letters and a wiring-code suffix', () => {
    expect(bw('M265R6DS-1NCWW')?.fields).toEqual({ tank_capacity_gallons: 65, fuel: 'electric' });
    expect(bw('M265R6DS1NCWW')?.fields.tank_capacity_gallons).toBe(65);
    expect(bw('M-I-30W6DS')).toMatchObject({ series: 'M1', fields: { tank_capacity_gallons: 30, fuel: 'electric' } });
  });
  it('leaves gas prints, unknown warranty digits and impossible sizes alone', () => {
    expect(bw('MI40T6FBN')).toBeNull();
    expect(bw('M250T5DS')).toBeNull();
    expect(bw('M2150S6DS')).toBeNull();
    expect(bw('M3-50T6DS')).toBeNull();
  });
});
