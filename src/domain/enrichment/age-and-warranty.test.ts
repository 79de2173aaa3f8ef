import { describe, expect, it } from 'vitest';
import { ageAndWarrantyResponseSchema } from '../../contract/age-and-warranty';
import { ageAndWarranty, SUPPORTED_BRAND_FAMILIES_TEXT } from './age-and-warranty';

describe('ageAndWarranty', () => {
  it('[src] Goodman 2205… = May 2022 with Goodman terms; fits the contract\'s response schema', () => {
    const r = ageAndWarranty('Goodman', '2205123456', '2025-06-15');
    if (!r.ok) throw new Error(r.error.message);
    expect(ageAndWarrantyResponseSchema.parse(r.result)).toEqual(r.result);
    expect(r.result).toMatchObject({
      family: 'goodman',
      manufacturing_date: '2022-05',
      ambiguous: false,
      standard_warranty_registered: 10,
      standard_warranty_unregistered: 5,
      registration_window_days: 60,
    });
    // 2022-05-15 → 2025-06-15 = 1127 days → 3.09 years
    expect(r.result.equipment_age_years).toBeCloseTo(3.09, 10);
    expect(r.result.warranty_terms_note).toMatch(/3 months/);
  });

  it('an ambiguous code returns every candidate', () => {
    const r = ageAndWarranty('Bradford White', 'WC9876553', '2025-06-15');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.result.candidates).toEqual(['2020-03', '2000-03']);
    expect(r.result.ambiguous).toBe(true);
    expect(r.result.standard_warranty_registered).toBe(6);
    expect(r.result.warranty_terms_note).toMatch(/not confirmed/);
  });

  it('a family without warranty terms still gets its date', () => {
    const r = ageAndWarranty('LG', '907KAXX1234', '2025-06-15');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.result.manufacturing_date).toBe('2019-07');
    expect(r.result.standard_warranty_registered).toBeNull();
    expect(r.result.rule).toMatch(/low confidence/);
  });

  it('an unknown brand lists the supported families under errors.brand', () => {
    const r = ageAndWarranty('Acme', '2205123456', '2025-06-15');
    if (r.ok) throw new Error('expected an error');
    expect(r.error.code).toBe('unsupported_brand');
    expect(r.error.errors.brand?.[0]).toMatch(/Supported brand families: Carrier \/ Bryant \/ Payne; ICP brands; Trane/);
  });

  it('a brand with no public rule and a bad serial are serial_number errors', () => {
    const fuji = ageAndWarranty('Fujitsu', '1234567', '2025-06-15');
    expect(fuji.ok ? null : fuji.error.errors.serial_number?.[0]).toMatch(/No public serial-date rule/);
    const bad = ageAndWarranty('Goodman', '2213123456', '2025-06-15');
    expect(bad.ok ? null : bad.error.code).toBe('invalid_date');
  });

  it('the supported-families text names every datable family with its brands', () => {
    expect(SUPPORTED_BRAND_FAMILIES_TEXT).toMatch(/^Carrier \/ Bryant \/ Payne \(Carrier, Bryant, Payne\): /);
    expect(SUPPORTED_BRAND_FAMILIES_TEXT).toMatch(/Bradford White/);
    expect(SUPPORTED_BRAND_FAMILIES_TEXT).not.toMatch(/^Fujitsu/m);
  });
});
