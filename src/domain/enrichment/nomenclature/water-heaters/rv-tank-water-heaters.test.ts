import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { normalizeNomenclatureModel } from '../types';
import { nonsenseModels } from '../kit/nonsense-models';
import { atwoodRvWaterHeater, suburbanSwWaterHeater } from './rv-tank-water-heaters';

const suburban = (raw: string, brand = 'Suburban') => suburbanSwWaterHeater.decode(normalizeNomenclatureModel(raw), brand);
const atwood = (raw: string, brand = 'Atwood') => atwoodRvWaterHeater.decode(normalizeNomenclatureModel(raw), brand);

// Expected values: Suburban's manual 204670 (SW4D, SW6D, SW6DE, SW6DM, SW6DEM: water heaters, type only); Atwood's water heater service manual, "Explanation of model number" and the model
// identification table (GC6AA-10E 6 gal gas/electric DSI, GCH6A-10E, G6A-8E, GH6-8E, G6A-7, GC10A-4E 10 gal, G10-3E,
// G9-EXT 6 gal, GE16-EXT 10 gal gas/electric).
describe('Suburban SW water heaters', () => {
  it.each(['SW4D', 'SW6D', 'SW6DE', 'SW6DM', 'SW6DEM', 'SW10DEL', 'SW12DELC', 'SW16VE'])('%s → water heaters, type only', (model) => {
    expect(suburban(model)).toMatchObject({ type: 'water heaters', series: 'SW', family: 'rv_appliance', brand: 'Suburban', evidence: 'pattern', fields: {} });
  });

  it('reads only SW · size · ignition letter · option letters, with the brand', () => {
    // Near misses: another size, another ignition letter, a letter outside E / L / M / C / R, four options, the SAW line.
    for (const m of ['SW8DE', 'SW6XE', 'SW6DZ', 'SW6DELCM', 'SAW6DE', 'SW6', 'SF-35FQ']) expect(suburban(m)).toBeNull();
    expect(suburban('SW6DE', '')).toBeNull();
  });
});

describe('Atwood RV water heaters', () => {
  it.each([
    ['GC6AA-10E', 6, 'G (electronic ignition)', true],
    ['GCH6A-10E', 6, 'G (electronic ignition)', true],
    ['G6A-8E', 6, 'G (electronic ignition)', false],
    ['GH6-8E', 6, 'G (electronic ignition)', false],
    ['G6A-7', 6, 'G (pilot)', false],
    ['G6A-7P', 6, 'G (pilot)', false],
    ['GC10A-4E', 10, 'G (electronic ignition)', true],
    ['G10-3E', 10, 'G (electronic ignition)', false],
    ['G10B', 10, 'G', false],
    ['G9-EXT', 6, 'XT', false],
    ['GE16-EXT', 10, 'XT', true],
    ['GEH9-EXT', 6, 'XT', true],
  ])('%s → water heaters, %i gal, %s', (model, gallons, series, combo) => {
    const d = atwood(model);
    expect(d).toMatchObject({ type: 'water heaters', series, family: 'rv_appliance', brand: 'Atwood', evidence: 'src', fields: { tank_capacity_gallons: gallons } });
    expect(d?.description?.includes('110 VAC')).toBe(combo);
  });

  it('reads only the key\u2019s shapes, with the brand', () => {
    // Near misses: a size the key does not have, G610 (no hyphen before the version), a letter the key does not
    // print, the marine EHM line, a bare size, XT with another size.
    for (const m of ['G8A-8E', 'G610', 'GX6A-8E', 'EHM6-SM-FHX', 'G6', 'GC6', 'G12-EXT', 'GC6AA-10X']) expect(atwood(m)).toBeNull();
    expect(atwood('GC6AA-10E', '')).toBeNull();
  });
});

describe('RV tank water heaters: dispatcher and nonsense guard', () => {
  it('is reached through the dispatcher with the brand only', () => {
    expect(decodeModelNumber('SW6DE', 'Suburban')?.type).toBe('water heaters');
    expect(decodeModelNumber('GC6AA-10E', 'Atwood')?.type).toBe('water heaters');
    expect(decodeModelNumber('SW6DE', '')).toBeNull();
    expect(decodeModelNumber('GC6AA-10E', '')).toBeNull();
  });

  it('fires on none of 20,000 model-shaped nonsense strings with the rules\u2019 brands', () => {
    let fired = 0;
    for (const m of nonsenseModels(20000, { seed: 3103, digitLed: true })) {
      const model = normalizeNomenclatureModel(m);
      if (suburbanSwWaterHeater.decode(model, 'Suburban') !== null) fired++;
      if (atwoodRvWaterHeater.decode(model, 'Atwood') !== null) fired++;
    }
    expect(fired).toBe(0);
  });
});
