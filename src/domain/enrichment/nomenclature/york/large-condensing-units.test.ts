// Expected values from York's technical guides: "YD360, 480 & 600 … 30 thru 50 Nominal Tons" (R-410A, 628770-YTG-B-0811),
// "HA300, HB360, HB480 & HB600 … 25 thru 50 Nominal Tons" (036-21345-001-A-0602), "H2CA300, 360, 480 & [600] … thru 50
// Nominal Tons", and Form 150.63-EG1 "YCUL0016 – YCUL0130, 15 – 130 Ton, Air-Cooled Scroll Condensing Units".
import { describe, expect, it } from 'vitest';
import { firstDecode } from '../kit/first-decode';
import { YORK_LARGE_CONDENSING_UNIT_RULES } from './large-condensing-units';

const york = (model: string, brand = 'York') => firstDecode(YORK_LARGE_CONDENSING_UNIT_RULES, model, brand);

describe('York split-system condensing units of 25 tons and up', () => {
  it('YD / HA / HB / H2CA with the titles\' sizes', () => {
    expect(york('YD480C00A4')).toMatchObject({ type: 'air conditioners', series: 'YD', fields: { cooling_capacity_tons: 40, refrigerant: 'R-410A' } });
    expect(york('YD360')?.fields).toEqual({ cooling_capacity_tons: 30, cooling_capacity_kbtuh: 360, refrigerant: 'R-410A' });
    expect(york('HA300')?.fields).toEqual({ cooling_capacity_tons: 25, cooling_capacity_kbtuh: 300 });
    expect(york('HB600')?.fields).toMatchObject({ cooling_capacity_tons: 50 });
    expect(york('H2CA360')).toMatchObject({ series: 'H2CA', fields: { cooling_capacity_tons: 30 } });
  });

  it('YCUL: type only', () => {
    expect(york('YCUL0016')).toMatchObject({ type: 'air conditioners', series: 'YCUL', fields: {} });
    expect(york('YCUL0130')?.series).toBe('YCUL');
    expect(york('YCUL0150')).toBeNull();
  });

  it('sizes the titles do not print and other brands stay out', () => {
    expect(york('YD300')).toBeNull();
    expect(york('HA360')).toBeNull();
    expect(york('HB300')).toBeNull();
    expect(york('YD4800')).toBeNull();
    expect(york('YD480', 'Trane')).toBeNull();
    expect(york('YD480', '')).toBeNull();
  });
});
