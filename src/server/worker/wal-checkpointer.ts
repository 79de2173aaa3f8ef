import { Worker } from 'node:worker_threads';
import { BUSY_TIMEOUT_MS, type DbHandle } from '../db/connection';
import type { SlicePlanRunner } from '../ingest/commit-upload';

// While the worker runs, WAL checkpoints move off the writer: SQLite's automatic checkpoint runs in
// the connection that commits (at the default 1,000 pages, after nearly every 2,000-asset batch:
// ~15 µs per asset of the finalize, measured), so a thread with its own connection checkpoints
// instead, and the shared connection's automatic checkpoint is raised to a safety net only (the WAL
// cannot grow past it even if the thread stalls). Restored on stop.

/** Interval between two passive checkpoints of the thread. */
export const CHECKPOINT_INTERVAL_MS = 20;
/** The WAL size at which the writer checkpoints itself while the thread runs (a safety net only). */
export const SAFETY_AUTOCHECKPOINT_BYTES = 64 * 1024 * 1024;
/**
 * The thread's page cache while it copies an import slice (1 MiB otherwise). 1M-row bench: with
 * 32 MiB the copies took ~23 µs a row, with 8 MiB ~34 µs (more index pages read again).
 */
export const IMPORT_CACHE_KIB = 32 * 1024;

export interface WalCheckpointer {
  /**
   * Runs `sql` on an upload's scratch file (created if missing) on the checkpointer's thread
   * (ingest/stage-csv.ts: the model-order sort, seconds of SQLite work that would block the event loop).
   */
  runOnStagingFile: StagingSqlRunner;
  /** Runs an import slice's transaction on the thread's connection (ingest/commit-upload.ts importSlice). */
  runImportSlice: SlicePlanRunner;
  stop(): Promise<void>;
}

/** Runs a SQL script on an upload's scratch file (created if missing) somewhere other than the calling thread. */
export type StagingSqlRunner = (file: string, sql: string) => Promise<void>;

export function startWalCheckpointer(handle: Pick<DbHandle, 'sqlite' | 'file'>): WalCheckpointer {
  const previous = handle.sqlite.pragma('wal_autocheckpoint', { simple: true }) as number;
  const worker = new Worker(new URL('./wal-checkpoint-thread.mjs', import.meta.url), {
    execArgv: [],
    workerData: { file: handle.file, intervalMs: CHECKPOINT_INTERVAL_MS },
  });
  let stopped = false;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (err: Error) => void }>();
  const restore = () => {
    if (handle.sqlite.open) handle.sqlite.pragma(`wal_autocheckpoint = ${previous}`);
  };
  const failWaiting = (err: Error) => {
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
  };
  worker.on('message', (msg: { id: number; ok: boolean; message?: string; result?: unknown }) => {
    const w = waiting.get(msg.id);
    waiting.delete(msg.id);
    if (msg.ok) w?.resolve(msg.result);
    else w?.reject(new Error(msg.message ?? 'the staging SQL failed'));
  });
  // A thread that dies leaves checkpoints to the connection again, and fails the scripts in hand.
  worker.on('error', (err) => {
    restore();
    failWaiting(err);
  });
  worker.on('exit', (code) => {
    restore();
    failWaiting(new Error(`the WAL checkpointer thread exited (code ${code})`));
  });
  function send<T>(msg: Record<string, unknown>): Promise<T> {
    if (stopped) return Promise.reject(new Error('the WAL checkpointer thread is stopped'));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (result: unknown) => void, reject });
      worker.postMessage({ ...msg, id });
    });
  }
  const pageBytes = handle.sqlite.pragma('page_size', { simple: true }) as number;
  handle.sqlite.pragma(`wal_autocheckpoint = ${Math.ceil(SAFETY_AUTOCHECKPOINT_BYTES / pageBytes)}`);
  return {
    runOnStagingFile(file, sql) {
      return send<void>({ type: 'staging-sql', file, sql });
    },
    runImportSlice(plan) {
      return send<{ held: boolean; last: boolean }>({ type: 'import-slice', plan, options: { busyTimeoutMs: BUSY_TIMEOUT_MS, cacheKiB: IMPORT_CACHE_KIB } });
    },
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
