// Entry of the WAL checkpointer thread (wal-checkpointer.ts): its own connection copies committed
// WAL frames into the database file every interval (PASSIVE: it never waits for, nor blocks, the
// writer or the readers). Off the writer's thread, the worker's commits no longer pay for it.
// It also runs, on request, one SQL script on an upload's private scratch file (the model-order sort
// of storage/sqlite/stage-csv.ts into a new file: ~3 s for 1M rows that would otherwise freeze the event loop),
// and the copy of an import slice into the database (storage/sqlite/commit-upload.ts SlicePlan), while the
// worker's thread runs the engine over the next slice: here because this thread exists anyway (a
// thread of its own would add another V8 heap to the server's RSS) and its connection is already open.
// Plain JavaScript on purpose: a TypeScript entry needs tsx's loader registered in the thread, and
// with it a compiler in the thread's heap, for these few lines.
import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';

const port = parentPort;
if (!port) throw new Error('wal-checkpoint-thread.mjs runs as a worker thread only');
/** @type {{ file: string; intervalMs: number }} */
const { file, intervalMs } = workerData;
const db = new SqliteDatabase(file, { fileMustExist: true });
// Checkpoints need no page cache to speak of (KiB).
db.pragma('cache_size = -1024');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // SQLITE_BUSY (another checkpoint is running): the next tick tries again.
  }
}, intervalMs);

/** Runs `sql` on the scratch file `stagingFile`, created if missing (no journal, no fsync, exclusive). */
function runOnStagingFile(stagingFile, sql) {
  const staging = new SqliteDatabase(stagingFile);
  try {
    staging.pragma('journal_mode = OFF');
    staging.pragma('synchronous = OFF');
    staging.pragma('locking_mode = EXCLUSIVE');
    staging.exec(sql);
  } finally {
    // Closed before the answer goes back: the upload's commit attaches the file next.
    staging.close();
  }
}

/**
 * One slice of an upload's import (storage/sqlite/commit-upload.ts SlicePlan; the same steps as its
 * runSlicePlan there, which runs a plan on the main connection): the files attached, one
 * transaction, the insert as one statement (nothing here to keep responsive). Foreign keys are not
 * checked (every row's partner and request are the plan's), and the page cache is options.cacheKiB
 * while the slice is copied (wal-checkpointer.ts IMPORT_CACHE_KIB; `npm run bench:import-split --
 * --import-cache-kib 1024` copies with this thread's own 1 MiB).
 */
function importSlice(plan, options) {
  for (const a of plan.attach) {
    db.prepare(`ATTACH DATABASE ? AS ${a.alias}`).run(a.file);
    db.pragma(`${a.alias}.cache_size = -${a.cacheKiB}`);
  }
  const foreignKeys = db.pragma('foreign_keys', { simple: true });
  db.pragma('foreign_keys = OFF');
  db.pragma(`busy_timeout = ${options.busyTimeoutMs}`);
  // main only: the attached files (read once, in order) keep theirs (plan.attach).
  db.pragma(`main.cache_size = -${options.cacheKiB}`);
  try {
    const run = db.transaction(() => {
      const held = db.prepare(plan.held.sql).get(...plan.held.params);
      if (!held || plan.to > held.rows) return { held: false, last: false };
      const rows = plan.to - plan.from + 1;
      const base = db.prepare(plan.baseSeqSql).pluck().get();
      const params = { ...plan.insert.params, base, sliceFrom: plan.from, sliceTo: plan.to };
      const inserted = db.prepare(plan.insert.sql).run(params).changes;
      if (inserted !== rows) throw new Error(`Import slice ${plan.from}..${plan.to} copied ${inserted} of ${rows} rows`);
      db.prepare(plan.search).run(params);
      db.prepare(plan.keys).run({ first: base + 1, last: base + rows });
      for (const q of plan.after) db.prepare(q.sql).run(...q.params);
      const last = plan.to === held.rows;
      if (last) db.prepare(plan.finish.sql).run(...plan.finish.params);
      return { held: true, last };
    });
    // A deferred BEGIN: the first statement (`held`) writes the main database, so the write lock is
    // taken at once, on it alone. BEGIN IMMEDIATE write-locked the attached scratch files too, and
    // the engine's reads of the sorted file (import-outcomes.ts, the next slice) then failed with
    // SQLITE_BUSY at times: every 1M-row import under --cpu-prof (upload-import.test.ts holds that lock).
    return run();
  } finally {
    db.pragma('main.cache_size = -1024');
    // Hands the slice's cache pages back to malloc now, for the server's other connections to reuse.
    db.pragma('shrink_memory');
    db.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
    for (const a of plan.attach) db.exec(`DETACH DATABASE ${a.alias}`);
  }
}

port.on('message', (msg) => {
  if (msg && typeof msg === 'object' && msg.type === 'import-slice') {
    try {
      const result = importSlice(msg.plan, msg.options);
      port.postMessage({ id: msg.id, ok: true, result });
    } catch (err) {
      port.postMessage({ id: msg.id, ok: false, message: err instanceof Error ? err.message : String(err) });
    }
    return;
  }
  if (msg && typeof msg === 'object' && msg.type === 'staging-sql') {
    try {
      runOnStagingFile(msg.file, msg.sql);
      port.postMessage({ id: msg.id, ok: true });
    } catch (err) {
      port.postMessage({ id: msg.id, ok: false, message: err instanceof Error ? err.message : String(err) });
    }
    return;
  }
  // 'stop'
  clearInterval(timer);
  db.close();
  port.close();
});
