import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { issueToken } from '../auth/tokens';
import { defineRoute } from './define-route';
import { AppError, validationError } from './errors';

// The one error handler and the route helper's validation/serialization, on routes added for the test.

let app: FastifyInstance;
let dir: string;
let token: string;
const logged: string[] = [];

const probe = {
  id: 'probe',
  method: 'POST' as const,
  path: '/test/{partner}/probe',
  summary: 'probe',
  tag: 'test',
  params: z.object({ partner: z.string() }),
  query: z.object({ mode: z.enum(['ok', 'bad-output', 'crash', 'gone']).optional() }),
  body: z.object({ n: z.number({ error: 'n must be a number' }) }),
  responses: { 200: { description: 'ok', schema: z.object({ doubled: z.number() }) } },
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'nameplate-errors-'));
  const stream = { write: (line: string) => void logged.push(line) };
  app = await buildApp({ dataDir: dir, logger: { level: 'error', stream } });
  defineRoute(app, probe, ({ query, body }) => {
    if (query.mode === 'crash') throw new Error('SQLITE_CORRUPT secret internals at /var/db');
    if (query.mode === 'gone') throw new AppError('not_found', 'No such thing.');
    if (query.mode === 'bad-output') return { doubled: 'two' } as unknown as { doubled: number };
    return { doubled: body.n * 2 };
  });
  token = (await issueToken(app.ctx.storage.tokens, 'acme', 'a@acme.test')).token;
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = (mode: string, payload: unknown) =>
  app.inject({ method: 'POST', url: `/test/acme/probe?mode=${mode}`, headers: { authorization: `Bearer ${token}` }, payload: payload as string });

describe('error handling', () => {
  it('serializes the handler result through the response schema', async () => {
    const res = await call('ok', { n: 2, extra: 'ignored' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ doubled: 4 });
  });

  it('AppError codes map to their status with {message}', async () => {
    const res = await call('gone', { n: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No such thing.' });
  });

  it('an unexpected error is a 500 without detail; the detail is logged', async () => {
    const res = await call('crash', { n: 1 });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error.' });
    expect(res.body).not.toContain('SQLITE');
    expect(logged.join('\n')).toContain('SQLITE_CORRUPT secret internals');
  });

  it('a result that breaks the contract is a 500, not a malformed 200', async () => {
    const res = await call('bad-output', { n: 1 });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error.' });
  });

  it('query and body errors are 422 with field errors', async () => {
    const res = await call('nope', { n: 'x' });
    expect(res.statusCode).toBe(422);
    // the query is checked first
    expect(Object.keys(res.json().errors)).toEqual(['mode']);
    const body = await call('ok', { n: 'x' });
    expect(body.json()).toEqual({ message: 'n must be a number', errors: { n: ['n must be a number'] } });
  });

  it('an unsupported content type is a 415 {message}', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/test/acme/probe',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml' },
      payload: '<n>1</n>',
    });
    expect(res.statusCode).toBe(415);
    expect(Object.keys(res.json())).toEqual(['message']);
  });

  it('a body over the JSON limit is a 413 {message}', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/test/acme/probe',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ n: 1, pad: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(Object.keys(res.json())).toEqual(['message']);
  });

  it('an unknown route is a 404 {message}', async () => {
    const res = await app.inject({ method: 'GET', url: '/enrichment/acme/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(Object.keys(res.json())).toEqual(['message']);
  });
});

describe('validationError', () => {
  it('"(and N more errors)" counts every message after the first', () => {
    expect(validationError({ a: ['A1'] }).message).toBe('A1');
    expect(validationError({ a: ['A1', 'A2'] }).message).toBe('A1 (and 1 more error)');
    expect(validationError({ a: ['A1'], b: ['B1', 'B2'] }).message).toBe('A1 (and 2 more errors)');
  });
});
