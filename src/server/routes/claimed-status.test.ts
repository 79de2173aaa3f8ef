import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postAsset } from '../testing/seed';
import { createTestApp, type TestApp } from '../testing/test-app';

// An asset a worker has claimed is "processing" (spec 2.1 status; worker/README.md transitions).
// On SQLite the queue records claims in asset_claims and leaves the asset row pending until the
// finalize (migration 0007), so the API derives the status; on Postgres the claim writes it on the
// row. Either way the detail, list rows, the status filter and the request's counters must agree.

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});

afterEach(async () => {
  await t.close();
});

async function listStatuses(query: string): Promise<{ total: number; byId: Record<string, string> }> {
  const res = await t.call({ method: 'GET', url: `/enrichment/acme/assets?per_page=100${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { meta: { total: number }; data: { id: string; status: string }[] };
  return { total: body.meta.total, byId: Object.fromEntries(body.data.map((a) => [a.id, a.status])) };
}

describe('claimed assets are processing', () => {
  it('shows a claimed asset as processing in the detail, the list, the status filter and the request', async () => {
    const posted: Awaited<ReturnType<typeof postAsset>>[] = [];
    for (const [i, model] of ['GCEC960403BN', 'GCEC960603BN', 'NOPE-1'].entries()) posted.push(await postAsset(t, { model_number: model, unique_id: `u${i}` }));
    const [a, b, c] = posted.map((p) => p.id);
    // A worker claims the two oldest.
    const side = await t.app.ctx.storage.openWorkerSide({ now: () => new Date(), enrichBatch: async () => ({ outcomes: [], errors: [] }) });
    const claim = await side.queue.claim(2).finally(() => side.close());
    expect(claim.assets.map((x) => x.id).sort()).toEqual([a, b].sort());

    const detail = await t.call({ method: 'GET', url: `/enrichment/acme/assets/${a}` });
    expect(detail.json().status).toBe('processing');
    expect((await t.call({ method: 'GET', url: `/enrichment/acme/assets/${c}` })).json().status).toBe('pending');

    expect((await listStatuses('')).byId).toEqual({ [a!]: 'processing', [b!]: 'processing', [c!]: 'pending' });
    expect(await listStatuses('&status=processing')).toEqual({ total: 2, byId: { [a!]: 'processing', [b!]: 'processing' } });
    expect(await listStatuses('&status=pending')).toEqual({ total: 1, byId: { [c!]: 'pending' } });
    // With another filter the count is not taken from the counters: same answer from the rows.
    expect(await listStatuses('&status=processing&unique_id=u0')).toEqual({ total: 1, byId: { [a!]: 'processing' } });
    expect(await listStatuses('&status=pending&unique_id=u0')).toEqual({ total: 0, byId: {} });
    expect(await listStatuses('&status=pending&unique_id=u2')).toEqual({ total: 1, byId: { [c!]: 'pending' } });
    expect((await listStatuses('&status=processing&sort_criteria=customer_name')).total).toBe(2);

    const requests = (await t.call({ method: 'GET', url: '/enrichment/acme/requests' })).json().data as { id: string; status: string }[];
    const aRequest = requests.find((r) => r.id === posted[0]!.request.id);
    expect(aRequest?.status).toBe('processing');
  });
});
