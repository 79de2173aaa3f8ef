import { afterEach, describe, expect, it } from 'vitest';
import { SEED_TIME, databaseAtMigration, seedRequest } from './migration.test-support';

// Migration 0013: the request-level filters (added_from, added_by, distributor, created_at) and the
// (partner_id, request_id) index leave `assets`; `requests` gains what the lookups through it use.

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const indexes = (sqlite: { prepare(sql: string): { pluck(): { all(...a: unknown[]): unknown[] } } }, table: string) =>
  sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL ORDER BY name").pluck().all(table) as string[];

describe('migration 0013 (request-level filters)', () => {
  it('drops the five assets indexes and adds three on requests; the data stays', async () => {
    const at = await databaseAtMigration('0012_asset_filter_keys');
    close = at.close;
    const { sqlite } = at;
    const now = SEED_TIME;
    seedRequest(sqlite, { id: 'r1', status: 'pending', counters: { assets_count: 1, pending_count: 1 } });
    sqlite
      .prepare(`INSERT INTO assets (seq, id, partner_id, request_id, added_from, added_by, model_number, status, created_at, updated_at)
        VALUES (1, 'a1', 1, 'r1', 'batch-import', 'a', 'M', 'pending', ?, ?)`)
      .run(now, now);
    const before = indexes(sqlite, 'assets');
    expect(before).toEqual(expect.arrayContaining(['assets_p_added_from_idx', 'assets_p_added_by_idx', 'assets_p_distributor_idx', 'assets_p_created_idx', 'assets_p_request_idx']));

    expect(await at.migrateToLatest()).toBeUndefined();
    const after = indexes(sqlite, 'assets');
    expect(before.filter((n) => !after.includes(n)).sort()).toEqual([
      'assets_p_added_by_idx',
      'assets_p_added_from_idx',
      'assets_p_created_idx',
      'assets_p_distributor_idx',
      'assets_p_request_idx',
    ]);
    expect(after).toContain('assets_request_idx');
    expect(indexes(sqlite, 'requests')).toEqual(
      expect.arrayContaining(['requests_partner_added_by_idx', 'requests_partner_added_from_idx', 'requests_partner_created_idx']),
    );
    expect(sqlite.prepare('SELECT count(*) FROM assets').pluck().get()).toBe(1);
  });
});
