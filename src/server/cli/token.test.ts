import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveToken } from '../auth/tokens';
import { openDatabase } from '../db/connection';
import { parseArgs } from './args';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nameplate-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function runCli(args: string[]) {
  return spawnSync('npx', ['tsx', 'src/server/cli/token.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir },
  });
}

describe('npm run token', () => {
  it('creates the partner and a token in DATA_DIR, printing the token alone on the last line', async () => {
    const r = runCli(['--partner', 'acme', '--user', 'alice@acme.test']);
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    const token = lines[lines.length - 1]!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const h = await openDatabase({ dataDir });
    try {
      expect(await resolveToken(h.db, token)).toMatchObject({ partnerSlug: 'acme', userLabel: 'alice@acme.test' });
    } finally {
      await h.close();
    }
  });

  it('exits 2 with usage on bad arguments', () => {
    const r = runCli(['--partner', 'not a slug']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--user: required');
    expect(r.stderr).toContain('Usage:');
    expect(r.stdout).toBe('');
  });
});

describe('parseArgs', () => {
  it('reads --name value and --name=value', () => {
    expect(parseArgs(['--partner', 'acme', '--user=a@b.c', '--flag'])).toEqual({ partner: 'acme', user: 'a@b.c', flag: '' });
  });
});
