import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from './connection';
import { ensurePartner } from '../partners-repo';
import { orderAndCommitUpload } from './commit-upload';
import { stageCsv } from './stage-csv';

// The commit's connection settings are switched for the copy only (foreign keys off; no automatic WAL
// checkpoint inside the COMMIT, which froze the event loop ~1.9 s after a 1M-row upload) and put back.

let dir: string;
let handle: DbHandle;
afterEach(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('commitStagedUpload', () => {
  it('restores the connection settings it switches for the copy', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'nameplate-commit-'));
    handle = await openDatabase({ dataDir: dir });
    handle.sqlite.pragma('wal_autocheckpoint = 123');
    const partner = await ensurePartner(handle.db, 'acme');
    const staged = await stageCsv(Readable.from([Buffer.from('model_number,brand\nA1,Goodman\nB2,Trane\n')]), path.join(dir, 'staging'));
    const request = await orderAndCommitUpload(handle, staged, { partnerId: partner.id, addedBy: 'a', distributor: null, fileName: 'x.csv', now: new Date() }, null);
    staged.discard();
    expect(request.assets_count).toBe(2);
    expect(handle.sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(123);
    expect(handle.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(handle.sqlite.prepare('SELECT model_number FROM assets ORDER BY seq').pluck().all()).toEqual(['A1', 'B2']);
  });
});
