import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { traneOverUnderPackaged } from './over-under-packaged';

// Expected values from Trane installer's guide 18-BB36D1-4 "Single Packaged Heat Pump 13 SEER, Over/Under, 2, 2-1/2, 3,
// 3-1/2, 4, & 5 Ton, R-410A", models 4WHC3024, 4WHC3030, 4WHC3036, 4WHC3042, 4WHC3048.
describe('trane.packaged-over-under', () => {
  it('reads the listed models', () => {
    const expected: Record<string, number> = { '4WHC3024': 2, '4WHC3030': 2.5, '4WHC3036': 3, '4WHC3042': 3.5, '4WHC3048': 4 };
    for (const [model, tons] of Object.entries(expected)) {
      const d = traneOverUnderPackaged.decode(model, 'Trane');
      expect(d?.type).toBe('packaged units');
      expect(d?.fields).toEqual({ cooling_capacity_tons: tons, cooling_capacity_kbtuh: tons * 12, refrigerant: 'R-410A', seer: 13 });
    }
    expect(decodeModelNumber('4WHC3036A1000A', '')?.type).toBe('packaged units');
    expect(decodeModelNumber('4WHC3060A1000A', 'American Standard')?.fields.cooling_capacity_tons).toBe(5);
  });

  it('needs a brand when cut after the size, and the series shape', () => {
    expect(traneOverUnderPackaged.decode('4WHC3036', '')).toBeNull();
    expect(traneOverUnderPackaged.decode('4WHC3037A1000A', 'Trane')).toBeNull();
    expect(traneOverUnderPackaged.decode('4WHC4036A1000A', 'Trane')).toBeNull();
    expect(traneOverUnderPackaged.decode('4THC3036A1000A', 'Trane')).toBeNull();
  });
});
