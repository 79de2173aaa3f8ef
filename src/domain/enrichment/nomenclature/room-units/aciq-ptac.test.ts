// ACiQ PTAC (room-units/aciq-ptac.ts): the models the ACiQ service manuals cover, PTAC Series 7K–15K BTU/H.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('ACiQ PTAC heat pumps', () => {
  it.each([
    ['ACIQ-07PTC', 7],
    ['ACIQ-15PTC5', 15],
    ['ACIQ-12PTC-B', 12],
  ])('%s: packaged terminal unit of %d kBtu/h, with or without the brand', (model, kbtuh) => {
    for (const brand of ['ACiQ', null]) {
      const d = decodeModelNumber(model, brand);
      expect(d?.type).toBe('packaged units');
      expect(d?.fields.cooling_capacity_kbtuh).toBe(kbtuh);
    }
  });
  it('reads no class the manuals do not list', () => {
    expect(decodeModelNumber('ACIQ-18PTC', 'ACiQ')).toBeNull();
    expect(decodeModelNumber('ACIQ-09PTC5', 'ACiQ')).toBeNull();
  });
});
