import { afterEach, describe, expect, it } from 'vitest';
import { SEED_TIME, databaseAtMigration } from './migration.test-support';

// Tokens issued before 0015 neither expire nor are revoked: they keep working after the upgrade.

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('migration 0015 (token lifecycle)', () => {
  it('adds expires_at and revoked_at, null for the tokens already issued', async () => {
    const at = await databaseAtMigration('0014_match_type_counters');
    close = at.close;
    at.sqlite.prepare("INSERT INTO partners (id, slug, name, created_at) VALUES (1, 'acme', 'Acme', ?)").run(SEED_TIME);
    at.sqlite.prepare("INSERT INTO tokens (partner_id, user_label, token_hash, created_at) VALUES (1, 'a@acme.test', ?, ?)").run('ab'.repeat(32), SEED_TIME);
    expect(await at.migrateToLatest()).toBeUndefined();
    expect(at.sqlite.prepare('SELECT user_label, expires_at, revoked_at FROM tokens').all()).toEqual([{ user_label: 'a@acme.test', expires_at: null, revoked_at: null }]);
  });
});
