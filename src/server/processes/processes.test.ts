import type { ChildProcess } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../auth/tokens';
import { openStorage } from '../storage';
import { createTestDatabase, noPostgres, type TestDatabase } from '../storage/postgres/pg.test-support';
import type { Storage } from '../storage/port';
import { exited, freePort, start, statusCounts, until } from './processes.test-support';
import { INLINE_IMPORT_MAX_ROWS } from '../routes/upload';
import { storageDb } from '../testing/storage-db';

// The processes on one Postgres, as deployed: `npm run serve` with WORKER=0 (API only) and
// `npm run worker` (scripts/run-server.mjs main | worker), started as child processes. An asset
// posted to the API stays pending until a worker process runs; a worker stopped with SIGTERM in
// the middle of an upload's enrichment exits 0 having finished or released what it held — nothing
// left processing, counters equal to a recount — and another worker finishes the rest.

// An upload of at most INLINE_IMPORT_MAX_ROWS rows is copied pending by the API at once; the worker
// enriches it through the queue (claims). Larger uploads are imported by a worker, in one transaction.
const ROWS = INLINE_IMPORT_MAX_ROWS;

describe.skipIf(noPostgres)('processes on one Postgres: serve with WORKER=0, npm run worker, graceful stop', () => {
  let database: TestDatabase;
  let storage: Storage;
  let api: ChildProcess;
  const children: ChildProcess[] = [];
  let base = '';
  let token = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    storage = await openStorage({ databaseUrl: database.url });
    token = (await issueToken(storage.tokens, 'acme', 'ops@acme.test')).token;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    api = start('main', { DATABASE_URL: database.url, WORKER: '0', PORT: String(port), HOST: '127.0.0.1' });
    children.push(api);
    await until('the API to answer /readyz', async () => (await fetch(`${base}/readyz`)).status === 200);
  });

  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await storage?.close();
    await database?.drop();
  });

  const auth = () => ({ authorization: `Bearer ${token}` });

  it('WORKER=0: the API enriches nothing; a worker process does', async () => {
    const res = await fetch(`${base}/enrichment/acme/assets`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({ model_number: 'GSX140361', brand: 'Goodman', serial_number: '1501234567' }),
    });
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { data: { id: string } }).data.id;
    await new Promise((r) => setTimeout(r, 1500));
    const got = await fetch(`${base}/enrichment/acme/assets/${id}`, { headers: auth() });
    const text = await got.text();
    expect(got.status, text).toBe(200);
    expect((JSON.parse(text) as { status: string }).status).toBe('pending');
    const worker = start('worker', { DATABASE_URL: database.url });
    children.push(worker);
    await until('the asset to turn final', async () => {
      const body = (await (await fetch(`${base}/enrichment/acme/assets/${id}`, { headers: auth() })).json()) as { status: string };
      return !['pending', 'processing'].includes(body.status);
    });
    worker.kill('SIGTERM');
    expect(await exited(worker)).toBe(0);
  });

  it('SIGTERM mid-way through an upload: the worker exits 0, nothing stays processing, another worker finishes it', async () => {
    const lines = ['model_number,brand,serial_number'];
    for (let i = 0; i < ROWS; i++) lines.push(`GSX${String(140000 + (i % 997)).padStart(6, '0')},Goodman,15${String(i).padStart(8, '0')}`);
    const form = new FormData();
    form.append('file', new Blob([lines.join('\n') + '\n'], { type: 'text/csv' }), 'big.csv');
    const res = await fetch(`${base}/enrichment/acme/requests/upload`, { method: 'POST', headers: auth(), body: form });
    expect(res.status).toBe(201);
    const requestId = ((await res.json()) as { data: { id: string } }).data.id;
    const db = storageDb(storage);
    const worker = start('worker', { DATABASE_URL: database.url });
    children.push(worker);
    // Stopped once some of the upload is final and some is not.
    await until('part of the upload to be final', async () => {
      const c = await statusCounts(db, requestId);
      const all = Object.values(c).reduce((a, b) => a + b, 0);
      const final = all - (c.pending ?? 0) - (c.processing ?? 0);
      return all === ROWS && final > 0 && (c.pending ?? 0) > 0;
    }, 120_000);
    worker.kill('SIGTERM');
    expect(await exited(worker)).toBe(0);
    const after = await statusCounts(db, requestId);
    expect(after.processing ?? 0).toBe(0);
    expect(after.pending ?? 0).toBeGreaterThan(0);
    const request = await db.selectFrom('requests').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow();
    const mine = await sql<{ status: string; n: number }>`SELECT status, count(*)::int AS n FROM assets WHERE request_id = ${requestId} GROUP BY status`.execute(db);
    const recount = Object.fromEntries(mine.rows.map((r) => [r.status, r.n]));
    expect(request.processing_count).toBe(0);
    expect(request.pending_count).toBe(recount.pending ?? 0);
    expect(request.assets_count).toBe(ROWS);
    // Another worker finishes the rest.
    const next = start('worker', { DATABASE_URL: database.url });
    children.push(next);
    await until('every asset to be final', async () => {
      const c = await statusCounts(db);
      return (c.pending ?? 0) + (c.processing ?? 0) === 0;
    }, 240_000);
    next.kill('SIGTERM');
    expect(await exited(next)).toBe(0);
    const done = await db.selectFrom('requests').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow();
    expect(done.status).toBe('completed');
    const final = await sql<{ n: number }>`SELECT count(*)::int AS n FROM assets WHERE request_id = ${requestId} AND status NOT IN ('pending', 'processing')`.execute(db);
    expect(final.rows[0]?.n).toBe(ROWS);
    expect(done.completed_count + done.incomplete_count + done.not_found_count + done.failed_count).toBe(ROWS);
  }, 300_000);
});
