import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from './connection';
import { applyStatusChanges, createRequest } from './requests-repo';

let dir: string;
let h: DbHandle;
let partnerId: number;

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'nameplate-db-'));
  h = await openDatabase({ dataDir: dir });
  const p = await h.db.insertInto('partners').values({ slug: 'acme', name: 'acme', created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
  partnerId = p.id;
});
afterEach(async () => {
  await h.close();
  rmSync(dir, { recursive: true, force: true });
});

async function load(id: string) {
  return h.db.selectFrom('requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('database', () => {
  it('opens in WAL mode with foreign keys and is re-openable (migrations idempotent)', async () => {
    expect(h.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(h.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  });
});

describe('applyStatusChanges', () => {
  it('counts the match types assets turn final with (migration 0014), and only with a completed or incomplete status', async () => {
    const r = await createRequest(h.db, { partnerId, addedFrom: 'batch-import', addedBy: 'a@b.c', distributor: null });
    await applyStatusChanges(h.db, [{ requestId: r.id, from: null, to: 'pending', count: 6 }]);
    await applyStatusChanges(h.db, [
      { requestId: r.id, from: 'pending', to: 'completed', count: 2, matchType: 'exact_match' },
      { requestId: r.id, from: 'pending', to: 'incomplete', matchType: 'exact_match' },
      { requestId: r.id, from: 'pending', to: 'incomplete', matchType: 'nameplate_only' },
      { requestId: r.id, from: 'pending', to: 'not_found', matchType: null },
    ]);
    const row = await load(r.id);
    expect([row.exact_match_count, row.likely_match_count, row.possible_match_count, row.nameplate_only_count]).toEqual([3, 0, 0, 1]);
    expect([row.completed_count, row.incomplete_count, row.not_found_count, row.pending_count]).toEqual([2, 2, 1, 1]);
    await expect(applyStatusChanges(h.db, [{ requestId: r.id, from: 'pending', to: 'failed', matchType: 'likely_match' }])).rejects.toThrow(/completed or incomplete/);
    expect((await load(r.id)).pending_count).toBe(1);
  });

  it('follows a 3-asset request from pending through processing to completed', async () => {
    const r = await createRequest(h.db, { partnerId, addedFrom: 'batch-import', addedBy: 'a@b.c', distributor: null });
    await applyStatusChanges(h.db, [{ requestId: r.id, from: null, to: 'pending', count: 3 }]);
    let row = await load(r.id);
    expect([row.status, row.assets_count, row.pending_count]).toEqual(['pending', 3, 3]);

    await applyStatusChanges(h.db, [{ requestId: r.id, from: 'pending', to: 'processing', count: 2 }]);
    row = await load(r.id);
    expect([row.status, row.pending_count, row.processing_count]).toEqual(['processing', 1, 2]);

    await applyStatusChanges(h.db, [
      { requestId: r.id, from: 'processing', to: 'completed' },
      { requestId: r.id, from: 'processing', to: 'not_found' },
    ]);
    row = await load(r.id);
    // one asset still pending, none processing, two final: still processing
    expect([row.status, row.pending_count, row.processing_count, row.completed_count, row.not_found_count]).toEqual([
      'processing', 1, 0, 1, 1,
    ]);

    await applyStatusChanges(h.db, [
      { requestId: r.id, from: 'pending', to: 'processing' },
      { requestId: r.id, from: 'processing', to: 'failed' },
    ]);
    row = await load(r.id);
    expect([row.status, row.failed_count, row.assets_count]).toEqual(['completed', 1, 3]);
  });

  it('returns a request to pending when its only started asset is reclaimed', async () => {
    const r = await createRequest(h.db, { partnerId, addedFrom: 'manual-entry', addedBy: 'a@b.c', distributor: 'd1' });
    await applyStatusChanges(h.db, [{ requestId: r.id, from: null, to: 'pending' }]);
    await applyStatusChanges(h.db, [{ requestId: r.id, from: 'pending', to: 'processing' }]);
    expect((await load(r.id)).status).toBe('processing');
    await applyStatusChanges(h.db, [{ requestId: r.id, from: 'processing', to: 'pending' }]);
    expect((await load(r.id)).status).toBe('pending');
  });
});
