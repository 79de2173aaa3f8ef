// Cooper & Hunter rows under Gree's GW key (ductless/gree-key-badges.ts): sizes as the C&H ENERGY STAR / NRCan
// rows rate them (GWH09QC… 9,000, GWH24QE… 24,000 Btu/h).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Cooper & Hunter under the Gree GW key', () => {
  it.each([
    ['GWH09QC-A3DNA1D/I', 9],
    ['GWH24QE-D3DNA1D/O', 24],
  ])('%s: mini-split of %d kBtu/h, reported as Cooper & Hunter', (model, kbtuh) => {
    const d = decodeModelNumber(model, 'C&H');
    expect(d?.type).toBe('mini-splits');
    expect(d?.fields.cooling_capacity_kbtuh).toBe(kbtuh);
    expect(d?.brand).toBe('Cooper & Hunter');
  });
  it('needs a brand', () => {
    expect(decodeModelNumber('GWH09QC-A3DNA1D/I', null)).toBeNull();
  });
});
