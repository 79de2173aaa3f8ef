import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values from the ENERGY STAR Certified Water Heaters rows: Vaughn Thermal Corp. S-50HPT / S-65HPT / S-80HPT
// (brands Vaughn, Vaughn Thermal, Hubbell) and Sanden GS3-45HPA + tank, Type "Hybrid/Electric Heat Pump", Fuel "Electric".
describe('heat-pump water heaters from the ENERGY STAR rows (wh19)', () => {
  it('Vaughn / Hubbell S-50HPT, S-65HPT, S-80HPT → electric heat-pump water heaters, no gallons (58 gal listed for S-65HPT)', () => {
    expect(decodeModelNumber('S-50HPT', 'Vaughn Thermal')).toMatchObject({ type: 'water heaters', fields: { fuel: 'electric' } });
    expect(decodeModelNumber('S-65HPT', 'Hubbell')?.fields).toEqual({ fuel: 'electric' });
    expect(decodeModelNumber('S-80HPT', 'Vaughn')?.type).toBe('water heaters');
  });
  it('Sanden GS3-45HPA with its tanks → electric heat-pump water heater', () => {
    expect(decodeModelNumber('GS3-45HPA + SAN-83SSAQA', 'Sanden SANCO2')).toMatchObject({ type: 'water heaters', fields: { fuel: 'electric' } });
    expect(decodeModelNumber('GS3-45HPA + GAUS-160QTA', 'Sanden SANCO2')?.type).toBe('water heaters');
  });
  it('needs the brand, and other numbers stay undecoded', () => {
    expect(decodeModelNumber('S-50HPT', null)).toBeNull();
    expect(decodeModelNumber('S-40HPT', 'Vaughn Thermal')).toBeNull();
    expect(decodeModelNumber('GS3-60HPA', 'Sanden SANCO2')).toBeNull();
  });
});
