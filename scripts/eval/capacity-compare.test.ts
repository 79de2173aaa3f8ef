import { describe, expect, it } from 'vitest';
import { compareCapacity, parseRating } from './capacity-compare';

const COOL = 'Rated cooling capacity at 95°F (Btu/h)';

describe('capacity-compare: catalog ratings against decoded nominal capacity', () => {
  it('reads the catalog rating forms', () => {
    expect(parseRating('17,000')).toEqual([17000, 17000]);
    expect(parseRating('24,000–33,400')).toEqual([24000, 33400]);
    expect(parseRating('199.9')).toEqual([199.9, 199.9]);
    expect(parseRating('0')).toBeUndefined();
    expect(parseRating(undefined)).toBeUndefined();
  });

  it('outdoor cooling: a nominal 3-ton unit rated 34,800 Btu/h agrees; a kW×10 class misread as kBtu/h does not', () => {
    expect(compareCapacity({ cooling_capacity_tons: 3 }, 'heat pumps', { Role: 'outdoor unit', [COOL]: '34,800' })[0]?.agree).toBe(true);
    expect(compareCapacity({ cooling_capacity_kbtuh: 7 }, 'mini-splits', { Role: 'outdoor unit', [COOL]: '18,100' })[0]?.agree).toBe(false);
  });

  it('indoor units: rated with outdoor units one size above and below (a 2.5-ton air handler rated 23,600–35,400)', () => {
    const [c] = compareCapacity({ cooling_capacity_kbtuh: 30 }, 'air handlers', { Role: 'indoor unit', [COOL]: '23,600–35,400' });
    expect(c?.kind).toBe('cooling-indoor');
    expect(c?.agree).toBe(true);
    expect(compareCapacity({ cooling_capacity_kbtuh: 12 }, 'air handlers', { Role: 'indoor unit', [COOL]: '36,000' })[0]?.agree).toBe(false);
  });

  it('tanks: a 50-gal tank rated 45 agrees, a 65-gal one rated 45 does not; input within 5 % (199 → 199,900)', () => {
    expect(compareCapacity({ tank_capacity_gallons: 50 }, 'water heaters', { 'Storage volume (gal)': '45' })[0]?.agree).toBe(true);
    expect(compareCapacity({ tank_capacity_gallons: 65 }, 'water heaters', { 'Storage volume (gal)': '45' })[0]?.agree).toBe(false);
    expect(compareCapacity({ heating_input_kbtuh: 199 }, 'water heaters', { 'Input rate, gas-fired (kBtu/h)': '199.9' })[0]?.agree).toBe(true);
    expect(compareCapacity({ heating_input_kbtuh: 40 }, 'water heaters', { 'Input rate (Btu/h)': '36000' })[0]?.agree).toBe(false);
  });

  it('no comparison when the row rates nothing the decode states', () => {
    expect(compareCapacity({ heating_input_kbtuh: 80 }, 'furnaces', { 'AFUE (%)': '96' })).toEqual([]);
  });
});
