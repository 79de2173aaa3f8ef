import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postAsset } from '../testing/seed';
import { createTestApp, type TestApp } from '../testing/test-app';
import { sqliteHandle } from '../storage/sqlite/test-support';

// The API reads on its own read-only connection (storage/sqlite/connection.ts DbHandle.reader): a list, a detail
// and the requests list are answered while the write connection is held by a transaction (the
// worker's finalize, an upload's commit), and they see committed rows only. On one shared
// connection each GET below would wait for the transaction, which waits for the GET: a deadlock.

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});

afterEach(async () => {
  await t.close();
});

describe('reads while the write connection is busy', () => {
  it('answers GET requests during an open write transaction, without its uncommitted rows', async () => {
    const committed = (await postAsset(t, { model_number: 'GCEC960403BN', unique_id: 'committed' })).id;
    const answers = await sqliteHandle(t.app.ctx.storage).db.transaction().execute(async (trx) => {
      await trx.updateTable('assets').set({ unique_id: 'uncommitted' }).where('id', '=', committed).execute();
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('GET waited for the write transaction')), 5_000));
      return Promise.race([
        Promise.all([
          t.call({ method: 'GET', url: '/enrichment/acme/assets' }),
          t.call({ method: 'GET', url: `/enrichment/acme/assets/${committed}` }),
          t.call({ method: 'GET', url: '/enrichment/acme/requests' }),
        ]),
        timeout,
      ]);
    });
    const [list, detail, requests] = answers;
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((a: { unique_id: string }) => a.unique_id)).toEqual(['committed']);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().unique_id).toBe('committed');
    expect(requests.statusCode).toBe(200);
    expect(requests.json().data).toHaveLength(1);
    // After the commit, the next read sees the change.
    const after = await t.call({ method: 'GET', url: `/enrichment/acme/assets/${committed}` });
    expect(after.json().unique_id).toBe('uncommitted');
  });

  it('sees a write as soon as its POST has answered', async () => {
    for (let i = 0; i < 5; i++) {
      const { id } = await postAsset(t, { model_number: `MODEL-${i}` });
      const res = await t.call({ method: 'GET', url: `/enrichment/acme/assets/${id}` });
      expect(res.statusCode).toBe(200);
      const list = await t.call({ method: 'GET', url: '/enrichment/acme/assets?per_page=100' });
      expect(list.json().meta.total).toBe(i + 1);
    }
  });
});
