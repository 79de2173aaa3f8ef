import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// ENERGY STAR water-heater rows (U.S. Craftmaster): FDG2F4040S3NVR 40,000 Btu/h natural gas, FDG2F4040S3PVR 36,000 and
// FDG2F5040T3PVR 37,000 Btu/h propane; PVG2F-4040S PVS (propane) 40,000 Btu/h.
describe('American 1F / 2F key: FDG propane twins carry no input (water-heaters/installed-base.ts)', () => {
  it.each(['FDG2F4040S3PVR', 'FDG2F5040T3PVR'])('%s: gallons and propane, input absent', (model) => {
    const d = decodeModelNumber(model, 'U.S. Craftmaster');
    expect(d?.type).toBe('water heaters');
    expect(d?.fields.fuel).toBe('propane');
    expect(d?.fields.tank_capacity_gallons).toBe(Number(model.slice(5, 7)));
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });

  it('the natural-gas twin keeps its input (FDG2F4040S3NVR: 40 kBtu/h)', () => {
    expect(decodeModelNumber('FDG2F4040S3NVR', 'U.S. Craftmaster')?.fields.heating_input_kbtuh).toBe(40);
  });

  it('PVG2F propane twins keep the printed input (PVG2F-4040S-PVS: 40 kBtu/h)', () => {
    expect(decodeModelNumber('PVG2F-4040S-PVS', 'U.S. Craftmaster')?.fields.heating_input_kbtuh).toBe(40);
  });
});
