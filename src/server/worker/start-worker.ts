import type { Storage } from '../storage/port';
import { createEngineEnricher } from './engine';
import { EngineThread } from './engine-thread-pool';
import { EnrichmentWorker, inlineBatchEnricher, type Enricher, type WorkerLog } from './enrichment-worker';

// Starting a worker: the real engine over the shipped catalog, the storage's worker side (its queue,
// its accepted uploads, its deferred search indexing), the loop. Inside the server
// (buildApp({ startWorker: true })) it shares the API's storage; `npm run worker` (main.ts) opens its own.

export interface StartWorkerOptions {
  /** The process's open storage; the caller closes it after stop(). */
  storage: Storage;
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
}

export interface RunningWorker {
  worker: EnrichmentWorker;
  /** Finishes the batch in hand and stops (the storage stays open). */
  stop(): Promise<void>;
}

export async function startWorker(options: StartWorkerOptions): Promise<RunningWorker> {
  const now = options.now ?? (() => new Date());
  const today = options.today ?? now;
  const thread = !options.enrich && (options.engineThread ?? process.env.ENGINE_THREAD === '1') ? new EngineThread(today) : null;
  const enrich = options.enrich ?? createEngineEnricher({ today });
  const engine = thread ? { enrichBatch: thread.enrichBatch } : { enrich };
  // Accepted uploads are enriched as they are imported, by the same engine.
  const importEngine = thread ? thread.enrichBatch : inlineBatchEnricher(enrich);
  let side;
  try {
    side = await options.storage.openWorkerSide({ now, enrichBatch: importEngine, enrichOverlaps: thread !== null, ...(options.log ? { log: options.log } : {}) });
  } catch (err) {
    await thread?.close();
    throw err;
  }
  const worker = new EnrichmentWorker({
    queue: side.queue,
    ...engine,
    indexSearch: () => side.search.indexBacklog(),
    importer: side.imports,
    ...(options.batchSize ? { batchSize: options.batchSize } : {}),
    ...(options.idlePollMs ? { idlePollMs: options.idlePollMs } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
  try {
    await worker.start();
  } catch (err) {
    await thread?.close();
    await side.close();
    throw err;
  }
  return {
    worker,
    async stop() {
      await worker.stop();
      await thread?.close();
      await side.close();
    },
  };
}
