// The one-time environment of an e2e run: a fresh DATA_DIR, a free port, and bearer tokens made with
// the project's token CLI. Playwright loads the config in the runner AND in every worker process:
// the runner does the work once and hands the result down through process.env, which the workers inherit.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The users the journeys act as: two users of partner `e2e`, one of partner `other`. */
export const E2E_USERS = {
  alice: { partner: 'e2e', user: 'alice@e2e.test' },
  bob: { partner: 'e2e', user: 'bob@e2e.test' },
  olive: { partner: 'other', user: 'olive@other.test' },
} as const;
export type E2eUser = keyof typeof E2E_USERS;

export interface E2eEnv {
  dataDir: string;
  port: number;
  baseURL: string;
  tokens: Record<E2eUser, string>;
}

const ROOT = resolve(import.meta.dirname, '../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

/** A port the OS says is free right now (asked from a child process: the config is synchronous). */
function freePort(): number {
  const out = execFileSync(process.execPath, [
    '-e',
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close();});",
  ]);
  return Number(out.toString().trim());
}

/** `npm run token -- --partner <slug> --user <email>` against DATA_DIR: the token is the last line. */
function issueToken(dataDir: string, partner: string, user: string): string {
  const out = execFileSync(TSX, ['src/server/cli/token.ts', '--partner', partner, '--user', user], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const token = out.toString().trim().split('\n').at(-1)?.trim();
  if (!token) throw new Error(`The token CLI printed no token for ${partner}/${user}`);
  return token;
}

export function e2eEnv(): E2eEnv {
  if (!process.env.E2E_ENV) {
    const dataDir = mkdtempSync(join(tmpdir(), 'nameplate-e2e-'));
    const port = freePort();
    const tokens = Object.fromEntries(
      Object.entries(E2E_USERS).map(([name, u]) => [name, issueToken(dataDir, u.partner, u.user)]),
    ) as Record<E2eUser, string>;
    const env: E2eEnv = { dataDir, port, baseURL: `http://127.0.0.1:${port}`, tokens };
    process.env.E2E_ENV = JSON.stringify(env);
  }
  return JSON.parse(process.env.E2E_ENV) as E2eEnv;
}
