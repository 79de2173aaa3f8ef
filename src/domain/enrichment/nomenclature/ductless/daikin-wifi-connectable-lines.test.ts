import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { DAIKIN_CONNECTABLE_LINE_RULES } from './daikin-wifi-connectable-lines';

const d = (m: string, b: string) => firstDecode(DAIKIN_CONNECTABLE_LINE_RULES, m, b);

describe('Daikin FLXS / FTXL / FTXLS / ATXL indoor units (Daikin Online Controller connectable units, SiBE18-821)', () => {
  it('FLXS floor / ceiling indoor units of the SiBE18-821 list: mini-splits, class 25 / 35 / 50 / 60 as kW × 10', () => {
    expect(d('FLXS25BAVMB', 'Daikin')).toMatchObject({ type: 'mini-splits', series: 'FLXS', description: 'floor / ceiling-suspended indoor unit' });
    // 2.5 kW = 8.5 kBtu/h; 6.0 kW = 20.5 kBtu/h
    expect(d('FLXS25BAVMB', 'Daikin')?.fields.cooling_capacity_kbtuh).toBeCloseTo(8.5, 1);
    expect(d('FLXS60BAVMB', 'Daikin')?.fields.cooling_capacity_kbtuh).toBeCloseTo(20.5, 1);
    expect(d('FLXS35BVMA', 'Daikin')).toMatchObject({ type: 'mini-splits' });
    expect(d('FLXS35BAVMB9', 'Daikin')).toMatchObject({ type: 'mini-splits' });
  });

  it('FTXLS / FTXL / ATXL wall indoor units of the connectable-units list', () => {
    expect(d('FTXLS25K2V1B', 'Daikin')).toMatchObject({ type: 'mini-splits', series: 'FTXLS', description: 'wall-mounted indoor unit' });
    expect(d('FTXL35J2V1B', 'Daikin')).toMatchObject({ series: 'FTXL' });
    expect(d('ATXL25J2V1B', 'Daikin')?.fields.cooling_capacity_kbtuh).toBeCloseTo(8.5, 1);
    expect(decodeModelNumber('FTXLS35K2V1B', 'Daikin')).toMatchObject({ type: 'mini-splits', family: 'daikin_ductless' });
  });

  it('brand required; classes the lists do not print and bare prefixes are not read', () => {
    expect(d('FLXS25BAVMB', '')).toBeNull();
    expect(d('FLXS42BAVMB', 'Daikin')).toBeNull();
    expect(d('FLXS25', 'Daikin')).toBeNull();
  });
});
