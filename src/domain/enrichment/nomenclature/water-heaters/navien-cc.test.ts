import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values: Navien America specification details (tankless water heaters; "Dimensional information: CC / CR";
// sizes 180 / 210 / 240; A models).
describe('Navien CC tankless water heaters', () => {
  it('reads the CC sizes with or without the A, type only', () => {
    expect(decodeModelNumber('CC-180', 'Navien')).toMatchObject({ type: 'tankless water heaters', series: 'CC', brand: 'Navien', fields: {} });
    expect(decodeModelNumber('CC-210A', 'Navien')?.series).toBe('CC');
    expect(decodeModelNumber('CC240A', 'Navien')?.type).toBe('tankless water heaters');
  });

  it('needs the brand and a listed size', () => {
    expect(decodeModelNumber('CC-180', null)).toBeNull();
    expect(decodeModelNumber('CC-199', 'Navien')?.series ?? '').not.toBe('CC');
    expect(decodeModelNumber('CC-180', 'Rheem')?.series ?? '').not.toBe('CC');
  });
});
