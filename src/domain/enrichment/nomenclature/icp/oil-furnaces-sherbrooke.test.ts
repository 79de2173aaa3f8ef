import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { dettsonOilFurnaceOSeries, icpOilFurnaceSherbrooke } from './oil-furnaces-sherbrooke';

// Expected values from the makers' manuals: ICP "OIL LO|BOY" X40153 (OLR098A12A, OLV098A12A), Dettson "LOWBOY OIL-FIRED
// FURNACE" X40171 (OLR154A16A, OLV154A16A), Dettson "Warm air furnace oil fired – upflow" (OLR210F19C), Dettson
// "Warm air furnace multiposition" X40002 (NOMF105D12C, NOMF155E19C, NOMF106D12B, NOMF156E19C): oil furnaces.
describe('icp / dettson O-series oil furnaces', () => {
  it('reads the models the manuals list, type and fuel only', () => {
    for (const model of ['OLR098A12A', 'OLV098A12A']) {
      const d = icpOilFurnaceSherbrooke.decode(model, 'ICP');
      expect(d?.type).toBe('furnaces');
      expect(d?.fields).toEqual({ fuel: 'oil' });
    }
    for (const model of ['OLR154A16A', 'OLV154A16A', 'OLR210F19C', 'NOMF105D12C', 'NOMF155E19C', 'NOMF106D12B', 'NOMF156E19C']) {
      expect(dettsonOilFurnaceOSeries.decode(model, 'Dettson')?.fields).toEqual({ fuel: 'oil' });
    }
    expect(dettsonOilFurnaceOSeries.decode('NOMF105D12C', 'Dettson')?.series).toBe('OMF');
    expect(decodeModelNumber('OLR098A12A', 'KeepRite')?.type).toBe('furnaces');
    expect(decodeModelNumber('OLV154A16A', 'Dettson')?.family).toBe('dettson');
  });

  it('reads the AMT low-boys the ICP X40153 manual lists (AMT098SDMA, AMT098SVMA) under an ICP badge (furn32)', () => {
    for (const model of ['AMT098SDMA', 'AMT098SVMA']) {
      const d = icpOilFurnaceSherbrooke.decode(model, 'ICP');
      expect(d).toMatchObject({ type: 'furnaces', series: 'AMT', fields: { fuel: 'oil' } });
    }
    expect(decodeModelNumber('AMT098SDMA', 'Heil')).toMatchObject({ family: 'icp', type: 'furnaces' });
    expect(icpOilFurnaceSherbrooke.decode('AMT098SDMA', '')).toBeNull();
    expect(icpOilFurnaceSherbrooke.decode('AMT098SDMA', 'Goodman')).toBeNull();
    expect(icpOilFurnaceSherbrooke.decode('AMT098SXMA', 'ICP')).toBeNull();
    expect(icpOilFurnaceSherbrooke.decode('AMP098SDMA', 'ICP')).toBeNull();
  });

  it('needs a brand of the family and the series shape', () => {
    expect(icpOilFurnaceSherbrooke.decode('OLR098A12A', '')).toBeNull();
    expect(icpOilFurnaceSherbrooke.decode('OLR098A12A', 'Goodman')).toBeNull();
    expect(icpOilFurnaceSherbrooke.decode('NOLR098A12A', 'ICP')).toBeNull();
    expect(icpOilFurnaceSherbrooke.decode('OLR098A12', 'ICP')).toBeNull();
    expect(icpOilFurnaceSherbrooke.decode('OXR098A12A', 'ICP')).toBeNull();
    expect(dettsonOilFurnaceOSeries.decode('OLR098A12A', 'ICP')).toBeNull();
  });
});
