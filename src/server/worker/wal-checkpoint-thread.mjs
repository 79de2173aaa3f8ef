// Entry of the WAL checkpointer thread (wal-checkpointer.ts): its own connection copies committed
// WAL frames into the database file every interval (PASSIVE: it never waits for, nor blocks, the
// writer or the readers). Off the writer's thread, the worker's commits no longer pay for it.
// It also runs, on request, one SQL script on an upload's private scratch file (the model-order sort
// of ingest/stage-csv.ts into a new file: ~3 s for 1M rows that would otherwise freeze the event loop),
// here because this thread exists anyway: a thread of its own cost ~20 MiB of peak RSS, measured.
// Plain JavaScript on purpose: a TypeScript entry needs tsx's loader registered in the thread, which
// cost the server ~40 MiB of RSS for these few lines.
import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';

const port = parentPort;
if (!port) throw new Error('wal-checkpoint-thread.mjs runs as a worker thread only');
/** @type {{ file: string; intervalMs: number }} */
const { file, intervalMs } = workerData;
const db = new SqliteDatabase(file, { fileMustExist: true });
// The thread only checkpoints: a small page cache (KiB) is enough.
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

port.on('message', (msg) => {
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
