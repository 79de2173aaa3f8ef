import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StagedRow } from '../../ingest/csv-rows';
import type { AssetOutcome, BatchEnricher } from '../port';
import { UploadError } from '../../ingest/upload-error';
import { createPartner, expectCountersMatchRecount } from './fixtures.test-support';
import { createTestDatabase, noPostgres, type TestDatabase } from './pg.test-support';
import { acceptUpload, copyField, finishImport } from './upload-import';

const row = (model: string, extra: Partial<Record<'brand' | 'notes' | 'customer_name', string | null>> = {}): StagedRow => ({
  values: [model, extra.brand ?? null, null, extra.customer_name ?? null, null, null, null, null, extra.notes ?? null],
  status: 'pending',
  statusReason: null,
});
const refused = (model: string, reason: string): StagedRow => ({ values: [model, null, null, null, null, null, null, null, null], status: 'failed', statusReason: reason });

async function tableCount(t: TestDatabase, table: 'assets' | 'requests' | 'upload_imports' | 'upload_rows'): Promise<number> {
  const h = t.open({ max: 1 });
  const r = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(h.db);
  return r.rows[0]!.n;
}

describe('COPY text fields', () => {
  it('escapes backslash, tab, newline and CR, and writes NULL as \\N (PostgreSQL COPY text format)', () => {
    expect(copyField('a\\b\tc\nd\re')).toBe('a\\\\b\\tc\\nd\\re');
    expect(copyField(null)).toBe('\\N');
    expect(copyField('\\N')).toBe('\\\\N');
  });
});

describe.skipIf(noPostgres)('Postgres upload import', () => {
  let t: TestDatabase;
  let partner: number;
  beforeAll(async () => {
    t = await createTestDatabase();
    const h = await t.migrated();
    partner = await createPartner(h.db, 'p-upload');
  });
  afterAll(async () => t?.drop());
  const meta = () => ({ partnerId: partner, addedBy: 'office@example.com', distributor: 'Acme Supply', fileName: 'units.csv', now: new Date('2026-11-26T10:00:00.000Z') });

  it('accepts rows with COPY (request counted, nothing listed), then imports them in model-number order in one step', async () => {
    const h = t.open();
    // 3,000 rows, every 7th refused; model numbers in reverse so the import must sort; tricky text survives COPY.
    const rows: StagedRow[] = [];
    for (let i = 3000; i >= 1; i--) {
      const model = `MDL${String(i).padStart(5, '0')}`;
      rows.push(i % 7 === 0 ? refused(model, `Row ${i}: bad date`) : row(model, { notes: i === 5 ? 'tab\there\nnewline \\N back\\slash' : null, brand: i === 6 ? 'Ca\u00f1on \u2603' : null }));
    }
    const refusedCount = Math.floor(3000 / 7);
    const accepted = await acceptUpload(h, meta(), rows);
    // Refused rows are final (failed) from the start: the request has started (storage/README.md request status).
    expect(accepted).toMatchObject({ rows: 3000, pending: 3000 - refusedCount, failed: refusedCount });
    expect(accepted.request).toMatchObject({ assets_count: 3000, pending_count: 3000 - refusedCount, failed_count: refusedCount, status: 'processing', file_name: 'units.csv' });
    expect(accepted.request.created_at).toBe('2026-11-26T10:00:00.000Z');
    const listed = await h.db.selectFrom('assets').select((eb) => eb.fn.countAll<number>().as('n')).where('request_id', '=', accepted.request.id).executeTakeFirstOrThrow();
    expect(listed.n).toBe(0);

    expect(await finishImport(h, accepted.request.id)).toEqual({ requestId: accepted.request.id, rows: 3000 });
    const assets = await h.db.selectFrom('assets').select(['model_number', 'status', 'status_reason', 'notes', 'brand', 'distributor', 'added_from']).where('request_id', '=', accepted.request.id).orderBy('seq').execute();
    expect(assets).toHaveLength(3000);
    expect(assets.map((a) => a.model_number)).toEqual(Array.from({ length: 3000 }, (_, i) => `MDL${String(i + 1).padStart(5, '0')}`));
    expect(assets.filter((a) => a.status === 'failed')).toHaveLength(refusedCount);
    expect(assets[6]).toMatchObject({ status: 'failed', status_reason: 'Row 7: bad date' });
    expect(assets[4]!.notes).toBe('tab\there\nnewline \\N back\\slash');
    expect(assets[5]!.brand).toBe('Ca\u00f1on \u2603');
    expect(assets[0]).toMatchObject({ distributor: 'Acme Supply', added_from: 'batch-import' });
    await expectCountersMatchRecount(h.db, accepted.request.id);
    expect(await tableCount(t, 'upload_rows')).toBe(0);
    expect(await tableCount(t, 'upload_imports')).toBe(0);
    // Done: nothing left to take.
    expect(await finishImport(h, accepted.request.id)).toBeNull();
  });

  it('a row source failing mid-COPY leaves nothing: no request, no record, no rows', async () => {
    const h = t.open();
    const before = await tableCount(t, 'requests');
    async function* failing() {
      for (let i = 0; i < 20_000; i++) yield row(`X${i}`);
      throw new Error('socket closed by the client');
    }
    await expect(acceptUpload(h, meta(), failing())).rejects.toThrow('socket closed by the client');
    expect(await tableCount(t, 'requests')).toBe(before);
    expect(await tableCount(t, 'upload_rows')).toBe(0);
    // A NUL character is refused with the contract's 422 (Postgres text cannot hold it).
    const nul = acceptUpload(h, meta(), [row('OK1'), row('BAD\u0000')]);
    await expect(nul).rejects.toBeInstanceOf(UploadError);
    await expect(nul).rejects.toThrow('Row 3 of the file has a NUL character');
    expect(await tableCount(t, 'requests')).toBe(before);
  });

  it('a process killed (SIGKILL) mid-COPY leaves nothing visible', async () => {
    const h = t.open();
    const before = await tableCount(t, 'requests');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/storage/postgres/upload-import-child.test-support.ts', t.url, String(partner)], { stdio: 'inherit' });
    const copying = async () =>
      (await sql<{ n: number }>`SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = 'nameplate-killed-upload' AND query LIKE 'COPY upload_rows%'`.execute(h.db)).rows[0]!.n;
    const deadline = Date.now() + 30_000;
    while ((await copying()) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await copying()).toBe(1);
    await new Promise((r) => setTimeout(r, 300)); // rows are flowing
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    // The server notices the closed socket and rolls back.
    while ((await copying()) > 0 && Date.now() < deadline + 10_000) await new Promise((r) => setTimeout(r, 100));
    expect(await copying()).toBe(0);
    expect(await tableCount(t, 'requests')).toBe(before);
    expect(await tableCount(t, 'upload_imports')).toBe(0);
    expect(await tableCount(t, 'upload_rows')).toBe(0);
  }, 60_000);

  it('any process finishes an accepted import; two finishing at once import it once', async () => {
    const a = t.open({ max: 1 });
    const accepted = await acceptUpload(a, meta(), Array.from({ length: 2500 }, (_, i) => row(`Z${i}`)));
    await a.close();
    const [b, c] = [t.open({ max: 1 }), t.open({ max: 1 })];
    const results = await Promise.all([finishImport(b), finishImport(c)]);
    expect(results.filter((r) => r !== null)).toEqual([{ requestId: accepted.request.id, rows: 2500 }]);
    const n = await b.db.selectFrom('assets').select((eb) => eb.fn.countAll<number>().as('n')).where('request_id', '=', accepted.request.id).executeTakeFirstOrThrow();
    expect(n.n).toBe(2500);
    await expectCountersMatchRecount(b.db, accepted.request.id);
    // Both steps on one upload with a refused row: the request as the import leaves it.
    const small = await acceptUpload(b, meta(), [row('S1'), refused('S2', 'Row 3: no')]);
    await finishImport(b, small.request.id, meta().now);
    const request = await b.db.selectFrom('requests').selectAll().where('id', '=', small.request.id).executeTakeFirstOrThrow();
    expect(request).toMatchObject({ assets_count: 2, pending_count: 1, failed_count: 1, status: 'processing' });
    await expectCountersMatchRecount(b.db, small.request.id);
  });

  // A stand-in engine whose answers the test chooses: model numbers ending in 1 match exactly,
  // ending in 2 are not found, others incomplete; every answer carries a tab and a backslash (COPY text).
  const outcomeFor = (model: string): AssetOutcome => {
    const last = model.at(-1);
    const status = last === '1' ? 'completed' : last === '2' ? 'not_found' : 'incomplete';
    return {
      status, status_reason: status === 'completed' ? null : `reason\t${model}`, match_type: last === '1' ? 'exact_match' : last === '3' ? 'possible_match' : null,
      enrichment_id: `e-${model}`, oem_id: last === '1' ? `oem-${model}` : null, confidence_score: last === '1' ? 0.875 : null, enrichment_source: 'search',
      enrichment_model: model, enrichment_brand: 'Carrier', enrichment_type: 'furnaces', enrichment_model_notes: null, enrichment_image_path: null,
      manufacturing_date: '2019-04', manufacture_ref_date: '2019-04-01', registered_expiration_date: '2029-04-01', unregistered_expiration_date: null,
      replacement_key: null, result_json: `{"m":"${model}\\x"}`, last_error: null,
    };
  };
  const calls: number[] = [];
  const engine: BatchEnricher = async (inputs) => {
    calls.push(inputs.length);
    return { outcomes: inputs.map((i) => outcomeFor(i.model_number)), errors: [] };
  };

  it('with an engine, the first import writes every valid row final, in model-number order (outcomes, request fields, enriched_at, counters)', async () => {
    const h = t.open();
    calls.length = 0;
    // 12,345 rows (more than one read of 10,000 and many engine batches), every 10th refused.
    const rows = Array.from({ length: 12_345 }, (_, i) => (i % 10 === 9 ? refused(`R${i}`, `Row ${i + 2}: bad`) : row(`E${String(i).padStart(5, '0')}`)));
    const valid = rows.filter((r) => r.status === 'pending').length;
    const now = new Date('2026-11-26T11:00:00.000Z');
    const accepted = await acceptUpload(h, meta(), rows);
    expect(await finishImport(h, accepted.request.id, now, { enrichBatch: engine })).toEqual({ requestId: accepted.request.id, rows: 12_345 });
    expect(calls.reduce((a, b) => a + b, 0)).toBe(valid);
    expect(Math.max(...calls)).toBeLessThanOrEqual(1000);
    const assets = await h.db.selectFrom('assets').selectAll().where('request_id', '=', accepted.request.id).execute();
    expect(assets).toHaveLength(12_345);
    expect(assets.filter((a) => a.status === 'pending' || a.status === 'processing')).toHaveLength(0);
    // Written in model-number order (bytewise), across the fetched batches: the file interleaves R… rows among the E… ones.
    const bySeq = [...assets].sort((a, b) => a.seq - b.seq).map((a) => a.model_number);
    expect(bySeq).toEqual(rows.map((r) => r.values[0]!).sort());
    expect(new Set(assets.map((a) => a.id)).size).toBe(12_345);
    const e01 = assets.find((a) => a.model_number === 'E00001')!;
    expect(e01).toMatchObject({ status: 'completed', status_reason: null, match_type: 'exact_match', oem_id: 'oem-E00001', confidence_score: 0.875, result_json: '{"m":"E00001\\x"}', enriched_at: '2026-11-26T11:00:00.000Z', updated_at: '2026-11-26T11:00:00.000Z', created_at: '2026-11-26T10:00:00.000Z', claim_token: null, added_by: 'office@example.com', distributor: 'Acme Supply', added_from: 'batch-import', partner_id: partner });
    expect(assets.find((a) => a.model_number === 'E00002')).toMatchObject({ status: 'not_found', status_reason: 'reason\tE00002', match_type: null });
    expect(assets.find((a) => a.model_number === 'E00003')).toMatchObject({ status: 'incomplete', match_type: 'possible_match' });
    // Refused rows keep their staged status and reason, and no enrichment.
    expect(assets.find((a) => a.model_number === 'R9')).toMatchObject({ status: 'failed', status_reason: 'Row 11: bad', enriched_at: null, enrichment_id: null });
    // Counts from the test's own rule: of the valid indexes i (i % 10 != 9), model E<i> ends in i % 10.
    const byLast = (d: string) => rows.filter((r, i) => r.status === 'pending' && i % 10 === Number(d)).length;
    const request = await h.db.selectFrom('requests').selectAll().where('id', '=', accepted.request.id).executeTakeFirstOrThrow();
    expect(request).toMatchObject({ completed_count: byLast('1'), not_found_count: byLast('2'), incomplete_count: valid - byLast('1') - byLast('2'), failed_count: 12_345 - valid, pending_count: 0, status: 'completed' });
    await expectCountersMatchRecount(h.db, accepted.request.id);
    expect(await tableCount(t, 'upload_rows')).toBe(0);
  });

  it('an engine failing after rows were written (a later batch) rolls the whole import back; the retry lands every row pending', async () => {
    const h = t.open({ max: 1 });
    const rows = Array.from({ length: 25_000 }, (_, i) => row(`H${String(i).padStart(5, '0')}`));
    const accepted = await acceptUpload(h, meta(), rows);
    let served = 0;
    // Answers the first 12,000 inputs (the first batch's COPY is written meanwhile), then throws.
    const failingLater: BatchEnricher = async (inputs) => {
      served += inputs.length;
      if (served > 12_000) throw new Error('engine died mid-import');
      return engine(inputs);
    };
    await expect(finishImport(h, accepted.request.id, new Date(), { enrichBatch: failingLater })).rejects.toThrow('engine died mid-import');
    expect(await h.db.selectFrom('assets').select('seq').where('request_id', '=', accepted.request.id).execute()).toHaveLength(0);
    expect(await tableCount(t, 'upload_rows')).toBe(25_000);
    expect(await h.db.selectFrom('upload_imports').select(['attempts', 'last_error']).where('request_id', '=', accepted.request.id).executeTakeFirst()).toEqual({ attempts: 1, last_error: 'engine died mid-import' });
    // The pool's one connection is usable again; the second attempt copies the rows pending.
    expect(await finishImport(h, accepted.request.id, new Date(), { enrichBatch: engine })).toEqual({ requestId: accepted.request.id, rows: 25_000 });
    const statuses = await h.db.selectFrom('assets').select((eb) => ['status', eb.fn.countAll<number>().as('n')]).where('request_id', '=', accepted.request.id).groupBy('status').execute();
    expect(statuses).toEqual([{ status: 'pending', n: 25_000 }]);
    await expectCountersMatchRecount(h.db, accepted.request.id);
  });

  it('a retried import (an attempt failed before) lands its rows pending for the queue, without calling the engine', async () => {
    const h = t.open();
    calls.length = 0;
    const accepted = await acceptUpload(h, meta(), [row('F1'), row('F2'), refused('F3', 'Row 4: bad')]);
    const throwing: BatchEnricher = async () => {
      throw new Error('engine down');
    };
    await expect(finishImport(h, accepted.request.id, new Date(), { enrichBatch: throwing })).rejects.toThrow('engine down');
    // Nothing of the failed attempt is left: no assets, the staged rows and the record kept (attempts 1).
    expect(await h.db.selectFrom('assets').select('seq').where('request_id', '=', accepted.request.id).execute()).toHaveLength(0);
    expect(await h.db.selectFrom('upload_imports').select(['attempts', 'last_error']).where('request_id', '=', accepted.request.id).executeTakeFirst()).toEqual({ attempts: 1, last_error: 'engine down' });
    await finishImport(h, accepted.request.id, new Date(), { enrichBatch: engine });
    expect(calls).toEqual([]);
    const statuses = await h.db.selectFrom('assets').select(['model_number', 'status']).where('request_id', '=', accepted.request.id).orderBy('model_number').execute();
    expect(statuses).toEqual([
      { model_number: 'F1', status: 'pending' },
      { model_number: 'F2', status: 'pending' },
      { model_number: 'F3', status: 'failed' },
    ]);
    await expectCountersMatchRecount(h.db, accepted.request.id);
  });
  it('a process that died mid-import has used its attempt: the next one copies the rows pending; a held import is skipped', async () => {
    const h = t.open();
    calls.length = 0;
    const accepted = await acceptUpload(h, meta(), [row('G1'), row('G2')]);
    // A process holding the import (its transaction open, the record locked): others pass over it.
    const holder = await h.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM upload_imports WHERE request_id = $1 FOR UPDATE', [accepted.request.id]);
      expect(await finishImport(h, undefined, new Date(), { enrichBatch: engine })).toBeNull();
      // It then dies: its transaction rolls back, but the attempt it was claimed with was committed.
      await holder.query('ROLLBACK');
    } finally {
      holder.release();
    }
    await h.pool.query('UPDATE upload_imports SET attempts = 1 WHERE request_id = $1', [accepted.request.id]);
    expect(await finishImport(h, undefined, new Date(), { enrichBatch: engine })).toEqual({ requestId: accepted.request.id, rows: 2 });
    expect(calls).toEqual([]);
    const statuses = await h.db.selectFrom('assets').select('status').where('request_id', '=', accepted.request.id).execute();
    expect(statuses.map((a) => a.status)).toEqual(['pending', 'pending']);
    await expectCountersMatchRecount(h.db, accepted.request.id);
  });
});
