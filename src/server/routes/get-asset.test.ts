import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { postAsset, waitForWorker } from '../testing/seed';

// GET /enrichment/{partner}/assets/{asset} (4.5) after the real worker ran. Goodman serial 2205… is
// May 2022 (RULES.md §4); Goodman terms 5 years unregistered / 10 registered from the documented
// install date (RULES.md §13). Today is pinned (and moved) by the test.

let t: TestApp;
let today = new Date('2025-06-01T00:00:00.000Z');
let g1: string;
let g4: string;
let n2: string;

beforeAll(async () => {
  t = await createTestApp({ startWorker: true, today: () => today });
  g1 = (await postAsset(t, {
    model_number: 'GCEC960403BN',
    brand: 'Goodman',
    serial_number: '2205123456',
    type_of_service: 'install',
    date_added: '2024-05-01',
    unique_id: 'G1',
  })).id;
  const res = await t.call({ method: 'POST', url: '/enrichment/acme/assets', payload: { model_number: 'GCEC960403BN', custom_data: { po: 'A-17', lines: [1, 2] } } });
  g4 = res.json().data.id;
  n2 = (await postAsset(t, { model_number: 'ZZ-NOPE-000' })).id;
  await waitForWorker(t);
});
afterAll(async () => {
  await t?.close();
});

describe('GET asset detail (4.5)', () => {
  it('returns the full object, not wrapped, with full enrichment and the 2.4 warranty', async () => {
    const res = await t.call({ method: 'GET', url: `/enrichment/acme/assets/${g1}` });
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a).not.toHaveProperty('data');
    expect(a).toMatchObject({ id: g1, status: 'completed', match_type: 'exact_match', unique_id: 'G1', date_added: '2024-05-01T00:00:00.000000Z' });
    expect(a.enrichment).toMatchObject({
      source: 'search',
      model: 'GCEC960403BN',
      brand: 'Goodman',
      type: 'furnaces',
      warranty: { manufacturing_date: '2022-05' },
      specifications: { part_data: null },
    });
    expect(a.enrichment.oem_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.enrichment.id).not.toBe(a.enrichment.oem_id);
    expect(Object.keys(a.enrichment.specifications.model_data).length).toBeGreaterThan(0);
    for (const v of Object.values(a.enrichment.specifications.model_data)) expect(typeof v).toBe('string');
    expect(a.warranty).toMatchObject({
      manufacturing_date: '2022-05',
      standard_warranty_registered: 10,
      standard_warranty_unregistered: 5,
      registered_warranty_expiration_date: '2034-05-01',
      unregistered_warranty_expiration_date: '2029-05-01',
      registered_warranty_active: true,
      unregistered_warranty_active: true,
    });
    expect(typeof a.warranty.detail).toBe('string');
    expect(a.warranty_tiers).toEqual({ registered: 'in_warranty', not_registered: 'in_warranty' });
    // 2022-05 counted from mid-month: 2022-05-15 → 2025-06-01 is 1113 days = 3.05 years.
    expect(a.equipment_age_years).toBeCloseTo(1113 / 365.2425, 2);
    expect(a.explanation.status_reason).toBe(a.status_reason);
    expect(a.explanation.serial.family).toBe('goodman');
  });

  it('recomputes active flags, tiers and age against today', async () => {
    today = new Date('2029-06-01T00:00:00.000Z');
    try {
      const a = (await t.call({ method: 'GET', url: `/enrichment/acme/assets/${g1}` })).json();
      // Unregistered ended 2029-05-01: inactive, within the past 12 months.
      expect(a.warranty.unregistered_warranty_active).toBe(false);
      expect(a.warranty.registered_warranty_active).toBe(true);
      expect(a.warranty_tiers).toEqual({ registered: 'in_warranty', not_registered: 'expired_past_12_months' });
      // 2022-05-15 → 2029-06-01: 2574 days.
      expect(a.equipment_age_years).toBeCloseTo(2574 / 365.2425, 2);
    } finally {
      today = new Date('2025-06-01T00:00:00.000Z');
    }
  });

  it('image URLs are absolute, on the origin the client used', async () => {
    const direct = (await t.call({ method: 'GET', url: `/enrichment/acme/assets/${g1}`, headers: { host: 'api.example.test:8443' } })).json();
    expect(direct.enrichment.image).toBe('http://api.example.test:8443/static/equipment/furnaces.svg');
    const proxied = (
      await t.call({
        method: 'GET',
        url: `/enrichment/acme/assets/${g1}`,
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'nameplate.example.com' },
      })
    ).json();
    expect(proxied.enrichment.image).toBe('https://nameplate.example.com/static/equipment/furnaces.svg');
  });

  it('a matched asset without a serial: no date, no warranty; custom_data comes back as extra_data', async () => {
    const a = (await t.call({ method: 'GET', url: `/enrichment/acme/assets/${g4}` })).json();
    expect(a).toMatchObject({ status: 'incomplete', warranty: null, equipment_age_years: null, warranty_tiers: null, extra_data: { po: 'A-17', lines: [1, 2] } });
    expect(a.enrichment.warranty).toEqual({ manufacturing_date: null });
    expect(a).not.toHaveProperty('custom_data');
  });

  it('an unmatched asset: enrichment and warranty null, explanation says why', async () => {
    const a = (await t.call({ method: 'GET', url: `/enrichment/acme/assets/${n2}` })).json();
    expect(a).toMatchObject({ status: 'not_found', match_type: null, enrichment: null, warranty: null });
    expect(a.explanation.status_reason.length).toBeGreaterThan(10);
  });

  it('404 {message} for an unknown id, a malformed id, another partner\'s asset, another distributor', async () => {
    for (const url of [
      '/enrichment/acme/assets/00000000-0000-4000-8000-000000000000',
      '/enrichment/acme/assets/not-a-uuid',
      `/enrichment/acme/assets/${g1}?distributor=other`,
    ]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Asset not found.' });
    }
    const globex = await t.tokenFor('globex', 'g@globex.test');
    const res = await t.call({ method: 'GET', url: `/enrichment/globex/assets/${g1}`, token: globex });
    expect(res.statusCode).toBe(404);
  });

  it('accepts the id in upper case', async () => {
    const res = await t.call({ method: 'GET', url: `/enrichment/acme/assets/${g1.toUpperCase()}` });
    expect(res.statusCode).toBe(200);
  });
});
