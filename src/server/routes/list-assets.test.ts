import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectToSearchParams } from '../../contract/query-string';
import { createTestApp, type TestApp } from '../testing/test-app';
import { postAsset, waitForWorker, type SeedAsset } from '../testing/seed';

// GET /enrichment/{partner}/assets (4.4): every filter and sort, on assets seeded through the API
// and enriched by the real in-process worker and engine. Expected sets follow from the inputs:
// Goodman serials are YYMM + sequence (RULES.md §4: "2205…" = May 2022); Goodman terms are 5 years
// unregistered / 10 registered from the install date (RULES.md §13); ages are counted from the
// middle of the manufacturing month. Today is pinned to 2025-06-01.

const MODEL = 'GCEC960403BN'; // Goodman 96.1% AFUE gas furnace in the shipped catalog
const T0 = new Date('2025-06-01T12:00:00.000Z');
const DAY_MS = 86_400_000;
let clock = T0;
let today = new Date('2025-06-01T00:00:00.000Z');
let t: TestApp;
let bobToken: string;
const ids: Record<string, string> = {};
const requestIds: Record<string, string> = {};

const seed: Record<string, SeedAsset> = {
  // install 2024-05-01 → unregistered ends 2029-05-01, registered 2034-05-01; made May 2022 (age ≈ 3.05)
  G1: { model_number: MODEL, brand: 'Goodman', serial_number: '2205123456', type_of_service: 'install', date_added: '2024-05-01', customer_name: 'Alice Zephyr', unique_id: 'G1' },
  // install 2020-07-15 → unregistered ends 2025-07-15 (within 3 months), registered 2030-07-15; made Aug 2020 (≈ 4.79)
  G2: { model_number: MODEL, brand: 'Goodman', serial_number: '2008123456', type_of_service: 'install', date_added: '2020-07-15', customer_name: 'Bob Young', unique_id: 'G2' },
  // install 2016-03-01 → unregistered ended 2021-03-01 (over a year ago), registered ends 2026-03-01 (within 1 year); made Jan 2016 (≈ 9.38)
  G3: { model_number: MODEL, brand: 'Goodman', serial_number: '1601123456', type_of_service: 'install', date_added: '2016-03-01', customer_name: 'Carol Xu', unique_id: 'G3', notes: 'attic unit' },
  // matched model, no serial → incomplete, no date, no warranty
  G4: { model_number: MODEL, brand: 'Goodman', type_of_service: 'maintenance_service', unique_id: 'G4' },
  // no model, no serial → not_found
  N2: { model_number: 'ZZ-NOPE-000', customer_name: 'Eve Vance', unique_id: 'N2' },
};

async function list(query: Record<string, string | number | string[]>, token?: string) {
  const qs = objectToSearchParams(query).toString();
  const res = await t.call({ method: 'GET', url: `/enrichment/acme/assets${qs ? `?${qs}` : ''}`, ...(token ? { token } : {}) });
  return res;
}
async function uids(query: Record<string, string | number | string[]>): Promise<string[]> {
  const res = await list({ per_page: 100, ...query });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { unique_id: string }[]).map((a) => a.unique_id).sort();
}

beforeAll(async () => {
  t = await createTestApp({ startWorker: true, now: () => clock, today: () => today });
  bobToken = await t.tokenFor('acme', 'bob@acme.test');
  // Two assets added (and enriched) in the past, for the date presets.
  clock = new Date(T0.getTime() - 40 * DAY_MS);
  ids.OLD40 = (await postAsset(t, { model_number: 'OLD-FORTY', unique_id: 'OLD40' })).id;
  await waitForWorker(t);
  clock = new Date(T0.getTime() - 10 * DAY_MS);
  ids.OLD10 = (await postAsset(t, { model_number: 'OLD-TEN', unique_id: 'OLD10' })).id;
  await waitForWorker(t);
  clock = T0;
  for (const [key, asset] of Object.entries(seed)) {
    const created = await postAsset(t, asset, {
      ...(key === 'N2' ? { token: bobToken } : {}),
      ...(key === 'G1' || key === 'G2' ? { distributor: 'd1' } : {}),
    });
    ids[key] = created.id;
    requestIds[key] = created.request.id;
  }
  // Another partner's asset with the same unique_id: never visible to acme.
  const otherToken = await t.tokenFor('globex', 'gina@globex.test');
  await postAsset(t, { model_number: MODEL, unique_id: 'G1' }, { partner: 'globex', token: otherToken });
  await waitForWorker(t);
  await waitForWorker(t, 'globex', otherToken);
});
afterAll(async () => {
  await t?.close();
});

const ALL = ['G1', 'G2', 'G3', 'G4', 'N2', 'OLD10', 'OLD40'];

describe('list filters', () => {
  it('no filter: every asset of the partner (and none of another partner)', async () => {
    expect(await uids({})).toEqual(ALL);
  });

  it('status', async () => {
    expect(await uids({ status: 'completed' })).toEqual(['G1', 'G2', 'G3']);
    expect(await uids({ status: 'incomplete' })).toEqual(['G4']);
    expect(await uids({ status: 'not_found' })).toEqual(['N2', 'OLD10', 'OLD40']);
    expect(await uids({ status: 'failed' })).toEqual([]);
    expect(await uids({ status: 'pending' })).toEqual([]);
  });

  it('match_type[] (any of)', async () => {
    expect(await uids({ match_type: ['exact_match'] })).toEqual(['G1', 'G2', 'G3', 'G4']);
    expect(await uids({ match_type: ['possible_match', 'nameplate_only'] })).toEqual([]);
  });

  it('added_from[] and added_by', async () => {
    expect(await uids({ added_from: ['manual-entry'] })).toEqual(ALL);
    expect(await uids({ added_from: ['batch-import', 'app-search'] })).toEqual([]);
    expect(await uids({ added_by: 'bob@acme.test' })).toEqual(['N2']);
    expect(await uids({ added_by: 'alice@acme.test' })).toEqual(ALL.filter((u) => u !== 'N2'));
  });

  it('date_added_preset on created_at, date_modified_preset on updated_at (UTC calendar days)', async () => {
    const recent = ['G1', 'G2', 'G3', 'G4', 'N2'];
    expect(await uids({ date_added_preset: 'today' })).toEqual(recent);
    expect(await uids({ date_added_preset: 'last_7_days' })).toEqual(recent);
    expect(await uids({ date_added_preset: 'last_30_days' })).toEqual([...recent, 'OLD10']);
    expect(await uids({ date_modified_preset: 'today' })).toEqual(recent);
    expect(await uids({ date_modified_preset: 'last_30_days' })).toEqual([...recent, 'OLD10']);
  });

  it('equipment age bounds are inclusive and need a decoded date', async () => {
    expect(await uids({ equipment_age_min_years: 4, equipment_age_max_years: 10 })).toEqual(['G2', 'G3']);
    expect(await uids({ equipment_age_max_years: 3.5 })).toEqual(['G1']);
    expect(await uids({ equipment_age_min_years: 9.5 })).toEqual([]);
    expect(await uids({ equipment_age_min_years: 0 })).toEqual(['G1', 'G2', 'G3']);
  });

  it('warranty_basis + warranty_expiration_tier[] on the stored expiration dates against today', async () => {
    const tier = (basis: string, tiers: string[]) => uids({ warranty_basis: basis, warranty_expiration_tier: tiers });
    expect(await tier('not_registered', ['expiring_within_3_months'])).toEqual(['G2']);
    expect(await tier('not_registered', ['expired_over_1_year'])).toEqual(['G3']);
    expect(await tier('not_registered', ['in_warranty'])).toEqual(['G1']);
    expect(await tier('not_registered', ['in_warranty', 'expired_over_1_year'])).toEqual(['G1', 'G3']);
    expect(await tier('registered', ['expiring_within_1_year'])).toEqual(['G3']);
    expect(await tier('registered', ['in_warranty'])).toEqual(['G1', 'G2']);
    expect(await tier('registered', ['expired_past_12_months', 'expiring_within_6_months', 'expiring_within_2_years'])).toEqual([]);
  });

  it('tiers move with today: the same rows, two years later', async () => {
    today = new Date('2027-06-01T00:00:00.000Z');
    try {
      // G2 unregistered ended 2025-07-15: more than 12 months before 2027-06-01.
      expect(await uids({ warranty_basis: 'not_registered', warranty_expiration_tier: ['expired_over_1_year'] })).toEqual(['G2', 'G3']);
      // G1 unregistered ends 2029-05-01: T+12m ≤ E < T+24m.
      expect(await uids({ warranty_basis: 'not_registered', warranty_expiration_tier: ['expiring_within_2_years'] })).toEqual(['G1']);
      // G3 registered ended 2026-03-01: 15 months before 2027-06-01.
      expect(await uids({ warranty_basis: 'registered', warranty_expiration_tier: ['expired_over_1_year'] })).toEqual(['G3']);
      today = new Date('2026-12-01T00:00:00.000Z');
      // … and 9 months before 2026-12-01: within the past 12 months.
      expect(await uids({ warranty_basis: 'registered', warranty_expiration_tier: ['expired_past_12_months'] })).toEqual(['G3']);
    } finally {
      today = new Date('2025-06-01T00:00:00.000Z');
    }
  });

  it('type_of_service[], type, unique_id, distributor, request_id, oem_id', async () => {
    expect(await uids({ type_of_service: ['install'] })).toEqual(['G1', 'G2', 'G3']);
    expect(await uids({ type_of_service: ['install', 'maintenance_service'] })).toEqual(['G1', 'G2', 'G3', 'G4']);
    expect(await uids({ type: 'furnaces' })).toEqual(['G1', 'G2', 'G3', 'G4']);
    expect(await uids({ type: 'boilers' })).toEqual([]);
    expect(await uids({ unique_id: 'G1' })).toEqual(['G1']);
    expect(await uids({ distributor: 'd1' })).toEqual(['G1', 'G2']);
    expect(await uids({ distributor: 'nobody' })).toEqual([]);
    expect(await uids({ request_id: requestIds.G3! })).toEqual(['G3']);
    const g1 = (await t.call({ method: 'GET', url: `/enrichment/acme/assets/${ids.G1}` })).json();
    expect(await uids({ oem_id: g1.enrichment.oem_id })).toEqual(['G1', 'G2', 'G3', 'G4']);
  });

  it('search_string: case-insensitive substring of model, brand, serial, customer, address, unique id, notes', async () => {
    expect(await uids({ search_string: 'zephyr' })).toEqual(['G1']);
    expect(await uids({ search_string: 'c960403' })).toEqual(['G1', 'G2', 'G3', 'G4']);
    expect(await uids({ search_string: '2008123' })).toEqual(['G2']);
    expect(await uids({ search_string: 'ATTIC' })).toEqual(['G3']);
    expect(await uids({ search_string: 'old-t' })).toEqual(['OLD10']);
    expect(await uids({ search_string: '   ' })).toEqual(ALL);
    expect(await uids({ search_string: 'no such text' })).toEqual([]);
  });

  it('filters combine with AND', async () => {
    expect(await uids({ status: 'completed', distributor: 'd1', search_string: 'young' })).toEqual(['G2']);
    expect(await uids({ type_of_service: ['install'], warranty_basis: 'registered', warranty_expiration_tier: ['in_warranty'], equipment_age_min_years: 4 })).toEqual(['G2']);
  });
});

describe('list sorting', () => {
  const order = async (q: Record<string, string>) => ((await list({ per_page: 100, ...q })).json().data as { unique_id: string }[]).map((a) => a.unique_id);

  it('model_number ascending by default; ties broken by insertion order', async () => {
    // OLD-FORTY < OLD-TEN < ZZ-NOPE-000, and GCEC… before them; the four GCEC rows in insertion order.
    expect(await order({})).toEqual(['G1', 'G2', 'G3', 'G4', 'OLD40', 'OLD10', 'N2']);
    expect(await order({ sort_order: 'desc' })).toEqual(['N2', 'OLD10', 'OLD40', 'G4', 'G3', 'G2', 'G1']);
  });

  it('customer_name (no name first ascending)', async () => {
    expect(await order({ sort_criteria: 'customer_name' })).toEqual(['OLD40', 'OLD10', 'G4', 'G1', 'G2', 'G3', 'N2']);
    expect(await order({ sort_criteria: 'customer_name', sort_order: 'desc' })).toEqual(['N2', 'G3', 'G2', 'G1', 'G4', 'OLD10', 'OLD40']);
  });

  it('updated_at', async () => {
    const asc = await order({ sort_criteria: 'updated_at' });
    expect(asc.slice(0, 2)).toEqual(['OLD40', 'OLD10']);
    expect(new Set(asc.slice(2))).toEqual(new Set(['G1', 'G2', 'G3', 'G4', 'N2']));
    const desc = await order({ sort_criteria: 'updated_at', sort_order: 'desc' });
    expect(desc.slice(5)).toEqual(['OLD10', 'OLD40']);
  });
});

describe('list items and validation', () => {
  it('items have the list shape: enrichment summary with an absolute image, warranty manufacturing_date', async () => {
    const res = await list({ unique_id: 'G1' }, undefined);
    const item = res.json().data[0];
    expect(item).toMatchObject({
      status: 'completed',
      match_type: 'exact_match',
      extra_data: null,
      date_added: '2024-05-01T00:00:00.000000Z',
      warranty: { manufacturing_date: '2022-05' },
      request: { added_from: 'manual-entry', added_by: 'alice@acme.test', status: 'completed' },
      distributor: 'd1',
    });
    expect(item.enrichment).toMatchObject({ source: 'search', model: MODEL, brand: 'Goodman', type: 'furnaces' });
    expect(item.enrichment.image).toMatch(/^http:\/\/localhost(:\d+)?\/static\/equipment\/furnaces\.svg$/);
    expect(item.enrichment.confidence_score).toBeGreaterThan(0.9);
    expect(Object.keys(item.enrichment).sort()).toEqual(['brand', 'confidence_score', 'id', 'image', 'model', 'model_notes', 'source', 'type']);
    expect(item).not.toHaveProperty('custom_data');
    expect(item).not.toHaveProperty('explanation');
    const n2 = (await list({ unique_id: 'N2' })).json().data[0];
    expect(n2.enrichment).toBeNull();
    expect(n2.warranty).toBeNull();
    expect(n2.match_type).toBeNull();
  });

  it.each([
    [{ equipment_age_min_years: 5, equipment_age_max_years: 2 }, 'equipment_age_min_years'],
    [{ warranty_basis: 'registered' }, 'warranty_expiration_tier'],
    [{ warranty_expiration_tier: ['in_warranty'] }, 'warranty_basis'],
    [{ warranty_basis: 'registered', warranty_expiration_tier: ['someday'] }, 'warranty_expiration_tier.0'],
    [{ status: 'done' }, 'status'],
    [{ match_type: ['exact_match', 'bogus'] }, 'match_type.1'],
    [{ sort_criteria: 'brand' }, 'sort_criteria'],
    [{ sort_order: 'up' }, 'sort_order'],
    [{ date_added_preset: 'yesterday' }, 'date_added_preset'],
    [{ per_page: 501 }, 'per_page'],
    [{ page: 0 }, 'page'],
    [{ page: 'two' }, 'page'],
    [{ search_string: 'ab' }, 'search_string'],
    [{ request_id: 'not-a-uuid' }, 'request_id'],
    [{ equipment_age_min_years: 'old' }, 'equipment_age_min_years'],
  ] as const)('422 for %j (errors.%s)', async (query, field) => {
    const res = await list(query as Record<string, string | number | string[]>);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.errors).toHaveProperty([field]);
    expect(body.message).toBe(Object.values(body.errors as Record<string, string[]>).flat().length > 1 ? expect.stringContaining('(and') : body.errors[field][0]);
  });
});

describe('pagination (2.7)', () => {
  it('pages of 2 over 7 assets: links keep the query, prev/next null at the ends', async () => {
    const first = (await list({ per_page: 2, sort_criteria: 'customer_name' })).json();
    expect(first.meta).toMatchObject({ current_page: 1, from: 1, to: 2, last_page: 4, per_page: 2, total: 7 });
    expect(first.meta.path).toMatch(/^http:\/\/localhost(:\d+)?\/enrichment\/acme\/assets$/);
    expect(first.links.prev).toBeNull();
    const next = new URL(first.links.next);
    expect(next.searchParams.get('page')).toBe('2');
    expect(next.searchParams.get('per_page')).toBe('2');
    expect(next.searchParams.get('sort_criteria')).toBe('customer_name');
    expect(new URL(first.links.last).searchParams.get('page')).toBe('4');
    expect(new URL(first.links.first).searchParams.get('page')).toBe('1');

    const last = (await list({ per_page: 2, page: 4 })).json();
    expect(last.meta).toMatchObject({ current_page: 4, from: 7, to: 7, total: 7 });
    expect(last.data).toHaveLength(1);
    expect(last.links.next).toBeNull();
    expect(new URL(last.links.prev).searchParams.get('page')).toBe('3');
  });

  it('array parameters survive in the links', async () => {
    const res = (await list({ per_page: 1, match_type: ['exact_match', 'likely_match'] })).json();
    expect(new URL(res.links.next).searchParams.getAll('match_type[]')).toEqual(['exact_match', 'likely_match']);
  });

  it('a page past the end is empty, not an error', async () => {
    const res = await list({ per_page: 5, page: 9 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ current_page: 9, from: null, to: null, last_page: 2, total: 7 });
    expect(body.links.next).toBeNull();
    expect(new URL(body.links.prev).searchParams.get('page')).toBe('8');
  });

  it('no results: one empty page', async () => {
    const body = (await list({ unique_id: 'nothing' })).json();
    expect(body.meta).toMatchObject({ current_page: 1, from: null, to: null, last_page: 1, total: 0 });
    expect(body.links.prev).toBeNull();
    expect(body.links.next).toBeNull();
  });

  it('default page size is 15', async () => {
    expect((await list({})).json().meta.per_page).toBe(15);
  });
});
