import { afterEach, describe, expect, it } from 'vitest';
import { uploadResponseSchema } from '../../../contract/requests';
import { uploadCsv } from '../../ingest/upload.test-support';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createEngineEnricher } from '../../worker/engine';
import { inlineBatchEnricher } from '../../worker/enrichment-worker';
import { SEED_TIME, databaseAtMigration, seedRequest } from './migrations/migration.test-support';
import { heldEnricher, sqliteHandle } from './test-support';
import { UploadImporter } from './upload-importer';
import { startWalCheckpointer } from './wal-checkpointer';

// Search at insert (asset-search.ts): every insert path puts its rows in the FTS5 index in the
// transaction that inserts them, so search_string finds an asset from the moment it is listed —
// pending (a small upload, a single POST) or final (an import slice) — with no worker involved.

const FINAL = new Set(['completed', 'incomplete', 'not_found', 'failed']);
const today = new Date('2025-06-01T00:00:00.000Z');

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const sqlite = () => sqliteHandle(t.app.ctx.storage).sqlite;

async function search(term: string, query = ''): Promise<string[]> {
  const res = await t.call({ method: 'GET', url: `/enrichment/acme/assets?search_string=${encodeURIComponent(term)}&per_page=100${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().data.map((a: { customer_name: string | null }) => a.customer_name).sort();
}

/** FTS5's own check of the index against the content table (rank 1: external content too). */
function integrityCheck(): void {
  sqlite().exec(`INSERT INTO assets_fts (assets_fts, rank) VALUES ('integrity-check', 1)`);
}

describe('search at insert', () => {
  it('finds a small upload\'s rows at its 201, with no worker', async () => {
    t = await createTestApp();
    const res = await uploadCsv(t, 'model_number,customer_name\nAAA1,Zanzibar Smith\nAAA2,Zanzibar Jones\nAAA3,Other Person\n');
    expect(res.statusCode).toBe(201);
    expect(await search('Zanzibar')).toEqual(['Zanzibar Jones', 'Zanzibar Smith']);
    expect(await search('AAA')).toEqual(['Other Person', 'Zanzibar Jones', 'Zanzibar Smith']);
    integrityCheck();
  });

  it('finds a single-asset POST at its 201', async () => {
    t = await createTestApp();
    const res = await t.call({ method: 'POST', url: '/enrichment/acme/assets', payload: { model_number: 'SINGLE-QWERTY', customer_name: 'Posted One' } });
    expect(res.statusCode).toBe(201);
    expect(await search('QWERTY')).toEqual(['Posted One']);
    integrityCheck();
  });

  it('indexes an upload of more rows than one copy statement, each row once', async () => {
    t = await createTestApp();
    // 10,001 rows: two copy statements of the small-upload commit (COMMIT_SLICE_ROWS = 10,000).
    const lines = Array.from({ length: 10_001 }, (_, i) => `M-${i},Person ${String(i).padStart(5, '0')}`);
    expect((await uploadCsv(t, `model_number,customer_name\n${lines.join('\n')}\n`)).statusCode).toBe(201);
    expect(sqlite().prepare('SELECT count(*) FROM assets_fts_docsize').pluck().get()).toBe(10_001);
    expect(await search('Person 10000')).toEqual(['Person 10000']);
    expect(await search('Person 00000')).toEqual(['Person 00000']);
    integrityCheck();
  });

  it('keeps the index in step when searchable columns are updated and rows deleted', async () => {
    t = await createTestApp();
    await uploadCsv(t, 'model_number,customer_name\nM1,Alpha Person\nM2,Beta Person\nM3,Gamma Person\n');
    sqlite().prepare("UPDATE assets SET customer_name = 'Omega Human' WHERE model_number = 'M1'").run();
    sqlite().prepare("DELETE FROM assets WHERE model_number = 'M2'").run();
    integrityCheck();
    expect(await search('Person')).toEqual(['Gamma Person']);
    expect(await search('Omega')).toEqual(['Omega Human']);
    expect(await search('Alpha')).toEqual([]);
    expect(await search('Beta')).toEqual([]);
  });

  describe('an accepted upload, imported a slice at a time', () => {
    // Two rows a slice: the engine is held before its second slice, when the first is in, final.
    const CSV = 'model_number,brand,serial_number,customer_name\nZZ-NOPE-000,,,Wombat Four\nGCEC960403BN,Goodman,2205123456,Wombat Two\n,Carrier,,Wombat One\nM5-300,Lennox,,Wombat Three\n';

    const heldEngine = () => heldEnricher(inlineBatchEnricher(createEngineEnricher({ today: () => today })), 2);

    /** Every final asset of the request is found by search_string (its customer name), and only those. */
    async function everyFinalAssetFound(requestId: string): Promise<number> {
      const rows = sqlite().prepare('SELECT customer_name, status FROM assets WHERE request_id = ?').all(requestId) as { customer_name: string; status: string }[];
      for (const r of rows) {
        expect(FINAL.has(r.status)).toBe(true);
        expect(await search(r.customer_name)).toEqual([r.customer_name]);
      }
      expect(await search('Wombat')).toEqual(rows.map((r) => r.customer_name).sort());
      return rows.length;
    }

    for (const where of ['this thread', 'the WAL checkpointer thread'] as const) {
      it(`makes each slice's assets searchable in the transaction that makes them final (copied on ${where})`, async () => {
        t = await createTestApp({ uploadInlineMaxRows: 2, today: () => today });
        const request = uploadResponseSchema.parse((await uploadCsv(t, CSV)).json()).data;
        expect(await search('Wombat')).toEqual([]);
        const checkpointer = where === 'this thread' ? null : startWalCheckpointer(sqliteHandle(t.app.ctx.storage));
        try {
          const held = heldEngine();
          const importer = new UploadImporter(sqliteHandle(t.app.ctx.storage), t.dataDir, null, () => new Date(), undefined, {
            enrichBatch: held.enrichBatch,
            sliceRows: 2,
            ...(checkpointer ? { copySlice: checkpointer.runImportSlice } : {}),
          });
          const done = importer.importNext();
          done.catch(() => undefined);
          await held.reached;
          // The copy of the first slice may still be running on the other thread: wait for its commit.
          const imported = () => sqlite().prepare('SELECT count(*) FROM assets WHERE request_id = ?').pluck().get(request.id) as number;
          for (const deadline = Date.now() + 5_000; imported() < 2 && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 10));
          expect(await everyFinalAssetFound(request.id)).toBe(2);
          held.open();
          expect(await done).toBe(4);
          expect(await everyFinalAssetFound(request.id)).toBe(4);
          integrityCheck();
        } finally {
          await checkpointer?.stop();
        }
      });
    }
  });
});

describe('migration 0018 (search at insert)', () => {
  it('indexes the rows an older release left in the backlog, drops it, and keeps updates and deletes in step', async () => {
    const at = await databaseAtMigration('0017_replacement_tier_keys');
    const { sqlite: db } = at;
    try {
      seedRequest(db, { id: 'r1', status: 'pending', counters: { assets_count: 4, pending_count: 4 } });
      const insert = db.prepare(`INSERT INTO assets (seq, id, partner_id, request_id, added_from, added_by, model_number, customer_name, status, created_at, updated_at)
        VALUES (?, ?, 1, 'r1', 'batch-import', 'a', ?, ?, 'pending', ?, ?)`);
      // Seqs 1–2 indexed (as a POST or a drained backlog left them); 3–4 waiting in the backlog.
      insert.run(1, 'a1', 'M1', 'Indexed Koala', SEED_TIME, SEED_TIME);
      insert.run(2, 'a2', 'M2', 'Indexed Emu', SEED_TIME, SEED_TIME);
      db.exec("INSERT INTO assets_fts (rowid, model_number, customer_name) SELECT seq, model_number, customer_name FROM assets WHERE seq <= 2");
      insert.run(3, 'a3', 'M3', 'Waiting Dingo', SEED_TIME, SEED_TIME);
      insert.run(4, 'a4', 'M4', 'Waiting Numbat', SEED_TIME, SEED_TIME);
      db.exec('INSERT INTO fts_backlog (from_seq, to_seq) VALUES (3, 4)');
      const found = (term: string) => db.prepare('SELECT rowid FROM assets_fts WHERE assets_fts MATCH ? ORDER BY rowid').pluck().all(`"${term}"`);
      expect(found('Waiting')).toEqual([]);

      expect(await at.migrateToLatest()).toBeUndefined();
      expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'fts_backlog'").pluck().get()).toBe(0);
      expect(found('Waiting')).toEqual([3, 4]);
      expect(found('Indexed')).toEqual([1, 2]);
      // The triggers now touch every row (none is waiting any more).
      db.prepare("UPDATE assets SET customer_name = 'Renamed Dingo' WHERE seq = 3").run();
      db.prepare('DELETE FROM assets WHERE seq = 1').run();
      expect(found('Waiting')).toEqual([4]);
      expect(found('Renamed')).toEqual([3]);
      expect(found('Indexed')).toEqual([2]);
      db.exec(`INSERT INTO assets_fts (assets_fts, rank) VALUES ('integrity-check', 1)`);
    } finally {
      await at.close();
    }
  });
});
