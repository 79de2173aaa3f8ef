import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_TABLE } from './migrate';
import { PG_MIGRATIONS } from './migrations';
import { createTestDatabase, noPostgres, type TestDatabase } from './pg.test-support';

describe.skipIf(noPostgres)('Postgres migrations', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => t?.drop());

  it('four processes migrating at once: each migration applied exactly once, every process sees the schema', async () => {
    const handles = [0, 1, 2, 3].map(() => t.open({ max: 2 }));
    const { migratePostgres } = await import('./migrate');
    const applied = await Promise.all(handles.map((h) => migratePostgres(h.db)));
    // Exactly one of the four applied each migration; the others found it done.
    expect(applied.flat().sort()).toEqual(Object.keys(PG_MIGRATIONS).sort());
    const rows = await sql<{ name: string }>`SELECT name FROM ${sql.table(MIGRATION_TABLE)}`.execute(handles[0]!.db);
    expect(rows.rows.map((r) => r.name)).toEqual(Object.keys(PG_MIGRATIONS));
    for (const h of handles) {
      const n = await h.db.selectFrom('assets').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(n.n).toBe(0);
    }
    // Migrating again is a no-op.
    expect(await migratePostgres(handles[1]!.db)).toEqual([]);
  });

  it('reads back int8 as numbers and timestamptz as the ISO format, and indexes every 4.4 filter column', async () => {
    const h = await t.migrated();
    const r = await sql<{ n: number; ts: string; c: number }>`SELECT 9007199254740991::int8 AS n, '2024-05-01T12:34:56.789Z'::timestamptz AS ts, count(*) AS c FROM (VALUES (1)) v`.execute(h.db);
    expect(r.rows[0]).toEqual({ n: 9007199254740991, ts: '2024-05-01T12:34:56.789Z', c: 1 });
    const idx = await sql<{ indexdef: string }>`SELECT indexdef FROM pg_indexes WHERE tablename = 'assets'`.execute(h.db);
    const defs = idx.rows.map((r) => r.indexdef).join('\n');
    // spec 4.4 filters (columns on the asset row; added_from/added_by/distributor/created_at on both tables)
    for (const col of [
      'status',
      'match_type',
      'added_from',
      'added_by',
      'created_at',
      'updated_at',
      'manufacture_ref_date',
      'registered_expiration_date',
      'unregistered_expiration_date',
      'replacement_key',
      'type_of_service',
      'enrichment_type',
      'unique_id',
      'distributor',
      'request_id',
      'oem_id',
    ]) {
      expect(defs, col).toMatch(new RegExp(`\\((partner_id, )?${col}\\b`));
    }
    // Search: the trigram index is on the narrow asset_search (0005), no longer on assets.
    expect(defs).not.toMatch(/gin_trgm_ops/);
    const search = await sql<{ indexdef: string }>`SELECT indexdef FROM pg_indexes WHERE tablename = 'asset_search'`.execute(h.db);
    expect(search.rows.map((r) => r.indexdef).join('\n')).toMatch(/USING gin \(search_string gin_trgm_ops\)/);
  });
});
