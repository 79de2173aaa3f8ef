// Extension of 4.2: added_from in the single-asset body (the spec's four values; default manual-entry).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const listIds = async (query: string): Promise<string[]> =>
  (await t.call({ method: 'GET', url: `/enrichment/acme/assets?${query}` })).json().data.map((a: { id: string }) => a.id);

describe('POST /enrichment/{partner}/assets with added_from', () => {
  it('stores nameplate-scan on the request, and the added_from[] filter finds only that asset', async () => {
    const manual = (await t.call({ method: 'POST', url: '/enrichment/acme/assets', payload: { model_number: 'GSX140361' } })).json().data;
    const res = await t.call({
      method: 'POST',
      url: '/enrichment/acme/assets',
      payload: { model_number: 'GSX140361', brand: 'Goodman', serial_number: '2205123456', added_from: 'nameplate-scan' },
    });
    expect(res.statusCode).toBe(201);
    const scanned = res.json().data;
    expect(manual.request.added_from).toBe('manual-entry');
    expect(scanned.request.added_from).toBe('nameplate-scan');
    expect(await listIds('added_from[]=nameplate-scan')).toEqual([scanned.id]);
    expect(await listIds('added_from[]=manual-entry')).toEqual([manual.id]);
    const requests = (await t.call({ method: 'GET', url: '/enrichment/acme/requests' })).json().data;
    expect(requests.find((r: { id: string }) => r.id === scanned.request.id).added_from).toBe('nameplate-scan');
  });

  it('422 on a value outside the spec’s four, and nothing is written', async () => {
    const before = (await t.call({ method: 'GET', url: '/enrichment/acme/assets' })).json().total;
    const res = await t.call({ method: 'POST', url: '/enrichment/acme/assets', payload: { model_number: 'X1', added_from: 'camera' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The added from field must be one of manual-entry, batch-import, nameplate-scan, app-search.',
      errors: { added_from: ['The added from field must be one of manual-entry, batch-import, nameplate-scan, app-search.'] },
    });
    expect((await t.call({ method: 'GET', url: '/enrichment/acme/assets' })).json().total).toBe(before);
  });
});
