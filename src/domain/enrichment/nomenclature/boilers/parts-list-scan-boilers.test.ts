import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Dunkirk installation instructions "Model PVSB Continuous Pilot Gas-Fired Steam / Model PSB Electronic Intermittent Ignition".
describe('Dunkirk PVSB continuous-pilot steam boilers (water-heaters/installed-base.ts)', () => {
  it.each(['PVSB-4D', 'PVSB5D', 'PVSB-3'])('%s: boiler', (model) => {
    expect(decodeModelNumber(model, 'Dunkirk')).toMatchObject({ type: 'boilers', series: 'Plymouth Steam PVSB' });
  });
  it('needs the brand and a section count', () => {
    expect(decodeModelNumber('PVSB-4D', '')).toBeNull();
    expect(decodeModelNumber('PVSB-2D', 'Dunkirk')).toBeNull();
  });
});

// Pennco 15B Series IOM (15B045 … 15B295) and the Utica 15B Series II (15B045FE … 15B295FE) / older 15B (15045 … 15295) titles.
describe('Utica / Pennco 15B Series boilers (boilers/utica-15b.ts)', () => {
  it.each([
    ['Utica', '15B045FE'],
    ['Utica', '15B170FE'],
    ['Pennco Boilers', '15B295'],
    ['Utica', '15120'],
  ])('%s %s: boiler, type only (the number is not the input)', (brand, model) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.type).toBe('boilers');
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });
  it('needs the brand and a listed size', () => {
    expect(decodeModelNumber('15B045FE', '')).toBeNull();
    expect(decodeModelNumber('15B045FE', 'Burnham')).toBeNull();
    expect(decodeModelNumber('15B100', 'Utica')).toBeNull();
    expect(decodeModelNumber('15100', 'Utica')).toBeNull();
  });
});

// Laars document 2040D "Mighty Therm Volume Water Heaters Models VW, PW and IW, Sizes 500-1825".
describe('Laars Mighty Therm IW volume water heaters (boilers/as-owners-write.ts)', () => {
  it.each(['IW 500', 'IW-1825'])('%s: water heater', (model) => {
    expect(decodeModelNumber(model, 'Laars')).toMatchObject({ type: 'water heaters', series: 'Mighty Therm volume water heater' });
  });
  it.each(['IW', 'IWX', 'IW500X'])('%s does not decode', (model) => {
    expect(decodeModelNumber(model, 'Laars')).toBeNull();
  });
});
