// Bard H-series wall-mount air conditioners and W17 units. Expected values from Bard manual 2100-585C ("Wall mounted
// packaged air conditioner, models H24A2-A … H60L2-A", H**A and H**L series), 2100-647 (H24AA-A) and 2100-581D (W17A2-A,
// W17L2-A among the wall mounted packaged air conditioners).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Bard H-series wall-mount packaged air conditioners', () => {
  it('H42L2-A is a wall-mount packaged unit, 42 class', () => {
    expect(decodeModelNumber('H42L2-A', 'Bard')).toMatchObject({
      family: 'bard',
      type: 'packaged units',
      series: 'HL',
      fields: { cooling_capacity_kbtuh: 42, cooling_capacity_tons: 3.5 },
    });
  });

  it('H24AA-A and H60A2-A read their classes', () => {
    expect(decodeModelNumber('H24AA-A', 'Bard')?.fields).toMatchObject({ cooling_capacity_tons: 2 });
    expect(decodeModelNumber('H60A2-A', 'Bard')?.fields).toMatchObject({ cooling_capacity_tons: 5 });
  });

  it('H72 is typed without a size; unlisted classes and other brands are not read', () => {
    const six = decodeModelNumber('H72A1-A', 'Bard');
    expect(six?.type).toBe('packaged units');
    expect(six?.fields.cooling_capacity_tons).toBeUndefined();
    expect(decodeModelNumber('H30A2-A', 'Bard')).toBeNull();
    expect(decodeModelNumber('H36A2-A', 'Heil')?.family).not.toBe('bard');
  });
});

describe('Bard W17 wall-mount air conditioners', () => {
  it('W17A2-A and W17L2-A are packaged units without a size', () => {
    const a = decodeModelNumber('W17A2-A', 'Bard');
    expect(a).toMatchObject({ type: 'packaged units', series: 'WA' });
    expect(a?.fields.cooling_capacity_tons).toBeUndefined();
    expect(decodeModelNumber('W17L2-A', 'Bard')).toMatchObject({ type: 'packaged units', series: 'WL' });
  });
});

describe('Bard C-series wall-mount package heat pumps', () => {
  // Manual 2100-586C: "Wall mounted package heat pumps, models C24H1 … C60H1".
  it('C24H1 and C36H1-A are packaged units of 2 and 3 tons', () => {
    expect(decodeModelNumber('C24H1', 'Bard')).toMatchObject({ family: 'bard', type: 'packaged units', series: 'CH', fields: { cooling_capacity_tons: 2 } });
    expect(decodeModelNumber('C36H1-A', 'Bard')?.fields).toMatchObject({ cooling_capacity_tons: 3 });
  });

  it('other classes and brands are not read here', () => {
    expect(decodeModelNumber('C18H1', 'Bard')).toBeNull();
    expect(decodeModelNumber('C24H1', 'Carrier')?.family).not.toBe('bard');
  });
});
