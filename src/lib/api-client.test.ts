// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, buildUrl, CONTRACT_MISMATCH_MESSAGE, SESSION_EXPIRED_MESSAGE } from './api-client';
import { shouldRetry } from './query-client';
import { sessionFromHash } from './verify-session';

const session = { baseUrl: 'https://api.example.test', partner: 'acme co', token: 't0k' };
const schema = z.object({ ok: z.boolean() });

function stubFetch(impl: (url: string, init: RequestInit) => Promise<Response>) {
  const fn = vi.fn(impl);
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends the bearer token and accept header to the partner path, with array params in the wire form', async () => {
    const fetch = stubFetch(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    await expect(apiRequest('/enrichment/{partner}/assets', { schema, session, query: { match_type: ['exact_match', 'likely_match'], page: 2 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://api.example.test/enrichment/acme%20co/assets?match_type%5B%5D=exact_match&match_type%5B%5D=likely_match&page=2');
    expect(init.headers).toMatchObject({ accept: 'application/json', authorization: 'Bearer t0k' });
  });

  it('turns a 422 body into an ApiError with its message and field errors', async () => {
    stubFetch(async () => new Response(JSON.stringify({ message: 'Invalid filters', errors: { warranty_basis: ['Required with tiers.'] } }), { status: 422 }));
    const err = await apiRequest('/x', { schema, session }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'http', status: 422, message: 'Invalid filters', fieldErrors: { warranty_basis: ['Required with tiers.'] } });
  });

  it('words a 401 as an expired session whatever the body says', async () => {
    stubFetch(async () => new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401 }));
    await expect(apiRequest('/x', { schema, session })).rejects.toMatchObject({ status: 401, message: SESSION_EXPIRED_MESSAGE });
  });

  it('does not show a 5xx body to the user and survives a non-JSON error body', async () => {
    stubFetch(async () => new Response('<html>boom</html>', { status: 502 }));
    const err = (await apiRequest('/x', { schema, session }).catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(502);
    expect(err.message).not.toContain('boom');
  });

  it('rejects a 200 whose body does not match the contract schema', async () => {
    stubFetch(async () => new Response(JSON.stringify({ ok: 'yes' }), { status: 200 }));
    const err = (await apiRequest('/x', { schema, session }).catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('contract');
    expect(err.message).toBe(CONTRACT_MISMATCH_MESSAGE);
    expect(err.details[0]).toMatch(/^ok:/);
  });

  it('distinguishes a network failure from an HTTP error', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/x', { schema, session })).rejects.toMatchObject({ kind: 'network', status: null });
  });

  it('passes an abort through unchanged (a cancelled query is not an error to show)', async () => {
    stubFetch(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(apiRequest('/x', { schema, session })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('buildUrl', () => {
  it('uses the same origin when the base URL is empty and leaves empty params out', () => {
    expect(buildUrl({ ...session, baseUrl: '' }, '/enrichment/{partner}/requests', { per_page: 1, search_string: '' })).toBe('/enrichment/acme%20co/requests?per_page=1');
  });
});

describe('retry policy', () => {
  const http = (status: number) => new ApiError('http', 'x', { status });
  it('retries network errors and 5xx a limited number of times, never 4xx or contract mismatches', () => {
    expect(shouldRetry(0, new ApiError('network', 'x'))).toBe(true);
    expect(shouldRetry(0, http(503))).toBe(true);
    expect(shouldRetry(2, new ApiError('network', 'x'))).toBe(false);
    expect(shouldRetry(0, http(401))).toBe(false);
    expect(shouldRetry(0, http(404))).toBe(false);
    expect(shouldRetry(0, http(422))).toBe(false);
    expect(shouldRetry(0, new ApiError('contract', 'x', { status: 200 }))).toBe(false);
  });
});

describe('sessionFromHash', () => {
  it('reads the sign-in link printed by npm start', () => {
    expect(sessionFromHash('#partner=demo&token=abc123')).toEqual({ partner: 'demo', token: 'abc123', baseUrl: '' });
  });
  it('needs both partner and token', () => {
    expect(sessionFromHash('#partner=demo')).toBeNull();
    expect(sessionFromHash('')).toBeNull();
  });
});
