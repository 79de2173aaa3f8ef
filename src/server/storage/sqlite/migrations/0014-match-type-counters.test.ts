import { afterEach, describe, expect, it } from 'vitest';
import { SEED_TIME, databaseAtMigration, seedRequest } from './migration.test-support';

// Migration 0014: requests gain a counter per match type, filled from the assets already enriched.

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('migration 0014 (match-type counters)', () => {
  it('counts each request’s assets by match type; requests without matched assets count 0', async () => {
    const at = await databaseAtMigration('0013_request_level_filters');
    close = at.close;
    const { sqlite } = at;
    seedRequest(sqlite, { id: 'r1', status: 'completed', counters: { assets_count: 5, completed_count: 3, incomplete_count: 1, not_found_count: 1 } });
    seedRequest(sqlite, { id: 'r2', status: 'completed', counters: { assets_count: 1, completed_count: 1 } });
    seedRequest(sqlite, { id: 'r3', status: 'pending', counters: { assets_count: 1, pending_count: 1 } });
    const insert = sqlite.prepare(`INSERT INTO assets (seq, id, partner_id, request_id, added_from, added_by, model_number, status, match_type, created_at, updated_at)
      VALUES (?, ?, 1, ?, 'batch-import', 'a', 'M', ?, ?, ?, ?)`);
    const assets: [string, string, string | null][] = [
      ['r1', 'completed', 'exact_match'],
      ['r1', 'completed', 'exact_match'],
      ['r1', 'completed', 'possible_match'],
      ['r1', 'incomplete', 'nameplate_only'],
      ['r1', 'not_found', null],
      ['r2', 'completed', 'likely_match'],
      ['r3', 'pending', null],
    ];
    assets.forEach(([request, status, match], i) => insert.run(i + 1, `a${i + 1}`, request, status, match, SEED_TIME, SEED_TIME));

    expect(await at.migrateToLatest()).toBeUndefined();
    const counters = (id: string) =>
      sqlite.prepare('SELECT exact_match_count, likely_match_count, possible_match_count, nameplate_only_count FROM requests WHERE id = ?').get(id);
    expect(counters('r1')).toEqual({ exact_match_count: 2, likely_match_count: 0, possible_match_count: 1, nameplate_only_count: 1 });
    expect(counters('r2')).toEqual({ exact_match_count: 0, likely_match_count: 1, possible_match_count: 0, nameplate_only_count: 0 });
    expect(counters('r3')).toEqual({ exact_match_count: 0, likely_match_count: 0, possible_match_count: 0, nameplate_only_count: 0 });
  });
});
