// Expected values from York FORM 100.50-EG1 (705), base model number YPAL050-105 / YPAL106-130: nominal capacity 050 … 105,
// 106, 110, 115, 130 = tons; unit type C cooling only, N natural gas heat, M modulating gas heat, E electric, H hot water,
// S steam; application C constant volume, V VAV, F Flexsys.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { YORK_SERIES_100_RULES } from './series-100-ypal';

const york = (model: string, brand = 'York') => firstDecode(YORK_SERIES_100_RULES, model, brand);

describe('York Series 100 YPAL', () => {
  it('nominal tons and the unit type of the 705 nomenclature', () => {
    expect(york('YPAL050')).toMatchObject({ type: 'packaged units', series: 'YPAL', evidence: 'src', fields: { cooling_capacity_tons: 50 } });
    expect(york('YPAL130MV')).toMatchObject({ description: 'Series 100 packaged rooftop unit, air cooled, scroll, modulating gas heat', fields: { cooling_capacity_tons: 130 } });
    expect(york('YPAL075NCC46BBDX')?.fields).toMatchObject({ cooling_capacity_tons: 75, cooling_capacity_kbtuh: 900 });
  });

  it('a capacity code of the later literature is read as the type only', () => {
    expect(york('YPAL051')).toMatchObject({ type: 'packaged units', fields: {} });
  });

  it('near misses: other letters, codes out of the range, other brands', () => {
    expect(york('YPAL200')).toBeNull();
    expect(york('YPAL050X')).toBeNull();
    expect(york('YPWL050')).toBeNull();
    expect(york('YPAL050', 'Trane')).toBeNull();
    expect(york('YPAL050', '')).toBeNull();
  });

  it('reaches decodeModelNumber with the brand', () => {
    expect(decodeModelNumber('YPAL060NCC46BBDX', 'York')?.type).toBe('packaged units');
  });
});
