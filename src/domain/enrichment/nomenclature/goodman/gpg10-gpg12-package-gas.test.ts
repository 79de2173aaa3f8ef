import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { goodmanGpg10Gpg12 } from './gpg10-gpg12-package-gas';

// Expected values from the Goodman / Amana 2003 dealer presentation's GPG 10 and 12 SEER Model Number Chart (G PG 10 24
// 045 1 A: 10 SEER, 24 = 2 tons, 045 = 45 MBTUH input, 1 = 208-230/1/60, A = initial; fully charged R-22; 80% AFUE).
describe('goodman.packaged-gpg10-gpg12', () => {
  it('reads the chart fields', () => {
    const d = goodmanGpg10Gpg12.decode('GPG10240451A', 'Goodman');
    expect(d?.type).toBe('packaged units');
    expect(d?.fields).toEqual({
      cooling_capacity_tons: 2,
      cooling_capacity_kbtuh: 24,
      heating_input_kbtuh: 45,
      seer: 10,
      afue_percent: 80,
      refrigerant: 'R-22',
      voltage_v: 230,
      phase: 1,
    });
    expect(goodmanGpg10Gpg12.decode('GPG12601403C', 'Goodman')?.fields).toMatchObject({ cooling_capacity_tons: 5, heating_input_kbtuh: 140, seer: 12, phase: 3 });
    expect(decodeModelNumber('GPG12360901A', '')?.fields.cooling_capacity_tons).toBe(3);
    expect(decodeModelNumber('GPG1242070 1B', 'Goodman')?.type).toBe('packaged units');
  });

  it('rejects codes outside the chart', () => {
    expect(goodmanGpg10Gpg12.decode('GPG11240451A', 'Goodman')).toBeNull();
    expect(goodmanGpg10Gpg12.decode('GPG10250451A', 'Goodman')).toBeNull();
    expect(goodmanGpg10Gpg12.decode('GPG10240501A', 'Goodman')).toBeNull();
    expect(goodmanGpg10Gpg12.decode('GPG10240452A', 'Goodman')).toBeNull();
    expect(goodmanGpg10Gpg12.decode('GPG10240451D', 'Goodman')).toBeNull();
  });
});
