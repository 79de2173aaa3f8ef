import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values: Lennox Mini-Split Systems Service Manual 450510 — MPA single zone condensing units (0.75–4 ton),
// MPA multi-zone condensing unit specifications "Nominal Size - Tons 3 / 4" for MPA036S4M-1P / MPA048S4M-1P.
describe('Lennox MPA mini-split outdoor units', () => {
  it('reads single- / multi-zone and the nominal size', () => {
    expect(decodeModelNumber('MPA036S4M-1P', 'Lennox')).toMatchObject({
      type: 'mini-splits',
      series: 'MPA',
      brand: 'Lennox',
      fields: { cooling_capacity_kbtuh: 36, cooling_capacity_tons: 3 },
    });
    expect(decodeModelNumber('MPA036S4M-1P', 'Lennox')?.description).toContain('multi-zone');
    expect(decodeModelNumber('MPA048S4M-1P', 'Lennox')?.fields).toEqual({ cooling_capacity_kbtuh: 48, cooling_capacity_tons: 4 });
    expect(decodeModelNumber('MPA012S4S-1P', 'Lennox')?.description).toContain('single-zone');
    expect(decodeModelNumber('MPA030S4S-1P', 'Lennox')?.fields.cooling_capacity_tons).toBe(2.5);
  });

  it('needs the Lennox brand, a listed size for the zone type and the S4 pair', () => {
    expect(decodeModelNumber('MPA036S4M-1P', null)).toBeNull();
    expect(decodeModelNumber('MPA009S4M-1P', 'Lennox')?.rule ?? '').not.toContain('MPA mini-split');
    expect(decodeModelNumber('MPA060S4S-1P', 'Lennox')?.rule ?? '').not.toContain('MPA mini-split');
    expect(decodeModelNumber('MPA036S2M-1P', 'Lennox')?.rule ?? '').not.toContain('MPA mini-split');
  });
});
