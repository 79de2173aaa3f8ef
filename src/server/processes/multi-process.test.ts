import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { issueToken } from '../auth/tokens';
import { openStorage } from '../storage';
import { expectCountersMatchRecount } from '../storage/postgres/fixtures.test-support';
import { PostgresStorage } from '../storage/postgres/postgres-storage';
import { createTestDatabase, noPostgres, type TestDatabase } from '../storage/postgres/pg.test-support';
import type { Storage } from '../storage/port';
import { storageDb } from '../testing/storage-db';
import { exited, freePort, start, statusCounts, until } from './processes.test-support';

// Issue 19 must-have 4: 2 API processes (WORKER=0) and 3 worker processes on one Postgres. An upload
// of ROWS rows through API 1 is polled through API 2. Worker 0 alone claims its import (a first
// attempt enriches the rows as it copies them, in one transaction); while it does, a second upload is
// streaming into API 1, and worker 0 and API 1 are killed with SIGKILL. Postgres rolls both
// transactions back; the import's attempt was counted when claimed, so the next worker copies the rows
// pending and the queue (the two other workers) enriches them. Then: every asset of the first upload
// final exactly once, its counters equal to a recount, nothing left of the killed upload.

const ROWS = 200_000;
const BOUNDARY = '----nameplate-multi-process';

function csv(rows: number, offset = 0): string {
  const lines = ['model_number,brand,serial_number'];
  for (let i = 0; i < rows; i++) lines.push(`GSX${String(140000 + ((i + offset) % 997)).padStart(6, '0')},Goodman,15${String(i + offset).padStart(8, '0')}`);
  return lines.join('\n') + '\n';
}

describe.skipIf(noPostgres)('2 API processes and 3 workers on one Postgres, a worker and the uploading API killed mid-way', () => {
  let database: TestDatabase;
  let storage: Storage;
  const children: ChildProcess[] = [];

  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await storage?.close();
    await database?.drop();
  });

  it(`${ROWS} rows: final exactly once, counters equal a recount, nothing of the killed upload`, async () => {
    database = await createTestDatabase();
    storage = await openStorage({ databaseUrl: database.url });
    const token = (await issueToken(storage.tokens, 'acme', 'ops@acme.test')).token;
    const auth = { authorization: `Bearer ${token}` };
    const ports = [await freePort(), await freePort()];
    const apis = ports.map((port) => start('main', { DATABASE_URL: database.url, WORKER: '0', PORT: String(port), HOST: '127.0.0.1' }));
    children.push(...apis);
    const [base1, base2] = ports.map((p) => `http://127.0.0.1:${p}`) as [string, string];
    for (const base of [base1, base2]) await until(`${base} to be ready`, async () => (await fetch(`${base}/readyz`)).status === 200, 120_000);

    // The first upload, through API 1 (accepted: over the inline limit).
    const form = new FormData();
    form.append('file', new Blob([csv(ROWS)], { type: 'text/csv' }), 'first.csv');
    const res = await fetch(`${base1}/enrichment/acme/requests/upload`, { method: 'POST', headers: auth, body: form });
    expect(res.status).toBe(201);
    const firstId = ((await res.json()) as { data: { id: string } }).data.id;

    // Worker 0 alone first: it claims the import (its attempt counted) and holds it while it enriches.
    const workers = [start('worker', { DATABASE_URL: database.url })];
    children.push(...workers);
    const db = storageDb(storage);
    const importAttempts = async () =>
      (await db.selectFrom('upload_imports').select('attempts').where('request_id', '=', firstId).executeTakeFirst())?.attempts ?? null;
    await until('worker 0 to claim the import of the first upload', async () => (await importAttempts()) === 1, 120_000);
    for (const _ of [1, 2]) workers.push(start('worker', { DATABASE_URL: database.url }));
    children.push(...workers.slice(1));

    // A second upload streaming into API 1: head and some rows sent, the rest never.
    const body = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="second.csv"\r\n\r\n${csv(5_000, ROWS)}`);
    const pending = http.request(`${base1}/enrichment/acme/requests/upload`, {
      method: 'POST',
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(body.length * 4) },
    });
    pending.on('error', () => undefined);
    pending.write(body);
    await until('the second upload to be streaming into Postgres', async () => {
      const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'COPY upload_rows%'`.execute(db);
      return (r.rows[0]?.n ?? 0) > 0;
    });

    // kill -9 worker 0 in the middle of its import, and the uploading API.
    expect(await statusCounts(db, firstId)).toEqual({});
    workers[0]!.kill('SIGKILL');
    apis[0]!.kill('SIGKILL');
    await Promise.all([exited(workers[0]!), exited(apis[0]!)]);
    // Nothing of the first upload was imported: its import is still waiting, attempt 1 used.
    expect(await importAttempts()).not.toBeNull();
    // The next worker's attempt (the second) copies the rows pending, for the queue.
    await until('the retried import to land the rows pending', async () => ((await statusCounts(db, firstId)).pending ?? 0) > 0, 240_000);

    // Polled through API 2 until the first upload is completed (the two other workers' queue).
    await until(
      'the first upload to be completed, seen through API 2',
      async () => {
        const r = (await (await fetch(`${base2}/enrichment/acme/requests?per_page=100`, { headers: auth })).json()) as { data: { id: string; status: string }[] };
        return r.data.find((q) => q.id === firstId)?.status === 'completed';
      },
      480_000,
    );

    const c = await statusCounts(db, firstId);
    expect(c.pending ?? 0).toBe(0);
    expect(c.processing ?? 0).toBe(0);
    expect(Object.values(c).reduce((a, b) => a + b, 0)).toBe(ROWS);
    // Exactly once: one asset per CSV row (serial numbers are unique in the file), none duplicated.
    const distinct = await sql<{ n: number }>`SELECT count(DISTINCT serial_number)::int AS n FROM assets WHERE request_id = ${firstId}`.execute(db);
    expect(distinct.rows[0]?.n).toBe(ROWS);
    if (!(storage instanceof PostgresStorage)) throw new Error('expected the Postgres storage');
    await expectCountersMatchRecount(storage.handle.db, firstId);
    // Nothing of the killed upload: one request in all, no staged rows, no import waiting.
    const requests = await db.selectFrom('requests').select('id').execute();
    expect(requests.map((r) => r.id)).toEqual([firstId]);
    const staged = await sql<{ n: number }>`SELECT (SELECT count(*) FROM upload_rows) + (SELECT count(*) FROM upload_imports) AS n`.execute(db);
    expect(Number(staged.rows[0]?.n)).toBe(0);

    for (const w of workers.slice(1)) w.kill('SIGTERM');
    apis[1]!.kill('SIGTERM');
    expect(await Promise.all([...workers.slice(1), apis[1]!].map(exited))).toEqual([0, 0, 0]);
  }, 900_000);
});
