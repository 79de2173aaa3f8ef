import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssetListFilters } from '../port';
import type { PgHandle } from './connection';
import { foldKeyCounts, keyCountCondition, utcMidnightDay } from './key-counts';
import { countAssetsPg, countQuery } from './list-query';
import { MIGRATION_TABLE, migratePostgres } from './migrate';
import { pgMigrationProvider } from './migrations';
import { createTestDatabase, noPostgres, type TestDatabase } from './pg.test-support';

// The per-key counts (migration 0004) against count(*) of the same filter (list-query.ts countQuery,
// the planner's statement), after every kind of write: assets there before the migration (its seed),
// bulk inserts, updates moving rows between keys and days (a finalize), updates moving none (a
// claim), a partner change, deletes, concurrent writers, and folds (alone and racing writers).

const DAYS = ['2026-03-01', '2026-03-02', '2026-03-05', '2026-04-30'];
const TYPES = ['furnaces', 'air conditioners', 'heat pumps'];
const DATES = ['2009-12-31', '2010-01-01', '2012-06-01', '2014-12-31', '2026-03-02', '2031-07-15'];
const KEYS = ['R', 'R2020-05-01', 'N2026-03-01', 'N2026-03-02', 'N2035-01-01'];

/** Every counted filter the tests compare, per partner. */
const filtersOf = (partnerId: number): AssetListFilters[] => [
  ...TYPES.map((type) => ({ partnerId, type })),
  { partnerId, type: 'none such' },
  { partnerId, typeOfService: ['install'] },
  { partnerId, typeOfService: ['install', 'maintenance_service'] },
  { partnerId, manufactureRefDate: { from: '2010-01-01', to: '2015-01-01' } },
  { partnerId, manufactureRefDate: { from: null, to: '2012-06-01' } },
  { partnerId, manufactureRefDate: { from: '2012-06-01', to: null } },
  { partnerId, expiration: { column: 'registered_expiration_date', ranges: [{ from: '2026-03-02', to: null }] } },
  // Several tiers: disjoint, overlapping and touching ranges (the count must not count a row twice).
  { partnerId, expiration: { column: 'registered_expiration_date', ranges: [{ from: null, to: '2012-06-01' }, { from: '2014-01-01', to: '2027-01-01' }] } },
  { partnerId, expiration: { column: 'unregistered_expiration_date', ranges: [{ from: '2010-01-01', to: '2026-03-03' }, { from: '2012-01-01', to: '2032-01-01' }] } },
  { partnerId, expiration: { column: 'unregistered_expiration_date', ranges: [] } },
  { partnerId, replacementKey: [{ from: 'R', to: 'S' }] },
  { partnerId, replacementKey: [{ from: 'N', to: 'N2026-03-02' }, { from: 'R', to: 'R2026-03-02' }] },
  { partnerId, replacementKey: [{ from: 'N2026-03-02', to: 'O' }, { from: 'R2026-03-02', to: 'S' }] },
  ...['2026-02-28', ...DAYS, '2026-05-01'].map((day) => ({ partnerId, updatedSince: `${day}T00:00:00.000Z` })),
];

describe.skipIf(noPostgres)('Postgres key counts', () => {
  let t: TestDatabase;
  let h: PgHandle;
  let seq = 0;

  const pick = <T,>(values: readonly T[], i: number): T | null => (i % (values.length + 1) === values.length ? null : values[i % (values.length + 1)]!);

  const assetRows = (partnerId: number, n: number) =>
    Array.from({ length: n }, (_, i) => {
      seq++;
      const at = `${DAYS[(seq * 7 + i) % DAYS.length]}T${String(seq % 24).padStart(2, '0')}:30:00.000Z`;
      return {
        id: `a${seq}`,
        partner_id: partnerId,
        request_id: `r${partnerId}`,
        added_from: 'batch-import',
        added_by: 'x',
        model_number: `M${seq}`,
        status: 'pending',
        type_of_service: pick(['install', 'maintenance_service'], seq),
        enrichment_type: pick(TYPES, seq * 3 + 1),
        manufacture_ref_date: pick(DATES, seq * 5),
        registered_expiration_date: pick(DATES, seq * 11 + 2),
        unregistered_expiration_date: pick(DATES, seq * 13 + 3),
        replacement_key: pick(KEYS, seq * 17 + 1),
        created_at: at,
        updated_at: at,
      };
    });
  const insertAssets = async (partnerId: number, n: number) => {
    await h.db.insertInto('assets').values(assetRows(partnerId, n) as never).execute();
  };

  /** Every filter of both partners: the maintained count next to count(*). */
  const compare = async () => {
    for (const p of [1, 2]) {
      for (const f of filtersOf(p)) {
        const given = (Object.keys(f) as (keyof AssetListFilters)[]).filter((k) => f[k] !== undefined);
        expect(keyCountCondition(f, given), JSON.stringify(f)).not.toBeNull();
        const { n } = await countQuery(h.db, f).executeTakeFirstOrThrow();
        expect(await countAssetsPg(h.db, f), JSON.stringify(f)).toBe(n);
      }
    }
  };

  beforeAll(async () => {
    t = await createTestDatabase();
    h = t.open();
    // Migrated up to 0003: assets written before the key counts exist (and 0003's day counts dropped by 0004).
    const migrator = new Migrator({ db: h.db, provider: pgMigrationProvider, migrationTableName: MIGRATION_TABLE, migrationLockTableName: `${MIGRATION_TABLE}_lock` });
    const r = await migrator.migrateTo('0003-updated-day-counts');
    if (r.error) throw r.error;
    for (const p of [1, 2]) {
      await h.db.insertInto('partners').values({ id: p, slug: `p${p}`, name: `p${p}`, created_at: '2026-01-01T00:00:00.000Z' }).execute();
      await h.db.insertInto('requests').values({ id: `r${p}`, partner_id: p, added_from: 'batch-import', added_by: 'x', status: 'processing', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' }).execute();
    }
    await insertAssets(1, 300);
    await insertAssets(2, 50);
  }, 60_000);
  afterAll(async () => t?.drop());

  it('the migration counts the assets already there', async () => {
    expect(await migratePostgres(h.db)).toEqual(['0004-asset-key-counts', '0005-asset-search', '0006-asset-search-folded', '0007-search-token-counts', '0008-search-letter-tokens']);
    await compare();
    expect(await countAssetsPg(h.db, { partnerId: 1, updatedSince: '2026-02-28T00:00:00.000Z' })).toBe(300);
    // Independently of count(*): seq 1..300 → TYPES index (seq*3+1) mod 4; 'furnaces' at residue 0.
    const furnaces = Array.from({ length: 300 }, (_, i) => i + 1).filter((s) => (s * 3 + 1) % 4 === 0).length;
    expect(await countAssetsPg(h.db, { partnerId: 1, type: 'furnaces' })).toBe(furnaces);
  });

  it('follows inserts, updates that move keys or not, partner changes and deletes', async () => {
    await insertAssets(1, 120);
    await insertAssets(2, 40);
    await compare();
    // A finalize: enrichment values written, rows of several days moved to one later day.
    await sql`UPDATE assets SET status = 'completed', enrichment_type = 'heat pumps', registered_expiration_date = '2031-07-15', replacement_key = NULL, updated_at = '2026-04-30T23:59:59.999Z' WHERE partner_id = 1 AND seq % 3 = 0`.execute(h.db);
    await compare();
    // A claim: no counted column changes.
    await sql`UPDATE assets SET status = 'processing', claim_token = 't', claimed_at = now() WHERE partner_id = 2 AND seq % 2 = 0`.execute(h.db);
    await compare();
    // Values cleared and set, back to an earlier day, and a partner's rows moved to another partner.
    await sql`UPDATE assets SET updated_at = '2026-03-01T00:00:00.000Z', type_of_service = NULL, manufacture_ref_date = '2012-06-01', replacement_key = 'R' WHERE seq % 5 = 0`.execute(h.db);
    await sql`UPDATE assets SET partner_id = 2, request_id = 'r2' WHERE partner_id = 1 AND seq % 11 = 0`.execute(h.db);
    await compare();
    await sql`DELETE FROM assets WHERE seq % 4 = 1`.execute(h.db);
    await compare();
  });

  it('stays exact under concurrent writers and folds', async () => {
    // Each writer its own transaction on its own pooled connection: inserts, updates of rows others
    // update (disjoint sets: no deadlock), deletes of their own rows, and folds in between.
    const writer = async (w: number) =>
      h.db.transaction().execute(async (trx) => {
        await trx.insertInto('assets').values(assetRows(1 + (w % 2), 30) as never).execute();
        await sql`UPDATE assets SET enrichment_type = ${TYPES[w % TYPES.length]!}, unregistered_expiration_date = ${DATES[w % DATES.length]!} WHERE seq % 7 = ${w % 7}`.execute(trx);
        await sql`DELETE FROM assets WHERE seq % 13 = ${w} AND seq % 7 = ${w % 7}`.execute(trx);
      });
    const rounds = await Promise.all([...Array.from({ length: 6 }, (_, w) => writer(w)), foldKeyCounts(h.db), foldKeyCounts(h.db)]);
    expect(rounds.length).toBe(8);
    await compare();
    await Promise.all([writer(7), foldKeyCounts(h.db), writer(8)]);
    await compare();
  });

  it('a fold leaves one row per (partner, kind, key) and the same counts; concurrent folds too', async () => {
    const rowsBefore = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM asset_key_counts`.execute(h.db)).rows[0]!.n);
    const removed = await Promise.all([foldKeyCounts(h.db), foldKeyCounts(h.db)]);
    const left = await sql<{ n: number }>`SELECT count(*) AS n FROM asset_key_counts GROUP BY partner_id, kind, key`.execute(h.db);
    expect(left.rows.filter((r) => Number(r.n) !== 1)).toEqual([]);
    expect(removed[0]! + removed[1]!).toBe(rowsBefore - left.rows.length);
    await compare();
    expect(await foldKeyCounts(h.db)).toBe(0);
    await insertAssets(1, 10);
    await compare();
  });

  it('counts only a counted filter alone with the partner', () => {
    const given = (f: AssetListFilters) => (Object.keys(f) as (keyof AssetListFilters)[]).filter((k) => f[k] !== undefined);
    const two = { partnerId: 1, type: 'furnaces', typeOfService: ['install' as const] };
    expect(keyCountCondition(two, given(two))).toBeNull();
    const notMidnight = { partnerId: 1, updatedSince: '2026-03-01T00:00:00.001Z' };
    expect(keyCountCondition(notMidnight, given(notMidnight))).toBeNull();
    const search = { partnerId: 1, search: 'x' };
    expect(keyCountCondition(search, given(search))).toBeNull();
  });

  it('takes a time as a day only at 00:00:00.000 UTC', () => {
    expect(utcMidnightDay('2026-11-28T00:00:00.000Z')).toBe('2026-11-28');
    expect(utcMidnightDay('2026-11-28T00:00:00.001Z')).toBeNull();
    expect(utcMidnightDay('2026-11-27T23:00:00.000-01:00')).toBe('2026-11-28');
    expect(utcMidnightDay('not a time')).toBeNull();
  });
});
