// York-group TH4 heat pumps. Expected values from JCI installation manual 5121495-UIM-D-0516 ("R-410A outdoor split-system heat
// pump, models: 14 SEER - YHE, TH4, THE, RHP14L series, 1.5 to 5 tons"), the size read as the HC / HL key prints it.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('York-group TH4 split heat pumps', () => {
  it('TH4B3622SA is a 3-ton heat pump, 14 SEER, R-410A', () => {
    expect(decodeModelNumber('TH4B3622SA', 'York')).toMatchObject({
      family: 'york',
      type: 'heat pumps',
      series: 'TH4B',
      fields: { cooling_capacity_tons: 3, seer: 14, refrigerant: 'R-410A' },
    });
  });

  it('TH4B6022SA under Coleman reads 5 tons; other makers and sizes are not read', () => {
    expect(decodeModelNumber('TH4B6022SA', 'Coleman')?.fields).toMatchObject({ cooling_capacity_tons: 5 });
    expect(decodeModelNumber('TH4B3622SA', 'Lennox')?.family).not.toBe('york');
    expect(decodeModelNumber('TH4B7222SA', 'York')).toBeNull();
  });
});
