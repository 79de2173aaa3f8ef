import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

// GET /gateway/{partner}/age-and-warranty. Goodman serials are YYMM + sequence (RULES.md §4:
// "2205…" = May 2022); Goodman standard terms 5 years, 10 registered, 60-day window (§13).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ today: () => new Date('2025-06-01T00:00:00Z') });
});
afterAll(async () => {
  await t?.close();
});

const get = (q: string) => t.call({ method: 'GET', url: `/gateway/acme/age-and-warranty?${q}` });

describe('age and warranty', () => {
  it('decodes a Goodman serial and gives the family terms', async () => {
    const res = await get('brand=Goodman&serial_number=2205123456');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      brand: 'Goodman',
      serial_number: '2205123456',
      family: 'goodman',
      manufacturing_date: '2022-05',
      ambiguous: false,
      standard_warranty_registered: 10,
      standard_warranty_unregistered: 5,
      registration_window_days: 60,
    });
    // mid-May 2022 → 2025-06-01: 1113 days
    expect(body.equipment_age_years).toBeCloseTo(1113 / 365.2425, 2);
  });

  it('422 for an unknown brand, listing the supported families', async () => {
    const res = await get('brand=Acme%20Widgets&serial_number=2205123456');
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toMatch(/Supported brand families: .*Goodman/);
    expect(body.errors.brand).toEqual([body.message]);
  });

  it('422 for a serial the brand\'s rule cannot decode', async () => {
    const res = await get('brand=Goodman&serial_number=XYZ');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('serial_number');
  });

  it('422 when brand or serial is missing', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['brand', 'serial_number']);
    expect(res.json().message).toBe('The brand field is required. (and 1 more error)');
  });
});
