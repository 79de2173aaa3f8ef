import { Worker } from 'node:worker_threads';
import { BUSY_TIMEOUT_MS, type DbHandle } from './connection';
import type { SlicePlanRunner } from './commit-upload';

// While the worker runs, WAL checkpoints move off the writer: SQLite's automatic checkpoint runs in
// the connection that commits (at the default 1,000 pages, after nearly every claimed batch, inside
// the finalize), so a thread with its own connection checkpoints
// instead, and the shared connection's automatic checkpoint is raised to a safety net only (the WAL
// cannot grow past it even if the thread stalls). Restored on stop.

/** Interval between two passive checkpoints of the thread. */
export const CHECKPOINT_INTERVAL_MS = 20;
/** The WAL size at which the writer checkpoints itself while the thread runs (a safety net only). */
export const SAFETY_AUTOCHECKPOINT_BYTES = 64 * 1024 * 1024;
/**
 * The thread's page cache while it copies an import slice (1 MiB otherwise): the index pages a slice
 * touches are read again less often. `npm run bench:import-split -- --import-cache-kib N` times the
 * copies with another size.
 */
export const IMPORT_CACHE_KIB = 32 * 1024;

export interface WalCheckpointer {
  /**
   * Runs `sql` on an upload's scratch file (created if missing) on the checkpointer's thread
   * (storage/sqlite/stage-csv.ts: the model-order sort, seconds of SQLite work that would block the event loop).
   */
  runOnStagingFile: StagingSqlRunner;
  /** Runs an import slice's transaction on the thread's connection (storage/sqlite/commit-upload.ts importSlice). */
  runImportSlice: SlicePlanRunner;
  stop(): Promise<void>;
}

/** Runs a SQL script on an upload's scratch file (created if missing) somewhere other than the calling thread. */
export type StagingSqlRunner = (file: string, sql: string) => Promise<void>;

/** A checkpointer thread and its requests in hand (answered by id: wal-checkpoint-thread.mjs). */
class CheckpointThread {
  readonly worker: Worker;
  readonly exited: Promise<void>;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (result: unknown) => void; reject: (err: Error) => void }>();

  constructor(file: string, onGone: () => void) {
    this.worker = new Worker(new URL('./wal-checkpoint-thread.mjs', import.meta.url), {
      execArgv: [],
      workerData: { file, intervalMs: CHECKPOINT_INTERVAL_MS },
    });
    this.exited = new Promise<void>((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.on('message', (msg: { id?: number; ok?: boolean; message?: string; result?: unknown }) => {
      const w = this.waiting.get(msg.id ?? 0);
      this.waiting.delete(msg.id ?? 0);
      if (msg.ok) w?.resolve(msg.result);
      else w?.reject(new Error(msg.message ?? 'the checkpointer thread failed'));
    });
    // A thread that dies fails the requests in hand.
    this.worker.on('error', (err) => {
      this.failWaiting(err);
      onGone();
    });
    this.worker.on('exit', (code) => {
      this.failWaiting(new Error(`the WAL checkpointer thread exited (code ${code})`));
      onGone();
    });
  }

  request<T>(msg: Record<string, unknown>): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (result: unknown) => void, reject });
      this.worker.postMessage({ ...msg, id });
    });
  }

  async stop(): Promise<void> {
    this.worker.postMessage('stop');
    await this.exited;
  }

  private failWaiting(err: Error): void {
    for (const w of this.waiting.values()) w.reject(err);
    this.waiting.clear();
  }
}

export function startWalCheckpointer(handle: Pick<DbHandle, 'sqlite' | 'file'>, options: { importCacheKiB?: number } = {}): WalCheckpointer {
  const previous = handle.sqlite.pragma('wal_autocheckpoint', { simple: true }) as number;
  const pageBytes = handle.sqlite.pragma('page_size', { simple: true }) as number;
  let stopped = false;
  const restore = () => {
    if (handle.sqlite.open) handle.sqlite.pragma(`wal_autocheckpoint = ${previous}`);
  };
  // A thread that dies leaves checkpoints to the connection again.
  const thread = new CheckpointThread(handle.file, restore);
  handle.sqlite.pragma(`wal_autocheckpoint = ${Math.ceil(SAFETY_AUTOCHECKPOINT_BYTES / pageBytes)}`);
  const request = <T>(msg: Record<string, unknown>): Promise<T> =>
    stopped ? Promise.reject(new Error('the WAL checkpointer thread is stopped')) : thread.request<T>(msg);
  const sliceOptions = { busyTimeoutMs: BUSY_TIMEOUT_MS, cacheKiB: options.importCacheKiB ?? IMPORT_CACHE_KIB };

  return {
    runOnStagingFile(file, sql) {
      return request<void>({ type: 'staging-sql', file, sql });
    },
    runImportSlice(plan) {
      return request<{ held: boolean; last: boolean }>({ type: 'import-slice', plan, options: sliceOptions });
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      restore();
      await thread.stop();
    },
  };
}
