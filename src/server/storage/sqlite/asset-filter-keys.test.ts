import { afterEach, describe, expect, it } from 'vitest';
import { uploadCsv } from '../../ingest/upload.test-support';
import { postAsset, waitForWorker } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { FILTER_KEY_COLUMNS, FILTER_KEY_KIND } from './asset-filter-keys';
import { SEED_TIME, databaseAtMigration, seedRequest } from './migrations/migration.test-support';
import { sqliteHandle } from './test-support';
import type { DbHandle } from './connection';

// asset_filter_keys (migration 0012) must hold exactly one key per non-NULL value of the filter
// columns of every asset, whichever path wrote the asset: the manual POST, a small upload committed
// inline, a large one imported by a worker (final at once), the queue's finalize (an UPDATE), and a
// delete. The expected keys are derived here from the asset rows themselves; the replacement key's
// carries both expiration dates and the type (migration 0017: key padded to 11 with '-', then each
// date or '-' × 10, then the type or nothing).

type Key = [partnerId: number, kind: number, value: string, seq: number];

let t: TestApp | undefined;
let closeDb: (() => Promise<void>) | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  await closeDb?.();
  closeDb = undefined;
});

function keysFromAssets(rows: Record<string, unknown>[]): Key[] {
  const keys: Key[] = [];
  for (const r of rows) {
    for (const c of FILTER_KEY_COLUMNS) if (r[c] !== null) keys.push([r.partner_id as number, FILTER_KEY_KIND[c], keyValue(r, c), r.seq as number]);
  }
  return keys.sort(compareKeys);
}

function keyValue(r: Record<string, unknown>, c: (typeof FILTER_KEY_COLUMNS)[number]): string {
  if (c !== 'replacement_key') return r[c] as string;
  const date = (v: unknown) => (v === null ? '----------' : (v as string));
  return (r.replacement_key as string).padEnd(11, '-') + date(r.registered_expiration_date) + date(r.unregistered_expiration_date) + ((r.enrichment_type as string | null) ?? '');
}

function compareKeys(a: Key, b: Key): number {
  for (let i = 0; i < 4; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return 0;
}

function storedKeys(sqlite: DbHandle['sqlite']): Key[] {
  return (sqlite.prepare('SELECT partner_id, key_kind, key_value, seq FROM asset_filter_keys').raw().all() as Key[]).sort(compareKeys);
}

function assetRows(sqlite: DbHandle['sqlite']): Record<string, unknown>[] {
  return sqlite.prepare(`SELECT seq, partner_id, enrichment_type, ${FILTER_KEY_COLUMNS.join(', ')} FROM assets`).all() as Record<string, unknown>[];
}

// Goodman serials are YYMM + sequence (RULES.md §4), so each of these rows gets a manufacture date and
// warranty expiration dates; the one without a serial and the unknown model get none.
const CSV_ROWS = [
  'GCEC960403BN,Goodman,2205123456,U-1,2024-05-01',
  'GCEC960403BN,Goodman,2008123456,U-2,2020-07-15',
  'GCEC960403BN,Goodman,,U-3,',
  'ZZ-NOPE-000,,,,',
  'GCEC960403BN,Goodman,1601123456,U-1,2016-03-01',
];
const csv = (rows: string[]) => `model_number,brand,serial_number,unique_id,date_added\n${rows.join('\n')}\n`;

describe('asset_filter_keys', () => {
  it('holds one key per non-NULL filter value on every write path: POST, inline upload, imported upload, finalize', async () => {
    t = await createTestApp({ startWorker: true, uploadInlineMaxRows: 3 });
    const sqlite = sqliteHandle(t.app.ctx.storage).sqlite;
    await postAsset(t, { model_number: 'GCEC960403BN', brand: 'Goodman', serial_number: '2205123456', unique_id: 'M-1' });
    await postAsset(t, { model_number: 'ZZ-NOPE-000' });
    expect((await uploadCsv(t, csv(CSV_ROWS.slice(0, 3)))).statusCode).toBe(201); // inline (≤ 3 rows)
    expect((await uploadCsv(t, csv(CSV_ROWS))).statusCode).toBe(201); // accepted, then imported
    await waitForWorker(t);

    const rows = assetRows(sqlite);
    expect(rows).toHaveLength(10);
    const expected = keysFromAssets(rows);
    expect(storedKeys(sqlite)).toEqual(expected);
    // The engine dated the Goodman rows with a serial: 1 posted + 2 inline + 3 imported.
    // …and matched to a catalog furnace, so each has a service-life end date (replacement key, 0016).
    for (const c of ['manufacture_ref_date', 'registered_expiration_date', 'unregistered_expiration_date', 'replacement_key'] as const) {
      expect(expected.filter((k) => k[1] === FILTER_KEY_KIND[c]), c).toHaveLength(6);
    }
    expect(expected.filter((k) => k[1] === FILTER_KEY_KIND.unique_id).map((k) => k[2]).sort()).toEqual(['M-1', 'U-1', 'U-1', 'U-1', 'U-2', 'U-2', 'U-3', 'U-3']);
  });

  it('follows an update of a key column and a delete (triggers)', async () => {
    t = await createTestApp({ startWorker: true });
    const sqlite = sqliteHandle(t.app.ctx.storage).sqlite;
    const a = await postAsset(t, { model_number: 'GCEC960403BN', brand: 'Goodman', serial_number: '2205123456', unique_id: 'K-1' });
    await postAsset(t, { model_number: 'GCEC960403BN', unique_id: 'K-2' });
    await waitForWorker(t);
    const replacementKeys = () => storedKeys(sqlite).filter((k) => k[1] === FILTER_KEY_KIND.replacement_key);
    const before = replacementKeys();
    expect(before).toHaveLength(1);
    sqlite.prepare("UPDATE assets SET unique_id = 'K-9', manufacture_ref_date = NULL, registered_expiration_date = '2040-01-01' WHERE id = ?").run(a.id);
    expect(storedKeys(sqlite)).toEqual(keysFromAssets(assetRows(sqlite)));
    expect(storedKeys(sqlite).filter((k) => k[2] === 'K-1' || k[2] === '2040-01-01' || k[2] === 'K-9')).toHaveLength(2);
    // The replacement key's entry follows its expiration dates (0017): the registered date replaced in it.
    expect(replacementKeys().map((k) => k[2])).toEqual([`${before[0]![2].slice(0, 11)}2040-01-01${before[0]![2].slice(21)}`]);
    expect(before[0]![2].slice(31)).toBe('furnaces');
    sqlite.prepare("UPDATE assets SET unregistered_expiration_date = NULL, enrichment_type = 'boilers' WHERE id = ?").run(a.id);
    expect(replacementKeys().map((k) => k[2])).toEqual([`${before[0]![2].slice(0, 11)}2040-01-01----------boilers`]);
    sqlite.prepare('DELETE FROM assets WHERE id = ?').run(a.id);
    expect(storedKeys(sqlite)).toEqual(keysFromAssets(assetRows(sqlite)));
    expect(storedKeys(sqlite).map((k) => k[2])).toEqual(['K-2']);
  });

  it('migration 0012 writes the keys of the assets already stored and drops the indexes they replace', async () => {
    const at = await databaseAtMigration('0011_import_retry');
    closeDb = at.close;
    const { sqlite } = at;
    const now = SEED_TIME;
    seedRequest(sqlite, { id: 'r1', partnerId: 1, status: 'completed', counters: { assets_count: 2, completed_count: 2 } });
    seedRequest(sqlite, { id: 'r2', partnerId: 2, status: 'completed', counters: { assets_count: 1, completed_count: 1 } });
    const insert = sqlite.prepare(`INSERT INTO assets (seq, id, partner_id, request_id, added_from, added_by, model_number, status, created_at, updated_at,
      unique_id, manufacture_ref_date, registered_expiration_date, unregistered_expiration_date) VALUES (?, ?, ?, ?, 'batch-import', 'a', 'M', 'completed', ?, ?, ?, ?, ?, ?)`);
    insert.run(1, 'a1', 1, 'r1', now, now, 'X-1', '2020-05-15', '2030-05-01', '2025-05-01');
    insert.run(2, 'a2', 1, 'r1', now, now, null, null, null, null);
    insert.run(3, 'a3', 2, 'r2', now, now, 'X-1', '2019-01-15', null, null);

    expect(await at.migrateToLatest()).toBeUndefined();
    expect(sqlite.prepare('SELECT partner_id, key_kind, key_value, seq FROM asset_filter_keys ORDER BY 1, 2, 3, 4').raw().all()).toEqual([
      [1, 1, 'X-1', 1],
      [1, 2, '2020-05-15', 1],
      [1, 3, '2030-05-01', 1],
      [1, 4, '2025-05-01', 1],
      [2, 1, 'X-1', 3],
      [2, 2, '2019-01-15', 3],
    ]);
    const indexes = sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'assets'").pluck().all();
    for (const gone of ['assets_p_unique_id_idx', 'assets_p_age_idx', 'assets_p_reg_exp_idx', 'assets_p_unreg_exp_idx']) expect(indexes).not.toContain(gone);
  });
});
