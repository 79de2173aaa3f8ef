import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { postAsset } from '../testing/seed';
import { applyCounterChanges } from '../testing/storage-db';

// GET /enrichment/{partner}/requests (4.3): newest first, maintained per-status counters,
// distributor filter, 2.7 pagination. No worker runs here, so statuses stay where the test puts them.

let t: TestApp;
const reqIds: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 4; i++) {
    const a = await postAsset(t, { model_number: `M-${i}` }, i % 2 === 0 ? { distributor: 'east' } : {});
    reqIds.push(a.request.id);
  }
});
afterAll(async () => {
  await t?.close();
});

const get = (q = '') => t.call({ method: 'GET', url: `/enrichment/acme/requests${q}` });

describe('GET /requests (4.3)', () => {
  it('lists requests newest first with asset_status counts and extensions', async () => {
    const body = (await get()).json();
    expect(body.data.map((r: { id: string }) => r.id)).toEqual([...reqIds].reverse());
    expect(body.data[0]).toMatchObject({
      added_from: 'manual-entry',
      added_by: 'alice@acme.test',
      status: 'pending',
      assets_count: 1,
      file_name: null,
      asset_status: { pending: 1, processing: 0, completed: 0, incomplete: 0, not_found: 0, failed: 0 },
    });
    expect(body.meta).toMatchObject({ total: 4, per_page: 15, current_page: 1, last_page: 1, from: 1, to: 4 });
  });

  it('reflects status changes through the maintained counters', async () => {
    const id = reqIds[0]!;
    await applyCounterChanges(t.app.ctx.storage, [{ requestId: id, from: 'pending', to: 'processing' }]);
    let r = (await get()).json().data.find((x: { id: string }) => x.id === id);
    expect(r.status).toBe('processing');
    expect(r.asset_status).toMatchObject({ pending: 0, processing: 1 });
    await applyCounterChanges(t.app.ctx.storage, [{ requestId: id, from: 'processing', to: 'not_found' }]);
    r = (await get()).json().data.find((x: { id: string }) => x.id === id);
    expect(r.status).toBe('completed');
    expect(r.asset_status).toMatchObject({ pending: 0, processing: 0, not_found: 1 });
  });

  it('filters by distributor', async () => {
    const body = (await get('?distributor=east')).json();
    expect(body.data.map((r: { id: string }) => r.id)).toEqual([reqIds[2], reqIds[0]]);
    expect(body.data.every((r: { distributor: string }) => r.distributor === 'east')).toBe(true);
    expect(body.meta.total).toBe(2);
  });

  it('paginates', async () => {
    const p2 = (await get('?per_page=3&page=2')).json();
    expect(p2.data.map((r: { id: string }) => r.id)).toEqual([reqIds[0]]);
    expect(p2.meta).toMatchObject({ current_page: 2, last_page: 2, from: 4, to: 4, per_page: 3, total: 4 });
    expect(p2.links.next).toBeNull();
    expect(new URL(p2.links.prev).searchParams.get('page')).toBe('1');
    const past = (await get('?per_page=3&page=5')).json();
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ from: null, to: null });
  });

  it('422 on an invalid page size', async () => {
    const res = await get('?per_page=0');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('per_page');
  });
});
