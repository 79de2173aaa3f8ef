import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../catalog/load-catalog';
import type { DbHandle } from './connection';
import { resultOfRow, statusReasonOfRow, type DerivableResultRow, type ReasonRow } from '../stored-result';
import { uploadCsv } from '../../ingest/upload.test-support';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createEngineEnricher } from '../../worker/engine';
import { EnrichmentWorker, type Enricher } from '../../worker/enrichment-worker';
import { AssetQueue, MAX_CLAIMS } from './queue';
import { countersMatchRecount, requestState } from './recount.test-support';
import { sqliteHandle } from './test-support';

const TODAY = new Date('2025-06-01T12:00:00Z');
let catalogEnricher: Enricher;
let t: TestApp;
let handle: DbHandle;
let queue: AssetQueue;

beforeAll(() => {
  catalogEnricher = createEngineEnricher({ today: () => TODAY, catalog: loadCatalog() });
});

beforeEach(async () => {
  t = await createTestApp({ today: () => TODAY });
  // The app's connection: in-process workers share it (start-worker.ts says why).
  handle = sqliteHandle(t.app.ctx.storage);
  queue = new AssetQueue(handle);
});

afterEach(async () => {
  await t.close();
});

async function upload(csv: string): Promise<string> {
  const res = await uploadCsv(t, csv);
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

const rows = (n: number) => ['model_number,brand', ...Array.from({ length: n }, (_, i) => `GCEC96040${i % 10}BN,Goodman`)].join('\n');

describe('AssetQueue with the real engine', () => {
  it('moves a request pending → processing → completed, counters equal to a recount at every step', async () => {
    const id = await upload(rows(5));
    expect(requestState(handle, id).status).toBe('pending');

    const first = await queue.claim(2);
    expect(first.assets).toHaveLength(2);
    expect(requestState(handle, id)).toMatchObject({ status: 'processing', pending_count: 3, processing_count: 2 });
    countersMatchRecount(handle, id);

    await queue.finalizeClaim(first.token, first.assets.map((asset) => ({ asset, outcome: catalogEnricher(asset.input) })));
    expect(requestState(handle, id)).toMatchObject({ status: 'processing', pending_count: 3, processing_count: 0 });
    countersMatchRecount(handle, id);

    const rest = await queue.claim(100);
    expect(rest.assets).toHaveLength(3);
    await queue.finalizeClaim(rest.token, rest.assets.map((asset) => ({ asset, outcome: catalogEnricher(asset.input) })));
    expect(requestState(handle, id)).toMatchObject({ status: 'completed', pending_count: 0, processing_count: 0 });
    countersMatchRecount(handle, id);
    expect((await queue.claim(100)).assets).toHaveLength(0);
    expect(handle.sqlite.prepare('SELECT count(*) FROM asset_claims').pluck().get()).toBe(0);
  });

  it('stores the matched catalog model and the date decoded from a Goodman serial (RULES.md §4: YYMM)', async () => {
    const model = loadCatalog().models.find((m) => m.brand === 'Goodman' && m.model === 'GCEC960403BN');
    expect(model).toBeDefined();
    await upload('model_number,brand,serial_number,date_added,type_of_service\nGCEC960403BN,Goodman,2205123456,2022-07-01,install\n');
    const worker = new EnrichmentWorker({ queue, enrich: catalogEnricher });
    await worker.runBatch();
    const row = handle.sqlite.prepare('SELECT * FROM assets').get() as Record<string, unknown>;
    expect(row).toMatchObject({
      status: 'completed',
      match_type: 'exact_match',
      oem_id: model?.id,
      enrichment_model: 'GCEC960403BN',
      enrichment_brand: 'Goodman',
      enrichment_type: model?.type,
      enrichment_source: 'search',
      manufacturing_date: '2022-05',
      claim_token: null,
    });
    expect(row.registered_expiration_date).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    expect(String(row.registered_expiration_date) > String(row.unregistered_expiration_date)).toBe(true);
    const stored = resultOfRow(row as unknown as DerivableResultRow, loadCatalog());
    // The status line is not stored (format 4): it is derived on read, the engine's own.
    expect(row.status_reason).toBeNull();
    expect(stored?.explanation?.status_reason).toMatch(/^Matched Goodman GCEC960403BN \(exact match, confidence 1\.00\) and dated 2022-05 from the serial/);
    expect(statusReasonOfRow(row as unknown as ReasonRow, loadCatalog())).toBe(stored?.explanation?.status_reason);
    expect(stored?.explanation?.serial).not.toBeNull();
    // model_data is the matched catalog model's (read back by oem_id: it is not stored in the row),
    // and the explanation is re-derived: the row keeps only the day the engine ran as of.
    expect(stored?.model_data).toEqual(model?.model_data);
    expect(String(row.result_json)).toMatch(/^\{"v":4,"on":"\d{4}-\d{2}-\d{2}"\}$/);
  });

  it('turns an asset final exactly once: a reclaimed claim’s late write changes nothing', async () => {
    const id = await upload(rows(1));
    const stale = await queue.claim(10);
    // The lease ran out (or a worker restarted): the asset goes back to pending and is claimed again.
    expect(await queue.reclaim(new Date(Date.now() + 60_000))).toEqual({ requeued: 1, failed: 0 });
    const fresh = await queue.claim(10);
    expect(fresh.token).not.toBe(stale.token);

    const write = (token: string, claim: typeof stale) =>
      queue.finalizeClaim(token, claim.assets.map((asset) => ({ asset, outcome: catalogEnricher(asset.input) })));
    expect(await write(stale.token, stale)).toBe(0);
    expect(requestState(handle, id)).toMatchObject({ processing_count: 1, status: 'processing' });
    expect(await write(fresh.token, fresh)).toBe(1);
    expect(await write(fresh.token, fresh)).toBe(0);
    expect(requestState(handle, id)).toMatchObject({ processing_count: 0, status: 'completed', assets_count: 1 });
    countersMatchRecount(handle, id);
  });

  it('fails, instead of retrying, an asset claimed MAX_CLAIMS times without finishing', async () => {
    const id = await upload(rows(1));
    for (let i = 0; i < MAX_CLAIMS; i++) {
      expect((await queue.claim(10)).assets).toHaveLength(1);
      await queue.reclaim(new Date(Date.now() + 60_000));
    }
    const row = handle.sqlite.prepare('SELECT status, status_reason, attempts FROM assets').get() as Record<string, unknown>;
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_CLAIMS });
    expect(String(row.status_reason)).toMatch(/started 5 times/);
    expect(requestState(handle, id)).toMatchObject({ status: 'completed', failed_count: 1 });
    countersMatchRecount(handle, id);
  });

  it('retries reclaimed assets one at a time, so an asset that keeps killing its worker fails alone', async () => {
    const id = await upload(rows(4));
    expect((await queue.claim(10)).assets).toHaveLength(4); // the worker died holding all four
    await queue.reclaim(new Date(Date.now() + 60_000));
    // The first of them comes back alone, and keeps killing its worker…
    let poisonSeq = -1;
    for (let claimNo = 2; claimNo <= MAX_CLAIMS; claimNo++) {
      const c = await queue.claim(10);
      expect(c.assets).toHaveLength(1);
      poisonSeq = c.assets[0]?.seq ?? -1;
      await queue.reclaim(new Date(Date.now() + 60_000));
    }
    expect(handle.sqlite.prepare('SELECT status FROM assets WHERE seq = ?').pluck().get(poisonSeq)).toBe('failed');
    // …while the other three, retried one by one, finish normally.
    for (let i = 0; i < 3; i++) {
      const c = await queue.claim(10);
      expect(c.assets).toHaveLength(1);
      await queue.finalizeClaim(c.token, c.assets.map((asset) => ({ asset, outcome: catalogEnricher(asset.input) })));
    }
    expect(handle.sqlite.prepare("SELECT count(*) FROM assets WHERE status = 'failed'").pluck().get()).toBe(1);
    expect(requestState(handle, id).status).toBe('completed');
    countersMatchRecount(handle, id);
  });

  it('fails the one asset the engine throws on and writes the rest of the batch', async () => {
    const id = await upload('model_number\nGCEC960403BN\nBOOM\nGCEC960603BN\n');
    const enrich: Enricher = (input) => {
      if (input.model_number === 'BOOM') throw new Error('engine bug');
      return catalogEnricher(input);
    };
    await new EnrichmentWorker({ queue, enrich }).runBatch();
    const boom = handle.sqlite.prepare("SELECT status, last_error FROM assets WHERE model_number = 'BOOM'").get();
    expect(boom).toEqual({ status: 'failed', last_error: 'Error: engine bug' });
    expect(requestState(handle, id)).toMatchObject({ status: 'completed', failed_count: 1, pending_count: 0 });
    countersMatchRecount(handle, id);
  });

  it('reclaims, on start, the claims a killed worker left and finishes them', async () => {
    const id = await upload(rows(6));
    await queue.claim(4); // claimed by a worker that then died
    const worker = new EnrichmentWorker({ queue, enrich: catalogEnricher, idlePollMs: 5 });
    await worker.start();
    await waitFor(() => requestState(handle, id).status === 'completed');
    await worker.stop();
    expect(worker.processed).toBe(6);
    // attempts counts abandoned claims: the dead worker's four, once each.
    expect(handle.sqlite.prepare('SELECT attempts, count(*) AS n FROM assets GROUP BY attempts ORDER BY attempts').all()).toEqual([
      { attempts: 0, n: 2 },
      { attempts: 1, n: 4 },
    ]);
    expect(handle.sqlite.prepare('SELECT count(*) FROM asset_claims').pluck().get()).toBe(0);
    countersMatchRecount(handle, id);
  });

  it('writes several claims in one finalize transaction, up to the write batch size', async () => {
    const id = await upload(rows(25));
    const worker = new EnrichmentWorker({ queue, enrich: catalogEnricher, batchSize: 3, writeBatchSize: 10 });
    expect(await worker.runBatch()).toBe(10);
    // One transaction: the ten outcomes carry the one timestamp it wrote (four claims' tokens).
    expect(handle.sqlite.prepare("SELECT count(*) AS n, count(DISTINCT enriched_at) AS stamps FROM assets WHERE status <> 'pending'").get()).toEqual({ n: 10, stamps: 1 });
    expect(requestState(handle, id)).toMatchObject({ status: 'processing', pending_count: 15, processing_count: 0 });
    countersMatchRecount(handle, id);
    expect(await worker.runBatch()).toBe(10);
    expect(await worker.runBatch()).toBe(5);
    expect(await worker.runBatch()).toBe(0);
    expect(requestState(handle, id)).toMatchObject({ status: 'completed', pending_count: 0, processing_count: 0 });
    countersMatchRecount(handle, id);
  });

  it('ends a gathering batch before an asset claimed before, which then runs alone', async () => {
    const id = await upload(rows(6));
    // The 4th asset was claimed by a worker that died (reclaimed: pending again, attempts 1).
    handle.sqlite.prepare('UPDATE assets SET attempts = 1 WHERE seq = (SELECT seq FROM assets ORDER BY seq LIMIT 1 OFFSET 3)').run();
    const worker = new EnrichmentWorker({ queue, enrich: catalogEnricher, batchSize: 3, writeBatchSize: 100 });
    expect(await worker.runBatch()).toBe(3);
    expect(await worker.runBatch()).toBe(1);
    // The three fresh ones first, then the retried one alone (attempts: abandoned claims, untouched by a finish).
    expect(handle.sqlite.prepare('SELECT attempts FROM assets WHERE status <> ? ORDER BY seq').pluck().all('pending')).toEqual([0, 0, 0, 1]);
    expect(await worker.runBatch()).toBe(2);
    expect(requestState(handle, id).status).toBe('completed');
    countersMatchRecount(handle, id);
  });

  it('shares the queue between two loops without finishing any asset twice', async () => {
    const id = await upload(rows(300));
    const a = new EnrichmentWorker({ queue, enrich: catalogEnricher, batchSize: 7, writeBatchSize: 20, idlePollMs: 5 });
    const b = new EnrichmentWorker({ queue: new AssetQueue(handle), enrich: catalogEnricher, batchSize: 11, writeBatchSize: 30, idlePollMs: 5 });
    await Promise.all([a.start({ reclaimAll: false }), b.start({ reclaimAll: false })]);
    await waitFor(() => requestState(handle, id).status === 'completed');
    await Promise.all([a.stop(), b.stop()]);
    expect(a.processed + b.processed).toBe(300);
    expect(a.processed).toBeGreaterThan(0);
    expect(b.processed).toBeGreaterThan(0);
    countersMatchRecount(handle, id);
  });
});

async function waitFor(check: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}
