import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// North-American Haier models (…2VH + letter) print kBtu/h (Haier ductless service manual AW09–24ES2VHA /
// 1U09–24ES2VHA); a European kW×10 class read on one would misstate the size: NRCan rates 2U20EH2VHA at 18,100 Btu/h.
describe('Haier North-American models keep European kW×10 classes out (ductless/haier.ts)', () => {
  it('2U20EH2VHA: two-zone outdoor unit, capacity absent (not 7 kBtu/h)', () => {
    const d = decodeModelNumber('2U20EH2VHA', 'Haier');
    expect(d?.type).toBe('mini-splits');
    expect(d?.description).toBe('ductless multi-zone outdoor unit (2 zones)');
    expect(d?.fields.cooling_capacity_kbtuh).toBeUndefined();
    expect(d?.fields.cooling_capacity_tons).toBeUndefined();
  });

  it('3U24EH2VHA keeps its kBtu/h class (NRCan 22,000 Btu/h)', () => {
    expect(decodeModelNumber('3U24EH2VHA', 'Haier')?.fields.cooling_capacity_kbtuh).toBe(24);
  });

  it('European models keep the kW×10 class (AS25XCAHRA: 25 = 9000 Btu/h, Haier model-name explanation)', () => {
    expect(decodeModelNumber('AS25XCAHRA', 'Haier')?.fields.cooling_capacity_kbtuh).toBe(9);
  });
});
