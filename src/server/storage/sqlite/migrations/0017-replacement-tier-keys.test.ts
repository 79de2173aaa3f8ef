import { afterEach, describe, expect, it } from 'vitest';
import { SEED_TIME, databaseAtMigration, seedRequest } from './migration.test-support';

// Migration 0017: the replacement key's filter key (kind 5, the key alone) becomes kind 6, the key
// padded to 11 characters with '-', then the registered and the unregistered expiration date ('-' × 10
// when NULL), then the type (nothing when NULL); the triggers follow the four columns.

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('migration 0017 (replacement × tier keys)', () => {
  it('rewrites the keys of the rows already stored, and the triggers follow the three columns', async () => {
    const at = await databaseAtMigration('0016_replacement_key');
    close = at.close;
    const { sqlite } = at;
    seedRequest(sqlite, { id: 'r1', status: 'completed', counters: { assets_count: 4, completed_count: 4 } });
    const insert = sqlite.prepare(`INSERT INTO assets (seq, id, partner_id, request_id, added_from, added_by, model_number, status, created_at, updated_at,
      replacement_key, registered_expiration_date, unregistered_expiration_date, enrichment_type) VALUES (?, ?, 1, 'r1', 'batch-import', 'a', 'M', 'completed', ?, ?, ?, ?, ?, ?)`);
    insert.run(1, 'a1', SEED_TIME, SEED_TIME, 'R2020-06-15', '2015-06-15', '2010-06-15', 'air conditioners');
    insert.run(2, 'a2', SEED_TIME, SEED_TIME, 'R', null, '2012-01-01', null);
    insert.run(3, 'a3', SEED_TIME, SEED_TIME, 'N2027-07-01', null, null, 'furnaces');
    insert.run(4, 'a4', SEED_TIME, SEED_TIME, null, '2030-01-01', '2030-01-01', 'boilers');
    // 0016's keys for them (inserts write keys explicitly: as the app's insert paths did then).
    sqlite.prepare("INSERT INTO asset_filter_keys (partner_id, key_kind, key_value, seq) SELECT partner_id, 5, replacement_key, seq FROM assets WHERE replacement_key IS NOT NULL").run();

    expect(await at.migrateToLatest()).toBeUndefined();
    const keys = () => sqlite.prepare('SELECT key_kind, key_value, seq FROM asset_filter_keys WHERE key_kind IN (5, 6) ORDER BY 1, 2, 3').raw().all();
    expect(keys()).toEqual([
      [6, 'N2027-07-01--------------------furnaces', 3],
      [6, 'R--------------------2012-01-01', 2],
      [6, 'R2020-06-152015-06-152010-06-15air conditioners', 1],
    ]);
    sqlite.prepare("UPDATE assets SET unregistered_expiration_date = '2031-02-03' WHERE seq = 3").run();
    sqlite.prepare("UPDATE assets SET enrichment_type = 'heat pumps' WHERE seq = 2").run();
    sqlite.prepare("UPDATE assets SET replacement_key = 'N2040-01-01' WHERE seq = 4").run();
    sqlite.prepare('UPDATE assets SET replacement_key = NULL WHERE seq = 1').run();
    expect(keys()).toEqual([
      [6, 'N2027-07-01----------2031-02-03furnaces', 3],
      [6, 'N2040-01-012030-01-012030-01-01boilers', 4],
      [6, 'R--------------------2012-01-01heat pumps', 2],
    ]);
    // A delete's trigger is exercised with the app's write paths (storage/sqlite/asset-filter-keys.test.ts).
  });
});
