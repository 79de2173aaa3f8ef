import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { bryantNumericPackagedOlder } from './bryant-numeric-packaged-older';

// Expected values from the Bryant titles: "559B self-contained electric cooling units, sizes 024, 030, 036, 042, & 048";
// 583B "combination Category I gas heating/electric cooling units"; "588A sizes 018-060, 589A sizes 024-060".
describe('carrier.bryant-packaged-titled-older', () => {
  it('reads the titled series and sizes', () => {
    const d = bryantNumericPackagedOlder.decode('559B036', 'Bryant');
    expect(d?.type).toBe('packaged units');
    expect(d?.description).toBe('self-contained electric cooling unit');
    expect(d?.fields).toEqual({ cooling_capacity_tons: 3, cooling_capacity_kbtuh: 36 });
    expect(bryantNumericPackagedOlder.decode('588ANX018000', 'Bryant')?.fields).toMatchObject({ cooling_capacity_tons: 1.5 });
    expect(bryantNumericPackagedOlder.decode('589A060', 'Bryant')?.description).toBe('single-package gas heating / electric cooling unit');
    expect(decodeModelNumber('583BEV048', 'Bryant')?.type).toBe('packaged units');
  });

  it('keeps to the listed sizes and needs a brand', () => {
    expect(bryantNumericPackagedOlder.decode('559B060', 'Bryant')).toBeNull();
    expect(bryantNumericPackagedOlder.decode('589A018', 'Bryant')).toBeNull();
    expect(bryantNumericPackagedOlder.decode('559B036', '')).toBeNull();
    expect(bryantNumericPackagedOlder.decode('559B036', 'Goodman')).toBeNull();
    expect(bryantNumericPackagedOlder.decode('559C036', 'Bryant')).toBeNull();
  });
});
