import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { issueToken } from '../auth/tokens';
import { createTestDatabase, type TestDatabase } from '../storage/postgres/pg.test-support';

// Integration-test harness: the real app, called with inject (no port), on the engine of the test
// run: TEST_ENGINE=postgres (the vitest project `postgres`, vite.config.ts: set when
// TEST_DATABASE_URL is) puts each app on a fresh database of that cluster; otherwise SQLite in a
// fresh temporary data directory.

export type TestEngine = 'sqlite' | 'postgres';

/** The engine this test run builds apps on. */
export function testEngine(): TestEngine {
  const e = process.env.TEST_ENGINE;
  if (e === undefined || e === '' || e === 'sqlite') return 'sqlite';
  if (e === 'postgres') {
    if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL (a cluster the tests may create databases on)');
    return 'postgres';
  }
  throw new Error(`TEST_ENGINE must be sqlite or postgres, got "${e}"`);
}

export interface TestApp {
  app: FastifyInstance;
  engine: TestEngine;
  dataDir: string;
  /** Token of partner `acme`, user alice@acme.test. */
  token: string;
  /** Issues another token (creating the partner if new). */
  tokenFor(partner: string, user: string): Promise<string>;
  /** inject with the default token unless `token` (null: no Authorization header) is given. */
  call(opts: InjectOptions & { token?: string | null }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(options: Omit<BuildAppOptions, 'dataDir' | 'storage' | 'storageConfig'> = {}): Promise<TestApp> {
  const engine = testEngine();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nameplate-test-'));
  let database: TestDatabase | null = null;
  let app: FastifyInstance;
  try {
    if (engine === 'postgres') database = await createTestDatabase();
    app = await buildApp({ dataDir, storageConfig: { databaseUrl: database ? database.url : '', postgres: { poolMax: 4 } }, ...options });
  } catch (err) {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const tokenFor = async (partner: string, user: string) => (await issueToken(app.ctx.storage.tokens, partner, user)).token;
  const token = await tokenFor('acme', 'alice@acme.test');
  return {
    app,
    engine,
    dataDir,
    token,
    tokenFor,
    call({ token: t, headers, ...opts }) {
      const use = t === undefined ? token : t;
      return app.inject({ ...opts, headers: { ...(use === null ? {} : { authorization: `Bearer ${use}` }), ...headers } });
    },
    async close() {
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
