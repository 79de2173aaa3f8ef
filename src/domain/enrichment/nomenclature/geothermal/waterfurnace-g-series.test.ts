import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { normalizeNomenclatureModel } from '../types';
import { WATERFURNACE_G_SERIES_RULES } from './waterfurnace-g-series';

const [wf, geosmart] = WATERFURNACE_G_SERIES_RULES as [NonNullable<(typeof WATERFURNACE_G_SERIES_RULES)[0]>, NonNullable<(typeof WATERFURNACE_G_SERIES_RULES)[0]>];
const decode = (raw: string, brand = 'WaterFurnace') => wf.decode(normalizeNomenclatureModel(raw), brand);

describe('WaterFurnace G Series (geothermal/waterfurnace-g-series.ts)', () => {
  it('reads the SP1585GS worked example GS022TL101NBDSSA: single speed, 208-230/60/1', () => {
    const d = decode('GS022TL101NBDSSA');
    expect(d?.type).toBe('geothermal heat pumps');
    expect(d?.series).toBe('G Series GS');
    expect(d?.fields).toEqual({ efficiency_tier: 'single speed', voltage_v: 230, phase: 1 });
    expect(d?.fields).not.toHaveProperty('cooling_capacity_kbtuh');
  });

  it.each([
    // SP1585GS: single speed 2–6 ton (022 … 070), dual capacity 2–6 ton (026, 038, 049, 064, 072); GT = two stage.
    ['GS070EL1', 'single speed'],
    ['GT026TR1', 'dual capacity'],
    ['GT072', 'dual capacity'],
    ['GS048', 'single speed'],
  ])('%s → %s', (model, tier) => {
    expect(decode(model)?.fields.efficiency_tier).toBe(tier);
  });

  it('rejects a size of the other compressor, another voltage digit, and other letters', () => {
    expect(decode('GT036')).toBeNull(); // 036 is a single-speed size
    expect(decode('GS049')).toBeNull(); // 049 is a dual-capacity size
    expect(decode('GS022TL2')).toBeNull(); // voltage 2 is not in the key
    expect(decode('GX022')).toBeNull();
  });

  it('GeoSmart: type only, and only with a brand', () => {
    const d = geosmart.decode(normalizeNomenclatureModel('GT049'), 'GeoSmart');
    expect(d?.type).toBe('geothermal heat pumps');
    expect(d?.fields).toEqual({});
    expect(decodeModelNumber('GT049', 'GeoSmart')?.brand).toBe('GeoSmart');
    expect(decodeModelNumber('GT049TL101', null)).toBeNull();
  });
});
