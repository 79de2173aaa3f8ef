import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { EnrichInput } from '../../domain/enrichment/types';
import { AssetQueue, CLAIM_BATCH_SIZE, CLAIM_LEASE_MS, type AssetOutcome, type ClaimedAsset } from './queue';

// The worker loop: claim a batch → run the engine on each asset → write the outcomes, repeat; sleep
// when the queue is empty. It yields to the event loop between batches, so it can share a process
// with the API (buildApp({ startWorker: true })) or run alone (npm run worker). Any number of loops,
// in any number of processes, may work the same database: claims never overlap (queue.ts).

/** Turns one asset's input into what the worker stores (the real engine: engine.ts). */
export type Enricher = (input: EnrichInput) => AssetOutcome;

/** Assets enriched between two yields to the event loop (keeps the API responsive beside the worker). */
export const ENGINE_SLICE = 100;
/** While assets wait, one slice of deferred search indexing runs every this many batches. */
export const SEARCH_INDEX_EVERY_BATCHES = 4;
/** Sleep between polls of an empty queue. */
export const IDLE_POLL_MS = 200;
/** Pause after a database error (e.g. SQLITE_BUSY past busy_timeout) before trying again. */
export const ERROR_BACKOFF_MS = 1_000;

export interface WorkerLog {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface EnrichmentWorkerOptions {
  queue: AssetQueue;
  enrich: Enricher;
  /** Indexes one slice of the search backlog (ingest/fts-backlog.ts); returns rows indexed, 0 when none wait. */
  indexSearch?: () => Promise<number>;
  batchSize?: number;
  leaseMs?: number;
  idlePollMs?: number;
  log?: WorkerLog;
}

const silent: WorkerLog = { info: () => undefined, error: () => undefined };

/** The outcome of an asset the engine threw on: the engine is deterministic, so retrying would throw again. */
export function engineErrorOutcome(err: unknown): AssetOutcome {
  const detail = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return {
    status: 'failed',
    status_reason: 'Enrichment could not run on this asset (internal engine error); the error is logged.',
    match_type: null,
    enrichment_id: null,
    oem_id: null,
    confidence_score: null,
    enrichment_source: null,
    enrichment_model: null,
    enrichment_brand: null,
    enrichment_type: null,
    enrichment_model_notes: null,
    enrichment_image_path: null,
    manufacturing_date: null,
    manufacture_ref_date: null,
    registered_expiration_date: null,
    unregistered_expiration_date: null,
    result_json: null,
    last_error: detail.slice(0, 1000),
  };
}

export class EnrichmentWorker {
  private readonly queue: AssetQueue;
  private readonly enrich: Enricher;
  private readonly indexSearch: (() => Promise<number>) | null;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly idlePollMs: number;
  private readonly log: WorkerLog;
  private stopping = false;
  private running: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  /** Assets turned final by this loop (for logs and the bench). */
  processed = 0;

  constructor(options: EnrichmentWorkerOptions) {
    this.queue = options.queue;
    this.enrich = options.enrich;
    this.indexSearch = options.indexSearch ?? null;
    this.batchSize = options.batchSize ?? CLAIM_BATCH_SIZE;
    this.leaseMs = options.leaseMs ?? CLAIM_LEASE_MS;
    this.idlePollMs = options.idlePollMs ?? IDLE_POLL_MS;
    this.log = options.log ?? silent;
  }

  /**
   * Starts the loop. With `reclaimAll`, first returns every processing asset to pending: the claims
   * of a worker that died (kill -9, power loss) do not wait for their lease to run out.
   */
  async start({ reclaimAll = true }: { reclaimAll?: boolean } = {}): Promise<void> {
    if (this.running) return;
    if (reclaimAll) {
      const r = await this.queue.reclaim();
      if (r.requeued || r.failed) this.log.info(r, 'worker start: reclaimed claims left by a stopped worker');
    }
    this.running = this.loop();
  }

  /** Finishes the batch in hand (its outcomes are written) and stops. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.running;
    this.running = null;
  }

  /** Runs one claim → enrich → finalize cycle; returns how many assets were claimed. */
  async runBatch(): Promise<number> {
    const claim = await this.queue.claim(this.batchSize);
    if (claim.assets.length === 0) return 0;
    const results: { asset: ClaimedAsset; outcome: AssetOutcome }[] = [];
    for (const asset of claim.assets) {
      results.push({ asset, outcome: this.safeEnrich(asset) });
      if (results.length % ENGINE_SLICE === 0) await yieldToEventLoop();
    }
    this.processed += await this.queue.finalize(claim.token, results);
    return claim.assets.length;
  }

  private safeEnrich(asset: ClaimedAsset): AssetOutcome {
    try {
      return this.enrich(asset.input);
    } catch (err) {
      this.log.error({ err, assetId: asset.id }, 'enrichment engine threw');
      return engineErrorOutcome(err);
    }
  }

  private async loop(): Promise<void> {
    let lastReclaim = Date.now();
    let batches = 0;
    while (!this.stopping) {
      try {
        if (Date.now() - lastReclaim > this.leaseMs / 2) {
          lastReclaim = Date.now();
          const r = await this.queue.reclaim(new Date(Date.now() - this.leaseMs));
          if (r.requeued || r.failed) this.log.info(r, 'reclaimed expired claims');
        }
        const claimed = this.queue.hasPending() ? await this.runBatch() : 0;
        if (claimed > 0) batches++;
        // Enrichment first; search indexing when the queue is empty, and now and then meanwhile.
        const indexed = this.indexSearch && (claimed === 0 || batches % SEARCH_INDEX_EVERY_BATCHES === 0) ? await this.indexSearch() : 0;
        if (claimed === 0 && indexed === 0) await this.sleep(this.idlePollMs);
        else await yieldToEventLoop();
      } catch (err) {
        // Typically SQLITE_BUSY while another connection holds the write lock past busy_timeout.
        // Claimed assets of a failed batch stay processing until their lease runs out.
        this.log.error({ err }, 'worker batch failed; retrying');
        await this.sleep(ERROR_BACKOFF_MS);
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }
}
