import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { issueToken } from '../auth/tokens';

// Integration-test harness: the real app on a temporary data directory (SQLite), called with inject (no port).

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  /** Token of partner `acme`, user alice@acme.test. */
  token: string;
  /** Issues another token (creating the partner if new). */
  tokenFor(partner: string, user: string): Promise<string>;
  /** inject with the default token unless `token` (null: no Authorization header) is given. */
  call(opts: InjectOptions & { token?: string | null }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(options: Omit<BuildAppOptions, 'dataDir' | 'storage'> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nameplate-test-'));
  const app = await buildApp({ dataDir, ...options });
  const tokenFor = async (partner: string, user: string) => (await issueToken(app.ctx.storage.tokens, partner, user)).token;
  const token = await tokenFor('acme', 'alice@acme.test');
  return {
    app,
    dataDir,
    token,
    tokenFor,
    call({ token: t, headers, ...opts }) {
      const use = t === undefined ? token : t;
      return app.inject({ ...opts, headers: { ...(use === null ? {} : { authorization: `Bearer ${use}` }), ...headers } });
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
