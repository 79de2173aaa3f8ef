import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choosePageStrategy, COUNT_DRIVER_MAX_ROWS, countAssets, countPartnerAssets, listAssetRows, withoutVacuousRequestFilters, type AssetListFilters } from './asset-list-query';
import { replacementKeyRanges } from '../../../domain/replacement';
import { INDEX_FILTER_KEYS_SQL } from './asset-filter-keys';
import { openDatabase, type DbHandle } from './connection';
import { SEARCHABLE_ASSET_COLUMNS } from './migrations/0002-asset-search';
import { MATCH_TYPES, type MatchType } from '../../../domain/enrichment/types';
import type { Database } from '../schema';

// The count and page plans (driver arm, INTERSECT of arms, FTS-only search count, sorted filter
// index) against a plain JavaScript filter over the same rows. Arms are sized on both sides of
// COUNT_DRIVER_MAX_ROWS so every plan runs; a second partner checks isolation.

const STATUSES = ['completed', 'incomplete', 'not_found', 'failed'] as const;
const TYPES = ['furnaces', 'air conditioners', 'heat pumps', null] as const;
const SERVICES = ['install', 'maintenance_service', null] as const;
const NAMES = ['Garcia', 'Smith', 'Nguyen', 'Lee'];

interface Row {
  seq: number;
  partner: number;
  status: (typeof STATUSES)[number];
  match: MatchType | null;
  type: (typeof TYPES)[number];
  service: (typeof SERVICES)[number];
  uniqueId: string;
  customer: string;
  model: string;
  created: string;
  ref: string | null;
  regExp: string | null;
  unregExp: string | null;
  /** replacement_key (migration 0016): 'R' / 'N' + an end date, or 'R' alone, or null. */
  repl: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

const NOW = '2025-06-01T00:00:00.000Z';
const OLD = '2025-01-01T00:00:00.000Z';

let dir: string;
let h: DbHandle;
const rows: Row[] = [];
const partners: number[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'nameplate-list-'));
  h = await openDatabase({ dataDir: dir });
  const now = NOW;
  const s = h.sqlite;
  for (const slug of ['acme', 'other']) {
    partners.push(Number(s.prepare('INSERT INTO partners (slug, name, created_at) VALUES (?, ?, ?)').run(slug, slug, now).lastInsertRowid));
  }
  // 20,000 rows for acme, 600 for other; a deterministic mix (coprime strides) so arms overlap.
  // added_by and distributor are the request's (the old request's: another user, a distributor).
  const insert = s.prepare(`INSERT INTO assets (seq, id, partner_id, request_id, added_from, added_by, distributor, model_number, customer_name,
    unique_id, type_of_service, status, match_type, enrichment_type, created_at, updated_at, manufacture_ref_date, registered_expiration_date,
    unregistered_expiration_date, replacement_key)
    VALUES (?, ?, ?, ?, 'batch-import', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  s.transaction(() => {
    let seq = 0;
    for (const [p, n] of [
      [partners[0]!, 20_000],
      [partners[1]!, 600],
    ] as const) {
      // Two requests a partner: an asset's created_at is its request's (migration 0013: the date-added
      // filter goes through requests), so the rows added long before have a request of their own.
      const addedByFor = (created: string) => (created === OLD ? 'old@x' : 'u@x');
      const distributorFor = (created: string) => (created === OLD ? 'D-OLD' : null);
      const requestIdFor = (created: string) => `00000000-0000-4000-8000-0000000000${created === OLD ? '1' : '0'}${p}`;
      const oldRows = Array.from({ length: n }, (_, i) => i).filter((i) => i % 9 === 0).length;
      for (const [created, count] of [
        [now, n - oldRows],
        [OLD, oldRows],
      ] as const) {
        s.prepare(`INSERT INTO requests (id, partner_id, added_from, added_by, distributor, status, assets_count, completed_count, created_at, updated_at)
          VALUES (?, ?, 'batch-import', ?, ?, 'completed', ?, ?, ?, ?)`).run(requestIdFor(created), p, addedByFor(created), distributorFor(created), count, count, created, now);
      }
      for (let i = 0; i < n; i++) {
        seq++;
        const status = STATUSES[(i * 7) % 4 === 3 ? 3 : i % 3]!;
        const r: Row = {
          seq,
          partner: p,
          status,
          // A match type only on completed and incomplete assets, as the engine gives them.
          match: status === 'completed' ? (['exact_match', 'likely_match', 'possible_match'] as const)[(i * 5) % 3]! : status === 'incomplete' ? (['nameplate_only', 'exact_match'] as const)[i % 2]! : null,
          type: TYPES[(i * 5) % 4]!,
          service: SERVICES[i % 3 === 0 ? 0 : (i * 11) % 3]!,
          uniqueId: `U${i % 5000}`,
          customer: `${NAMES[(i * 3) % 4]} ${i % 97}`,
          model: `M${String((i * 7919) % 10_000).padStart(5, '0')}`,
          // One row in nine was added long before the rest (date_added presets count either side).
          created: i % 9 === 0 ? OLD : now,
          // Dates on every day of the month (the date indexes lead with the month: bounds cut months).
          ref: i % 11 === 0 ? null : `${2000 + (i % 25)}-${pad(((i * 7) % 12) + 1)}-${pad(((i * 13) % 28) + 1)}`,
          regExp: i % 13 === 0 ? null : `${2015 + (i % 20)}-${pad(((i * 5) % 12) + 1)}-${pad(((i * 17) % 28) + 1)}`,
          unregExp: i % 7 === 0 ? null : `${2012 + (i % 19)}-${pad(((i * 11) % 12) + 1)}-${pad(((i * 19) % 28) + 1)}`,
          // R-22 one in six (some undated: the bare 'R'); service lives ending 2015–2034.
          repl: i % 17 === 0 ? null : (i % 6 === 0 ? 'R' : 'N') + (i % 11 === 0 ? '' : `${2015 + (i % 20)}-${pad(((i * 3) % 12) + 1)}-${pad(((i * 7) % 28) + 1)}`),
        };
        rows.push(r);
        insert.run(seq, `a-${seq}`, p, requestIdFor(r.created), addedByFor(r.created), distributorFor(r.created), r.model, r.customer, r.uniqueId, r.service, r.status, r.match, r.type, r.created, now, r.ref, r.regExp, r.unregExp, r.repl === 'N' ? null : r.repl);
      }
    }
    // The requests' counters equal their rows, as the app maintains them (counted filters read them).
    s.exec(`UPDATE requests SET assets_count = (SELECT count(*) FROM assets a WHERE a.request_id = requests.id),
      ${STATUSES.map((st) => `${st}_count = (SELECT count(*) FROM assets a WHERE a.request_id = requests.id AND a.status = '${st}')`).join(', ')},
      ${MATCH_TYPES.map((t) => `${t}_count = (SELECT count(*) FROM assets a WHERE a.request_id = requests.id AND a.match_type = '${t}')`).join(', ')}`);
    // No insert trigger fills the search index (migration 0006): rows are indexed explicitly, as the app does.
    s.exec(`INSERT INTO assets_fts (rowid, ${SEARCHABLE_ASSET_COLUMNS.join(', ')}) SELECT seq, ${SEARCHABLE_ASSET_COLUMNS.join(', ')} FROM assets`);
    // Nor the filter keys (storage/sqlite/asset-filter-keys.ts): written for the new seqs, as the insert paths do.
    s.prepare(INDEX_FILTER_KEYS_SQL).run({ first: 1, last: seq });
  })();
});
afterAll(async () => {
  await h?.close();
  rmSync(dir, { recursive: true, force: true });
});

function inRange(value: string | null, r: { from: string | null; to: string | null }): boolean {
  return value !== null && (r.from === null || value >= r.from) && (r.to === null || value < r.to);
}

function matches(r: Row, f: AssetListFilters): boolean {
  return (
    r.partner === f.partnerId &&
    (f.status === undefined || r.status === f.status) &&
    (f.matchTypes === undefined || (r.match !== null && f.matchTypes.includes(r.match))) &&
    (f.type === undefined || r.type === f.type) &&
    (f.typeOfService === undefined || (r.service !== null && f.typeOfService.includes(r.service))) &&
    (f.uniqueId === undefined || r.uniqueId === f.uniqueId) &&
    (f.createdSince === undefined || r.created >= f.createdSince) &&
    (f.addedBy === undefined || (r.created === OLD ? 'old@x' : 'u@x') === f.addedBy) &&
    (f.distributor === undefined || (r.created === OLD ? 'D-OLD' : null) === f.distributor) &&
    (f.addedFrom === undefined || f.addedFrom.includes('batch-import')) &&
    (f.updatedSince === undefined || NOW >= f.updatedSince) &&
    (f.manufactureRefDate === undefined || inRange(r.ref, f.manufactureRefDate)) &&
    (f.expiration === undefined ||
      f.expiration.ranges.some((range) => inRange(f.expiration!.column === 'registered_expiration_date' ? r.regExp : r.unregExp, range))) &&
    (f.replacementKey === undefined || f.replacementKey.some((range) => inRange(r.repl === 'N' ? null : r.repl, range))) &&
    (f.search === undefined || [r.customer, r.model, r.uniqueId].some((v) => v.toLowerCase().includes(f.search!.toLowerCase())))
  );
}

const cases: Array<Omit<AssetListFilters, 'partnerId'>> = [
  { search: 'garcia' },
  { search: 'Nguyen 4' },
  { search: 'garcia', status: 'not_found' },
  { status: 'not_found', typeOfService: ['maintenance_service'] },
  { status: 'completed', typeOfService: ['install', 'maintenance_service'] },
  { status: 'pending', typeOfService: ['install'] },
  { status: 'completed', type: 'furnaces' },
  { status: 'failed', type: 'heat pumps', typeOfService: ['install'] },
  { uniqueId: 'U42', status: 'incomplete' },
  { uniqueId: 'U42' },
  { type: 'furnaces' },
  { type: 'air conditioners', search: 'smith 1' },
  // Recent rows: counted as the partner's total minus the few older ones (and directly when those are many).
  { createdSince: '2025-03-01T00:00:00.000Z' },
  { createdSince: '2024-12-01T00:00:00.000Z' },
  { createdSince: '2025-01-01T00:00:00.001Z' },
  { createdSince: '2025-07-01T00:00:00.000Z' },
  { updatedSince: '2025-05-01T00:00:00.000Z' },
  { updatedSince: '2025-06-02T00:00:00.000Z' },
  { createdSince: '2025-03-01T00:00:00.000Z', status: 'completed' },
  // Date ranges cutting months in the middle (month-led indexes: the day bounds trim the ends).
  { manufactureRefDate: { from: '2010-03-15', to: '2014-07-16' } },
  { manufactureRefDate: { from: '2024-12-31', to: null } },
  { manufactureRefDate: { from: null, to: '2000-02-02' } },
  { manufactureRefDate: { from: '2003-05-09', to: '2003-05-20' }, status: 'completed' },
  { expiration: { column: 'registered_expiration_date', ranges: [{ from: '2020-06-10', to: '2020-09-03' }, { from: null, to: '2015-01-15' }] } },
  { expiration: { column: 'registered_expiration_date', ranges: [{ from: '2030-02-28', to: null }] }, typeOfService: ['install'] },
  // Filter keys (asset_filter_keys) with other filters: each side the smaller, and no tier at all.
  { manufactureRefDate: { from: '2000-01-01', to: null }, search: 'Nguyen 4' },
  { manufactureRefDate: { from: '2000-01-01', to: null }, uniqueId: 'U7' },
  { manufactureRefDate: { from: '2001-01-01', to: '2019-01-01' }, type: 'heat pumps', status: 'failed' },
  { expiration: { column: 'registered_expiration_date', ranges: [] } },
  { expiration: { column: 'registered_expiration_date', ranges: [] }, status: 'completed' },
  // Replacement flags (migration 0016): alone, any of several, with another filter-key arm and a column arm.
  { replacementKey: replacementKeyRanges(['r22'], '2025-06-01') },
  { replacementKey: replacementKeyRanges(['past_service_life'], '2025-06-01') },
  { replacementKey: replacementKeyRanges(['service_life_ends_within_2_years'], '2025-06-01'), type: 'furnaces' },
  { replacementKey: replacementKeyRanges(['r22', 'past_service_life', 'service_life_ends_within_2_years'], '2025-06-01') },
  { replacementKey: replacementKeyRanges(['past_service_life'], '2025-06-01'), expiration: { column: 'registered_expiration_date', ranges: [{ from: '2030-02-28', to: null }] } },
  { replacementKey: replacementKeyRanges(['r22'], '2025-06-01'), uniqueId: 'U42' },
  // …crossed with a warranty tier (the Opportunities page's cells: checked inside the flags' keys, 0017),
  // on either basis, several tiers, an unbounded tier, no tier, and with a third filter.
  { replacementKey: replacementKeyRanges(['r22'], '2025-06-01'), expiration: { column: 'unregistered_expiration_date', ranges: [{ from: null, to: '2024-06-01' }] } },
  { replacementKey: replacementKeyRanges(['service_life_ends_within_2_years'], '2025-06-01'), expiration: { column: 'unregistered_expiration_date', ranges: [{ from: '2025-09-01', to: '2025-12-01' }] } },
  { replacementKey: replacementKeyRanges(['past_service_life', 'r22'], '2025-06-01'), expiration: { column: 'registered_expiration_date', ranges: [{ from: '2024-06-01', to: '2025-06-02' }, { from: '2027-06-01', to: null }] } },
  { replacementKey: replacementKeyRanges(['past_service_life'], '2025-06-01'), expiration: { column: 'unregistered_expiration_date', ranges: [] } },
  { replacementKey: replacementKeyRanges(['past_service_life'], '2025-06-01'), expiration: { column: 'unregistered_expiration_date', ranges: [{ from: '2025-06-02', to: '2026-06-01' }] }, status: 'completed' },
  { replacementKey: replacementKeyRanges(['r22'], '2025-06-01'), expiration: { column: 'registered_expiration_date', ranges: [{ from: null, to: '2016-01-01' }] }, uniqueId: 'U42' },
  // …with a type (checked in the flags' keys too, 0017): alone, with a tier, with a status.
  { replacementKey: replacementKeyRanges(['past_service_life'], '2025-06-01'), type: 'furnaces' },
  { replacementKey: replacementKeyRanges(['r22', 'service_life_ends_within_2_years'], '2025-06-01'), type: 'heat pumps', expiration: { column: 'unregistered_expiration_date', ranges: [{ from: null, to: '2024-06-01' }] } },
  { replacementKey: replacementKeyRanges(['past_service_life'], '2025-06-01'), type: 'air conditioners', status: 'completed' },
  // Request-level filters (migration 0013) with asset filters: the request's side small, then large.
  { addedBy: 'old@x', type: 'furnaces' },
  { addedBy: 'u@x', uniqueId: 'U42' },
  { distributor: 'D-OLD', status: 'completed', typeOfService: ['install'] },
  { addedFrom: ['batch-import'], manufactureRefDate: { from: '2003-05-09', to: '2003-05-20' } },
  { addedFrom: ['manual-entry'], status: 'completed' },
  { createdSince: '2025-03-01T00:00:00.000Z', search: 'garcia' },
  { distributor: 'D-OLD', search: 'smith 1' },
  // Match types: alone and with request filters (the requests' counters), with others (the index).
  { matchTypes: ['exact_match', 'likely_match'] },
  { matchTypes: ['nameplate_only'] },
  { matchTypes: ['exact_match'], addedBy: 'old@x' },
  { matchTypes: ['likely_match', 'possible_match'], distributor: 'D-OLD', createdSince: '2024-12-01T00:00:00.000Z' },
  { matchTypes: ['possible_match'], status: 'completed' },
  { matchTypes: ['exact_match', 'nameplate_only'], status: 'incomplete' },
  { matchTypes: ['exact_match', 'nameplate_only'], type: 'furnaces' },
  { matchTypes: ['likely_match'], search: 'garcia' },
];

describe('countAssets and listAssetRows', () => {
  it('counts exactly on every plan, and pages in (model_number, seq) order', async () => {
    expect(rows.filter((r) => r.partner === partners[0] && r.status === 'not_found').length).toBeGreaterThan(COUNT_DRIVER_MAX_ROWS);
    for (const p of partners) {
      for (const c of cases) {
        const f: AssetListFilters = { partnerId: p, ...c };
        const expected = rows.filter((r) => matches(r, f)).sort((a, b) => (a.model < b.model ? -1 : a.model > b.model ? 1 : a.seq - b.seq));
        // As given, and as the route queries them (request filters every request passes left out).
        for (const g of [f, await withoutVacuousRequestFilters(h.db, f)]) {
          const total = await countAssets(h.db, g);
          expect(total, JSON.stringify(g)).toBe(expected.length);
          const window = { limit: 15, offset: 3 };
          const strategy = choosePageStrategy(total, await countPartnerAssets(h.db, p), window);
          const page = await listAssetRows(h.db, g, { criteria: 'model_number', order: 'asc' }, window, strategy);
          expect(page.map((r) => r.seq), JSON.stringify(g)).toEqual(expected.slice(3, 18).map((r) => r.seq));
          // Whatever the count chose, every strategy reads the same page.
          for (const forced of ['filter-index', 'sort-index'] as const) {
            const other = await listAssetRows(h.db, g, { criteria: 'model_number', order: 'asc' }, window, forced);
            expect(other.map((r) => r.seq), `${forced} ${JSON.stringify(g)}`).toEqual(expected.slice(3, 18).map((r) => r.seq));
          }
          expect(page.every((r) => r.request_status === 'completed')).toBe(true);
        }
      }
    }
  });

  it('holds a flag × tier’s bounds exactly: from inclusive, to exclusive, on the stored dates themselves', async () => {
    const p = partners[0]!;
    const replacementKey = replacementKeyRanges(['past_service_life', 'r22'], '2025-06-01');
    const flagged = rows.filter((r) => matches(r, { partnerId: p, replacementKey }) && r.unregExp !== null);
    // Dates held by flagged rows, ending in 0 and in 9 (a bound's last character is what moves).
    const d0 = flagged.find((r) => r.unregExp!.endsWith('10'))!.unregExp!;
    const d9 = flagged.find((r) => r.unregExp!.endsWith('19'))!.unregExp!;
    for (const [from, to] of [
      [null, d0],
      [d0, null],
      [d0, d9 > d0 ? d9 : null],
      [null, d9],
      [d9, null],
    ] as const) {
      const f: AssetListFilters = { partnerId: p, replacementKey, expiration: { column: 'unregistered_expiration_date', ranges: [{ from, to }] } };
      const expected = rows.filter((r) => matches(r, f)).sort((a, b) => (a.model < b.model ? -1 : a.model > b.model ? 1 : a.seq - b.seq));
      expect(await countAssets(h.db, f), JSON.stringify([from, to])).toBe(expected.length);
      const page = await listAssetRows(h.db, f, { criteria: 'model_number', order: 'asc' }, { limit: 15, offset: 0 }, 'filter-index');
      expect(page.map((r) => r.seq)).toEqual(expected.slice(0, 15).map((r) => r.seq));
    }
  });

  it('counts match_type[] alone (or with request filters) from the requests’ counters, not the rows', async () => {
    const p = partners[0]!;
    const exact = rows.filter((r) => r.partner === p && r.match === 'exact_match');
    const completedExact = exact.filter((r) => r.status === 'completed').length;
    // A counter off by 1,000 shows which plan counted: only the counters' plan sees it.
    h.sqlite.prepare('UPDATE requests SET exact_match_count = exact_match_count + 1000 WHERE partner_id = ? AND created_at = ?').run(p, NOW);
    try {
      expect(await countAssets(h.db, { partnerId: p, matchTypes: ['exact_match'] })).toBe(exact.length + 1000);
      expect(await countAssets(h.db, { partnerId: p, matchTypes: ['exact_match'], addedBy: 'old@x' })).toBe(exact.filter((r) => r.created === OLD).length);
      expect(await countAssets(h.db, { partnerId: p, matchTypes: ['exact_match'], status: 'completed' })).toBe(completedExact);
    } finally {
      h.sqlite.prepare('UPDATE requests SET exact_match_count = exact_match_count - 1000 WHERE partner_id = ? AND created_at = ?').run(p, NOW);
    }
  });

  it('leaves out a request filter only when every request of the partner passes it', async () => {
    const p = partners[0]!;
    expect(await withoutVacuousRequestFilters(h.db, { partnerId: p, addedFrom: ['batch-import'], type: 'furnaces' })).toEqual({ partnerId: p, type: 'furnaces' });
    const kept: AssetListFilters = { partnerId: p, addedBy: 'old@x', addedFrom: ['batch-import', 'manual-entry'] };
    expect(await withoutVacuousRequestFilters(h.db, kept)).toEqual({ partnerId: p, addedBy: 'old@x' });
    expect(await withoutVacuousRequestFilters(h.db, { partnerId: p, distributor: 'D-OLD' })).toEqual({ partnerId: p, distributor: 'D-OLD' });
  });
});

describe('query plans of the replacement flags (migration 0017)', () => {
  /** The statements a call runs (Kysely's log) and SQLite's plan of each, one line per plan row. */
  async function plans(run: (db: Kysely<Database>) => Promise<unknown>): Promise<{ sql: string; plan: string[] }[]> {
    const logged: { sql: string; parameters: readonly unknown[] }[] = [];
    // On the test's connection; never destroyed here (it would close the connection).
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: h.sqlite }),
      log: (e) => {
        if (e.level === 'query') logged.push({ sql: e.query.sql, parameters: e.query.parameters });
      },
    });
    await run(db);
    return logged.map((q) => ({
      sql: q.sql,
      plan: (h.sqlite.prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(...q.parameters) as { detail: string }[]).map((r) => r.detail),
    }));
  }

  const p = () => partners[0]!;
  // Past service life (two key ranges: R-22 and not) × expired over a year: thousands of matches.
  const cell = (): AssetListFilters => ({
    partnerId: p(),
    replacementKey: replacementKeyRanges(['past_service_life'], '2025-06-01'),
    expiration: { column: 'unregistered_expiration_date', ranges: [{ from: null, to: '2024-06-01' }] },
  });
  // Life ending within 2 years × expiring within 3 months: a few dozen.
  const smallCell = (): AssetListFilters => ({
    partnerId: p(),
    replacementKey: replacementKeyRanges(['service_life_ends_within_2_years'], '2025-06-01'),
    expiration: { column: 'unregistered_expiration_date', ranges: [{ from: '2025-06-02', to: '2025-09-01' }] },
  });
  const KEY_RANGE = 'SEARCH asset_filter_keys USING PRIMARY KEY (partner_id=? AND key_kind=? AND key_value>? AND key_value<?)';

  it('counts a flag × tier from the flag’s key range alone: no asset row or index, no INTERSECT', async () => {
    const statements = await plans((db) => countAssets(db, cell()));
    const count = statements.at(-1)!;
    expect(statements).toHaveLength(1);
    expect(count.plan.filter((l) => l === KEY_RANGE)).toHaveLength(2);
    expect(count.plan.join('\n')).not.toMatch(/INTERSECT|\bassets\b|SCAN asset_filter_keys|TEMP B-TREE/);
  });

  it('reads a flag × tier page through its keys (rowid lookups of the matches), when few match', async () => {
    const f = smallCell();
    const total = await countAssets(h.db, f);
    expect(total).toBeGreaterThan(15);
    const strategy = choosePageStrategy(total, await countPartnerAssets(h.db, p()), { limit: 15, offset: 0 });
    expect(strategy).toBe('filter-index');
    const statements = await plans((db) => listAssetRows(db, f, { criteria: 'model_number', order: 'asc' }, { limit: 15, offset: 0 }, strategy));
    const page = statements.find((s) => s.sql.includes('order by'))!;
    expect(page.plan).toContain('SEARCH assets USING INTEGER PRIMARY KEY (rowid=?)');
    expect(page.plan.filter((l) => l === KEY_RANGE)).toHaveLength(2);
    // No walk of a partner-wide index, no INTERSECT: the few matches are sorted.
    expect(page.plan.join('\n')).not.toMatch(/INTERSECT|SCAN assets|USING (COVERING )?INDEX/);
  });

  it('reads a rare search term’s page by rowid lookups of its matches, not a walk of the partner’s index', async () => {
    const f: AssetListFilters = { partnerId: p(), search: 'U4999' };
    const total = await countAssets(h.db, f);
    expect(total).toBe(rows.filter((r) => r.partner === p() && r.uniqueId === 'U4999').length);
    const strategy = choosePageStrategy(total, await countPartnerAssets(h.db, p()), { limit: 15, offset: 0 });
    expect(strategy).toBe('filter-index');
    const statements = await plans((db) => listAssetRows(db, f, { criteria: 'model_number', order: 'asc' }, { limit: 15, offset: 0 }, strategy));
    const page = statements.find((s) => s.sql.includes('order by'))!;
    expect(page.plan).toContain('SEARCH assets USING INTEGER PRIMARY KEY (rowid=?)');
    expect(page.plan.join('\n')).not.toMatch(/SCAN assets\b|USING (COVERING )?INDEX|BLOOM/);
  });

  it('counts a flag with a type (and a tier) from the flag’s key ranges alone, the type checked in them', async () => {
    const f: AssetListFilters = { ...cell(), type: 'furnaces' };
    const statements = await plans((db) => countAssets(db, f));
    const count = statements.at(-1)!;
    expect(statements).toHaveLength(1);
    expect(count.plan.filter((l) => l === KEY_RANGE)).toHaveLength(2);
    expect(count.plan.join('\n')).not.toMatch(/INTERSECT|\bassets\b|SCAN asset_filter_keys|TEMP B-TREE/);
  });

  it('stores the flag’s keys first when intersecting with a column filter', async () => {
    // Both arms over COUNT_DRIVER_MAX_ROWS (20,000 rows: past service life ~8k, completed ~6k).
    const statements = await plans((db) => countAssets(db, { partnerId: p(), replacementKey: replacementKeyRanges(['past_service_life'], '2025-06-01'), status: 'completed' }));
    const count = statements.at(-1)!;
    expect(count.sql).toMatch(/intersect/);
    expect(count.sql.indexOf('asset_filter_keys')).toBeLessThan(count.sql.indexOf('"assets"."status"'));
  });
});
