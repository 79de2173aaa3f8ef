import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveToken } from '../auth/tokens';
import { openStorage } from '../storage';
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
    const h = await openStorage({ dataDir });
    try {
      expect(await resolveToken(h.tokens, token)).toMatchObject({ partnerSlug: 'acme', userLabel: 'alice@acme.test' });
    } finally {
      await h.close();
    }
  });

  it('--expires-in, --list and --revoke: the listing shows id, user, times and state, never the secret', async () => {
    const issued = runCli(['--partner', 'list-co', '--user', 'eve@list.test', '--expires-in', '30']);
    expect(issued.status).toBe(0);
    const token = issued.stdout.trim().split('\n').at(-1)!;
    expect(issued.stderr).toMatch(/expires \d{4}-\d\d-\d\dT/);
    const other = runCli(['--partner', 'list-co', '--user', 'frank@list.test']).stdout.trim().split('\n').at(-1)!;

    const listed = runCli(['--list', '--partner', 'list-co']);
    expect(listed.status).toBe(0);
    const lines = listed.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^id\s+user\s+created\s+last used\s+expires\s+state$/);
    expect(lines.slice(1).map((l) => l.split(/\s{2,}/).slice(1, 2).concat(l.split(/\s{2,}/).slice(-2)))).toEqual([
      ['eve@list.test', expect.stringMatching(/^\d{4}-/), 'active'],
      ['frank@list.test', 'never', 'active'],
    ]);
    expect(listed.stdout).not.toContain(token);
    expect(listed.stdout).not.toContain(other);

    const id = lines[2]!.split(/\s+/)[0]!;
    const byId = runCli(['--revoke', id]);
    expect(byId.status).toBe(0);
    expect(byId.stdout).toContain(`Revoked token ${id} of frank@list.test on partner list-co`);
    expect(runCli(['--revoke', token]).stdout).toContain('of eve@list.test');
    expect(runCli(['--list', '--partner', 'list-co']).stdout.match(/revoked 20/g)).toHaveLength(2);
    const h = await openStorage({ dataDir });
    try {
      expect(await resolveToken(h.tokens, token)).toBeNull();
      expect(await resolveToken(h.tokens, other)).toBeNull();
    } finally {
      await h.close();
    }
    const unknown = runCli(['--revoke', '424242']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No token with id 424242');
  });

  it('refuses an --expires-in that is not a whole number of days', () => {
    const r = runCli(['--partner', 'acme', '--user', 'a@b.c', '--expires-in', '1.5']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--expires-in: a whole number of days');
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
