import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAsset, waitForWorker } from '../testing/seed';
import { createTestApp, type TestApp } from '../testing/test-app';

// The replacement extension on GET asset and the list, and the replacement_flag[] filter, after the
// real worker ran. Goodman serials are YYMM + sequence (RULES.md §4). Service lives: ASHRAE 2007
// Table 4 medians, furnaces 18 years, air-to-air heat pumps 15; the era rule (RULES.md §12) makes a
// heat pump made before 2010 R-22, likely. Today is pinned.

let t: TestApp;
const today = new Date('2026-11-26T12:00:00.000Z');
const ids: Record<string, string> = {};

const SEED = {
  // Heat pump, Aug 2005: R-22 likely; 2005-08-15 + 15 y = 2020-08-15, past.
  hpOld: { model_number: 'GSZC180241CA', brand: 'Goodman', serial_number: '0508123456', customer_name: 'Ada Old' },
  // Heat pump, Mar 2012: R-410A era; 2012-03-15 + 15 y = 2027-03-15, within 2 years.
  hpSoon: { model_number: 'GSZC180241CA', brand: 'Goodman', serial_number: '1203123456', customer_name: 'Ben Soon' },
  // Furnace, Aug 2002: 2002-08-15 + 18 y = 2020-08-15, past; no refrigerant.
  furnaceOld: { model_number: 'GCEC960403BN', brand: 'Goodman', serial_number: '0208123456', customer_name: 'Cy Furnace' },
  // Furnace, May 2022: 2040-05-15, no flag.
  furnaceNew: { model_number: 'GCEC960403BN', brand: 'Goodman', serial_number: '2205123456', customer_name: 'Di New' },
  // No model, no date: nothing known.
  unknown: { model_number: 'ZZ-NOPE-000', customer_name: 'Ed Unknown' },
} as const;

beforeAll(async () => {
  t = await createTestApp({ startWorker: true, today: () => today });
  for (const [k, a] of Object.entries(SEED)) ids[k] = (await postAsset(t, a)).id;
  await waitForWorker(t);
});
afterAll(async () => {
  await t?.close();
});

const detail = async (key: string) => {
  const res = await t.call({ method: 'GET', url: `/enrichment/acme/assets/${ids[key]}` });
  expect(res.statusCode).toBe(200);
  return res.json().replacement;
};

const listed = async (query: string) => {
  const res = await t.call({ method: 'GET', url: `/enrichment/acme/assets?per_page=50&${query}` });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return { total: body.meta.total as number, names: (body.data as { customer_name: string }[]).map((a) => a.customer_name).sort(), data: body.data };
};

describe('replacement on GET asset', () => {
  it('an old heat pump: R-22 by the era rule, past its service life, each with a reason', async () => {
    const r = await detail('hpOld');
    expect(r).toMatchObject({
      flags: ['r22', 'past_service_life'],
      refrigerant: 'R-22',
      refrigerant_source: 'era_rule',
      expected_service_life_years: 15,
      service_life_end_date: '2020-08-15',
    });
    // 2020-08-15 → 2026-11-26: 2,294 days before today.
    expect(r.remaining_service_life_years).toBeCloseTo(-2294 / 365.2425, 2);
    expect(r.reasons.r22).toMatch(/^Likely R-22: a heat pump made in 2005/);
    expect(r.reasons.past_service_life).toMatch(/^Past its expected service life/);
    expect(r.reasons).not.toHaveProperty('service_life_ends_within_2_years');
  });
  it('a 2012 heat pump ends within 2 years; no refrigerant guessed after 2010', async () => {
    const r = await detail('hpSoon');
    expect(r).toMatchObject({ flags: ['service_life_ends_within_2_years'], refrigerant: null, refrigerant_source: null, service_life_end_date: '2027-03-15' });
    expect(r.remaining_service_life_years).toBeCloseTo(109 / 365.2425, 2);
  });
  it('a furnace has an 18-year life and no refrigerant; an unknown unit has nothing', async () => {
    expect(await detail('furnaceOld')).toMatchObject({ flags: ['past_service_life'], refrigerant: null, expected_service_life_years: 18, service_life_end_date: '2020-08-15' });
    expect(await detail('furnaceNew')).toMatchObject({ flags: [], expected_service_life_years: 18, service_life_end_date: '2040-05-15', reasons: {} });
    expect(await detail('unknown')).toEqual({
      flags: [],
      refrigerant: null,
      refrigerant_source: null,
      expected_service_life_years: null,
      service_life_source: null,
      service_life_end_date: null,
      remaining_service_life_years: null,
      reasons: {},
    });
  });
});

describe('replacement on the list and the replacement_flag[] filter', () => {
  it('lists each asset with its flags', async () => {
    const { data } = await listed('');
    const flags = Object.fromEntries((data as { customer_name: string; replacement: { flags: string[] } }[]).map((a) => [a.customer_name, a.replacement.flags]));
    expect(flags).toEqual({
      'Ada Old': ['r22', 'past_service_life'],
      'Ben Soon': ['service_life_ends_within_2_years'],
      'Cy Furnace': ['past_service_life'],
      'Di New': [],
      'Ed Unknown': [],
    });
  });
  it('filters by any of the given flags, with an exact total', async () => {
    expect(await listed('replacement_flag[]=r22')).toMatchObject({ total: 1, names: ['Ada Old'] });
    expect(await listed('replacement_flag[]=past_service_life')).toMatchObject({ total: 2, names: ['Ada Old', 'Cy Furnace'] });
    expect(await listed('replacement_flag[]=service_life_ends_within_2_years')).toMatchObject({ total: 1, names: ['Ben Soon'] });
    expect(await listed('replacement_flag[]=r22&replacement_flag[]=service_life_ends_within_2_years')).toMatchObject({ total: 2, names: ['Ada Old', 'Ben Soon'] });
    expect(await listed('replacement_flag[]=r22&replacement_flag[]=past_service_life&replacement_flag[]=service_life_ends_within_2_years')).toMatchObject({
      total: 3,
      names: ['Ada Old', 'Ben Soon', 'Cy Furnace'],
    });
  });
  it('combines with the warranty tier of a basis (the Opportunities matrix)', async () => {
    // Unregistered Goodman terms run 5 years from manufacture (+ offset): every old unit is expired over a year.
    const q = 'replacement_flag[]=past_service_life&warranty_basis=not_registered&warranty_expiration_tier[]=expired_over_1_year';
    expect(await listed(q)).toMatchObject({ total: 2, names: ['Ada Old', 'Cy Furnace'] });
    expect((await listed('replacement_flag[]=past_service_life&warranty_basis=not_registered&warranty_expiration_tier[]=in_warranty')).total).toBe(0);
  });
  it('an unknown flag is 422 with the element named', async () => {
    const res = await t.call({ method: 'GET', url: '/enrichment/acme/assets?replacement_flag[]=r22&replacement_flag[]=old' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['replacement_flag.1']);
    expect(res.json().errors['replacement_flag.1'][0]).toMatch(/r22, past_service_life, service_life_ends_within_2_years/);
  });
  it('another partner sees none of these assets', async () => {
    const other = await t.tokenFor('other', 'bob@other.test');
    const res = await t.call({ method: 'GET', url: '/enrichment/other/assets?replacement_flag[]=r22', token: other });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.total).toBe(0);
  });
});
