// Heat Controller GLUA / GLDH (92-24161-70-07) and GMUH / GMDA (92-24161-65-02) gas furnaces: the inputs are the model
// tables' "Input (Btu)" column, not rows of data/eval.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Heat Controller GLUA / GLDH condensing and GMUH / GMDA induced-draft gas furnaces', () => {
  it('reads the input the model tables print', () => {
    expect(decodeModelNumber('GLUA45-E3B', 'Heat Controller')).toMatchObject({ type: 'furnaces', fields: { heating_input_kbtuh: 45, efficiency_tier: 'high efficiency condensing' } });
    expect(decodeModelNumber('GLDH105-E5B', 'Heat Controller')).toMatchObject({ type: 'furnaces', fields: { heating_input_kbtuh: 105 } });
    expect(decodeModelNumber('GMUH150-E5A', 'Comfort-Aire')).toMatchObject({ type: 'furnaces', fields: { heating_input_kbtuh: 150, efficiency_tier: 'induced draft' } });
    expect(decodeModelNumber('GMDA75-E4A', 'Century')).toMatchObject({ type: 'furnaces', fields: { heating_input_kbtuh: 75 } });
  });
  it('no cooling tons are read (the tables pair E5 with 4½ and 5 tons)', () => {
    expect(decodeModelNumber('GLDH90-E5B', 'Heat Controller')?.fields.cooling_capacity_tons).toBeUndefined();
  });
  it('an input the series table does not list, or another brand, does not decode', () => {
    expect(decodeModelNumber('GLUA50-E3B', 'Heat Controller')).toBeNull();
    expect(decodeModelNumber('GMUH60-E3A', 'Heat Controller')).toBeNull();
    expect(decodeModelNumber('GLUA45-E3B', 'Goodman')).toBeNull();
  });
});
