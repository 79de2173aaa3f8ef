import type { Storage } from '../storage/port';
import { createEngineEnricher } from './engine';
import { EnrichmentWorker, inlineBatchEnricher, type Enricher, type WorkerLog } from './enrichment-worker';

// Starting a worker: the real engine over the shipped catalog, the storage's worker side (its queue,
// its accepted uploads), the loop. Inside the server
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
}

export interface RunningWorker {
  worker: EnrichmentWorker;
  /** Finishes the batch in hand and stops (the storage stays open). */
  stop(): Promise<void>;
}

export async function startWorker(options: StartWorkerOptions): Promise<RunningWorker> {
  const now = options.now ?? (() => new Date());
  const today = options.today ?? now;
  // The engine runs on this thread, in slices that yield to the event loop (enrichment-worker.ts).
  const enrich = options.enrich ?? createEngineEnricher({ today });
  // Accepted uploads are enriched as they are imported, by the same engine.
  const side = await options.storage.openWorkerSide({ now, enrichBatch: inlineBatchEnricher(enrich), ...(options.log ? { log: options.log } : {}) });
  const worker = new EnrichmentWorker({
    queue: side.queue,
    enrich,
    importer: side.imports,
    ...(options.batchSize ? { batchSize: options.batchSize } : {}),
    ...(options.idlePollMs ? { idlePollMs: options.idlePollMs } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
  try {
    await worker.start();
  } catch (err) {
    await side.close();
    throw err;
  }
  return {
    worker,
    async stop() {
      await worker.stop();
      await side.close();
    },
  };
}
