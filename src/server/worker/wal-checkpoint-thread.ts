import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';

// Entry of the WAL checkpointer thread (wal-checkpointer.ts): its own connection copies committed
// WAL frames into the database file every interval (PASSIVE: it never waits for, nor blocks, the
// writer or the readers). Off the writer's thread, the worker's commits no longer pay for it.

const port = parentPort;
if (!port) throw new Error('wal-checkpoint-thread.ts runs as a worker thread only');
const { file, intervalMs } = workerData as { file: string; intervalMs: number };
const db = new SqliteDatabase(file, { fileMustExist: true });
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
