import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadCsv } from '../ingest/upload.test-support';
import { createTestApp, type TestApp } from '../testing/test-app';
import { countersMatchRecount } from '../storage/sqlite/recount.test-support';
import { sqliteHandle } from '../storage/sqlite/test-support';

// buildApp({ startWorker: true }): the worker runs inside the server and drains what the API accepts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ startWorker: true, today: () => new Date('2025-06-01T00:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

describe('the in-process worker', () => {
  it('enriches every asset of an upload, and the requests list ends completed with exact counters', async () => {
    const csv = ['model_number,brand,serial_number', 'GCEC960403BN,Goodman,2205123456', 'XYZ-NOT-A-MODEL,,', ',Goodman,', 'GCEC960603BN,,'].join('\n');
    const res = await uploadCsv(t, csv);
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id as string;
    const deadline = Date.now() + 30_000;
    let request: { status: string; asset_status: Record<string, number> } | undefined;
    while (Date.now() < deadline) {
      const list = await t.call({ method: 'GET', url: '/enrichment/acme/requests' });
      request = list.json().data.find((r: { id: string }) => r.id === id);
      if (request?.status === 'completed') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(request?.status).toBe('completed');
    expect(request?.asset_status).toMatchObject({ pending: 0, processing: 0, failed: 1 });
    const assets = await t.call({ method: 'GET', url: `/enrichment/acme/assets?request_id=${id}&per_page=10` });
    const byModel = Object.fromEntries(assets.json().data.map((a: { model_number: string; status: string }) => [a.model_number, a.status]));
    // RULES.md §4: Goodman serial 2205… = May 2022, and the model is in the catalog.
    expect(byModel.GCEC960403BN).toBe('completed');
    expect(byModel['XYZ-NOT-A-MODEL']).toBe('not_found');
    countersMatchRecount(sqliteHandle(t.app.ctx.storage), id);
    // Searchable too: the upload's commit indexed its rows (storage/sqlite/asset-search.ts).
    const found = await t.call({ method: 'GET', url: '/enrichment/acme/assets?search_string=NOT-A-MODEL' });
    expect(found.json().data.map((a: { model_number: string }) => a.model_number)).toEqual(['XYZ-NOT-A-MODEL']);
  });
});

describe('the in-process worker, idle', () => {
  let idle: TestApp;
  beforeAll(async () => {
    // An idle poll of a minute: only the API's nudge can start it within the test's deadline.
    idle = await createTestApp({ startWorker: true, workerIdlePollMs: 60_000, uploadInlineMaxRows: 2, today: () => new Date('2025-06-01T00:00:00Z') });
    // Let it go idle (its first poll finds nothing).
    await new Promise((r) => setTimeout(r, 200));
  });
  afterAll(async () => {
    await idle.close();
  });

  async function finalWithin(requestId: string, ms: number): Promise<string | undefined> {
    const deadline = Date.now() + ms;
    let status: string | undefined;
    while (Date.now() < deadline) {
      const list = await idle.call({ method: 'GET', url: '/enrichment/acme/requests' });
      status = list.json().data.find((r: { id: string }) => r.id === requestId)?.status;
      if (status === 'completed') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    return status;
  }

  it('starts at once on a posted asset, an inline upload and an accepted one, not at its next poll', async () => {
    const posted = await idle.call({ method: 'POST', url: '/enrichment/acme/assets', payload: { model_number: 'GCEC960403BN', brand: 'Goodman' } });
    expect(posted.statusCode).toBe(201);
    expect(await finalWithin(posted.json().data.request.id, 15_000)).toBe('completed');

    const inline = await uploadCsv(idle, 'model_number,brand\nGCEC960603BN,Goodman\n');
    expect(inline.statusCode).toBe(201);
    expect(await finalWithin(inline.json().data.id, 15_000)).toBe('completed');

    // Over uploadInlineMaxRows: accepted, then imported by the worker.
    const accepted = await uploadCsv(idle, 'model_number,brand\nGCEC960403BN,Goodman\nXYZ-NOT-A-MODEL,\nGCEC960603BN,Goodman\n');
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().data.asset_status.pending).toBe(3);
    expect(await finalWithin(accepted.json().data.id, 15_000)).toBe('completed');
  });
});
