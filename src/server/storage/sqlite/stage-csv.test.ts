import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connection';
import { startWalCheckpointer } from './wal-checkpointer';
import { ORDERED_STAGE_TABLE, STAGE_YIELD_BYTES, STALE_STAGING_MS, orderStagedRows, orderedAssetIdSql, removeStaleStagingFiles, stageCsv, uuidV7TimeParams } from './stage-csv';
import { UploadError } from '../../ingest/upload-error';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'stage-csv-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function* chunks(...parts: (string | Uint8Array)[]): AsyncGenerator<Uint8Array> {
  for (const p of parts) yield typeof p === 'string' ? Buffer.from(p, 'utf8') : p;
}

/** Splits bytes into pieces of `size` bytes (cuts through multi-byte characters on purpose). */
function bytesIn(size: number, text: string): Uint8Array[] {
  const b = Buffer.from(text, 'utf8');
  const out: Uint8Array[] = [];
  for (let i = 0; i < b.length; i += size) out.push(b.subarray(i, i + size));
  return out;
}

function stagedRows(file: string, table = 'staged'): Record<string, string | null>[] {
  const db = new SqliteDatabase(file, { readonly: true });
  try {
    return db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all() as Record<string, string | null>[];
  } finally {
    db.close();
  }
}

async function refusal(source: AsyncIterable<Uint8Array>): Promise<UploadError> {
  try {
    await stageCsv(source, dir);
  } catch (err) {
    expect(err).toBeInstanceOf(UploadError);
    expect(readdirSync(dir)).toEqual([]); // nothing left behind
    return err as UploadError;
  }
  throw new Error('expected the file to be refused');
}

describe('stageCsv', () => {
  it('reads a BOM, CRLF, blank lines, a differently-cased header and extra columns', async () => {
    const text = '\uFEFFModel_Number ,Brand,Colour\r\n\r\nGSX140361,Goodman,red\r\n,,\r\nXR16,Trane,\r\n';
    const staged = await stageCsv(chunks(text), dir);
    expect(staged).toMatchObject({ rows: 2, pending: 2, failed: 0 });
    const rows = stagedRows(staged.file);
    expect(rows.map((r) => [r.model_number, r.brand, r.status])).toEqual([
      ['GSX140361', 'Goodman', 'pending'],
      ['XR16', 'Trane', 'pending'],
    ]);
    // No ids yet: they are made when the rows are sorted (orderStagedRows).
    expect(rows[0]).not.toHaveProperty('id');
    staged.discard();
    expect(existsSync(staged.file)).toBe(false);
  });

  it('lays the rows out again in model_number order (file order on ties) with the ids ascending in that order', async () => {
    const text = 'model_number,customer_name\nZ9,first\nA1,second\nM5,third\nA1,fourth\n,fifth\n';
    const staged = await stageCsv(chunks(text), dir);
    const original = stagedRows(staged.file);
    const orderedFile = path.join(dir, 'ordered.sqlite');
    await orderStagedRows(staged.file, orderedFile, null);
    const ordered = stagedRows(orderedFile, ORDERED_STAGE_TABLE);
    // The staging file is only read (an accepted upload's file stays as it was made durable).
    expect(stagedRows(staged.file)).toEqual(original);
    expect(ordered.map((r) => [r.model_number, r.customer_name, r.status])).toEqual([
      ['', 'fifth', 'failed'],
      ['A1', 'second', 'pending'],
      ['A1', 'fourth', 'pending'],
      ['M5', 'third', 'pending'],
      ['Z9', 'first', 'pending'],
    ]);
    staged.discard();
  });

  it('numbers the rows 1..n in model order; the ids made from that number are UUIDv7 of the given time, strictly increasing past 2^14 rows', async () => {
    // 40,000 rows in scrambled model order: the counter crosses from rand_b into rand_a (RFC 9562 §6.2).
    const models = Array.from({ length: 40_000 }, (_, i) => `M${String((i * 7919) % 40_000).padStart(5, '0')}`);
    const staged = await stageCsv(chunks(`model_number\n${models.join('\n')}\n`), dir);
    const orderedFile = path.join(dir, 'ordered.sqlite');
    await orderStagedRows(staged.file, orderedFile, null);
    const ordered = stagedRows(orderedFile, ORDERED_STAGE_TABLE);
    expect(ordered.map((r) => r.model_number)).toEqual([...models].sort());
    expect(ordered.map((r) => r.rn)).toEqual(models.map((_, i) => i + 1));
    const ms = Date.UTC(2025, 5, 1, 12, 34, 56, 789);
    const db = new SqliteDatabase(orderedFile, { readonly: true });
    const ids = db.prepare(`SELECT ${orderedAssetIdSql('rn')} FROM ${ORDERED_STAGE_TABLE} ORDER BY rn`).pluck().all(uuidV7TimeParams(ms)) as string[];
    db.close();
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    for (let i = 1; i < ids.length; i++) expect(ids[i]! > ids[i - 1]!).toBe(true);
    // unix_ts_ms: the first 48 bits; the counter (rn) next: 12 bits in rand_a, 14 at the top of rand_b.
    expect(parseInt(ids[0]!.replace(/-/g, '').slice(0, 12), 16)).toBe(ms);
    const counter = (id: string) => (parseInt(id.slice(15, 18), 16) << 14) | (parseInt(id.slice(19, 23), 16) & 0x3fff);
    expect(counter(ids[0]!)).toBe(1);
    expect(counter(ids[39_999]!)).toBe(40_000);
    // The last 48 bits are random: no two of 40,000 alike (a collision is ~3·10⁻⁶ likely).
    expect(new Set(ids.map((id) => id.slice(24))).size).toBe(40_000);
    staged.discard();
  });

  it('sorts the same way on the WAL checkpointer thread, off the event loop (as the server does)', async () => {
    const handle = await openDatabase({ dataDir: path.join(dir, 'db') });
    const checkpointer = startWalCheckpointer(handle);
    try {
      const text = 'model_number,customer_name\nZ9,first\nA1,second\nM5,third\nA1,fourth\n';
      const staged = await stageCsv(chunks(text), path.join(dir, 'staging'));
      const orderedFile = path.join(dir, 'ordered.sqlite');
      await orderStagedRows(staged.file, orderedFile, checkpointer.runOnStagingFile);
      expect(stagedRows(orderedFile, ORDERED_STAGE_TABLE).map((r) => [r.model_number, r.customer_name])).toEqual([
        ['A1', 'second'],
        ['A1', 'fourth'],
        ['M5', 'third'],
        ['Z9', 'first'],
      ]);
      // A script that fails there fails the sort, and its partial output goes.
      const other = path.join(dir, 'other.sqlite');
      await expect(orderStagedRows(staged.file, other, (file) => checkpointer.runOnStagingFile(file, 'SELECT * FROM no_such_table'))).rejects.toThrow(/no_such_table/);
      expect(existsSync(other)).toBe(false);
      staged.discard();
      expect(readdirSync(path.join(dir, 'staging'))).toEqual([]);
    } finally {
      await checkpointer.stop();
      await handle.close();
    }
  });

  it('joins multi-byte characters split across chunks (every cut position)', async () => {
    const text = 'model_number,customer_name,notes\nGSX140361,Zoë Ångström,"北京, 🔥 unit"\n';
    for (const size of [1, 2, 3, 5, 7]) {
      const staged = await stageCsv(chunks(...bytesIn(size, text)), dir);
      expect(stagedRows(staged.file).map((r) => [r.customer_name, r.notes])).toEqual([['Zoë Ångström', '北京, 🔥 unit']]);
      staged.discard();
    }
  });

  it('lets the event loop run while it parses a large read (bytes that came faster than they were parsed)', async () => {
    // ~2 MB in one read, multi-byte characters included: parsed STAGE_YIELD_BYTES at a time.
    const rows = Array.from({ length: 40_000 }, (_, i) => `M-${i},Bränd ${i % 7},SN${i},Ça Customer ${i},2024-05-01`);
    const text = `model_number,brand,serial_number,customer_name,date_added\n${rows.join('\n')}\n`;
    const big = Buffer.from(text, 'utf8');
    expect(big.length).toBeGreaterThan(8 * STAGE_YIELD_BYTES);
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const staged = await stageCsv(chunks(big), dir);
    ticking = false;
    expect(staged.rows).toBe(40_000);
    expect(turns).toBeGreaterThanOrEqual(Math.floor(big.length / STAGE_YIELD_BYTES) - 1);
    const out = stagedRows(staged.file);
    expect(out[39_999]).toMatchObject({ model_number: 'M-39999', brand: `Bränd ${39_999 % 7}`, customer_name: 'Ça Customer 39999' });
  });

  it('keeps quoted commas and line breaks inside a field, and a missing final newline', async () => {
    const staged = await stageCsv(chunks('model_number,customer_address\n"A,1","12 Main St\nSuite 4"\nB2,x'), dir);
    expect(stagedRows(staged.file).map((r) => [r.model_number, r.customer_address])).toEqual([
      ['A,1', '12 Main St\nSuite 4'],
      ['B2', 'x'],
    ]);
    staged.discard();
  });

  it('stages bad rows as failed with a reason and counts them', async () => {
    const staged = await stageCsv(chunks('model_number,date_added\nA,2024-01-31\n,2024-01-01\nB,2023-02-30\n'), dir);
    expect(staged).toMatchObject({ rows: 3, pending: 1, failed: 2 });
    const rows = stagedRows(staged.file);
    expect(rows.map((r) => r.status)).toEqual(['pending', 'failed', 'failed']);
    expect(rows[1]?.status_reason).toMatch(/^Row 3 of the file/);
    expect(rows[2]?.status_reason).toMatch(/^Row 4 of the file.*"2023-02-30"/);
    staged.discard();
  });

  it('refuses an empty file', async () => {
    const err = await refusal(chunks());
    expect(err.statusCode).toBe(422);
    expect(err.message).toMatch(/empty/);
  });

  it('refuses a header-only file, with or without blank lines after it', async () => {
    for (const text of ['model_number,brand', 'model_number,brand\r\n\r\n,,\r\n']) {
      const err = await refusal(chunks(text));
      expect(err.message).toMatch(/no data rows/);
    }
  });

  it('refuses a header without model_number', async () => {
    const err = await refusal(chunks('model,brand\nGSX,Goodman\n'));
    expect(err.statusCode).toBe(422);
    expect(err.body.errors.file[0]).toMatch(/model_number/);
  });

  it('refuses NUL bytes (binary or UTF-16) and invalid UTF-8', async () => {
    expect((await refusal(chunks(Buffer.from('model_number\nA\n', 'utf16le')))).message).toMatch(/NUL/);
    expect((await refusal(chunks('model_number\n', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff]))))
      .message).toMatch(/UTF-8/);
    // Latin-1 "é" (0xE9) alone is not UTF-8.
    expect((await refusal(chunks('model_number,customer_name\nA,Ren', Uint8Array.from([0xe9]), '\n'))).message).toMatch(/UTF-8/);
    // A file ending inside a multi-byte character.
    expect((await refusal(chunks('model_number\nA', Uint8Array.from([0xe2, 0x82])))).message).toMatch(/UTF-8/);
  });

  it('refuses a quoted field that is never closed', async () => {
    const err = await refusal(chunks('model_number,notes\nA,"never closed\nB,x\n'));
    expect(err.message).toMatch(/never closed/);
  });

  it('leaves nothing behind when the source fails midway (a dropped connection)', async () => {
    async function* dropping(): AsyncGenerator<Uint8Array> {
      yield Buffer.from('model_number\nA\nB\n');
      throw new Error('aborted');
    }
    await expect(stageCsv(dropping(), dir)).rejects.toThrow('aborted');
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('removeStaleStagingFiles', () => {
  it('removes only files older than STALE_STAGING_MS', () => {
    const old = path.join(dir, 'upload-old.sqlite');
    const fresh = path.join(dir, 'upload-fresh.sqlite');
    writeFileSync(old, '');
    writeFileSync(fresh, '');
    const past = (Date.now() - STALE_STAGING_MS - 60_000) / 1000;
    utimesSync(old, past, past);
    removeStaleStagingFiles(dir);
    expect(readdirSync(dir)).toEqual(['upload-fresh.sqlite']);
  });
});
