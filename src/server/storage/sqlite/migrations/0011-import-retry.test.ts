import { afterEach, describe, expect, it } from 'vitest';
import { SEED_TIME, databaseAtMigration, seedRequest } from './migration.test-support';

// Before 0011 an import was given up after 5 failed attempts. After it, such an import is claimable
// again (no retry_at), with its attempts and error kept.

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('migration 0011 (import retry)', () => {
  it('makes an import given up under the old rule claimable again, its attempts and error kept', async () => {
    const at = await databaseAtMigration('0010_import_progress');
    close = at.close;
    const { sqlite } = at;
    const now = SEED_TIME;
    seedRequest(sqlite, { id: 'r1', status: 'processing', counters: { assets_count: 1000, pending_count: 1000 } });
    sqlite
      .prepare("INSERT INTO upload_imports (request_id, file_name, rows, accepted_at, attempts, last_error, pending_left) VALUES ('r1', 'upload-x.sqlite', 1000, ?, 5, 'disk I/O error', 1000)")
      .run(now);

    expect(await at.migrateToLatest()).toBeUndefined();
    expect(sqlite.prepare('SELECT attempts, last_error, retry_at, claim_token FROM upload_imports').all()).toEqual([
      { attempts: 5, last_error: 'disk I/O error', retry_at: null, claim_token: null },
    ]);
  });
});
