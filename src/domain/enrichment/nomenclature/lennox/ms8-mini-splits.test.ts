import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values: Lennox MS8 installation and service procedures (Corp. 1244-L9) name the four units MS8-CI / MS8-HI
// (air conditioner / heat pump indoor) and MS8-CO / MS8-HO (outdoor), all single-zone mini-split systems.
describe('Lennox MS8 single-zone mini-splits (lead20)', () => {
  it('reads the unit role and cooling-only / heat pump from the four unit names', () => {
    expect(decodeModelNumber('MS8-HI-09P1A', 'Lennox')).toMatchObject({ type: 'mini-splits', series: 'MS8-HI', brand: 'Lennox' });
    expect(decodeModelNumber('MS8-HO-24P', 'Lennox')).toMatchObject({ type: 'mini-splits', series: 'MS8-HO' });
    expect(decodeModelNumber('MS8-CI-12P', 'Lennox')?.description).toContain('air conditioner indoor');
    expect(decodeModelNumber('MS8CO18P', 'Lennox')?.description).toContain('air conditioner outdoor');
  });

  it('gives no capacity (the size code is not read), and needs the Lennox brand and a size code', () => {
    expect(decodeModelNumber('MS8-HI-09P1A', 'Lennox')?.fields).toEqual({});
    expect(decodeModelNumber('MS8-HI-09P1A', null)).toBeNull();
    expect(decodeModelNumber('MS8-HI', 'Lennox')?.rule ?? '').not.toContain('MS8 mini-split');
    expect(decodeModelNumber('MS8-HX-09P', 'Lennox')?.rule ?? '').not.toContain('MS8 mini-split');
    expect(decodeModelNumber('MS8-HI-09P', 'Goodman')?.rule ?? '').not.toContain('MS8 mini-split');
  });
});
