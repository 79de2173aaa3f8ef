import { afterEach, describe, expect, it } from 'vitest';
import { EQUIPMENT_TYPES } from '../../../../domain/enrichment/catalog/equipment-types';
import { R22_ERA_TYPES, SERVICE_LIFE } from '../../../../domain/replacement';
import { SEED_TIME, databaseAtMigration, seedRequest } from './migration.test-support';
import { R22_ERA_TYPES_0016, SERVICE_LIFE_YEARS_0016 } from './0016-replacement-key';

// Migration 0016: the replacement key of the assets already enriched, from their stored type and
// manufacture reference date (era rule: an air conditioner or heat pump made before 2010 is R-22),
// with its filter keys; triggers keep the keys from then on.

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('migration 0016 (replacement key)', () => {
  it('freezes the same service lives and era types as the domain table', () => {
    expect(SERVICE_LIFE_YEARS_0016).toEqual(Object.fromEntries(EQUIPMENT_TYPES.map((t) => [t, SERVICE_LIFE[t].years])));
    expect([...R22_ERA_TYPES_0016]).toEqual([...R22_ERA_TYPES]);
  });

  it('computes the key of each enriched row and writes its filter keys; the trigger follows updates', async () => {
    const at = await databaseAtMigration('0014_match_type_counters');
    close = at.close;
    const { sqlite } = at;
    seedRequest(sqlite, { id: 'r1', status: 'completed', counters: { assets_count: 5, completed_count: 5 } });
    const insert = sqlite.prepare(`INSERT INTO assets (seq, id, partner_id, request_id, added_from, added_by, model_number, status, enrichment_type, manufacture_ref_date, created_at, updated_at)
      VALUES (?, ?, 1, 'r1', 'batch-import', 'a', 'M', 'completed', ?, ?, ?, ?)`);
    const rows: [string | null, string | null][] = [
      ['air conditioners', '2005-06-15'], // R-22 likely; 15 years → 2020-06-15
      ['heat pumps', '2012-07-01'], // 15 years → 2027-07-01
      ['furnaces', '2001-03-15'], // no era rule; 18 years → 2019-03-15
      ['furnaces', null], // undated
      [null, '2004-01-15'], // no model matched
    ];
    rows.forEach(([type, ref], i) => insert.run(i + 1, `a${i + 1}`, type, ref, SEED_TIME, SEED_TIME));

    // This migration's keys (0017 then rewrites them: 0017-replacement-tier-keys.test.ts).
    expect(await at.migrateTo('0016_replacement_key')).toBeUndefined();
    expect(sqlite.prepare('SELECT seq, replacement_key FROM assets ORDER BY seq').raw().all()).toEqual([
      [1, 'R2020-06-15'],
      [2, 'N2027-07-01'],
      [3, 'N2019-03-15'],
      [4, null],
      [5, null],
    ]);
    const keys = () => sqlite.prepare('SELECT key_value, seq FROM asset_filter_keys WHERE key_kind = 5 ORDER BY 1, 2').raw().all();
    expect(keys()).toEqual([
      ['N2019-03-15', 3],
      ['N2027-07-01', 2],
      ['R2020-06-15', 1],
    ]);
    sqlite.prepare("UPDATE assets SET replacement_key = 'R' WHERE seq = 2").run();
    sqlite.prepare('UPDATE assets SET replacement_key = NULL WHERE seq = 3').run();
    expect(keys()).toEqual([
      ['R', 2],
      ['R2020-06-15', 1],
    ]);
    // A delete's trigger is exercised with the app's write paths (storage/sqlite/asset-filter-keys.test.ts).
  });
});
