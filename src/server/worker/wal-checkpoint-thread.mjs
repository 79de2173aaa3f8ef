// Entry of the WAL checkpointer thread (wal-checkpointer.ts): its own connection copies committed
// WAL frames into the database file every interval (PASSIVE: it never waits for, nor blocks, the
// writer or the readers). Off the writer's thread, the worker's commits no longer pay for it.
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
port.on('message', () => {
  clearInterval(timer);
  db.close();
  port.close();
});
