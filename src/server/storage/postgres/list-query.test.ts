import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddedFrom } from '../../../contract/requests';
import type { AssetListFilters, AssetListSort, TextRange } from '../port';
import { MATCH_TYPE_COUNTER_COLUMNS, SEARCHABLE_ASSET_COLUMNS } from '../columns';
import type { PgHandle } from './connection';
import { ASSET_STATUSES, MATCH_TYPES } from '../../../domain/enrichment/types';
import { countAssetsPg, countQuery, disjointRanges, listAssetRowsPg, listAssetsPg, pageQuery, searchCountQuery } from './list-query';
import { acceptUpload, type AcceptedUpload } from './upload-import';
import { createTestDatabase, noPostgres, type TestDatabase } from './pg.test-support';

// The list on Postgres against a brute-force filter and sort of the same rows in JS (the spec 4.4
// semantics written independently: half-open ranges, substring search in any one field, ties by seq,
// text in byte order with NULLs first ascending), and EXPLAIN showing the indexes at a few thousand rows.

/** mulberry32: a small seeded PRNG (deterministic test data). */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Row = Record<string, string | number | null>;

const ASSETS_PER_PARTNER = [4000, 600];
const rnd = prng(19);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
const maybe = <T>(p: number, v: () => T): T | null => (rnd() < p ? v() : null);
const day = (y0: number, y1: number) => {
  const d = new Date(Date.UTC(y0, 0, 1) + Math.floor(rnd() * (y1 - y0) * 365) * 86_400_000);
  return d.toISOString().slice(0, 10);
};

interface Req {
  id: string;
  partner_id: number;
  added_from: AddedFrom;
  added_by: string;
  distributor: string | null;
  created_at: string;
}

function makeRequests(partnerId: number): Req[] {
  return Array.from({ length: 6 }, (_, i) => ({
    id: `0000000${partnerId}-0000-4000-8000-00000000000${i}`,
    partner_id: partnerId,
    added_from: (['batch-import', 'manual-entry', 'nameplate-scan'] as const)[i % 3]!,
    added_by: i < 3 ? 'ann@example.com' : 'bob@example.com',
    distributor: [null, 'Acme Supply', 'Beta HVAC'][i % 3]!,
    created_at: `2026-0${i + 1}-15T08:00:00.000Z`,
  }));
}

function makeAsset(seq: number, req: Req): Row {
  const status = pick(['pending', 'processing', 'completed', 'completed', 'incomplete', 'not_found', 'failed']);
  const final = status === 'completed' || status === 'incomplete';
  const model = `${pick(['MDL', 'mdl', 'Xa', 'ZZ'])}-${Math.floor(rnd() * 400)}`;
  return {
    id: `a${String(seq).padStart(7, '0')}`,
    partner_id: req.partner_id,
    request_id: req.id,
    distributor: req.distributor,
    added_from: req.added_from,
    added_by: req.added_by,
    model_number: model,
    brand: maybe(0.8, () => pick(['Carrier', 'Trane', 'Lennox', 'Goodman'])),
    serial_number: maybe(0.7, () => `S${Math.floor(rnd() * 1e8)}`),
    customer_name: maybe(0.8, () => pick(['Acme Corp', 'acme corp', 'Zed Ltd', 'Bea Smith', '50%_off\\deal'])),
    customer_address: maybe(0.5, () => `${Math.floor(rnd() * 999)} Main St`),
    unique_id: maybe(0.1, () => `U${seq}`),
    notes: maybe(0.2, () => pick(['check coil', 'Rooftop unit', 'needs 100% refrigerant'])),
    type_of_service: maybe(0.7, () => pick(['install', 'maintenance_service'])),
    status,
    claim_token: status === 'processing' ? 'tok' : null,
    match_type: final ? maybe(0.9, () => pick(['exact_match', 'likely_match', 'possible_match', 'nameplate_only'])) : null,
    enrichment_type: final ? maybe(0.9, () => pick(['furnaces', 'air_conditioners', 'heat_pumps'])) : null,
    oem_id: final ? maybe(0.8, () => pick(['oem-1', 'oem-2', 'oem-3'])) : null,
    manufacture_ref_date: final ? maybe(0.9, () => day(1995, 2026)) : null,
    registered_expiration_date: final ? maybe(0.8, () => day(2010, 2040)) : null,
    unregistered_expiration_date: final ? maybe(0.8, () => day(2010, 2035)) : null,
    replacement_key: final ? maybe(0.7, () => `${pick(['R', 'N'])}${day(2000, 2045)}`) : null,
    created_at: req.created_at,
    updated_at: new Date(Date.UTC(2026, 0, 1) + Math.floor(rnd() * 300 * 86_400_000)).toISOString(),
  };
}

// ---- the brute force ----
const inRange = (v: string | number | null, r: TextRange) => v !== null && (r.from === null || String(v) >= r.from) && (r.to === null || String(v) < r.to);

function matches(a: Row, f: AssetListFilters): boolean {
  if (a.partner_id !== f.partnerId) return false;
  if (f.search) {
    const term = f.search.toLowerCase();
    if (!SEARCHABLE_ASSET_COLUMNS.some((c) => a[c] !== null && String(a[c]).toLowerCase().includes(term))) return false;
  }
  if (f.status && a.status !== f.status) return false;
  if (f.matchTypes?.length && !f.matchTypes.includes(a.match_type as never)) return false;
  if (f.addedFrom?.length && !f.addedFrom.includes(a.added_from as never)) return false;
  if (f.addedBy !== undefined && a.added_by !== f.addedBy) return false;
  if (f.createdSince && !(String(a.created_at) >= f.createdSince)) return false;
  if (f.updatedSince && !(String(a.updated_at) >= f.updatedSince)) return false;
  if (f.manufactureRefDate && !inRange(a.manufacture_ref_date!, f.manufactureRefDate)) return false;
  if (f.expiration && !f.expiration.ranges.some((r) => inRange(a[f.expiration!.column]!, r))) return false;
  if (f.replacementKey && !f.replacementKey.some((r) => inRange(a.replacement_key!, r))) return false;
  if (f.typeOfService?.length && !f.typeOfService.includes(a.type_of_service as never)) return false;
  if (f.type !== undefined && a.enrichment_type !== f.type) return false;
  if (f.uniqueId !== undefined && a.unique_id !== f.uniqueId) return false;
  if (f.distributor !== undefined && a.distributor !== f.distributor) return false;
  if (f.requestId !== undefined && a.request_id !== f.requestId.toLowerCase()) return false;
  if (f.oemId !== undefined && a.oem_id !== f.oemId.toLowerCase()) return false;
  return true;
}

/** Byte order of ASCII text (SQLite's BINARY), NULL lowest; ties by seq; then the direction. */
function bruteSort(rows: Row[], s: AssetListSort): Row[] {
  const cmp = (x: Row, y: Row) => {
    const a = x[s.criteria] ?? null;
    const b = y[s.criteria] ?? null;
    const byValue = a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;
    return byValue !== 0 ? byValue : (x.seq as number) - (y.seq as number);
  };
  const sorted = [...rows].sort(cmp);
  return s.order === 'asc' ? sorted : sorted.reverse();
}

describe.skipIf(noPostgres)('Postgres asset list', () => {
  let t: TestDatabase;
  let h: PgHandle;
  let all: Row[] = [];
  let accepted: AcceptedUpload;
  const P = 1;

  beforeAll(async () => {
    t = await createTestDatabase();
    h = await t.migrated();
    let seq = 0;
    for (const [i, n] of ASSETS_PER_PARTNER.entries()) {
      const partnerId = i + 1;
      await h.db.insertInto('partners').values({ id: partnerId, slug: `p${partnerId}`, name: `p${partnerId}`, created_at: '2026-01-01T00:00:00.000Z' }).execute();
      const reqs = makeRequests(partnerId);
      await h.db
        .insertInto('requests')
        .values(reqs.map((r) => ({ ...r, status: 'processing' as const, updated_at: r.created_at })))
        .execute();
      const assets = Array.from({ length: n }, () => makeAsset(++seq, pick(reqs)));
      for (let k = 0; k < assets.length; k += 1000) await h.db.insertInto('assets').values(assets.slice(k, k + 1000) as never).execute();
    }
    // The requests' maintained counters, as the queue and the import keep them (tested there): a recount.
    const perStatus = ASSET_STATUSES.map((st) => `${st}_count = (SELECT count(*) FROM assets a WHERE a.request_id = r.id AND a.status = '${st}')`);
    const perType = MATCH_TYPES.map((mt) => `${MATCH_TYPE_COUNTER_COLUMNS[mt]} = (SELECT count(*) FROM assets a WHERE a.request_id = r.id AND a.match_type = '${mt}')`);
    await sql.raw(`UPDATE requests r SET assets_count = (SELECT count(*) FROM assets a WHERE a.request_id = r.id), ${[...perStatus, ...perType].join(', ')}`).execute(h.db);
    // An accepted upload not imported yet: its request counts 50 rows that the list must not.
    accepted = await acceptUpload(h, { partnerId: P, addedBy: 'ann@example.com', distributor: 'Acme Supply', fileName: 'x.csv', now: new Date('2026-10-01T00:00:00.000Z') }, Array.from({ length: 50 }, (_, i) => ({
      values: [`ACC${i}`, null, null, null, null, null, null, null, null],
      status: i % 5 === 0 ? ('failed' as const) : ('pending' as const),
      statusReason: i % 5 === 0 ? 'Row: bad' : null,
    })));
    // What autovacuum does after a bulk insert: statistics, and the GIN index's pending list merged
    // (until then the planner costs the trigram index far above a scan).
    await sql`VACUUM ANALYZE`.execute(h.db);
    all = (await sql<Row>`SELECT * FROM assets ORDER BY seq`.execute(h.db)).rows;
    expect(all).toHaveLength(ASSETS_PER_PARTNER[0]! + ASSETS_PER_PARTNER[1]!);
  }, 60_000);
  afterAll(async () => t?.drop());

  const cases: [string, Omit<AssetListFilters, 'partnerId'>][] = [
    ['no filter', {}],
    ['search (case-insensitive substring)', { search: 'ACME' }],
    ['search with % and _ taken literally', { search: '50%_' }],
    ['search with a backslash', { search: 'off\\deal' }],
    ['search that matches nothing', { search: 'qqq' }],
    ['status', { status: 'completed' }],
    ['status processing', { status: 'processing' }],
    ['match types', { matchTypes: ['exact_match', 'likely_match'] }],
    ['added_from', { addedFrom: ['manual-entry', 'nameplate-scan'] }],
    ['added_by', { addedBy: 'bob@example.com' }],
    ['created since', { createdSince: '2026-04-01T00:00:00.000Z' }],
    ['updated since', { updatedSince: '2026-09-01T00:00:00.000Z' }],
    ['manufacture ref date range', { manufactureRefDate: { from: '2005-01-01', to: '2010-01-01' } }],
    ['manufacture ref date open end', { manufactureRefDate: { from: null, to: '2000-06-01' } }],
    ['expiration tiers (two ranges)', { expiration: { column: 'registered_expiration_date', ranges: [{ from: '2026-11-26', to: '2027-11-26' }, { from: null, to: '2020-01-01' }] } }],
    ['expiration no tier', { expiration: { column: 'unregistered_expiration_date', ranges: [] } }],
    ['replacement flags', { replacementKey: [{ from: 'R', to: 'S' }, { from: 'N2000-01-01', to: 'N2026-11-26' }] }],
    ['replacement ranges overlapping, with two tiers (arms summed)', {
      replacementKey: [{ from: 'N2010-01-01', to: 'N2030-01-01' }, { from: 'N', to: 'N2020-01-01' }, { from: 'R2030-01-01', to: 'S' }, { from: 'R2035-01-01', to: 'R2040-01-01' }],
      expiration: { column: 'registered_expiration_date', ranges: [{ from: '2030-01-01', to: null }, { from: null, to: '2015-01-01' }, { from: '2012-01-01', to: '2020-01-01' }] },
    }],
    ['warranty tiers overlapping, unbounded both ways', { expiration: { column: 'unregistered_expiration_date', ranges: [{ from: null, to: '2020-01-01' }, { from: null, to: '2012-01-01' }, { from: '2019-06-01', to: '2021-01-01' }] } }],
    ['type of service', { typeOfService: ['install'] }],
    ['type', { type: 'furnaces' }],
    ['unique id', { uniqueId: 'U77' }],
    ['distributor', { distributor: 'Acme Supply' }],
    ['request id (any case)', { requestId: '00000001-0000-4000-8000-000000000002'.toUpperCase() }],
    ['oem id', { oemId: 'OEM-2' }],
    ['status pending (counters less the accepted upload)', { status: 'pending' }],
    ['status failed (counters less the accepted upload)', { status: 'failed' }],
    ['match types + added_by (match-type counters)', { matchTypes: ['possible_match'], addedBy: 'ann@example.com' }],
    ['distributor + added_from + created since (counters)', { distributor: 'Acme Supply', addedFrom: ['batch-import', 'manual-entry'], createdSince: '2026-02-01T00:00:00.000Z' }],
    ['status + type + service', { status: 'completed', type: 'furnaces', typeOfService: ['maintenance_service'] }],
    ['search + replacement + distributor', { search: 'carrier', replacementKey: [{ from: 'N', to: 'O' }], distributor: 'Beta HVAC' }],
  ];
  const sorts: AssetListSort[] = [
    { criteria: 'model_number', order: 'asc' },
    { criteria: 'customer_name', order: 'desc' },
    { criteria: 'customer_name', order: 'asc' },
    { criteria: 'updated_at', order: 'desc' },
  ];

  it.each(cases)('%s: count and pages equal the brute force', async (_name, filters) => {
    const f: AssetListFilters = { partnerId: P, ...filters };
    const expected = all.filter((a) => matches(a, f));
    expect(await countAssetsPg(h.db, f)).toBe(expected.length);
    for (const s of sorts) {
      const sorted = bruteSort(expected, s);
      for (const page of [
        { limit: 25, offset: 0 },
        { limit: 50, offset: 40 },
      ]) {
        const want = sorted.slice(page.offset, page.offset + page.limit).map((r) => r.seq);
        const got = await listAssetRowsPg(h.db, f, s, page);
        expect(got.map((r) => r.seq), `${s.criteria} ${s.order} @${page.offset}`).toEqual(want);
        // The storage's list (a search: one statement for the count and the page) gives the same rows and total.
        const listed = await listAssetsPg(h.db, f, s, page);
        expect(listed.total).toBe(expected.length);
        expect(listed.rows, `list ${s.criteria} ${s.order} @${page.offset}`).toEqual(got);
      }
    }
    // A page past the last match: no rows, the total still given.
    expect(await listAssetsPg(h.db, f, sorts[0]!, { limit: 10, offset: expected.length + 5 })).toEqual({ total: expected.length, rows: [] });
  });

  it("an accepted upload's request: counted by its request, none of its rows listed yet", async () => {
    expect(accepted.request).toMatchObject({ assets_count: 50, pending_count: 40, failed_count: 10 });
    expect(await countAssetsPg(h.db, { partnerId: P, requestId: accepted.request.id })).toBe(0);
    expect(await listAssetRowsPg(h.db, { partnerId: P, requestId: accepted.request.id }, sorts[0]!, { limit: 10, offset: 0 })).toEqual([]);
  });

  it('rows come back in the engine-neutral shape: ISO times, numbers, the request status, no search_string', async () => {
    const raw = all.find((a) => a.partner_id === P && a.unique_id !== null)!;
    const [row] = await listAssetRowsPg(h.db, { partnerId: P, uniqueId: String(raw.unique_id) }, sorts[0]!, { limit: 1, offset: 0 });
    expect(row).toMatchObject({ seq: raw.seq, model_number: raw.model_number, updated_at: raw.updated_at, request_status: 'processing' });
    expect(typeof row!.seq).toBe('number');
    expect(row).not.toHaveProperty('search_string');
  });

  it('disjointRanges merges overlapping and touching ranges, unbounded ends included', () => {
    expect(disjointRanges([{ from: 'b', to: 'd' }, { from: 'a', to: 'b' }, { from: 'f', to: 'g' }, { from: 'c', to: 'e' }])).toEqual([{ from: 'a', to: 'e' }, { from: 'f', to: 'g' }]);
    expect(disjointRanges([{ from: null, to: 'b' }, { from: null, to: 'a' }, { from: 'x', to: null }, { from: 'y', to: 'z' }])).toEqual([{ from: null, to: 'b' }, { from: 'x', to: null }]);
    expect(disjointRanges([{ from: 'a', to: null }, { from: null, to: 'b' }])).toEqual([{ from: null, to: null }]);
  });

  const plan = async (q: { explain: () => Promise<Record<string, unknown>[]> }) => (await q.explain()).map((r) => String(r['QUERY PLAN'])).join('\n');

  it('EXPLAIN after VACUUM ANALYZE: selective filters and the default page read indexes, not the whole table', async () => {
    const page = { limit: 50, offset: 0 };
    const byModel = sorts[0]!;
    const expectIndex = (p: string, index: string) => {
      expect(p).toContain(index);
      expect(p).not.toMatch(/Seq Scan on assets/);
    };
    expectIndex(await plan(pageQuery(h.db, { partnerId: P }, byModel, page)), 'assets_sort_model');
    expectIndex(await plan(pageQuery(h.db, { partnerId: P }, { criteria: 'customer_name', order: 'asc' }, page)), 'assets_sort_customer');
    expectIndex(await plan(countQuery(h.db, { partnerId: P, uniqueId: 'U77' })), 'assets_unique_id');
    // A term of a few rows (one serial number; a customer name shared by a sixth of the rows is rightly read by a scan).
    const serial = String(all.find((a) => a.partner_id === P && a.serial_number !== null)!.serial_number);
    // Counted in the narrow asset_search (0005) through its trigram index, alone or with another filter.
    expectIndex(await plan(searchCountQuery(h.db, P, serial.slice(1))), 'asset_search_trgm');
    expectIndex(await plan(countQuery(h.db, { partnerId: P, search: serial.slice(1), status: 'completed' })), 'asset_search_trgm');
    expectIndex(await plan(countQuery(h.db, { partnerId: P, replacementKey: [{ from: 'R2001-01-01', to: 'R2002-01-01' }] })), 'assets_replacement');
    expectIndex(await plan(countQuery(h.db, { partnerId: P, requestId: '00000001-0000-4000-8000-000000000002' })), 'assets_request');
    expectIndex(await plan(countQuery(h.db, { partnerId: P, manufactureRefDate: { from: '1995-01-01', to: '1996-01-01' } })), 'assets_manufacture_ref');
    expectIndex(await plan(countQuery(h.db, { partnerId: P, status: 'processing', type: 'furnaces' })), 'assets_');
    // An Opportunities cell (flag × tier, flag × type), one arm per flag range: each counted in assets_replacement alone.
    const cell = await plan(countQuery(h.db, { partnerId: P, replacementKey: [{ from: 'R2001-01-01', to: 'R2002-01-01' }, { from: 'N2001-01-01', to: 'N2001-06-01' }], type: 'furnaces', expiration: { column: 'registered_expiration_date', ranges: [{ from: '2030-01-01', to: null }] } }));
    expect(cell.match(/Index Only Scan using assets_replacement/g)).toHaveLength(2);
    expect(cell).toMatch(/Index Cond: .*replacement_key >= 'R2001-01-01'.*registered_expiration_date >= '2030-01-01'.*enrichment_type = 'furnaces'/);
  });
});
