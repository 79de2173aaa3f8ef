// Midea M thermal Split (README-extra.md): the split service manual's outdoor units MHA-V4W … MHA-V10W/D2N8 (its
// "4-10kW" models) and the engineering data book's hydronic boxes 60 / 100 / 160 (the service manual filed under
// SMK-60/CGN8): all heat pumps; kW only on the outdoor unit.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import type { DecodedFields } from '../types';

describe('Midea M thermal Split', () => {
  it.each<[string, DecodedFields]>([
    ['MHA-V4W/D2N8', { heating_capacity_kw: 4 }],
    ['MHA-V10W/D2N8', { heating_capacity_kw: 10 }],
    ['MHA-V8W/D2N8-B', { heating_capacity_kw: 8 }],
    ['SMK-60/CGN8', {}],
    ['SMK-160/CGN8', {}],
  ])('Midea %s → heat pumps %j', (model, fields) => {
    const d = decodeModelNumber(model, 'Midea');
    expect(d?.type).toBe('heat pumps');
    expect(d?.fields).toEqual(fields);
  });

  it('needs the brand and stays inside the documented sizes', () => {
    expect(decodeModelNumber('MHA-V10W/D2N8', null)).toBeNull();
    expect(decodeModelNumber('MHA-V11W/D2N8', 'Midea')).toBeNull();
    expect(decodeModelNumber('SMK-80/CGN8', 'Midea')).toBeNull();
  });
});
