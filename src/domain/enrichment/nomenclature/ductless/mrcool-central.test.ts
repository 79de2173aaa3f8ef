// MRCOOL central heat pump condensers (ductless/mrcool-central.ts): the service manual titles them heat pump
// condensing units of 24–60 kBtu/h.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('MRCOOL central heat pump condensers', () => {
  it('reads the Universal MDUO18036 as a 3-ton heat pump', () => {
    const d = decodeModelNumber('MDUO18036', 'MRCOOL');
    expect(d?.type).toBe('heat pumps');
    expect(d?.fields.cooling_capacity_tons).toBe(3);
  });
  it('reads a listing of two sizes run together without a size', () => {
    const d = decodeModelNumber('MDUO18048060', 'MRCOOL');
    expect(d?.type).toBe('heat pumps');
    expect(d?.fields.cooling_capacity_kbtuh).toBeUndefined();
  });
  it('reads MDHP1836 as a heat pump, and nothing outside the 24–60 range or without the brand', () => {
    expect(decodeModelNumber('MDHP1836', 'MRCOOL')?.type).toBe('heat pumps');
    expect(decodeModelNumber('MDUO18018', 'MRCOOL')).toBeNull();
    expect(decodeModelNumber('MDUO18036', null)).toBeNull();
  });
});

describe('MRCOOL line names', () => {
  it('reads "Universal" as the central heat pump line and "DIY" as the ductless line, MRCOOL only', () => {
    expect(decodeModelNumber('Universal', 'MRCOOL')?.type).toBe('heat pumps');
    expect(decodeModelNumber('Universal Series', 'MRCOOL')?.type).toBe('heat pumps');
    expect(decodeModelNumber('DIY', 'MRCOOL')?.type).toBe('mini-splits');
    expect(decodeModelNumber('Universal', 'Senville')).toBeNull();
    expect(decodeModelNumber('Universal', null)).toBeNull();
  });
});
