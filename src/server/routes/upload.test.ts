import net from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CSV_BYTES } from '../../contract/csv-upload';
import { uploadResponseSchema } from '../../contract/requests';
import { TEST_BOUNDARY, multipart, uploadCsv } from '../ingest/upload.test-support';
import { createTestApp, type TestApp } from '../testing/test-app';
import { storageDb, uploadsBeingStaged } from '../testing/storage-db';

const BOUNDARY = TEST_BOUNDARY;
const URL_ = '/enrichment/acme/requests/upload';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const upload = (content: string | Buffer, query = '') => uploadCsv(t, content, query);

interface AssetDbRow {
  model_number: string;
  brand: string | null;
  customer_address: string | null;
  notes: string | null;
  date_added: string | null;
  status: string;
  status_reason: string | null;
  added_from: string;
  added_by: string;
  distributor: string | null;
  request_id: string;
}

async function assetsOf(requestId: string): Promise<AssetDbRow[]> {
  return (await storageDb(t.app.ctx.storage).selectFrom('assets').selectAll().where('request_id', '=', requestId).orderBy('seq').execute()) as AssetDbRow[];
}

async function countRows(): Promise<{ requests: number; assets: number }> {
  const db = storageDb(t.app.ctx.storage);
  const count = async (table: 'requests' | 'assets') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { requests: await count('requests'), assets: await count('assets') };
}

describe('POST /enrichment/{partner}/requests/upload', () => {
  it('creates one batch-import request with every row as an asset (201, contract shape)', async () => {
    const csv = 'model_number,brand,serial_number,customer_name\nGSX140361,Goodman,1806123456,Ann\nXR16,Trane,,Bob\n';
    const res = await upload(csv, '?distributor=D-9');
    expect(res.statusCode).toBe(201);
    const body = uploadResponseSchema.parse(res.json());
    expect(body.data).toMatchObject({
      added_from: 'batch-import',
      added_by: 'alice@acme.test',
      status: 'pending',
      assets_count: 2,
      file_name: 'assets.csv',
      distributor: 'D-9',
      asset_status: { pending: 2, processing: 0, completed: 0, incomplete: 0, not_found: 0, failed: 0 },
    });
    const rows = await assetsOf(body.data.id);
    expect(rows.map((r) => [r.model_number, r.brand, r.status, r.added_from, r.added_by, r.distributor])).toEqual([
      ['GSX140361', 'Goodman', 'pending', 'batch-import', 'alice@acme.test', 'D-9'],
      ['XR16', 'Trane', 'pending', 'batch-import', 'alice@acme.test', 'D-9'],
    ]);
    // The requests list shows the same request with the same counters.
    const list = await t.call({ method: 'GET', url: '/enrichment/acme/requests' });
    expect(list.json().data[0]).toMatchObject({ id: body.data.id, assets_count: 2 });
  });

  it('reads quoted commas and line breaks, a BOM, CRLF, blank lines, extra and missing columns', async () => {
    const csv =
      '\uFEFF Model_Number ,Colour,customer_address\r\n' +
      '\r\n' +
      'A1,red,"12 Main St, Apt 4"\r\n' +
      ',,\r\n' +
      '"B,2",blue,"line one\r\nline two"\r\n' +
      'C3\r\n';
    const res = await upload(csv);
    expect(res.statusCode).toBe(201);
    const { data } = uploadResponseSchema.parse(res.json());
    expect(data.assets_count).toBe(3);
    expect((await assetsOf(data.id)).map((r) => [r.model_number, r.customer_address, r.brand])).toEqual([
      ['A1', '12 Main St, Apt 4', null],
      ['B,2', 'line one\r\nline two', null],
      ['C3', null, null],
    ]);
  });

  it('stores bad rows as failed assets with a reason, counted from the start and never queued', async () => {
    const csv = [
      'model_number,notes,date_added,type_of_service',
      `OK1,${'n'.repeat(255)},2024-02-29,install`,
      `LONG,${'n'.repeat(256)},,`,
      'BADDATE,,2023-02-30,',
      'BADSERVICE,,,repair',
      ',only notes,,',
    ].join('\n');
    const res = await upload(csv);
    expect(res.statusCode).toBe(201);
    const { data } = uploadResponseSchema.parse(res.json());
    expect(data.assets_count).toBe(5);
    expect(data.asset_status).toMatchObject({ pending: 1, failed: 4 });
    // Stored in model_number order (stage-csv.ts orderStagedSql); the reasons name the file's rows.
    const rows = await assetsOf(data.id);
    expect(rows.map((r) => [r.model_number, r.status])).toEqual([
      ['', 'failed'],
      ['BADDATE', 'failed'],
      ['BADSERVICE', 'failed'],
      ['LONG', 'failed'],
      ['OK1', 'pending'],
    ]);
    expect(rows[3]?.status_reason).toMatch(/Row 3 of the file.*255 characters/);
    expect(rows[1]?.status_reason).toMatch(/Row 4 of the file.*"2023-02-30"/);
    expect(rows[1]?.date_added).toBeNull();
    expect(rows[2]?.status_reason).toMatch(/"repair"/);
    expect(rows[0]?.status_reason).toMatch(/model number/i);
    // Counters equal a recount of the rows.
    const recount = { pending: 0, failed: 0 };
    for (const r of await assetsOf(data.id)) recount[r.status as 'pending' | 'failed']++;
    expect(recount).toEqual({ pending: 1, failed: 4 });
  });

  it('marks a request whose every row failed as completed', async () => {
    const { data } = uploadResponseSchema.parse((await upload('model_number,date_added\n,2024-01-01\nX,2024-99-99\n')).json());
    expect(data.status).toBe('completed');
    expect(data.asset_status.failed).toBe(2);
  });

  describe('refuses the whole file with 422 errors.file, leaving nothing behind', () => {
    const cases: Array<[string, string | Buffer, RegExp]> = [
      ['an empty file', '', /empty/],
      ['a header-only file', 'model_number,brand\r\n', /no data rows/],
      ['a header without model_number', 'model,brand\nX,Y\n', /model_number/],
      ['binary bytes (NUL)', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00]), /NUL/],
      ['invalid UTF-8', Buffer.concat([Buffer.from('model_number\nCaf'), Buffer.from([0xe9]), Buffer.from('\n')]), /UTF-8/],
      ['an unclosed quote', 'model_number,notes\nA,"open\n', /never closed/],
    ];
    for (const [name, content, message] of cases) {
      it(name, async () => {
        const before = await countRows();
        const res = await upload(content);
        expect(res.statusCode).toBe(422);
        const body = res.json();
        expect(body.message).toMatch(message);
        expect(body.errors.file[0]).toMatch(message);
        expect(await countRows()).toEqual(before);
      });
    }
  });

  it('answers 422 when the file part is missing or the body is not multipart', async () => {
    const other = await t.call({ method: 'POST', url: URL_, ...multipart([{ name: 'note', content: 'hello' }]) });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.file[0]).toMatch(/file field is required/);
    const wrongName = await t.call({ method: 'POST', url: URL_, ...multipart([{ name: 'upload', filename: 'a.csv', content: 'model_number\nA\n' }]) });
    expect(wrongName.statusCode).toBe(422);
    const json = await t.call({ method: 'POST', url: URL_, payload: { model_number: 'A' } });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors.file).toHaveLength(1);
  });

  it('answers 422 for a multipart body cut before its closing boundary, leaving nothing behind', async () => {
    const before = await countRows();
    const payload = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nmodel_number\nA1\nA2\n`,
    );
    const res = await t.call({ method: 'POST', url: URL_, payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file[0]).toMatch(/not valid multipart/);
    expect(await countRows()).toEqual(before);
  });

  it('needs a token of the partner (401 / 403)', async () => {
    const { payload, headers } = multipart([{ name: 'file', filename: 'a.csv', content: 'model_number\nA\n' }]);
    expect((await t.call({ method: 'POST', url: URL_, payload, headers, token: null })).statusCode).toBe(401);
    const other = await t.tokenFor('globex', 'bob@globex.test');
    expect((await t.call({ method: 'POST', url: URL_, payload, headers, token: other })).statusCode).toBe(403);
  });

  /** A multipart body whose file part is exactly `fileBytes` long, streamed (never built in memory). */
  function bigUpload(fileBytes: number) {
    // Records just under the parser's record limit keep the staging work small; each is a row that
    // fails (notes over 255 characters) — the size limit applies regardless of content.
    const header = Buffer.from('model_number,notes\n');
    const record = Buffer.from(`A,${'x'.repeat(900_000 - 3)}\n`);
    async function* body(): AsyncGenerator<Buffer> {
      yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n`);
      yield header;
      let sent = header.length;
      while (sent < fileBytes) {
        const piece = fileBytes - sent >= record.length ? record : record.subarray(0, fileBytes - sent);
        yield piece;
        sent += piece.length;
      }
      yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    }
    return t.call({
      method: 'POST',
      url: URL_,
      payload: Readable.from(body()),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
  }

  it('accepts a file of exactly MAX_CSV_BYTES', async () => {
    const res = await bigUpload(MAX_CSV_BYTES);
    expect(res.statusCode).toBe(201);
    // 100 MiB of 900,000-byte records: 117 rows, all failed (notes over 255 characters).
    expect(res.json().data.assets_count).toBe(Math.ceil((MAX_CSV_BYTES - 'model_number,notes\n'.length) / 900_000));
  });

  it('refuses a file of MAX_CSV_BYTES + 1 bytes with 413 errors.file, leaving nothing behind', async () => {
    const before = await countRows();
    const res = await bigUpload(MAX_CSV_BYTES + 1);
    expect(res.statusCode).toBe(413);
    expect(res.json().errors.file[0]).toMatch(/100 MB/);
    expect(await countRows()).toEqual(before);
    // On Postgres the refused upload's connection is closed, not rolled back by a round trip
    // (upload-stage.ts): its session leaves pg_stat_activity moments after the reply.
    const staging = () => uploadsBeingStaged(t.app.ctx.storage, t.dataDir);
    const deadline = Date.now() + 10_000;
    while ((await staging()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(await staging()).toBe(0);
  });

  it('leaves nothing behind when the client drops the connection mid-upload', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const before = await countRows();
    const staging = () => uploadsBeingStaged(t.app.ctx.storage, t.dataDir);
    const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nmodel_number,brand\n`);
    const rows = Buffer.from('GSX140361,Goodman\n'.repeat(20_000));
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST ${URL_} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${t.token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${head.length + rows.length * 10}\r\n\r\n`,
    );
    socket.write(head);
    socket.write(rows);
    // Wait until the server is staging rows, then hang up without sending the rest.
    const deadline = Date.now() + 10_000;
    while ((await staging()) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(await staging()).toBeGreaterThan(0);
    socket.destroy();
    while ((await staging()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(await staging()).toBe(0);
    expect(await countRows()).toEqual(before);
  });
});
