import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { normalizeNomenclatureModel } from '../types';
import { nonsenseModels } from '../kit/nonsense-models';
import { duxGasAndSolar, solahartThermosiphon, vulcanElectricStorage } from './australia-storage-and-solar';

const dux = (raw: string, brand = 'Dux') => duxGasAndSolar.decode(normalizeNomenclatureModel(raw), brand);
const solahart = (raw: string, brand = 'Solahart') => solahartThermosiphon.decode(normalizeNomenclatureModel(raw), brand);
const vulcan = (raw: string, brand = 'Vulcan') => vulcanElectricStorage.decode(normalizeNomenclatureModel(raw), brand);

// Expected values from Dux's owner's manuals: Prodigy 4 & 5 (H3109 Rev. L, "4 Star Gas Hot Water Heater 135ZB4N /
// 135ZB4P 170ZB4N / 170ZB4P") and "5 Star Gas Hot Water Heater, Models: 135D5N, 135D5L, 170D5N, 170D5L".
describe('Dux Prodigy 4 / 5 gas storage', () => {
  it.each([
    ['135ZB4N', 'Prodigy 4'],
    ['135ZB4P', 'Prodigy 4'],
    ['170ZB4N', 'Prodigy 4'],
    ['170ZB4P', 'Prodigy 4'],
    ['135D5N', 'Prodigy 5'],
    ['135D5L', 'Prodigy 5'],
    ['170D5N', 'Prodigy 5'],
    ['170 D5 L', 'Prodigy 5'],
  ])('%s → water heaters, %s, no size or gas field', (model, series) => {
    const d = dux(model);
    expect(d).toMatchObject({ type: 'water heaters', series, brand: 'Dux', evidence: 'pattern', fields: {} });
  });

  it('reads only the printed sizes, lines and gas letters, with the brand', () => {
    // Near misses: a size no manual prints, another line letter group, a gas letter the manuals do not use, and the
    // 26ECB5N of the same maker (its manual seen here names no type).
    for (const m of ['150ZB4N', '135ZB5N', '135D4N', '135D5X', '135D5', '26ECB5N']) expect(dux(m)).toBeNull();
    expect(dux('135D5N', '')).toBeNull();
  });

  it('is reached through the dispatcher with the brand only', () => {
    expect(decodeModelNumber('170ZB4P', 'Dux')?.type).toBe('water heaters');
    expect(decodeModelNumber('135D5L', 'Dux')?.series).toBe('Prodigy 5');
    expect(decodeModelNumber('135D5N', '')).toBeNull();
  });
});

// Expected values from the Dux Sunpro GBS owner's manual H1883: "(Gas Post-Boost) Solar Water Heater, Models: D2FN26,
// D2FL26, D3FN26, D3FL26, D4FN26, D4FL26".
describe('Dux Sunpro gas-boosted solar', () => {
  it.each(['D2FN26', 'D2FL26', 'D3FN26', 'D3FL26', 'D4FN26', 'D4FL26'])('%s → water heaters, Sunpro', (model) => {
    expect(dux(model)).toMatchObject({ type: 'water heaters', series: 'Sunpro', brand: 'Dux', fields: {} });
  });

  it('reads only the listed panel counts, gas letters and booster size', () => {
    for (const m of ['D1FN26', 'D5FN26', 'D2FP26', 'D2FN32', 'D2GN26', 'D2FN26X']) expect(dux(m)).toBeNull();
  });
});

// Expected values from Solahart's owner's manual 33-1197 "Thermosyphon Systems" (installation diagrams of models 151,
// 151L, 181, 181L, 182, 221, 301, 301L, 302, 302L, 303, 303L, 443, 443L; the same manual filed for 151J and 182KF).
describe('Solahart thermosiphon solar', () => {
  it.each([
    ['151', '151'],
    ['151L', '151'],
    ['182', '182'],
    ['221', '221'],
    ['302L', '302'],
    ['443L', '443'],
    ['151J', '151'],
    ['182KF', '182'],
  ])('%s → water heaters, model %s', (model, series) => {
    expect(solahart(model)).toMatchObject({ type: 'water heaters', series, brand: 'Solahart', evidence: 'pattern', fields: {} });
  });

  it('reads only the manual\'s models, with the brand', () => {
    // Near misses: a model number the manual does not list, three letters, digits after, the 250E5X PowerStore.
    for (const m of ['152', '300', '302LKF', '3022', '250E5X', '181-L1']) expect(solahart(m)).toBeNull();
    expect(solahart('302L', '')).toBeNull();
    expect(decodeModelNumber('302L', 'Solahart')?.type).toBe('water heaters');
  });
});

// Expected values from Rheem Australia's service instructions TM013 "Vulcan Electric Water Heaters, 661 Series, 671
// Series, 691 Series, 662 Series": the series, and the nominal sizes of its specification table (50 … 400 litres).
describe('Vulcan 661 / 662 / 671 / 691 electric storage', () => {
  it.each([
    ['661050', '661', 50],
    ['661 125', '661', 125],
    ['671160', '671', 160],
    ['691250', '691', 250],
    ['691315', '691', 315],
    ['662400', '662', 400],
    ['66131500', '661', 315],
  ])('%s → water heaters, series %s, %i litres in the description, electric', (model, series, litres) => {
    const d = vulcan(model);
    expect(d).toMatchObject({ type: 'water heaters', series, brand: 'Vulcan', evidence: 'src', fields: { fuel: 'electric' } });
    expect(d?.description).toContain(`${litres}-litre`);
    expect(d?.fields.tank_capacity_gallons).toBeUndefined();
  });

  it('reads only TM013 series and sizes, with the brand', () => {
    // Near misses: a series TM013 does not list, a size off its table, a short or over-long number.
    for (const m of ['663250', '491315', '661270', '661025', '66125', '6612500', '661250123']) expect(vulcan(m)).toBeNull();
    expect(vulcan('661250', '')).toBeNull();
  });

  it('is reached through the dispatcher with the brand only', () => {
    expect(decodeModelNumber('691315', 'Vulcan')?.type).toBe('water heaters');
    expect(decodeModelNumber('691315', '')).toBeNull();
  });
});

describe('Australian storage and solar: nonsense guard', () => {
  it('fires on none of 20,000 model-shaped nonsense strings with the rules\u2019 brands', () => {
    const brands = ['Dux', 'Vulcan', 'Solahart'];
    let fired = 0;
    let i = 0;
    for (const m of nonsenseModels(20000, { seed: 3001, digitLed: true })) {
      const brand = brands[i++ % brands.length]!;
      for (const rule of [duxGasAndSolar, vulcanElectricStorage, solahartThermosiphon]) if (rule.decode(normalizeNomenclatureModel(m), brand) !== null) fired++;
    }
    expect(fired).toBe(0);
  });
});
