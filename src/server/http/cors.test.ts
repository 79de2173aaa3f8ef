import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

// A dashboard on another origin (its Base URL setting) must be able to call the API: the browser
// sends a preflight for Authorization + JSON, then the real request, and reads the response.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('CORS on API paths', () => {
  it('answers a preflight without a token, allowing the Authorization header', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/enrichment/acme/assets',
      headers: {
        origin: 'https://dashboard.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/Authorization/);
    expect(String(res.headers['access-control-allow-methods'])).toMatch(/POST/);
  });

  it('marks real cross-origin responses readable, and still requires the token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/enrichment/acme/requests',
      headers: { origin: 'https://dashboard.example.com' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('adds nothing to same-origin requests (no Origin header)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
