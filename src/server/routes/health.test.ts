import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { loadCatalog } from '../catalog/load-catalog';
import { createTestApp, type TestApp } from '../testing/test-app';
import { sqliteHandle } from '../storage/sqlite/test-support';

// Issue 20 item 3: /healthz and /readyz, public JSON for load balancers. This file's process has
// not loaded the catalog until the test that loads it (vitest runs each file in its own fork).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.call({ method: 'GET', url, token: null });

describe('health checks', () => {
  it('/healthz answers 200 {status: ok} without a token', async () => {
    const res = await get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is 503 until the catalog is loaded, then 200', async () => {
    const before = await get('/readyz');
    expect(before.statusCode).toBe(503);
    expect(before.json()).toEqual({ status: 'not_ready', checks: { database: true, migrations: true, catalog: false } });
    loadCatalog();
    const after = await get('/readyz');
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ status: 'ready', checks: { database: true, migrations: true, catalog: true } });
    expect(after.headers['cache-control']).toBe('no-store');
  });

  it('/readyz is 503 when a migration of this build is missing from the database', async () => {
    await sql`DELETE FROM kysely_migration WHERE name = '0015_token_lifecycle'`.execute(sqliteHandle(t.app.ctx.storage).db);
    try {
      const res = await get('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json().checks).toEqual({ database: true, migrations: false, catalog: true });
    } finally {
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES ('0015_token_lifecycle', ${new Date().toISOString()})`.execute(sqliteHandle(t.app.ctx.storage).db);
    }
  });

  it('/readyz is 503 when the database does not answer', async () => {
    await sqliteHandle(t.app.ctx.storage).reader.destroy();
    const res = await get('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json().checks.database).toBe(false);
  });

  it('both are in the OpenAPI document, without bearer security', async () => {
    const doc = (await get('/openapi.json')).json() as { paths: Record<string, { get: { security: unknown[] } }> };
    expect(doc.paths['/healthz']?.get.security).toEqual([]);
    expect(doc.paths['/readyz']?.get.security).toEqual([]);
  });
});
