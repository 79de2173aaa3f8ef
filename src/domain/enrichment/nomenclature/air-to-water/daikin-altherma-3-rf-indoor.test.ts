import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values from the Daikin Altherma 3 R F installer reference guide 4P629090-1A, whose title names the
// floor-standing indoor units with integrated tank "EHVH04+08SU18+23EA" (paired with ERGA04~08EA outdoor units):
// an indoor (hydro) unit's class names the pairing, so no capacity is read.
describe('Daikin Altherma 3 R F indoor units with the SU tank block', () => {
  it('types EHVH04/08 SU18/SU23 EA units as split indoor units, no capacity', () => {
    for (const model of ['EHVH04SU18EA6V', 'EHVH08SU23EA6V', 'EHVH08SU18EA9W']) {
      const d = decodeModelNumber(model, 'Daikin');
      expect(d).toMatchObject({ type: 'heat pumps', series: 'EHVH', fields: {} });
    }
  });
  it('keeps the earlier S-block units and needs the brand', () => {
    expect(decodeModelNumber('EHVX08S26CB9W', 'Daikin')).toMatchObject({ type: 'heat pumps', series: 'EHVX' });
    expect(decodeModelNumber('EHVH08SU23EA6V', null)).toBeNull();
    expect(decodeModelNumber('EHVH08SX23EA6V', 'Daikin')).toBeNull();
  });
});
