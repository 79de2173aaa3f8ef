import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { httpPolicyFromEnv, DEFAULT_RATE_LIMIT_PER_MINUTE } from './http-policy';
import { sqliteHandle } from '../storage/sqlite/test-support';

// Issue 20 items 1, 2 and 5 through the real app: security headers, caching and compression of the
// dashboard build, compressed JSON, the per-token rate limit.

let t: TestApp;
let dist: string;
const RATE_LIMIT = 5;
const MAIN_JS = 'const greeting = "hello from the dashboard bundle";\n'.repeat(200);

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'nameplate-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Nameplate test shell</title>');
  writeFileSync(path.join(dist, 'docs.html'), '<!doctype html><title>API reference shell</title>');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // As the build's precompression plugin leaves them: the file, and .br / .gz beside it.
  writeFileSync(path.join(dist, 'assets/index-AbC123.js'), MAIN_JS);
  writeFileSync(path.join(dist, 'assets/index-AbC123.js.br'), brotliCompressSync(MAIN_JS));
  writeFileSync(path.join(dist, 'assets/index-AbC123.js.gz'), gzipSync(MAIN_JS));
  t = await createTestApp({ dashboardDir: dist, httpPolicy: { rateLimitPerMinute: RATE_LIMIT, cspConnectSrc: ['https://api.example.com'] } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, token: string | null = null) => t.call({ method: 'GET', url, token, headers });

describe('security headers', () => {
  it('on the dashboard, the API and errors alike', async () => {
    for (const url of ['/', '/assets', '/openapi.json', '/enrichment/acme/requests', '/healthz']) {
      const res = await get(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("connect-src 'self' https://api.example.com");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['permissions-policy']).toMatch(/^camera=\(self\), microphone=\(\)/);
    }
  });

  it('API responses may be read cross-origin (Base URL dashboards), the dashboard may not', async () => {
    expect((await get('/enrichment/acme/requests', {}, t.token)).headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await get('/static/equipment/furnaces.svg')).headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await get('/')).headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('CSP_CONNECT_SRC takes origins only (no directive can be smuggled in)', () => {
    expect(httpPolicyFromEnv({ CSP_CONNECT_SRC: 'https://a.example.com, http://10.0.0.5:8080/' }).cspConnectSrc).toEqual(['https://a.example.com', 'http://10.0.0.5:8080']);
    expect(() => httpPolicyFromEnv({ CSP_CONNECT_SRC: "https://a.example.com; script-src 'unsafe-inline'" })).toThrow(/CSP_CONNECT_SRC/);
    expect(() => httpPolicyFromEnv({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY/);
    expect(httpPolicyFromEnv({ TRUST_PROXY: '10.0.0.0/8 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(httpPolicyFromEnv({}).rateLimitPerMinute).toBe(DEFAULT_RATE_LIMIT_PER_MINUTE);
  });
});

describe('dashboard files: precompressed, cached by name', () => {
  it('hashed assets: brotli or gzip as accepted, cached for a year, immutable', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(MAIN_JS);
    expect(br.rawPayload.length).toBeLessThan(MAIN_JS.length / 10);

    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(MAIN_JS);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(MAIN_JS);
  });

  it('index.html (also as the SPA fallback) and unhashed files are revalidated: no-cache', async () => {
    for (const url of ['/', '/assets', '/uploads?x=1', '/favicon.svg']) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('HEAD of a dashboard page answers like its GET, without a body (load balancers and link checkers use it)', async () => {
    for (const url of ['/', '/uploads']) {
      const res = await t.call({ method: 'HEAD', url, token: null, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toBe('');
    }
  });

  it('/docs is the API reference page of the build', async () => {
    const res = await get('/docs');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('API reference shell');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('compressed JSON', () => {
  it('a large response is compressed when the client accepts it, a small one is not', async () => {
    const big = await get('/openapi.json', { 'accept-encoding': 'br, gzip' });
    expect(big.headers['content-encoding']).toBe('br');
    const doc = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as { openapi: string };
    expect(doc.openapi).toBe('3.1.0');
    const gz = await get('/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const small = await get('/healthz', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });
});

describe('rate limit', () => {
  it('per token: the limit, then 429 in the error shape with Retry-After and x-ratelimit-*; other tokens unaffected', async () => {
    const token = await t.tokenFor('limited', 'lim@limited.test');
    const other = await t.tokenFor('limited', 'other@limited.test');
    for (let i = 0; i < RATE_LIMIT; i++) {
      const ok = await get('/enrichment/limited/requests', {}, token);
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['x-ratelimit-limit']).toBe(String(RATE_LIMIT));
      expect(ok.headers['x-ratelimit-remaining']).toBe(String(RATE_LIMIT - 1 - i));
    }
    const limited = await get('/enrichment/limited/requests', {}, token);
    expect(limited.statusCode).toBe(429);
    expect(Object.keys(limited.json())).toEqual(['message']);
    expect(limited.json().message).toMatch(/^Too many requests: at most 5 a minute/);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(limited.headers['x-ratelimit-reset'])).toBe(retryAfter);
    // A POST of the same token is limited too (one allowance per token over every endpoint).
    expect((await t.call({ method: 'POST', url: '/enrichment/limited/assets', token, payload: {} })).statusCode).toBe(429);
    expect((await get('/enrichment/limited/requests', {}, other)).statusCode).toBe(200);
  });

  it('without a valid token, per client IP: invalid tokens share one allowance', async () => {
    for (let i = 0; i < RATE_LIMIT; i++) {
      const res = await t.call({ method: 'GET', url: '/enrichment/acme/requests', token: `made-up-${i}`, remoteAddress: '203.0.113.9' });
      expect(res.statusCode).toBe(401);
    }
    const res = await t.call({ method: 'GET', url: '/enrichment/acme/requests', token: 'made-up-again', remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(429);
    expect((await t.call({ method: 'GET', url: '/enrichment/acme/requests', token: 'made-up', remoteAddress: '203.0.113.10' })).statusCode).toBe(401);
  });

  it('health checks, the OpenAPI document and the dashboard are not limited', async () => {
    for (let i = 0; i < RATE_LIMIT + 2; i++) {
      for (const url of ['/healthz', '/openapi.json', '/']) {
        const res = await t.call({ method: 'GET', url, token: null, remoteAddress: '203.0.113.9' });
        expect(res.statusCode, url).toBe(200);
      }
    }
  });

  it('the 429 of the error handler: a created asset is not half-written', async () => {
    const token = await t.tokenFor('limited2', 'x@limited2.test');
    for (let i = 0; i < RATE_LIMIT; i++) await get('/enrichment/limited2/requests', {}, token);
    const res = await t.call({ method: 'POST', url: '/enrichment/limited2/assets', token, payload: { model_number: 'X', brand: 'Goodman' } });
    expect(res.statusCode).toBe(429);
    const count = await sqliteHandle(t.app.ctx.storage).db.selectFrom('assets').innerJoin('partners', 'partners.id', 'assets.partner_id').where('partners.slug', '=', 'limited2').select((e) => e.fn.countAll().as('n')).executeTakeFirst();
    expect(Number(count?.n)).toBe(0);
  });
});
