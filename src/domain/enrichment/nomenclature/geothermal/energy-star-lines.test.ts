// Expected values: rows of the ENERGY STAR Certified Geothermal Heat Pumps list (brand, model name, model number),
// shipped as shared/data/catalog/raw, and the WaterFurnace 5 Series submittal keys (SD2504SN, SD2500AN).
import { describe, expect, it } from 'vitest';
import { GEOTHERMAL_LISTED_RULES } from './energy-star-lines';
import { decodeModelNumber } from '../index';
import { nonsenseModels } from '../kit/nonsense-models';
import { decodeWith } from '../kit/test-helpers';

describe('geothermal heat pump lines as ENERGY STAR lists them', () => {
  it.each([
    ['WaterFurnace', 'NSV036F1*0', '5 Series NSV', 'single speed'],
    ['WaterFurnace', 'NDV026F1*1', '5 Series NDV', 'dual capacity'],
    ['WaterFurnace', 'NDZ038G1', '5 Series NDZ', 'dual capacity'],
    ['WaterFurnace', 'NVV048A1*1', '7 Series NVV', undefined],
    // 3 Series LDV / LDH: read with its capacity by the SD2300AL key (geothermal/water-source-lines.ts), which runs first.
    ['WaterFurnace', 'USV018****1', 'Versatec Ultra USV', undefined],
    ['GeoStar', '101A018**1*0', 'Aston 101A', undefined],
    ['GeoComfort', 'GZS015*****1B', 'GZS', undefined],
    ['TETCO', 'TBT024', 'TBT', undefined],
    ['Hydron Module', 'HVS012', 'HVS', undefined],
    ['ClimateMaster', 'TEP049A', 'Tranquility 27 Split Digital', undefined],
    ['ClimateMaster', 'TEV038B', 'Tranquility 30 Digital', undefined],
    ['Bryant', 'GB036V******1**1', 'GB', undefined],
    ['Carrier', 'GZ036*******1**2', 'GZ', undefined],
    ['Tempstar', 'HS024*******1**1', 'HS', undefined],
    ['Trane', 'T1GX036', 'T1GX', undefined],
    ['American Standard', 'A2GX049***1**1E', 'A2GX', undefined],
    ['York', 'YAFT026**1*1', 'YAFT', undefined],
    ['Ruud', 'RPVHB048', 'RPVHB', undefined],
  ])('%s %s → geothermal heat pump, series %s', (brand, model, series, tier) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'geothermal heat pumps', series });
    expect(d?.fields.efficiency_tier).toBe(tier);
    expect(d?.fields.cooling_capacity_tons).toBeUndefined();
  });

  it('the WaterFurnace compressor letter must go with its sizes: NSV038 (038 is a dual-capacity size) and NDV036 do not decode', () => {
    expect(decodeModelNumber('NSV038', 'WaterFurnace')).toBeNull();
    expect(decodeModelNumber('NDV036', 'WaterFurnace')).toBeNull();
    expect(decodeModelNumber('NDV037', 'WaterFurnace')).toBeNull();
  });

  it('no decode without a brand, nor with another maker’s brand', () => {
    expect(decodeModelNumber('NDV038', null)).toBeNull();
    expect(decodeModelNumber('GZS015', null)).toBeNull();
    expect(decodeModelNumber('NDV038', 'Goodman')).toBeNull();
    expect(decodeModelNumber('HS036', 'Lennox')).toBeNull();
  });

  it('fires on none of 20,000 model-shaped nonsense strings, with any of its brands', () => {
    const brands = ['WaterFurnace', 'GeoComfort', 'ClimateMaster', 'Carrier', 'Heil', 'Trane', 'York', 'Rheem'];
    let fired = 0;
    let i = 0;
    for (const m of nonsenseModels(20000, { seed: 918, digitLed: true })) {
      if (decodeWith(GEOTHERMAL_LISTED_RULES, m, brands[i++ % brands.length]) !== null) fired++;
    }
    expect(fired).toBe(0);
  });
});
