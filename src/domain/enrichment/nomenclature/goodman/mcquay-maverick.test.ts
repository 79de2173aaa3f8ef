// Expected values from McQuay Catalog 251-1 (Maverick I, MPS003A – 020A): "Unit Size 003 = 3 Tons … 007 = 7.5 Tons, 008 = 8.5
// Tons, 010 = 10 Tons, 012 = 12.5 Tons, 015 = 15 Tons, 020 = 20 Tons; Vintage B = R-410A refrigerant" (example MPS-003 B G C
// L 08 E), IM 864 (MPS003AY – 005AY) and IM 971-1 (MPS006B – MPS012B).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { MCQUAY_MAVERICK_RULES } from './mcquay-maverick';

const mav = (model: string, brand = 'McQuay') => firstDecode(MCQUAY_MAVERICK_RULES, model, brand);

describe('McQuay / Daikin Maverick I (MPS)', () => {
  it('unit size → tons from the catalog table; vintage B = R-410A', () => {
    expect(mav('MPS-003BGCL08E')).toMatchObject({ family: 'mcquay', type: 'packaged units', series: 'MPS', fields: { cooling_capacity_tons: 3, refrigerant: 'R-410A' } });
    expect(mav('MPS007B')?.fields).toMatchObject({ cooling_capacity_tons: 7.5 });
    expect(mav('MPS012B', 'Daikin')).toMatchObject({ brand: 'Daikin', fields: { cooling_capacity_tons: 12.5 } });
    expect(mav('MPS003AYCK')?.fields).toEqual({ cooling_capacity_tons: 3, cooling_capacity_kbtuh: 36 });
  });

  it('sizes off the table and other brands stay out', () => {
    expect(mav('MPS009B')).toBeNull();
    expect(mav('MPS025B')).toBeNull();
    expect(mav('MPS010B', 'Goodman')).toBeNull();
  });

  it('reaches decodeModelNumber with the brand', () => {
    expect(decodeModelNumber('MPS020B', 'McQuay')?.fields).toMatchObject({ cooling_capacity_tons: 20 });
  });
});
