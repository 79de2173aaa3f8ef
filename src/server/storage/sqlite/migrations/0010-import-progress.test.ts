import { afterEach, describe, expect, it } from 'vitest';
import { SEED_TIME, databaseAtMigration, seedRequest } from './migration.test-support';

// An upload accepted before 0010 waits for an import that copies it whole: nothing of it is in
// `assets`, so every row its counters count is still to come. The migration records that, and the
// list's counts (which subtract the rows to come) stay what they were.

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('migration 0010 (import progress)', () => {
  it('records an accepted upload waiting from before as nothing imported, all of its counted rows to come', async () => {
    const at = await databaseAtMigration('0009_upload_imports');
    close = at.close;
    const { sqlite } = at;

    const now = SEED_TIME;
    seedRequest(sqlite, { id: 'r1', status: 'processing', counters: { assets_count: 1000, pending_count: 990, failed_count: 10 } });
    sqlite.prepare("INSERT INTO upload_imports (request_id, file_name, rows, accepted_at) VALUES ('r1', 'upload-x.sqlite', 1000, ?)").run(now);

    expect(await at.migrateToLatest()).toBeUndefined();
    expect(sqlite.prepare('SELECT request_id, rows, imported_rows, pending_left, failed_left FROM upload_imports').all()).toEqual([
      { request_id: 'r1', rows: 1000, imported_rows: 0, pending_left: 990, failed_left: 10 },
    ]);
  });
});
