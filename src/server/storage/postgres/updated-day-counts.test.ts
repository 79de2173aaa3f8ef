import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PgHandle } from './connection';
import { MIGRATION_TABLE, migratePostgres } from './migrate';
import { pgMigrationProvider } from './migrations';
import { countUpdatedSinceDay, foldUpdatedDayCounts, utcMidnightDay } from './updated-day-counts';
import { createTestDatabase, noPostgres, type TestDatabase } from './pg.test-support';

// The per-day counts of updated_at (migration 0003) against count(*) of the same assets, after every
// kind of write: assets there before the migration (its seed), a bulk insert, an UPDATE that moves
// rows to another day (a finalize), one that moves none (a claim), a DELETE, and folds.

const DAYS = ['2026-03-01', '2026-03-02', '2026-03-05', '2026-04-30'];
const SINCE = ['2026-02-28', ...DAYS, '2026-05-01'];

describe.skipIf(noPostgres)('Postgres updated-day counts', () => {
  let t: TestDatabase;
  let h: PgHandle;
  let seq = 0;

  const insertAssets = async (partnerId: number, n: number) => {
    const rows = Array.from({ length: n }, (_, i) => {
      seq++;
      const at = `${DAYS[(seq * 7 + i) % DAYS.length]}T${String(seq % 24).padStart(2, '0')}:30:00.000Z`;
      return { id: `a${seq}`, partner_id: partnerId, request_id: `r${partnerId}`, added_from: 'batch-import', added_by: 'x', model_number: `M${seq}`, status: 'pending', created_at: at, updated_at: at };
    });
    await h.db.insertInto('assets').values(rows as never).execute();
  };

  /** Every (partner, since) the counts answer, next to count(*). */
  const compare = async () => {
    for (const p of [1, 2]) {
      for (const day of SINCE) {
        const { n } = (await sql<{ n: number }>`SELECT count(*)::int8 AS n FROM assets WHERE partner_id = ${p} AND updated_at >= ${`${day}T00:00:00.000Z`}`.execute(h.db)).rows[0]!;
        expect(await countUpdatedSinceDay(h.db, p, day), `partner ${p} since ${day}`).toBe(n);
      }
    }
  };

  beforeAll(async () => {
    t = await createTestDatabase();
    h = t.open();
    // Migrated up to 0002: assets written before the counts exist.
    const migrator = new Migrator({ db: h.db, provider: pgMigrationProvider, migrationTableName: MIGRATION_TABLE, migrationLockTableName: `${MIGRATION_TABLE}_lock` });
    const r = await migrator.migrateTo('0002-replacement-cells');
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
    expect(await migratePostgres(h.db)).toEqual(['0003-updated-day-counts']);
    await compare();
    expect(await countUpdatedSinceDay(h.db, 1, '2026-02-28')).toBe(300);
  });

  it('follows inserts, updates that move days or not, and deletes', async () => {
    await insertAssets(1, 120);
    await insertAssets(2, 40);
    await compare();
    // A finalize: rows of several days move to one later day.
    await sql`UPDATE assets SET status = 'completed', updated_at = '2026-04-30T23:59:59.999Z' WHERE partner_id = 1 AND seq % 3 = 0`.execute(h.db);
    await compare();
    // A claim: updated_at kept.
    await sql`UPDATE assets SET status = 'processing', claim_token = 't', claimed_at = now() WHERE partner_id = 2 AND seq % 2 = 0`.execute(h.db);
    await compare();
    // Back to an earlier day, and a partner's rows moved to another partner.
    await sql`UPDATE assets SET updated_at = '2026-03-01T00:00:00.000Z' WHERE seq % 5 = 0`.execute(h.db);
    await sql`UPDATE assets SET partner_id = 2, request_id = 'r2' WHERE partner_id = 1 AND seq % 11 = 0`.execute(h.db);
    await compare();
    await sql`DELETE FROM assets WHERE seq % 4 = 1`.execute(h.db);
    await compare();
  });

  it('a fold leaves one row per (partner, day) and the same counts; concurrent folds too', async () => {
    const rowsBefore = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM asset_updated_days`.execute(h.db)).rows[0]!.n);
    const removed = await Promise.all([foldUpdatedDayCounts(h.db), foldUpdatedDayCounts(h.db)]);
    const left = await sql<{ partner_id: number; day: string; n: number }>`SELECT partner_id, day::text AS day, count(*) AS n FROM asset_updated_days GROUP BY 1, 2`.execute(h.db);
    expect(left.rows.filter((r) => r.n !== 1)).toEqual([]);
    expect(removed[0]! + removed[1]!).toBe(rowsBefore - left.rows.length);
    await compare();
    expect(await foldUpdatedDayCounts(h.db)).toBe(0);
    await insertAssets(1, 10);
    await compare();
  });

  it('takes a time as a day only at 00:00:00.000 UTC', () => {
    expect(utcMidnightDay('2026-11-28T00:00:00.000Z')).toBe('2026-11-28');
    expect(utcMidnightDay('2026-11-28T00:00:00.001Z')).toBeNull();
    expect(utcMidnightDay('2026-11-27T23:00:00.000-01:00')).toBe('2026-11-28');
    expect(utcMidnightDay('not a time')).toBeNull();
  });
});
