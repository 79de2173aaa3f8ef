import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../contract/all-endpoints';
import { createTestApp, type TestApp } from '../testing/test-app';
import { postAsset } from '../testing/seed';
import { storageDb } from '../testing/storage-db';

// Section 5: a bearer token on every endpoint; tokens belong to one partner.

let t: TestApp;
let globexToken: string;
beforeAll(async () => {
  t = await createTestApp();
  globexToken = await t.tokenFor('globex', 'gina@globex.test');
});
afterAll(async () => {
  await t?.close();
});

/** A concrete URL for each endpoint of the contract, on partner `partner`. */
function urlOf(path: string, partner: string): string {
  return path.replace('{partner}', partner).replace('{asset}', '00000000-0000-4000-8000-000000000000');
}

describe('authentication on every endpoint of the contract', () => {
  it.each(allEndpoints.map((ep) => [ep.method, ep.path] as const))('%s %s: 401 without a token, with an unknown one, with a malformed header', async (method, path) => {
    for (const headers of [{}, { authorization: 'Bearer not-a-real-token' }, { authorization: 'Basic dXNlcjpwYXNz' }, { authorization: 'Bearer' }]) {
      const res = await t.call({ method, url: urlOf(path, 'acme'), headers, token: null });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(Object.keys(res.json())).toEqual(['message']);
    }
  });

  it.each(allEndpoints.map((ep) => [ep.method, ep.path] as const))('%s %s: 403 with another partner\'s token', async (method, path) => {
    const res = await t.call({ method, url: urlOf(path, 'acme'), token: globexToken });
    expect(res.statusCode).toBe(403);
    expect(Object.keys(res.json())).toEqual(['message']);
  });

  it('authentication comes before body parsing: malformed JSON without a token is a 401', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/enrichment/acme/assets',
      headers: { 'content-type': 'application/json' },
      payload: '{"model_number": ',
      token: null,
    });
    expect(res.statusCode).toBe(401);
  });

  it('403 for a partner that does not exist (slugs cannot be probed)', async () => {
    const res = await t.call({ method: 'GET', url: '/enrichment/nobody/requests' });
    expect(res.statusCode).toBe(403);
  });

  it('the scheme name is case-insensitive', async () => {
    const res = await t.call({ method: 'GET', url: '/enrichment/acme/requests', headers: { authorization: `bearer ${t.token}` }, token: null });
    expect(res.statusCode).toBe(200);
  });

  it('only the hash of a token is stored', async () => {
    const rows = await storageDb(t.app.ctx.storage).selectFrom('tokens').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(r.token_hash).not.toContain(t.token);
    }
  });

  it('openapi.json is public', async () => {
    const res = await t.call({ method: 'GET', url: '/openapi.json', token: null });
    expect(res.statusCode).toBe(200);
  });
});

describe('partner isolation', () => {
  it('a partner sees only its own requests and assets', async () => {
    const mine = await postAsset(t, { model_number: 'ACME-1', unique_id: 'same' });
    const theirs = await postAsset(t, { model_number: 'GLOBEX-1', unique_id: 'same' }, { partner: 'globex', token: globexToken });

    const acmeAssets = (await t.call({ method: 'GET', url: '/enrichment/acme/assets?per_page=100' })).json();
    expect(acmeAssets.data.map((a: { id: string }) => a.id)).toContain(mine.id);
    expect(acmeAssets.data.map((a: { id: string }) => a.id)).not.toContain(theirs.id);
    const globexAssets = (await t.call({ method: 'GET', url: '/enrichment/globex/assets?per_page=100', token: globexToken })).json();
    expect(globexAssets.data.map((a: { id: string }) => a.id)).toEqual([theirs.id]);

    const acmeRequests = (await t.call({ method: 'GET', url: '/enrichment/acme/requests' })).json();
    expect(acmeRequests.data.map((r: { id: string }) => r.id)).not.toContain(theirs.request.id);

    // Another partner's asset id (or request id) gives nothing.
    expect((await t.call({ method: 'GET', url: `/enrichment/acme/assets/${theirs.id}` })).statusCode).toBe(404);
    const byRequest = (await t.call({ method: 'GET', url: `/enrichment/acme/assets?request_id=${theirs.request.id}` })).json();
    expect(byRequest.data).toEqual([]);
    expect(byRequest.meta.total).toBe(0);
    const search = (await t.call({ method: 'GET', url: '/enrichment/acme/assets?search_string=GLOBEX' })).json();
    expect(search.data).toEqual([]);
  });

  it('the submitting token\'s user is added_by', async () => {
    const created = await postAsset(t, { model_number: 'X-2' }, { partner: 'globex', token: globexToken });
    const detail = (await t.call({ method: 'GET', url: `/enrichment/globex/assets/${created.id}`, token: globexToken })).json();
    expect(detail.request.added_by).toBe('gina@globex.test');
  });
});
