import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openStorage, type Storage } from '../storage';
import { listTokens, revokeToken } from './token-admin';
import { issueToken, TOKEN_TOUCH_INTERVAL_MS } from './tokens';

// Issue 20 item 4: expiry, revocation seen at once by every process on the database, and
// last_used_at written at most once per TOKEN_TOUCH_INTERVAL_MS.

let dir: string;
let clock = new Date('2026-03-01T12:00:00.000Z');
/** Two apps on one database file, as two server processes would be. */
let a: FastifyInstance;
let b: FastifyInstance;
/** A third connection: what the CLI opens. */
let cli: Storage;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'nameplate-tokens-'));
  a = await buildApp({ dataDir: dir, now: () => clock });
  b = await buildApp({ dataDir: dir, now: () => clock });
  cli = await openStorage({ dataDir: dir });
});
afterAll(async () => {
  await a.close();
  await b.close();
  await cli.close();
  rmSync(dir, { recursive: true, force: true });
});

const list = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/enrichment/acme/requests', headers: { authorization: `Bearer ${token}` } });
const settle = () => new Promise((r) => setTimeout(r, 50));

describe('token lifecycle', () => {
  it('a revoked token gets 401 from the next request on, in every process', async () => {
    const issued = await issueToken(cli.tokens, 'acme', 'alice@acme.test', clock);
    expect((await list(a, issued.token)).statusCode).toBe(200);
    expect((await list(b, issued.token)).statusCode).toBe(200);
    const revoked = await revokeToken(cli.tokens, String(issued.tokenId), clock);
    expect(revoked).toMatchObject({ id: issued.tokenId, state: 'revoked', revokedAt: clock.toISOString() });
    for (const app of [a, b]) {
      const res = await list(app, issued.token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated. The bearer token is invalid, revoked or expired.' });
    }
  });

  it('revokes by the token itself, and a second revocation keeps the first time', async () => {
    const issued = await issueToken(cli.tokens, 'acme', 'bob@acme.test', clock);
    const first = await revokeToken(cli.tokens, issued.token, clock);
    expect(first?.id).toBe(issued.tokenId);
    const again = await revokeToken(cli.tokens, issued.token, new Date(clock.getTime() + 5000));
    expect(again?.revokedAt).toBe(clock.toISOString());
    expect(await revokeToken(cli.tokens, 'no-such-token', clock)).toBeNull();
    expect(await revokeToken(cli.tokens, '999999', clock)).toBeNull();
  });

  it('an expiring token is accepted until the day count has passed, then 401', async () => {
    const issued = await issueToken(cli.tokens, 'acme', 'carol@acme.test', clock, { expiresInDays: 2 });
    expect(issued.expiresAt).toBe('2026-03-03T12:00:00.000Z');
    const saved = clock;
    try {
      clock = new Date('2026-03-03T11:59:59.000Z');
      expect((await list(a, issued.token)).statusCode).toBe(200);
      clock = new Date('2026-03-03T12:00:00.000Z');
      expect((await list(a, issued.token)).statusCode).toBe(401);
      expect((await list(b, issued.token)).statusCode).toBe(401);
    } finally {
      clock = saved;
    }
  });

  it('writes last_used_at on first use, then not again within the interval', async () => {
    const issued = await issueToken(cli.tokens, 'acme', 'dan@acme.test', clock);
    const lastUsed = async () => (await listTokens(cli.tokens, 'acme')).find((t) => t.id === issued.tokenId)?.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    const t0 = clock;
    try {
      await list(a, issued.token);
      await settle();
      expect(await lastUsed()).toBe(t0.toISOString());
      clock = new Date(t0.getTime() + TOKEN_TOUCH_INTERVAL_MS - 1000);
      await list(a, issued.token);
      await settle();
      expect(await lastUsed()).toBe(t0.toISOString());
      clock = new Date(t0.getTime() + TOKEN_TOUCH_INTERVAL_MS);
      await list(a, issued.token);
      await settle();
      expect(await lastUsed()).toBe(clock.toISOString());
    } finally {
      clock = t0;
    }
  });

  it('lists a partner\'s tokens with their state and never their secret', async () => {
    const tokens = await listTokens(cli.tokens, 'acme', clock);
    expect(tokens.map((t) => [t.userLabel, t.state])).toEqual([
      ['alice@acme.test', 'revoked'],
      ['bob@acme.test', 'revoked'],
      ['carol@acme.test', 'active'],
      ['dan@acme.test', 'active'],
    ]);
    expect(JSON.stringify(tokens)).not.toMatch(/token_hash|[0-9a-f]{64}/);
    expect(await listTokens(cli.tokens, 'nobody', clock)).toEqual([]);
  });
});
