import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCsv } from '../../../../bench/lib/csv-generator';
import { readCatalogModels } from '../../catalog/load-catalog';
import { openDatabase, DB_FILE_NAME } from './connection';
import { ensurePartner } from '../partners-repo';
import { acceptStagedUpload } from './commit-upload';
import { stageCsv } from './stage-csv';
import { ACCEPTED_DIR_NAME, acceptStagedFile } from './upload-importer';
import { countersMatchRecount, requestState } from './recount.test-support';

// Crash test: `npm run worker` processes (src/server/worker/main.ts) on a temporary DATA_DIR seeded
// with one large accepted upload (as the API leaves it at its 201: the file waiting for its import)
// are killed with SIGKILL mid-import (between its slices), then while they hold claims, restarted,
// run two at a time, and finally let finish. Every row must be imported once. Every asset must end
// final exactly once (audit triggers record each pending → final transition, at import or by the
// queue), the request's counters must equal a recount, and every asset in the table must be in the
// search index whenever the test looks (each slice is indexed in its own transaction), which must
// pass FTS5's integrity check at the end.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const ROWS = 20_000;
const FINAL = `('completed', 'incomplete', 'not_found', 'failed')`;

let dataDir: string;
let db: SqliteDatabase.Database;
let requestId: string;
let pendingAtUpload: number;
let uploadedRows: number;
const children: ChildProcess[] = [];

function startWorkerProcess(env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/worker/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  return child;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

const count = (where: string) => db.prepare(`SELECT count(*) FROM assets WHERE ${where}`).pluck().get() as number;
const claims = () => db.prepare('SELECT count(*) FROM asset_claims').pluck().get() as number;
/** Assets missing from the search index (FTS5 keeps one docsize row per indexed rowid). */
const unindexed = () => db.prepare('SELECT count(*) FROM assets WHERE seq NOT IN (SELECT id FROM assets_fts_docsize)').pluck().get() as number;

async function until(check: () => boolean, what: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'nameplate-crash-'));
  const csv = path.join(dataDir, 'seed.csv');
  await generateCsv({ file: csv, rows: ROWS, models: readCatalogModels(), seed: 7 });
  const handle = await openDatabase({ dataDir });
  const partner = await ensurePartner(handle.db, 'acme', new Date());
  const staged = await stageCsv(createReadStream(csv), path.join(dataDir, 'staging'));
  const accepted = acceptStagedFile(dataDir, staged.file);
  const request = await acceptStagedUpload(handle, accepted.name, staged, { partnerId: partner.id, addedBy: 'seed', distributor: null, fileName: 'seed.csv', now: new Date() });
  requestId = request.id;
  uploadedRows = request.assets_count;
  pendingAtUpload = request.pending_count;
  // Audit: one row per asset turned final by enrichment (the test's own triggers on its own
  // database): a row the import writes final (enriched_at set; a row refused at validation has none),
  // or a pending row the queue's finalize writes final (a claim writes no status on the asset row:
  // storage/sqlite/queue.ts).
  handle.sqlite.exec(`CREATE TABLE test_finals (seq INTEGER NOT NULL);
    CREATE TRIGGER test_finals_import AFTER INSERT ON assets
    WHEN new.status IN ${FINAL} AND new.enriched_at IS NOT NULL
    BEGIN INSERT INTO test_finals (seq) VALUES (new.seq); END;
    CREATE TRIGGER test_finals_audit AFTER UPDATE OF status ON assets
    WHEN old.status = 'pending' AND new.status IN ${FINAL}
    BEGIN INSERT INTO test_finals (seq) VALUES (new.seq); END;`);
  await handle.close();
  db = new SqliteDatabase(path.join(dataDir, DB_FILE_NAME));
  db.pragma('busy_timeout = 5000');
}, 120_000);

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await Promise.all(children.map(exited));
  db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('worker processes killed with SIGKILL mid-batch', () => {
  it('lose no asset, strand none, finish each exactly once, keep counters exact', async () => {
    expect(pendingAtUpload).toBeGreaterThan(ROWS * 0.9);
    expect(uploadedRows).toBe(ROWS);

    // 0. The first worker imports the upload, enriching it, in slices of 2,000 rows (one transaction
    //    each); killed after some slices, it leaves exactly those rows, final, and the import record
    //    saying so (the copy and the record's progress are one transaction).
    const importedSoFar = () => db.prepare('SELECT imported_rows FROM upload_imports').pluck().get() as number | undefined;
    // Its slices are copied on its WAL checkpointer's thread: a kill lands
    // there as well as in the engine on the main thread.
    const a0 = startWorkerProcess({ IMPORT_SLICE_ROWS: '2000' });
    await until(() => (importedSoFar() ?? 0) > 0, 'worker A0 to import a slice');
    a0.kill('SIGKILL');
    await exited(a0);
    const importedRows = importedSoFar();
    expect(importedRows).toBeGreaterThan(0);
    expect(importedRows).toBeLessThan(ROWS);
    expect(count(`request_id = '${requestId}'`)).toBe(importedRows);
    expect(count(`request_id = '${requestId}' AND status NOT IN ${FINAL}`)).toBe(0);
    expect(unindexed()).toBe(0);
    // The next worker goes on from there, copying the rest pending (a retried import): the queue's turn.

    // 1. One worker; kill it while it holds a claim, after some batches are written.
    const a = startWorkerProcess();
    await until(() => count(`status IN ${FINAL}`) > ROWS * 0.1 && claims() > 0, 'worker A mid-batch');
    a.kill('SIGKILL');
    await exited(a);
    expect(unindexed()).toBe(0);
    expect(claims()).toBeGreaterThan(0); // stranded claims, for now

    // 2. Two workers at once (the second to start reclaims everything processing, the first's live
    //    claims included: those late writes must be refused, not double-counted); kill one mid-batch.
    const b = startWorkerProcess();
    const c = startWorkerProcess();
    const before = count(`status IN ${FINAL}`);
    await until(() => count(`status IN ${FINAL}`) > before + 1000 && claims() > 0, 'workers B and C mid-batch');
    b.kill('SIGKILL');
    await exited(b);

    // 3. A fresh worker reclaims B's claims on start; C and D finish the queue.
    const d = startWorkerProcess();
    await until(() => requestState({ sqlite: db }, requestId).status === 'completed', 'the request to complete', 180_000);
    expect(unindexed()).toBe(0);
    c.kill('SIGTERM');
    d.kill('SIGTERM');
    await Promise.all([exited(c), exited(d)]);
    expect(c.exitCode).toBe(0);
    expect(d.exitCode).toBe(0);

    expect(count(`status = 'pending'`)).toBe(0);
    expect(count(`request_id = '${requestId}'`)).toBe(ROWS);
    expect(claims()).toBe(0);
    expect(db.prepare('SELECT count(*) FROM upload_imports').pluck().get()).toBe(0);
    // The accepted file and every scratch sort of it are gone with the import.
    expect(readdirSync(path.join(dataDir, ACCEPTED_DIR_NAME))).toEqual([]);
    const audit = db.prepare('SELECT count(*) AS transitions, count(DISTINCT seq) AS assets FROM test_finals').get();
    expect(audit).toEqual({ transitions: pendingAtUpload, assets: pendingAtUpload });
    // Some claims were abandoned (the kills did interrupt batches) and their assets claimed again.
    expect(count('attempts >= 1')).toBeGreaterThan(0);
    countersMatchRecount({ sqlite: db }, requestId);
    // FTS5's own check of the search index against the assets table.
    db.exec(`INSERT INTO assets_fts (assets_fts, rank) VALUES ('integrity-check', 1)`);
  }, 400_000);
});
