import { Worker } from 'node:worker_threads';
import { BUSY_TIMEOUT_MS, type DbHandle } from './connection';
import type { SlicePlanRunner } from './commit-upload';

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

/**
 * While an import copies slices on the thread, its checkpoints run on a second thread of their own
 * (the import checkpointer), started with the first slice and stopped IMPORT_CHECKPOINTER_IDLE_MS
 * after the last: the copy thread was the import's bottleneck, and ~0.3 s of each 100k-row slice's
 * copy was its checkpoint (mostly fsync, waiting on the disk). Figures in worker/README.md (the
 * import alone gains; the whole bench shows no clear difference). Env IMPORT_CHECKPOINT_THREAD=0
 * leaves them to the copy thread.
 */
export const IMPORT_CHECKPOINTER_IDLE_MS = 2_000;
/**
 * The WAL size past which the import checkpointer runs a RESTART checkpoint. The WAL only starts
 * again from its beginning when a write begins with every frame checkpointed, which a checkpoint
 * running beside back-to-back slices seldom allows, so it grows; the RESTART waits for the slice in
 * hand to commit and holds the next one off while it copies the frames left (up to one slice's).
 */
export const IMPORT_WAL_RESTART_BYTES = 512 * 1024 * 1024;
/**
 * The WAL size past which the copy thread checkpoints at a slice's COMMIT all the same while the
 * import checkpointer runs: a safety net only (that thread stalled).
 */
export const IMPORT_SAFETY_AUTOCHECKPOINT_BYTES = 2 * IMPORT_WAL_RESTART_BYTES;

export interface WalCheckpointer {
  /**
   * Runs `sql` on an upload's scratch file (created if missing) on the checkpointer's thread
   * (ingest/stage-csv.ts: the model-order sort, seconds of SQLite work that would block the event loop).
   */
  runOnStagingFile: StagingSqlRunner;
  /** Runs an import slice's transaction on the thread's connection (ingest/commit-upload.ts importSlice). */
  runImportSlice: SlicePlanRunner;
  /** Whether the import checkpointer runs now, and how many RESTART checkpoints it ran between slices. */
  importCheckpoints(): { running: boolean; walRestarts: number };
  stop(): Promise<void>;
}

/** Runs a SQL script on an upload's scratch file (created if missing) somewhere other than the calling thread. */
export type StagingSqlRunner = (file: string, sql: string) => Promise<void>;

export interface WalCheckpointerOptions {
  /** Checkpoint on a second thread while import slices are copied (default: env IMPORT_CHECKPOINT_THREAD, else on). */
  importCheckpointer?: boolean;
  /** Default IMPORT_CHECKPOINTER_IDLE_MS. */
  importIdleMs?: number;
  /** Default IMPORT_WAL_RESTART_BYTES. */
  walRestartBytes?: number;
}

/** A checkpointer thread and its requests in hand (answered by id: wal-checkpoint-thread.mjs). */
class CheckpointThread {
  readonly worker: Worker;
  readonly exited: Promise<void>;
  /** The WAL's length in frames at the thread's last checkpoint (the import checkpointer reports it). */
  walFrames = 0;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (result: unknown) => void; reject: (err: Error) => void }>();

  constructor(file: string, reportWalFrames: boolean, onGone: () => void) {
    this.worker = new Worker(new URL('./wal-checkpoint-thread.mjs', import.meta.url), {
      execArgv: [],
      workerData: { file, intervalMs: CHECKPOINT_INTERVAL_MS, reportWalFrames },
    });
    this.exited = new Promise<void>((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.on('message', (msg: { id?: number; type?: string; frames?: number; ok?: boolean; message?: string; result?: unknown }) => {
      if (msg.type === 'wal-frames') {
        this.walFrames = msg.frames ?? 0;
        return;
      }
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

  tell(msg: unknown): void {
    this.worker.postMessage(msg);
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

export function startWalCheckpointer(handle: Pick<DbHandle, 'sqlite' | 'file'>, options: WalCheckpointerOptions = {}): WalCheckpointer {
  const previous = handle.sqlite.pragma('wal_autocheckpoint', { simple: true }) as number;
  const importCheckpointer = options.importCheckpointer ?? process.env.IMPORT_CHECKPOINT_THREAD !== '0';
  const pageBytes = handle.sqlite.pragma('page_size', { simple: true }) as number;
  // A WAL frame is a page and its 24-byte header.
  const restartAboveFrames = Math.ceil((options.walRestartBytes ?? IMPORT_WAL_RESTART_BYTES) / (pageBytes + 24));
  let stopped = false;
  const restore = () => {
    if (handle.sqlite.open) handle.sqlite.pragma(`wal_autocheckpoint = ${previous}`);
  };
  // A thread that dies leaves checkpoints to the connection again.
  const thread = new CheckpointThread(handle.file, false, restore);
  handle.sqlite.pragma(`wal_autocheckpoint = ${Math.ceil(SAFETY_AUTOCHECKPOINT_BYTES / pageBytes)}`);
  const request = <T>(msg: Record<string, unknown>): Promise<T> =>
    stopped ? Promise.reject(new Error('the WAL checkpointer thread is stopped')) : thread.request<T>(msg);

  // The import checkpointer: started by a slice, stopped once slices stop coming.
  let importThread: CheckpointThread | null = null;
  let slicesInHand = 0;
  let walRestarts = 0;
  let idleTimer: NodeJS.Timeout | null = null;
  const startImportThread = () => {
    if (importThread || !importCheckpointer) return;
    const started: CheckpointThread = new CheckpointThread(handle.file, true, () => {
      // Dead (it could not open the file, say): checkpoints go back to the copy thread.
      if (importThread !== started) return;
      importThread = null;
      if (!stopped) thread.tell({ type: 'checkpoints-elsewhere', on: false });
    });
    importThread = started;
    // Queued before the slice that follows: that slice's COMMIT leaves checkpoints to the new thread.
    thread.tell({ type: 'checkpoints-elsewhere', on: true });
  };
  const stopImportThread = async () => {
    const t = importThread;
    if (!t) return;
    importThread = null;
    // The copy thread checkpoints again from its next timer tick.
    if (!stopped) thread.tell({ type: 'checkpoints-elsewhere', on: false });
    await t.stop();
  };
  const sliceDone = () => {
    slicesInHand--;
    if (slicesInHand > 0 || !importThread) return;
    idleTimer = setTimeout(() => {
      idleTimer = null;
      void stopImportThread();
    }, options.importIdleMs ?? IMPORT_CHECKPOINTER_IDLE_MS);
    idleTimer.unref();
  };
  const sliceOptions = {
    busyTimeoutMs: BUSY_TIMEOUT_MS,
    cacheKiB: IMPORT_CACHE_KIB,
    safetyAutocheckpointPages: Math.ceil(IMPORT_SAFETY_AUTOCHECKPOINT_BYTES / pageBytes),
  };

  return {
    runOnStagingFile(file, sql) {
      return request<void>({ type: 'staging-sql', file, sql });
    },
    async runImportSlice(plan) {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      startImportThread();
      slicesInHand++;
      try {
        // Between two slices (none is being copied: the importer sends the next once the last is in),
        // the WAL past its bound starts again from its beginning.
        const ckpt = importThread;
        if (ckpt && ckpt.walFrames > restartAboveFrames) {
          const r = await ckpt.request<{ busy: number } | undefined>({ type: 'wal-restart' }).catch(() => undefined);
          ckpt.walFrames = 0;
          // busy: a reader held on past the thread's busy timeout (the safety net still bounds the WAL).
          if (r?.busy === 0) walRestarts++;
        }
        return await request<{ held: boolean; last: boolean }>({ type: 'import-slice', plan, options: sliceOptions });
      } finally {
        sliceDone();
      }
    },
    importCheckpoints() {
      return { running: importThread !== null, walRestarts };
    },
    async stop() {
      if (stopped) return;
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      await stopImportThread();
      stopped = true;
      restore();
      await thread.stop();
    },
  };
}
