import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { paynePCabinetPackaged } from './payne-p-cabinet-packaged';

// Expected values from Payne's titles: "PH1P, PH2P Single-Packaged Heat Pump Units" (PH2PNB060000AA, PH2PNB042000AA),
// PA3P installation instructions (PA3P042); sizes 24–60 = 2–5 nominal tons as the Payne single-packaged product data print.
describe('carrier.payne-single-packaged-p-cabinet', () => {
  it('reads the titled models', () => {
    const hp = paynePCabinetPackaged.decode('PH2PNB060000AA', 'Payne');
    expect(hp?.type).toBe('packaged units');
    expect(hp?.description).toBe('single-packaged heat pump');
    expect(hp?.fields).toEqual({ cooling_capacity_tons: 5, cooling_capacity_kbtuh: 60 });
    expect(paynePCabinetPackaged.decode('PH2PNB042000AA', 'Payne')?.fields).toMatchObject({ cooling_capacity_tons: 3.5 });
    const ac = paynePCabinetPackaged.decode('PA3P042', 'Payne');
    expect(ac?.description).toBe('single-packaged air conditioner');
    expect(ac?.fields).toMatchObject({ cooling_capacity_kbtuh: 42 });
    expect(decodeModelNumber('PH1PNB036000AA', 'Payne')?.type).toBe('packaged units');
  });

  it('needs a brand of the family, a P cabinet and a size on the grid', () => {
    expect(paynePCabinetPackaged.decode('PH2PNB060000AA', '')).toBeNull();
    expect(paynePCabinetPackaged.decode('PH2PNB060000AA', 'Goodman')).toBeNull();
    expect(paynePCabinetPackaged.decode('PH2QNB060000AA', 'Payne')).toBeNull();
    expect(paynePCabinetPackaged.decode('PH2PNB065000AA', 'Payne')).toBeNull();
    expect(paynePCabinetPackaged.decode('PY2PNB060000AA', 'Payne')).toBeNull();
  });
});
