import { afterEach, describe, expect, it } from 'vitest';
import { databaseAtMigration } from './migration.test-support';

// A database written by a worker before 0007 may hold claims in the old form (status 'processing' on
// the asset row). The migration returns them to the queue and moves the request counters with them.

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('migration 0007 (claims table)', () => {
  it('returns old-form claims to pending and keeps the counters equal to the rows', async () => {
    const at = await databaseAtMigration('0006_explicit_search_insert');
    close = at.close;
    const { sqlite } = at;

    const now = '2025-06-01T00:00:00.000Z';
    sqlite.prepare("INSERT INTO partners (id, slug, name, created_at) VALUES (1, 'acme', 'Acme', ?)").run(now);
    // r1: 2 processing + 1 completed; r2: 1 processing, nothing final yet.
    const request = sqlite.prepare(`INSERT INTO requests (id, partner_id, added_from, added_by, status, assets_count, pending_count,
      processing_count, completed_count, created_at, updated_at) VALUES (?, 1, 'batch-import', 'a', 'processing', ?, 0, ?, ?, ?, ?)`);
    request.run('r1', 3, 2, 1, now, now);
    request.run('r2', 1, 1, 0, now, now);
    const asset = sqlite.prepare(`INSERT INTO assets (seq, id, partner_id, request_id, added_from, added_by, model_number, status,
      claim_token, claimed_at, attempts, created_at, updated_at) VALUES (?, ?, 1, ?, 'batch-import', 'a', 'M', ?, ?, ?, ?, ?, ?)`);
    asset.run(1, 'a1', 'r1', 'processing', 'T', now, 1, now, now);
    asset.run(2, 'a2', 'r1', 'processing', 'T', now, 1, now, now);
    asset.run(3, 'a3', 'r1', 'completed', null, null, 1, now, now);
    asset.run(4, 'a4', 'r2', 'processing', 'U', now, 2, now, now);

    expect(await at.migrateToLatest()).toBeUndefined();
    expect(sqlite.prepare('SELECT seq, status, claim_token, claimed_at, attempts FROM assets ORDER BY seq').all()).toEqual([
      { seq: 1, status: 'pending', claim_token: null, claimed_at: null, attempts: 1 },
      { seq: 2, status: 'pending', claim_token: null, claimed_at: null, attempts: 1 },
      { seq: 3, status: 'completed', claim_token: null, claimed_at: null, attempts: 1 },
      { seq: 4, status: 'pending', claim_token: null, claimed_at: null, attempts: 2 },
    ]);
    expect(sqlite.prepare('SELECT id, status, pending_count, processing_count, completed_count FROM requests ORDER BY id').all()).toEqual([
      // one of its assets is final: it has started (processing); r2 has not (pending)
      { id: 'r1', status: 'processing', pending_count: 2, processing_count: 0, completed_count: 1 },
      { id: 'r2', status: 'pending', pending_count: 1, processing_count: 0, completed_count: 0 },
    ]);
    expect(sqlite.prepare("SELECT count(*) FROM sqlite_schema WHERE name = 'asset_claims'").pluck().get()).toBe(1);
  });
});
