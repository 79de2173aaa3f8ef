import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from './connection';
import { CHECKPOINT_INTERVAL_MS, SAFETY_AUTOCHECKPOINT_BYTES, startWalCheckpointer } from './wal-checkpointer';

let dir: string;
let handle: DbHandle;
afterEach(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('WAL checkpointer thread', () => {
  it('copies committed WAL frames into the database file, and restores the connection’s autocheckpoint on stop', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'nameplate-ckpt-'));
    handle = await openDatabase({ dataDir: dir });
    const before = handle.sqlite.pragma('wal_autocheckpoint', { simple: true });
    const cp = startWalCheckpointer(handle);
    // 64 MiB of 32 KiB pages (the page size of a new database).
    expect(handle.sqlite.pragma('page_size', { simple: true })).toBe(32_768);
    expect(handle.sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(SAFETY_AUTOCHECKPOINT_BYTES / 32_768);
    handle.sqlite.exec('CREATE TABLE t (x TEXT)');
    const insert = handle.sqlite.prepare('INSERT INTO t VALUES (?)');
    handle.sqlite.transaction(() => {
      for (let i = 0; i < 2000; i++) insert.run('x'.repeat(200));
    })();
    // The rows are in the WAL only (far below the connection's own autocheckpoint): the database
    // file grows only when the thread copies them in.
    const fileBytes = () => statSync(handle.file).size;
    const walOnly = fileBytes();
    const rowBytes = 2000 * 200;
    // The thread writes the pages one by one, so a stat can see a checkpoint half done: wait for
    // the whole of it (or the deadline), not just for the first page.
    const deadline = Date.now() + 10_000;
    while (fileBytes() <= walOnly + rowBytes && Date.now() < deadline) await new Promise((r) => setTimeout(r, CHECKPOINT_INTERVAL_MS));
    expect(fileBytes()).toBeGreaterThan(walOnly + rowBytes);
    await cp.stop();
    expect(handle.sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(before);
  });
});
