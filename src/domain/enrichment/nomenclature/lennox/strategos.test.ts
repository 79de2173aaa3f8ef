// Expected values from the Lennox installation instructions title "SGH & SCH 036-240 (3, 5, 10, 20 ton) Strategos".
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { LENNOX_STRATEGOS_RULES } from './strategos';

const lx = (model: string, brand = 'Lennox') => firstDecode(LENNOX_STRATEGOS_RULES, model, brand);

describe('Lennox Strategos SGH / SCH', () => {
  it('the title\'s sizes 036 / 060 / 120 / 240 = 3 / 5 / 10 / 20 tons', () => {
    expect(lx('SGH036H4M')).toMatchObject({ type: 'packaged units', series: 'SGH', fields: { cooling_capacity_tons: 3 } });
    expect(lx('SCH120')?.fields).toMatchObject({ cooling_capacity_tons: 10 });
    expect(lx('SGH240H4MS1G')?.fields).toMatchObject({ cooling_capacity_tons: 20 });
  });

  it('sizes not in the title, other letters and brands stay out', () => {
    expect(lx('SGH090')).toBeNull();
    expect(lx('SHH060')).toBeNull();
    expect(lx('SGH060', 'Allied')).toBeNull();
  });

  it('reaches decodeModelNumber with the brand', () => {
    expect(decodeModelNumber('SCH060', 'Lennox')?.fields).toMatchObject({ cooling_capacity_tons: 5 });
  });
});
