import path from 'node:path';
import { openDatabase, type DbHandle } from '../db/connection';
import { indexBacklogSlice } from '../ingest/fts-backlog';
import { IMPORT_SLICE_ROWS, UploadImporter } from '../ingest/upload-importer';
import { createEngineEnricher } from './engine';
import { EngineThread } from './engine-thread-pool';
import { EnrichmentWorker, inlineBatchEnricher, type Enricher, type WorkerLog } from './enrichment-worker';
import { AssetQueue } from './queue';
import { startWalCheckpointer, type StagingSqlRunner } from './wal-checkpointer';

// Starting a worker: the real engine over the shipped catalog, a queue on the database, the loop.
// Inside the server (buildApp({ startWorker: true })) it shares the API's write connection: one
// process must write through one connection, serialized by Kysely's connection lock — two writing
// connections in one process deadlock (one's synchronous busy wait blocks the event loop the other
// needs to commit). The API's reads use a second, read-only connection (db/connection.ts), which
// never waits for the writer.
// `npm run worker` (main.ts) is its own process with its own connection; SQLite's file locks and
// busy_timeout arbitrate between processes.

export interface StartWorkerOptions {
  /** The process's open database (in the server), or … */
  handle?: DbHandle;
  /** … the SQLite file to open (a worker process). */
  dbFile?: string;
  /** The day ages and warranty tiers are computed against (default: now). */
  today?: () => Date;
  now?: () => Date;
  log?: WorkerLog;
  batchSize?: number;
  /** Sleep between two polls while there is nothing to do (default IDLE_POLL_MS of enrichment-worker.ts). */
  idlePollMs?: number;
  /** Replaces the engine (tests of the queue mechanics only). */
  enrich?: Enricher;
  /**
   * Run the engine on a worker thread so that it overlaps the database writes on a second core. Off
   * by default: the thread loads its own catalog (~150 MiB more RSS), and the engine (~10 µs per
   * asset) is a small share of the loop next to the writes. Env ENGINE_THREAD=1 turns it on.
   */
  engineThread?: boolean;
  /** Checkpoint the WAL on a thread with its own connection (wal-checkpointer.ts; default true). */
  walCheckpointer?: boolean;
  /** Ordered rows per import transaction (default: env IMPORT_SLICE_ROWS, else IMPORT_SLICE_ROWS of upload-importer.ts). */
  importSliceRows?: number;
  /**
   * Copy import slices on the WAL checkpointer's thread while this one runs the engine over the
   * next slice (ingest/upload-importer.ts). On by default (with the checkpointer thread); env
   * IMPORT_COPY_THREAD=0 copies them on this thread instead. 1M-row bench: see worker/README.md.
   */
  importCopyThread?: boolean;
}

/** IMPORT_SLICE_ROWS from the environment: a positive integer, or unset. */
export function importSliceRowsFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env.IMPORT_SLICE_ROWS;
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`IMPORT_SLICE_ROWS must be a positive integer, got "${raw}"`);
  return n;
}

export interface RunningWorker {
  worker: EnrichmentWorker;
  /** Runs SQL on an upload's staging file on the checkpointer's thread (null without that thread). */
  runOnStagingFile: StagingSqlRunner | null;
  /** Finishes the batch in hand and stops (closing the connection if it opened one). */
  stop(): Promise<void>;
}

export async function startWorker(options: StartWorkerOptions): Promise<RunningWorker> {
  let owned: DbHandle | null = null;
  let handle = options.handle;
  if (!handle) {
    if (!options.dbFile) throw new Error('startWorker: give handle or dbFile');
    owned = await openDatabase({ dataDir: path.dirname(options.dbFile), fileName: path.basename(options.dbFile) });
    handle = owned;
  }
  try {
    const now = options.now ?? (() => new Date());
    const today = options.today ?? now;
    const thread = !options.enrich && (options.engineThread ?? process.env.ENGINE_THREAD === '1') ? new EngineThread(today) : null;
    const checkpointer = options.walCheckpointer !== false ? startWalCheckpointer(handle) : null;
    const engine = thread ? { enrichBatch: thread.enrichBatch } : { enrich: options.enrich ?? createEngineEnricher({ today }) };
    // Accepted uploads are enriched as they are imported, by the same engine (ingest/upload-importer.ts).
    const importEngine = 'enrichBatch' in engine ? engine.enrichBatch : inlineBatchEnricher(engine.enrich);
    const db = handle;
    const worker = new EnrichmentWorker({
      queue: new AssetQueue(handle, now),
      ...engine,
      indexSearch: () => indexBacklogSlice(db),
      importer: new UploadImporter(handle, path.dirname(handle.file), checkpointer ? checkpointer.runOnStagingFile : null, now, undefined, {
        enrichBatch: importEngine,
        engineOverlaps: thread !== null,
        copySlice: checkpointer && (options.importCopyThread ?? process.env.IMPORT_COPY_THREAD !== '0') ? checkpointer.runImportSlice : null,
        sliceRows: options.importSliceRows ?? importSliceRowsFromEnv() ?? IMPORT_SLICE_ROWS,
        ...(options.log ? { log: options.log } : {}),
      }),
      ...(options.batchSize ? { batchSize: options.batchSize } : {}),
      ...(options.idlePollMs ? { idlePollMs: options.idlePollMs } : {}),
      ...(options.log ? { log: options.log } : {}),
    });
    try {
      await worker.start();
    } catch (err) {
      await thread?.close();
      await checkpointer?.stop();
      throw err;
    }
    return {
      worker,
      runOnStagingFile: checkpointer ? checkpointer.runOnStagingFile : null,
      async stop() {
        await worker.stop();
        await thread?.close();
        await checkpointer?.stop();
        await owned?.close();
      },
    };
  } catch (err) {
    await owned?.close();
    throw err;
  }
}
