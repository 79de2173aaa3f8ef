// Expected values from York's technical guides "R-410A ZJ/ZR/ZF Series 15 - 25 Ton 60 Hertz" (251934-YTG; nomenclature
// "15-25 Ton Sunline Magnum Model Number Nomenclature ZJ 180 …"; ZF300 = 25 ton) and "R-410A XP Series 15/20 Ton" (XP240):
// the size is the nominal cooling kBtu/h, 180 / 210 / 240 / 300 = 15 / 17½ / 20 / 25 tons.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { YORK_LARGE_ROOFTOP_RULES } from './rooftops-15-25-ton';

const york = (model: string, brand = 'York') => firstDecode(YORK_LARGE_ROOFTOP_RULES, model, brand);

describe('York ZJ / ZR / ZF / XP 15–25 ton rooftops', () => {
  it('series and nominal kBtu/h', () => {
    expect(york('ZJ180N24P4AAA1A')).toMatchObject({ type: 'packaged units', series: 'ZJ', fields: { cooling_capacity_tons: 15, cooling_capacity_kbtuh: 180 } });
    expect(york('ZF300')?.fields).toMatchObject({ cooling_capacity_tons: 25 });
    expect(york('ZR210C00A4')?.fields).toMatchObject({ cooling_capacity_tons: 17.5 });
    expect(york('XP240C00A4', 'Luxaire')).toMatchObject({ brand: 'Luxaire', series: 'XP', description: 'single package heat pump rooftop', fields: { cooling_capacity_tons: 20 } });
  });

  it('XP only at the title\'s 15 and 20 tons; other sizes, series and brands stay out', () => {
    expect(york('XP300')).toBeNull();
    expect(york('ZF360')).toBeNull();
    expect(york('ZH180')).toBeNull();
    expect(york('ZJ180', 'Carrier')).toBeNull();
  });

  it('reaches decodeModelNumber with the brand', () => {
    expect(decodeModelNumber('ZJ240N32P4AAA1A', 'York')?.fields).toMatchObject({ cooling_capacity_tons: 20 });
  });
});

// York technical guide "Series 20 … J15, 18, 20 & 25 DH" (JTG-A-1007): the J number is the nominal tons.
describe('York Series 20 J … DH', () => {
  it('J15 / J18 / J20 / J25 DH = 15 / 18 / 20 / 25 tons; other sizes stay out', () => {
    expect(york('J15DH')).toMatchObject({ type: 'packaged units', series: 'J-DH', fields: { cooling_capacity_tons: 15 } });
    expect(york('J25DHN40A4')?.fields).toMatchObject({ cooling_capacity_tons: 25 });
    expect(york('J10DH')).toBeNull();
    expect(york('J15DH', 'Trane')).toBeNull();
  });
});
