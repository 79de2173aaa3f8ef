import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Rheem / Ruud packaged series named alone (series/packaged-and-furnaces.ts)', () => {
  it('RRNL / RRPL = package gas electric, 13 / 14 SEER (RRNL/RRPL/RRRL installation instructions); RRRL "up to 16" gives no SEER', () => {
    expect(decodeModelNumber('RRNL', 'Rheem')).toMatchObject({ type: 'packaged units', series: 'RRNL', fields: { seer: 13 }, seriesOnly: true });
    expect(decodeModelNumber('RRPL', 'Rheem')).toMatchObject({ type: 'packaged units', fields: { seer: 14 } });
    const rrrl = decodeModelNumber('RRRL', 'Rheem');
    expect(rrrl).toMatchObject({ type: 'packaged units', series: 'RRRL' });
    expect(rrrl?.fields.seer).toBeUndefined();
  });

  it('RQNM / RQPM = package heat pumps 13 / 14 SEER (92-20522-47); RQMJ dedicated horizontal package; RRKA rooftop (92-21916-27)', () => {
    expect(decodeModelNumber('RQNM', 'Ruud')).toMatchObject({ type: 'packaged units', description: 'single-package heat pump', fields: { seer: 13 } });
    expect(decodeModelNumber('RQPM', 'Rheem')).toMatchObject({ type: 'packaged units', fields: { seer: 14 } });
    expect(decodeModelNumber('RQMJ', 'Rheem')).toMatchObject({ type: 'packaged units', series: 'RQMJ' });
    expect(decodeModelNumber('RRKA', 'Rheem')).toMatchObject({ type: 'packaged units', series: 'RRKA' });
  });

  it('leaves the Rheem gas furnaces (RGRA, RG… is furnace) and the old rooftop key letters (RRGF) alone, and needs the brand', () => {
    expect(decodeModelNumber('RGRA', 'Rheem')?.type).not.toBe('packaged units');
    expect(decodeModelNumber('RRGF', 'Rheem')).toBeNull();
    expect(decodeModelNumber('RRNL', '')).toBeNull();
  });
});

describe('Goodman-built *9S96 / *9C80 furnace titles', () => {
  it('AC9S96 / AM9S96 = gas furnace 96 % AFUE; AC9C80 = 80 % (Amana installation instructions)', () => {
    expect(decodeModelNumber('AC9S96', 'Amana')).toMatchObject({ type: 'furnaces', series: 'AC9S96', fields: { afue_percent: 96 }, seriesOnly: true });
    expect(decodeModelNumber('AM9S96', 'Amana')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 96 } });
    expect(decodeModelNumber('AC9C80', 'Amana')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 80 } });
    expect(decodeModelNumber('AC9S96', '')).toBeNull();
  });
});

describe('Carrier commercial packaged with a heat-pump letter and design letter before the size', () => {
  it('50TCQA04 = packaged heat pump, 3 tons (50TCQA sizes 04–07; 50HC key 04 = 3 t)', () => {
    expect(decodeModelNumber('50TCQA04', 'Carrier')).toMatchObject({ type: 'packaged units', series: '50TC', fields: { cooling_capacity_tons: 3 } });
    expect(decodeModelNumber('50TCQA07', 'Carrier')).toMatchObject({ fields: { cooling_capacity_tons: 6 } });
  });
});

describe('Nordyne split series, Coleman MG9S, Goodman *9S9x, A. O. Smith HPV / HPTS (models from the cited documents)', () => {
  it('JT4BE = split heat pump (T4BE installation instructions), JS4BE = split AC; no size, no fields', () => {
    expect(decodeModelNumber('JT4BE', 'Frigidaire')).toMatchObject({ family: 'nordyne', type: 'heat pumps', series: 'JT4BE', fields: {}, seriesOnly: true });
    expect(decodeModelNumber('JT5BD', 'Nordyne')).toMatchObject({ type: 'heat pumps' });
    expect(decodeModelNumber('JS4BE', 'Frigidaire')).toMatchObject({ type: 'air conditioners' });
  });

  it('Coleman MG9S060B12MP11 = furnace, 60 kBtu/h, 95.5 % AFUE (technical guide 426499-BTG-C-0912); MG9S alone = series; other M… rejected', () => {
    expect(decodeModelNumber('MG9S060B12MP11', 'Coleman')).toMatchObject({ type: 'furnaces', series: 'MG9S', fields: { heating_input_kbtuh: 60, afue_percent: 95.5 } });
    expect(decodeModelNumber('MG9S100C20MP11', 'Coleman')).toMatchObject({ fields: { heating_input_kbtuh: 100 } });
    expect(decodeModelNumber('MG9S', 'Coleman')).toMatchObject({ type: 'furnaces', seriesOnly: true, fields: { afue_percent: 95.5 } });
    expect(decodeModelNumber('MG8S060B12MP11', 'Coleman')).toBeNull();
  });

  it('Goodman GM9S96 / GC9S96 / GM9S92 = furnaces at the titled AFUE', () => {
    expect(decodeModelNumber('GM9S96', 'Goodman')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 96 } });
    expect(decodeModelNumber('GM9S92', 'Goodman')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 92 } });
  });

  it('A. O. Smith HPV10-50H01DV / HPV10-80H01DV = 50 / 80 gal electric heat-pump tank (py-aosmith list, §10.1 warranty · gallons); HPTS-66 = 66 gal (CSE AOSmithHPTS66)', () => {
    expect(decodeModelNumber('HPV10-50H01DV', 'A. O. Smith')).toMatchObject({ type: 'water heaters', fields: { tank_capacity_gallons: 50, fuel: 'electric' } });
    expect(decodeModelNumber('HPV10-80H01DV', 'A. O. Smith')).toMatchObject({ fields: { tank_capacity_gallons: 80 } });
    expect(decodeModelNumber('HPV10-50', 'A. O. Smith')).toMatchObject({ fields: { tank_capacity_gallons: 50 } });
    expect(decodeModelNumber('HPTS-66', 'A. O. Smith')).toMatchObject({ type: 'water heaters', fields: { tank_capacity_gallons: 66, fuel: 'electric' } });
  });
});

describe('Rheem packaged series letters', () => {
  it('Rheem letters outside the printed series (RJMQ) are not a packaged series', () => {
    expect(decodeModelNumber('RJMQ', 'Rheem')).toBeNull();
  });
});
