import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, type PgHandle } from './connection';
import { migratePostgres } from './migrate';

// Each test file gets a database of its own on the cluster at TEST_DATABASE_URL (created with a
// random name, dropped after), so files run in parallel. Without the variable the Postgres tests
// are skipped (`npm test` starts a throwaway cluster when initdb exists: scripts/pg-throwaway.mjs).

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** True when no cluster is given: describe.skipIf(noPostgres). */
export const noPostgres = !TEST_DATABASE_URL;

export interface TestDatabase {
  url: string;
  name: string;
  /** Opens a pool on the test database (closed by drop()). */
  open(o?: { max?: number }): PgHandle;
  /** A migrated handle (one per call). */
  migrated(o?: { max?: number }): Promise<PgHandle>;
  drop(): Promise<void>;
}

async function admin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `nameplate_test_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const u = new URL(TEST_DATABASE_URL);
  u.pathname = `/${name}`;
  const url = u.toString();
  const handles: PgHandle[] = [];
  const open = (o: { max?: number } = {}) => {
    const h = openPostgres(url, { max: o.max ?? 4 });
    handles.push(h);
    return h;
  };
  return {
    url,
    name,
    open,
    async migrated(o) {
      const h = open(o);
      await migratePostgres(h.db);
      return h;
    },
    async drop() {
      await Promise.all(handles.map((h) => h.close().catch(() => undefined)));
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
