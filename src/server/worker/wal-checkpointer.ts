import { Worker } from 'node:worker_threads';
import type { DbHandle } from '../db/connection';

// While the worker runs, WAL checkpoints move off the writer: SQLite's automatic checkpoint runs in
// the connection that commits (at the default 1,000 pages, after nearly every 2,000-asset batch:
// ~15 µs per asset of the finalize, measured), so a thread with its own connection checkpoints
// instead, and the shared connection's automatic checkpoint is raised to a safety net only (the WAL
// cannot grow past it even if the thread stalls). Restored on stop.

/** Interval between two passive checkpoints of the thread. */
export const CHECKPOINT_INTERVAL_MS = 20;
/** The WAL size at which the writer checkpoints itself while the thread runs (a safety net only). */
export const SAFETY_AUTOCHECKPOINT_BYTES = 64 * 1024 * 1024;

export interface WalCheckpointer {
  stop(): Promise<void>;
}

export function startWalCheckpointer(handle: Pick<DbHandle, 'sqlite' | 'file'>): WalCheckpointer {
  const previous = handle.sqlite.pragma('wal_autocheckpoint', { simple: true }) as number;
  const worker = new Worker(new URL('./wal-checkpoint-thread.mjs', import.meta.url), {
    execArgv: [],
    workerData: { file: handle.file, intervalMs: CHECKPOINT_INTERVAL_MS },
  });
  let stopped = false;
  const restore = () => {
    if (handle.sqlite.open) handle.sqlite.pragma(`wal_autocheckpoint = ${previous}`);
  };
  // A thread that dies leaves checkpoints to the connection again.
  worker.on('error', restore);
  worker.on('exit', restore);
  const pageBytes = handle.sqlite.pragma('page_size', { simple: true }) as number;
  handle.sqlite.pragma(`wal_autocheckpoint = ${Math.ceil(SAFETY_AUTOCHECKPOINT_BYTES / pageBytes)}`);
  return {
    async stop() {
      if (stopped) return;
      stopped = true;
      restore();
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage('stop');
      await exited;
    },
  };
}
