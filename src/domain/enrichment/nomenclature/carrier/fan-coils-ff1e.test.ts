import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { carrierFanCoilFf1e } from './fan-coils-ff1e';

// Expected values from the product-data titles "FF1E Base Series Fan Coil Sizes 018 thru 036" and "FF1E Legacy Line fan
// coil sizes 018 thru 037": fan coils (air handlers), size in kBtu/h.
describe('carrier.fan-coil-ff1e', () => {
  it('reads the titled sizes', () => {
    const d = carrierFanCoilFf1e.decode('FF1ENP036', 'Carrier');
    expect(d?.type).toBe('air handlers');
    expect(d?.fields).toEqual({ cooling_capacity_tons: 3, cooling_capacity_kbtuh: 36 });
    expect(carrierFanCoilFf1e.decode('FF1ENP037', 'Bryant')?.fields).toMatchObject({ cooling_capacity_kbtuh: 36, off_grid_code: true });
    expect(decodeModelNumber('FF1ENP018', 'Carrier')?.type).toBe('air handlers');
  });

  it('keeps to the titled sizes and needs a brand', () => {
    expect(carrierFanCoilFf1e.decode('FF1ENP048', 'Carrier')).toBeNull();
    expect(carrierFanCoilFf1e.decode('FF1ENP036', '')).toBeNull();
    expect(carrierFanCoilFf1e.decode('FF1ENP036', 'Goodman')).toBeNull();
  });
});
