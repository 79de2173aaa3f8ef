import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { backlogRows, indexBacklogSlice } from './fts-backlog';
import { uploadCsv } from '../../ingest/upload.test-support';
import { sqliteHandle } from './test-support';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function search(term: string): Promise<string[]> {
  const res = await t.call({ method: 'GET', url: `/enrichment/acme/assets?search_string=${encodeURIComponent(term)}&per_page=100` });
  expect(res.statusCode).toBe(200);
  return res.json().data.map((a: { model_number: string }) => a.model_number).sort();
}

/** FTS5's own check of the index against the content table (rank 1: external content too); valid once no backlog is left. */
function integrityCheck(): void {
  sqliteHandle(t.app.ctx.storage).sqlite.exec(`INSERT INTO assets_fts (assets_fts, rank) VALUES ('integrity-check', 1)`);
}

async function drain(maxRows: number): Promise<number[]> {
  const slices: number[] = [];
  for (let n = await indexBacklogSlice(sqliteHandle(t.app.ctx.storage), maxRows); n > 0; n = await indexBacklogSlice(sqliteHandle(t.app.ctx.storage), maxRows)) slices.push(n);
  return slices;
}

describe('deferred search indexing of uploads', () => {
  it('leaves an upload out of search until its backlog is indexed, slice by slice', async () => {
    await uploadCsv(t, 'model_number,customer_name\nAAA1,Zanzibar Smith\nAAA2,Zanzibar Jones\nAAA3,Other\n');
    expect(backlogRows(sqliteHandle(t.app.ctx.storage).sqlite)).toBe(3);
    expect(await search('Zanzibar')).toEqual([]);
    expect(await drain(2)).toEqual([2, 1]);
    expect(backlogRows(sqliteHandle(t.app.ctx.storage).sqlite)).toBe(0);
    expect(await search('Zanzibar')).toEqual(['AAA1', 'AAA2']);
    integrityCheck();
  });

  it('indexes a single-asset POST at once (not part of any backlog)', async () => {
    await uploadCsv(t, 'model_number\nBULK1\n');
    const res = await t.call({ method: 'POST', url: '/enrichment/acme/assets', payload: { model_number: 'SINGLE-QWERTY' } });
    expect(res.statusCode).toBe(201);
    expect(await search('QWERTY')).toEqual(['SINGLE-QWERTY']);
    expect(backlogRows(sqliteHandle(t.app.ctx.storage).sqlite)).toBe(1);
    await drain(1000);
    integrityCheck();
  });

  it('keeps the index consistent when rows still waiting are updated or deleted', async () => {
    await uploadCsv(t, 'model_number,customer_name\nM1,Alpha Person\nM2,Beta Person\nM3,Gamma Person\nM4,Delta Person\n');
    await drain(1);
    integrityCheck();
    await uploadCsv(t, 'model_number,customer_name\nN1,Epsilon Person\nN2,Zeta Person\n');
    const s = sqliteHandle(t.app.ctx.storage).sqlite;
    // Changes while N1/N2 wait, and while M1–M4 are indexed: the triggers must touch only indexed rows.
    s.prepare("UPDATE assets SET customer_name = 'Omega Person' WHERE model_number = 'N1'").run();
    s.prepare("DELETE FROM assets WHERE model_number = 'N2'").run();
    s.prepare("UPDATE assets SET customer_name = 'Theta Person' WHERE model_number = 'M1'").run();
    s.prepare("DELETE FROM assets WHERE model_number = 'M2'").run();
    await drain(1000);
    integrityCheck();
    expect(await search('Person')).toEqual(['M1', 'M3', 'M4', 'N1']);
    expect(await search('Omega')).toEqual(['N1']);
    expect(await search('Epsilon')).toEqual([]);
    expect(await search('Zeta')).toEqual([]);
  });
});
