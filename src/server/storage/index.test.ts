import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { engineOf, openStorage } from './index';
import { createTestDatabase, noPostgres } from './postgres/pg.test-support';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('openStorage: the engine DATABASE_URL selects', () => {
  it('SQLite when DATABASE_URL is unset or empty, Postgres for postgres:// and postgresql://', () => {
    expect(engineOf(undefined)).toBe('sqlite');
    expect(engineOf('')).toBe('sqlite');
    expect(engineOf('postgres://app:secret@db.internal:5432/nameplate')).toBe('postgres');
    expect(engineOf('POSTGRESQL://db.internal/nameplate')).toBe('postgres');
  });

  it('refuses any other URL, without echoing its password', () => {
    expect(() => engineOf('mysql://app:hunter2@db/nameplate')).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
    expect(() => engineOf('mysql://app:hunter2@db/nameplate')).not.toThrow(/hunter2/);
  });

  it.skipIf(noPostgres)('opens Postgres for a postgres:// DATABASE_URL, migrated and ready, its location without the password', async () => {
    const db = await createTestDatabase();
    const u = new URL(db.url);
    u.username = 'postgres';
    u.password = 'not-needed-on-trust';
    const storage = await openStorage({ databaseUrl: u.toString() });
    try {
      expect(storage.engine).toBe('postgres');
      expect(storage.location).toBe(`postgres://${u.host}/${db.name}`);
      expect(storage.location).not.toContain('not-needed-on-trust');
      expect(await storage.health.ready()).toEqual({ database: true, migrations: true });
      expect(await storage.partners.count()).toBe(0);
    } finally {
      await storage.close();
      await db.drop();
    }
  });

  it('opens SQLite in the data directory, migrated and ready', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nameplate-storage-'));
    dirs.push(dataDir);
    const storage = await openStorage({ dataDir, databaseUrl: '' });
    try {
      expect(storage.engine).toBe('sqlite');
      expect(storage.location).toBe(path.join(dataDir, 'nameplate.sqlite'));
      expect(await storage.health.ready()).toEqual({ database: true, migrations: true });
      expect(await storage.partners.count()).toBe(0);
    } finally {
      await storage.close();
    }
  });
});
