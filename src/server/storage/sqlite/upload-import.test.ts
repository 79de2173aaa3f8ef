import { existsSync, readFileSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { listRequestsResponseSchema, uploadResponseSchema } from '../../../contract/requests';
import { ImportLeaseLostError } from './commit-upload';
import { STAGING_DIR_NAME, STALE_STAGING_MS } from './stage-csv';
import { uploadCsv } from '../../ingest/upload.test-support';
import { ACCEPTED_DIR_NAME, IMPORT_RETRY_BASE_MS, IMPORT_RETRY_MAX_MS, UploadImporter, importRetryDelayMs } from './upload-importer';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createEngineEnricher } from '../../worker/engine';
import type { BatchEnricher } from '../port';
import { inlineBatchEnricher } from '../../worker/enrichment-worker';
import { countersMatchRecount, requestState } from './recount.test-support';
import { startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer';
import { heldEnricher, sqliteHandle } from './test-support';

// Accepted, then imported (ingest/README.md): an upload of more than uploadInlineMaxRows rows is
// answered 201 once its file is durable and its request committed; a worker imports the rows.
// Here the limit is lowered to 2 rows, and the importer is driven by hand (no worker in the app)
// unless a test starts the in-process worker.

const CSV = 'model_number,brand,customer_name\nZ9-100,Goodman,first\nA1-200,Trane,second\n,Carrier,no model\nM5-300,Lennox,third\n';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const sqlite = () => sqliteHandle(t.app.ctx.storage).sqlite;
const assetRows = (requestId: string) =>
  sqlite().prepare('SELECT model_number, customer_name, status, created_at FROM assets WHERE request_id = ? ORDER BY seq').all(requestId) as {
    model_number: string;
    customer_name: string;
    status: string;
    created_at: string;
  }[];
const imports = () => sqlite().prepare('SELECT * FROM upload_imports').all() as { request_id: string; file_name: string; attempts: number }[];
const acceptedFiles = () => (existsSync(path.join(t.dataDir, ACCEPTED_DIR_NAME)) ? readdirSync(path.join(t.dataDir, ACCEPTED_DIR_NAME)) : []);

async function total(query = ''): Promise<number> {
  const res = await t.call({ method: 'GET', url: `/enrichment/acme/assets${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().meta.total as number;
}

/** A sort runner (on this thread) that, its sort done, waits for `gate`: holds an import between sort and copy. */
function gatedRunner(gate: Promise<void>) {
  return async (file: string, script: string) => {
    const db = new SqliteDatabase(file);
    try {
      db.exec(script);
    } finally {
      db.close();
    }
    await gate;
  };
}

describe('an upload over the inline limit (accepted, then imported)', () => {
  it('answers 201 with the counters at once; the rows are listed once a worker has imported them', async () => {
    t = await createTestApp({ uploadInlineMaxRows: 2 });
    // One small upload committed inline before it: its asset stays listed and counted throughout.
    expect((await uploadCsv(t, 'model_number\nQ1-1\n')).statusCode).toBe(201);

    const res = await uploadCsv(t, CSV, '?distributor=D-1');
    expect(res.statusCode).toBe(201);
    const request = uploadResponseSchema.parse(res.json()).data;
    expect(request).toMatchObject({
      // One row is final already (failed at validation), so the request has started.
      status: 'processing',
      assets_count: 4,
      distributor: 'D-1',
      asset_status: { pending: 3, processing: 0, completed: 0, incomplete: 0, not_found: 0, failed: 1 },
    });
    // Accepted: the file is durable in upload-accepted, recorded for import; nothing is staged any more.
    expect(imports()).toMatchObject([{ request_id: request.id, attempts: 0 }]);
    expect(acceptedFiles()).toEqual([imports()[0]!.file_name]);
    expect(readdirSync(path.join(t.dataDir, STAGING_DIR_NAME))).toEqual([]);
    // Not imported yet: no rows, and the list neither shows nor counts them (counters included).
    expect(assetRows(request.id)).toEqual([]);
    expect(await total()).toBe(1);
    expect(await total('?status=pending')).toBe(1);
    expect(await total('?status=failed')).toBe(0);
    expect(await total(`?request_id=${request.id}`)).toBe(0);
    // The requests list shows the request as accepted.
    const listed = (await t.call({ method: 'GET', url: '/enrichment/acme/requests' })).json().data[0];
    expect(listed).toMatchObject({ id: request.id, assets_count: 4, asset_status: { pending: 3, failed: 1 } });

    const importer = new UploadImporter(sqliteHandle(t.app.ctx.storage), t.dataDir, null);
    expect(importer.waiting()).toBe(true);
    expect(await importer.importNext()).toBe(4);
    expect(importer.waiting()).toBe(false);
    expect(await importer.importNext()).toBe(0);

    // Every row is an asset of the request, in model_number order (the sort), added at acceptance.
    expect(assetRows(request.id)).toEqual([
      { model_number: '', customer_name: 'no model', status: 'failed', created_at: request.created_at.replace(/(\.\d{3})\d{3}Z$/, '$1Z') },
      { model_number: 'A1-200', customer_name: 'second', status: 'pending', created_at: expect.any(String) },
      { model_number: 'M5-300', customer_name: 'third', status: 'pending', created_at: expect.any(String) },
      { model_number: 'Z9-100', customer_name: 'first', status: 'pending', created_at: expect.any(String) },
    ]);
    expect(new Set(assetRows(request.id).map((r) => r.created_at)).size).toBe(1);
    countersMatchRecount({ sqlite: sqlite() }, request.id);
    expect(await total()).toBe(5);
    expect(await total('?status=pending')).toBe(4);
    expect(await total(`?request_id=${request.id}&status=failed`)).toBe(1);
    expect(imports()).toEqual([]);
    expect(acceptedFiles()).toEqual([]);
  });

  it('imports once when a claim outlives its lease: the late worker writes nothing', async () => {
    t = await createTestApp({ uploadInlineMaxRows: 2 });
    const request = uploadResponseSchema.parse((await uploadCsv(t, CSV)).json()).data;
    const start = Date.now();
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const slow = new UploadImporter(sqliteHandle(t.app.ctx.storage), t.dataDir, gatedRunner(gate), () => new Date(start), 60_000);
    const late = slow.importNext();
    late.catch(() => undefined);
    // Claimed and held: not waiting for another worker until the lease runs out.
    await new Promise((r) => setTimeout(r, 20));
    expect(new UploadImporter(sqliteHandle(t.app.ctx.storage), t.dataDir, null, () => new Date(start + 59_000), 60_000).waiting()).toBe(false);
    const taker = new UploadImporter(sqliteHandle(t.app.ctx.storage), t.dataDir, null, () => new Date(start + 61_000), 60_000);
    expect(taker.waiting()).toBe(true);
    expect(await taker.importNext()).toBe(4);
    open();
    await expect(late).rejects.toBeInstanceOf(ImportLeaseLostError);
    expect(assetRows(request.id)).toHaveLength(4);
    countersMatchRecount({ sqlite: sqlite() }, request.id);
    expect(acceptedFiles()).toEqual([]);
  });

  it('a starting worker takes back an import a stopped one held (releaseAll), counting the attempt', async () => {
    t = await createTestApp({ uploadInlineMaxRows: 2 });
    const request = uploadResponseSchema.parse((await uploadCsv(t, CSV)).json()).data;
    const stuck = new UploadImporter(sqliteHandle(t.app.ctx.storage), t.dataDir, gatedRunner(new Promise<void>(() => undefined)));
    void stuck.importNext();
    await new Promise((r) => setTimeout(r, 20));
    const fresh = new UploadImporter(sqliteHandle(t.app.ctx.storage), t.dataDir, null);
    expect(fresh.waiting()).toBe(false);
    expect(await fresh.releaseAll()).toBe(1);
    expect(imports()).toMatchObject([{ request_id: request.id, attempts: 1 }]);
    expect(await fresh.importNext()).toBe(4);
    expect(assetRows(request.id)).toHaveLength(4);
  });

  it('retries an import whose file cannot be read after 30 s, 1 min, 2 min, ... (its error kept), until it succeeds', async () => {
    t = await createTestApp({ uploadInlineMaxRows: 2 });
    const request = uploadResponseSchema.parse((await uploadCsv(t, CSV)).json()).data;
    const file = path.join(t.dataDir, ACCEPTED_DIR_NAME, imports()[0]!.file_name);
    const good = readFileSync(file);
    writeFileSync(file, 'not a database');
    let nowMs = Date.parse('2030-01-01T00:00:00.000Z');
    const errors: string[] = [];
    const log = { info: () => undefined, error: (_o: object, msg: string) => errors.push(msg) };
    const importer = new UploadImporter(sqliteHandle(t.app.ctx.storage), t.dataDir, null, () => new Date(nowMs), undefined, { log });
    const record = () => sqlite().prepare('SELECT attempts, retry_at, last_error FROM upload_imports').get() as { attempts: number; retry_at: string; last_error: string };

    await expect(importer.importNext()).rejects.toThrow();
    expect(record()).toMatchObject({ attempts: 1, retry_at: '2030-01-01T00:00:30.000Z' });
    expect(record().last_error).toMatch(/not a database/i);
    expect(errors).toEqual(['import attempt failed; retrying later']);
    // The request says when its import goes on; its rows still count as pending.
    const listed = async () => listRequestsResponseSchema.parse((await t.call({ method: 'GET', url: '/enrichment/acme/requests' })).json()).data[0]!;
    expect(await listed()).toMatchObject({ id: request.id, import_retry_at: '2030-01-01T00:00:30.000Z', asset_status: { pending: 3, failed: 1 } });
    // Not before its time: nothing to claim, nothing imported.
    nowMs += 29_999;
    expect(importer.waiting()).toBe(false);
    expect(await importer.importNext()).toBe(0);
    // Then again, and each failure doubles the wait: 1 min after the second, 2 min after the third.
    nowMs += 1;
    expect(importer.waiting()).toBe(true);
    await expect(importer.importNext()).rejects.toThrow();
    expect(record()).toMatchObject({ attempts: 2, retry_at: '2030-01-01T00:01:30.000Z' });
    nowMs += 60_000;
    await expect(importer.importNext()).rejects.toThrow();
    expect(record()).toMatchObject({ attempts: 3, retry_at: '2030-01-01T00:03:30.000Z' });
    expect(assetRows(request.id)).toEqual([]);
    // Its scratch files are removed after each failed attempt; the accepted file is kept.
    expect(acceptedFiles()).toEqual([imports()[0]!.file_name]);
    // The trouble over (the file readable again), the next attempt imports every row.
    writeFileSync(file, good);
    nowMs += 120_000;
    expect(await importer.importNext()).toBe(4);
    expect(assetRows(request.id).map((r) => r.model_number).sort()).toEqual(['', 'A1-200', 'M5-300', 'Z9-100']);
    expect(imports()).toEqual([]);
    expect(await listed()).not.toHaveProperty('import_retry_at');
  });

  it('waits at most IMPORT_RETRY_MAX_MS (1 h) between attempts; a worker starting retries at once', async () => {
    expect([1, 2, 3, 4, 5, 7, 8, 50].map(importRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 1_920_000, 3_600_000, 3_600_000]);
    expect(IMPORT_RETRY_MAX_MS).toBe(3_600_000);
    t = await createTestApp({ uploadInlineMaxRows: 2 });
    await uploadCsv(t, CSV);
    sqlite().prepare("UPDATE upload_imports SET attempts = 9, retry_at = '2999-01-01T00:00:00.000Z'").run();
    const importer = new UploadImporter(sqliteHandle(t.app.ctx.storage), t.dataDir, null);
    expect(importer.waiting()).toBe(false);
    expect(await importer.releaseAll()).toBe(0);
    expect(importer.waiting()).toBe(true);
    expect(await importer.importNext()).toBe(4);
  });

  it('removes accepted files older than an hour that no import refers to, and only those', async () => {
    t = await createTestApp({ uploadInlineMaxRows: 2 });
    await uploadCsv(t, CSV);
    const dir = path.join(t.dataDir, ACCEPTED_DIR_NAME);
    const [owned] = acceptedFiles();
    const old = new Date(Date.now() - STALE_STAGING_MS - 60_000);
    for (const name of ['orphan-old.sqlite', 'orphan-new.sqlite', `${owned}.token.ordered`]) writeFileSync(path.join(dir, name), 'x');
    for (const name of [owned!, 'orphan-old.sqlite', `${owned}.token.ordered`]) utimesSync(path.join(dir, name), old, old);
    const importer = new UploadImporter(sqliteHandle(t.app.ctx.storage), t.dataDir, null);
    expect(await importer.removeOrphanFiles()).toBe(1);
    expect(acceptedFiles().sort()).toEqual([owned, `${owned}.token.ordered`, 'orphan-new.sqlite'].sort());
    // The import removes its accepted file and every scratch file made from it.
    expect(await importer.importNext()).toBe(4);
    expect(acceptedFiles()).toEqual(['orphan-new.sqlite']);
  });

  it('the in-process worker imports and enriches it', async () => {
    t = await createTestApp({ uploadInlineMaxRows: 2, startWorker: true });
    const request = uploadResponseSchema.parse((await uploadCsv(t, CSV)).json()).data;
    const deadline = Date.now() + 20_000;
    let state = '';
    while (state !== 'completed' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      state = (await t.call({ method: 'GET', url: '/enrichment/acme/requests' })).json().data[0].status;
    }
    expect(state).toBe('completed');
    expect(await total(`?request_id=${request.id}`)).toBe(4);
    expect(await total(`?request_id=${request.id}&status=pending`)).toBe(0);
    countersMatchRecount({ sqlite: sqlite() }, request.id);
    expect(imports()).toEqual([]);
    // The accepted file is removed just after the last slice commits (the request is completed then).
    while (acceptedFiles().length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(acceptedFiles()).toEqual([]);
  });

  describe('enriched as it is imported, a slice per transaction', () => {
    // Sorted by model number: '' (refused at validation), GCEC960403BN, M5-300, ZZ-NOPE-000; with
    // two rows a slice, the Goodman furnace (a catalog model with a datable serial) is in the first.
    const ENRICH_CSV =
      'model_number,brand,serial_number,customer_name\nZZ-NOPE-000,,,second\nGCEC960403BN,Goodman,2205123456,first\n,Carrier,,no model\nM5-300,Lennox,,third\n';
    const today = new Date('2025-06-01T00:00:00.000Z');
    const engine = () => inlineBatchEnricher(createEngineEnricher({ today: () => today }));
    const claims = () => sqlite().prepare('SELECT count(*) FROM asset_claims').pluck().get();

    const heldEngine = (hold: number) => heldEnricher(engine(), hold);

    /**
     * Imports ENRICH_CSV two rows a slice, copied on `checkpointer`'s thread, and returns once the
     * first slice is in and the engine holds the second (held.open() lets it go on).
     */
    async function threadImportHeldAtSecondSlice(checkpointer: WalCheckpointer, requestId: string) {
      const held = heldEngine(2);
      const importer = new UploadImporter(sqliteHandle(t.app.ctx.storage), t.dataDir, null, () => new Date(), undefined, {
        enrichBatch: held.enrichBatch,
        sliceRows: 2,
        copySlice: checkpointer.runImportSlice,
      });
      const run = importer.importNext();
      run.catch(() => undefined);
      await held.reached;
      for (const deadline = Date.now() + 5_000; assetRows(requestId).length < 2 && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 10));
      expect(assetRows(requestId)).toHaveLength(2);
      return { held, run };
    }

    it('writes each slice final with the engine\'s outcome; the list shows and counts only the slices imported', async () => {
      t = await createTestApp({ uploadInlineMaxRows: 2, today: () => today });
      const request = uploadResponseSchema.parse((await uploadCsv(t, ENRICH_CSV)).json()).data;
      const held = heldEngine(2);
      const importer = new UploadImporter(sqliteHandle(t.app.ctx.storage), t.dataDir, null, () => new Date(), undefined, { enrichBatch: held.enrichBatch, sliceRows: 2 });
      const done = importer.importNext();
      await held.reached;

      // The first slice is in: the refused row and the Goodman furnace, already final.
      expect(assetRows(request.id).map((r) => [r.model_number, r.status])).toEqual([
        ['', 'failed'],
        ['GCEC960403BN', 'completed'],
      ]);
      expect(imports()).toMatchObject([{ request_id: request.id, imported_rows: 2, pending_left: 2, failed_left: 0 }]);
      // Counted: the request (every row, from its 201) …
      expect(requestState(sqliteHandle(t.app.ctx.storage), request.id)).toMatchObject({ assets_count: 4, pending_count: 2, completed_count: 1, failed_count: 1 });
      // … and the list (only rows it can show), by whichever way it counts.
      expect(await total()).toBe(2);
      expect(await total(`?request_id=${request.id}`)).toBe(2);
      expect(await total('?status=pending')).toBe(0);
      expect(await total('?status=failed')).toBe(1);
      expect(await total('?status=completed')).toBe(1);
      expect(await total('?match_type[]=exact_match')).toBe(1);

      held.open();
      expect(await done).toBe(4);
      expect(assetRows(request.id).map((r) => [r.model_number, r.status])).toEqual([
        ['', 'failed'],
        ['GCEC960403BN', 'completed'],
        ['M5-300', 'not_found'],
        ['ZZ-NOPE-000', 'not_found'],
      ]);
      // Never queued: no claim, no pending row; the counters are the rows'.
      expect(claims()).toBe(0);
      countersMatchRecount({ sqlite: sqlite() }, request.id);
      expect(requestState(sqliteHandle(t.app.ctx.storage), request.id).status).toBe('completed');
      expect(await total()).toBe(4);
      expect(imports()).toEqual([]);
      expect(acceptedFiles()).toEqual([]);
    });

    it('each imported row holds its own engine outcome (rows written ten per statement, the rest one by one)', async () => {
      t = await createTestApp({ uploadInlineMaxRows: 2, today: () => today });
      // 23 rows: two statements of ten and three single ones; matched and unmatched models, serials
      // that date and one that does not, one invalid row.
      const models = ['GCEC960403BN', 'ZZ-NOPE-000', 'M5-300', 'GCEC960403BN'];
      const serials = ['2205123456', '', '1601123456', 'not-a-serial'];
      const lines = Array.from({ length: 23 }, (_, i) => (i === 7 ? ',Carrier,,' : `${models[i % 4]},Goodman,${serials[(i * 3) % 4]},c${i}`));
      const request = uploadResponseSchema.parse((await uploadCsv(t, `model_number,brand,serial_number,customer_name\n${lines.join('\n')}\n`)).json()).data;
      expect(await new UploadImporter(sqliteHandle(t.app.ctx.storage), t.dataDir, null, () => new Date(), undefined, { enrichBatch: engine() }).importNext()).toBe(23);
      const enrich = createEngineEnricher({ today: () => today });
      const columns = ['status', 'status_reason', 'match_type', 'oem_id', 'confidence_score', 'manufacturing_date', 'manufacture_ref_date', 'registered_expiration_date', 'unregistered_expiration_date', 'enrichment_model', 'enrichment_type'] as const;
      const stored = sqlite()
        .prepare(`SELECT model_number, brand, serial_number, ${columns.join(', ')} FROM assets WHERE request_id = ? AND status <> 'failed'`)
        .all(request.id) as Record<string, unknown>[];
      expect(stored).toHaveLength(22);
      for (const row of stored) {
        const outcome = enrich({ model_number: row.model_number as string, brand: row.brand as string, serial_number: (row.serial_number as string | null) ?? null, date_added: null, type_of_service: null });
        expect(Object.fromEntries(columns.map((c) => [c, row[c]])), String(row.serial_number)).toEqual(Object.fromEntries(columns.map((c) => [c, outcome[c]])));
      }
      expect(new Set(stored.map((r) => r.status))).toEqual(new Set(['completed', 'incomplete', 'not_found']));
    });

    it('an imported asset reads back as the same asset entered one by one and enriched by the queue', async () => {
      t = await createTestApp({ uploadInlineMaxRows: 2, today: () => today, startWorker: true });
      const request = uploadResponseSchema.parse((await uploadCsv(t, ENRICH_CSV)).json()).data;
      const one = await t.call({
        method: 'POST',
        url: '/enrichment/acme/assets',
        payload: { model_number: 'GCEC960403BN', brand: 'Goodman', serial_number: '2205123456', customer_name: 'first' },
      });
      expect(one.statusCode).toBe(201);
      const deadline = Date.now() + 20_000;
      while ((requestState(sqliteHandle(t.app.ctx.storage), request.id).status !== 'completed' || (await total('?status=pending')) > 0) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
      }
      const imported = sqlite().prepare("SELECT id FROM assets WHERE request_id = ? AND model_number = 'GCEC960403BN'").pluck().get(request.id) as string;
      const detail = async (id: string) => (await t.call({ method: 'GET', url: `/enrichment/acme/assets/${id}` })).json() as Record<string, unknown>;
      const a = await detail(imported);
      const b = await detail(one.json().data.id as string);
      expect(a).toMatchObject({ status: 'completed', match_type: 'exact_match' });
      // Everything but identity, provenance and times is the same.
      const comparable = (d: Record<string, unknown>) => {
        const { id: _id, request: _request, created_at: _created, updated_at: _updated, enrichment, ...rest } = d;
        const { id: _enrichmentId, ...enrichmentRest } = (enrichment ?? {}) as Record<string, unknown>;
        return { ...rest, enrichment: enrichmentRest };
      };
      expect(comparable(a)).toEqual(comparable(b));
      // The stored model columns too (the import writes them once per model, the queue per row).
      const stored = (id: string) =>
        sqlite()
          .prepare('SELECT enrichment_model, enrichment_brand, enrichment_type, enrichment_model_notes, enrichment_image_path, enrichment_source, oem_id FROM assets WHERE id = ?')
          .get(id) as Record<string, unknown>;
      expect(stored(imported)).toEqual(stored(one.json().data.id as string));
      expect(stored(imported)).toMatchObject({ enrichment_brand: 'Goodman', enrichment_source: 'search' });
    });

    it('a retried import goes on from its last slice and copies the rest pending, for the queue', async () => {
      t = await createTestApp({ uploadInlineMaxRows: 2, today: () => today });
      const request = uploadResponseSchema.parse((await uploadCsv(t, ENRICH_CSV)).json()).data;
      // The engine fails as a whole on the second slice (as when its thread dies).
      const inner = engine();
      let calls = 0;
      const dying: BatchEnricher = (inputs) => (++calls === 2 ? Promise.reject(new Error('engine thread exited (code 1)')) : inner(inputs));
      const first = new UploadImporter(sqliteHandle(t.app.ctx.storage), t.dataDir, null, () => new Date(), undefined, { enrichBatch: dying, sliceRows: 2 });
      await expect(first.importNext()).rejects.toThrow(/engine thread exited/);
      expect(imports()).toMatchObject([{ imported_rows: 2, attempts: 1, pending_left: 2 }]);
      expect(assetRows(request.id)).toHaveLength(2);

      // Retried once its wait (IMPORT_RETRY_BASE_MS after the first failure) is over.
      const later = () => new Date(Date.now() + IMPORT_RETRY_BASE_MS);
      const second = new UploadImporter(sqliteHandle(t.app.ctx.storage), t.dataDir, null, later, undefined, { enrichBatch: engine(), sliceRows: 2 });
      expect(await second.importNext()).toBe(2);
      // Each row once: the first slice as the first attempt wrote it, the rest pending for the queue.
      expect(assetRows(request.id).map((r) => [r.model_number, r.status])).toEqual([
        ['', 'failed'],
        ['GCEC960403BN', 'completed'],
        ['M5-300', 'pending'],
        ['ZZ-NOPE-000', 'pending'],
      ]);
      countersMatchRecount({ sqlite: sqlite() }, request.id);
      expect(await total('?status=pending')).toBe(2);
      expect(imports()).toEqual([]);
      expect(acceptedFiles()).toEqual([]);
    });

    it('copied on another thread (the WAL checkpointer thread): the same rows and counters; a claim lost between slices stops it', async () => {
      t = await createTestApp({ uploadInlineMaxRows: 2, today: () => today });
      const checkpointer = startWalCheckpointer(sqliteHandle(t.app.ctx.storage));
      try {
        const request = uploadResponseSchema.parse((await uploadCsv(t, ENRICH_CSV)).json()).data;
        const held = heldEngine(2);
        const options = { enrichBatch: held.enrichBatch, sliceRows: 2, copySlice: checkpointer.runImportSlice };
        const late = new UploadImporter(sqliteHandle(t.app.ctx.storage), t.dataDir, null, () => new Date(), undefined, options);
        const lateRun = late.importNext();
        lateRun.catch(() => undefined);
        await held.reached;
        // The first slice lands (copied by the thread, while the engine started on the second) …
        for (const deadline = Date.now() + 5_000; assetRows(request.id).length < 2 && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 10));
        expect(assetRows(request.id).map((r) => [r.model_number, r.status])).toEqual([
          ['', 'failed'],
          ['GCEC960403BN', 'completed'],
        ]);
        // … then the claim is taken over (as when the lease ran out): the late slice writes nothing.
        sqlite().prepare("UPDATE upload_imports SET claim_token = 'someone-else'").run();
        held.open();
        await expect(lateRun).rejects.toBeInstanceOf(ImportLeaseLostError);
        expect(assetRows(request.id)).toHaveLength(2);
        expect(imports()).toMatchObject([{ imported_rows: 2, pending_left: 2 }]);

        // Taken back, another import (on the thread as well) goes on from there, enriching.
        sqlite().prepare('UPDATE upload_imports SET claim_token = NULL, claimed_at = NULL').run();
        const next = new UploadImporter(sqliteHandle(t.app.ctx.storage), t.dataDir, null, () => new Date(), undefined, { ...options, enrichBatch: engine() });
        expect(await next.importNext()).toBe(2);
        expect(assetRows(request.id).map((r) => [r.model_number, r.status])).toEqual([
          ['', 'failed'],
          ['GCEC960403BN', 'completed'],
          ['M5-300', 'not_found'],
          ['ZZ-NOPE-000', 'not_found'],
        ]);
        countersMatchRecount({ sqlite: sqlite() }, request.id);
        expect(await total()).toBe(4);
        expect(imports()).toEqual([]);
        expect(acceptedFiles()).toEqual([]);
      } finally {
        await checkpointer.stop();
      }
    });

    it('copied on another thread, a slice only reads the scratch files: a write lock held on the sorted file does not stop it', async () => {
      // The engine reads the sorted file while the thread copies from it. The copy's transaction
      // once began IMMEDIATE, which write-locks every attached file too: the engine's reads then
      // failed with SQLITE_BUSY at times (1M-row import under --cpu-prof: every run).
      t = await createTestApp({ uploadInlineMaxRows: 2, today: () => today });
      const checkpointer = startWalCheckpointer(sqliteHandle(t.app.ctx.storage));
      const locker: { db: SqliteDatabase.Database | null } = { db: null };
      try {
        const request = uploadResponseSchema.parse((await uploadCsv(t, ENRICH_CSV)).json()).data;
        const { held, run } = await threadImportHeldAtSecondSlice(checkpointer, request.id);
        const sorted = acceptedFiles().filter((n) => n.endsWith('.ordered'));
        expect(sorted).toHaveLength(1);
        // Another writer of the sorted file (RESERVED lock) while the second slice is enriched and copied.
        locker.db = new SqliteDatabase(path.join(t.dataDir, ACCEPTED_DIR_NAME, sorted[0]!), { fileMustExist: true });
        locker.db.exec('BEGIN IMMEDIATE');
        held.open();
        expect(await run).toBe(4);
        expect(assetRows(request.id).map((r) => r.status)).toEqual(['failed', 'completed', 'not_found', 'not_found']);
        countersMatchRecount({ sqlite: sqlite() }, request.id);
      } finally {
        locker.db?.close();
        await checkpointer.stop();
      }
    });
  });
});
