import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { EnrichInput } from '../../domain/enrichment/types';
import { engineErrorOutcome } from './engine-outcome';
import { CLAIM_BATCH_SIZE, CLAIM_LEASE_MS, type AssetOutcome, type BatchEnricher, type Claim, type QueueRepo, type UploadImports, type WorkerLog } from '../storage/port';

// The worker loop: claim a batch → run the engine on each asset → write the outcomes, repeat; sleep
// when the queue is empty. It yields to the event loop between batches, so it can share a process
// with the API (buildApp({ startWorker: true })) or run alone (npm run worker). Any number of loops,
// in any number of processes, may work the same database: claims never overlap (queue.ts).

/** Turns one asset's input into what the worker stores (the real engine: engine.ts). */
export type Enricher = (input: EnrichInput) => AssetOutcome;

/**
 * Assets whose outcomes are written in one finalize transaction. They are claimed in pieces of
 * CLAIM_BATCH_SIZE (each claim its own short transaction) and written together: a commit writes
 * every index page it touched, and the date indexes are touched at random places, so fewer, larger
 * commits write each such page once for more assets: `npm run bench:worker -- --write-batch N --runs 3`
 * times the cycle per asset with another size. The API reads on its own connection (storage/sqlite/connection.ts), so a long finalize does not hold up lists.
 */
export const WRITE_BATCH_ASSETS = 10_000;
/** Assets enriched between two yields to the event loop (keeps the API responsive beside the worker). */
export const ENGINE_SLICE = 100;
/** Sleep between polls of an empty queue. */
export const IDLE_POLL_MS = 200;
/** Pause after a database error (e.g. SQLITE_BUSY past busy_timeout) before trying again. */
export const ERROR_BACKOFF_MS = 1_000;

export type { WorkerLog };

export interface EnrichmentWorkerOptions {
  queue: QueueRepo;
  /** The engine, run on this thread in slices of ENGINE_SLICE assets. */
  enrich: Enricher;
  /** Imports accepted uploads (storage UploadImports), enriching them as it goes, before claiming queued assets. */
  importer?: UploadImports;
  /** Assets per claim (default CLAIM_BATCH_SIZE). */
  batchSize?: number;
  /** Assets per finalize transaction (default WRITE_BATCH_ASSETS; at least one claim). */
  writeBatchSize?: number;
  leaseMs?: number;
  idlePollMs?: number;
  log?: WorkerLog;
}


const silent: WorkerLog = { info: () => undefined, error: () => undefined };

/**
 * The engine run on this thread as a BatchEnricher: yields to the event loop every ENGINE_SLICE
 * assets; an asset the engine throws on gets the failed outcome (engineErrorOutcome), reported in `errors`.
 */
export function inlineBatchEnricher(enrich: Enricher): BatchEnricher {
  return async (inputs) => {
    const outcomes: AssetOutcome[] = [];
    const errors: { index: number; error: string }[] = [];
    for (const input of inputs) {
      try {
        outcomes.push(enrich(input));
      } catch (err) {
        errors.push({ index: outcomes.length, error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) });
        outcomes.push(engineErrorOutcome(err));
      }
      if (outcomes.length % ENGINE_SLICE === 0) await yieldToEventLoop();
    }
    return { outcomes, errors };
  };
}

export { engineErrorOutcome };

/** A claim whose outcomes are being computed. */
interface ClaimInFlight {
  claim: Claim;
  outcomes: ReturnType<BatchEnricher>;
}

/** The claims written by one finalize transaction. */
interface InFlight {
  claims: ClaimInFlight[];
  assets: number;
}

export class EnrichmentWorker {
  private readonly queue: QueueRepo;
  private readonly enrichBatch: BatchEnricher;
  private readonly importer: UploadImports | null;
  private readonly batchSize: number;
  private readonly writeBatchSize: number;
  private readonly leaseMs: number;
  private readonly idlePollMs: number;
  private readonly log: WorkerLog;
  private stopping = false;
  private running: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private nudgeWake: (() => void) | null = null;
  /** Assets turned final by this loop (for logs and the bench). */
  processed = 0;

  constructor(options: EnrichmentWorkerOptions) {
    this.queue = options.queue;
    this.enrichBatch = inlineBatchEnricher(options.enrich);
    this.importer = options.importer ?? null;
    this.batchSize = options.batchSize ?? CLAIM_BATCH_SIZE;
    this.writeBatchSize = Math.max(this.batchSize, options.writeBatchSize ?? WRITE_BATCH_ASSETS);
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
      const imports = (await this.importer?.releaseAll()) ?? 0;
      if (imports) this.log.info({ imports }, 'worker start: released upload imports left by a stopped worker');
    }
    this.running = this.loop();
  }

  /**
   * Work was added in this process (http/context.ts workAdded): an idle loop polls now rather than
   * after the rest of its sleep. A busy loop goes on as it was.
   */
  nudge(): void {
    this.nudgeWake?.();
  }

  /** Finishes the batches in hand (their outcomes are written) and stops. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.running;
    this.running = null;
  }

  /** Runs one claim → enrich → finalize cycle; returns how many assets were claimed. */
  async runBatch(): Promise<number> {
    const batch = await this.claimAndStart();
    if (!batch) return 0;
    await this.finish(batch);
    return batch.assets;
  }

  /**
   * Claims up to writeBatchSize assets, one claim of batchSize at a time, starting each claim's
   * enrichment as soon as it is claimed (finish() awaits and writes them); null when none waits.
   * Stops early when the queue runs short (a claim returns fewer than asked, as a retried asset
   * claimed alone does). A claim failing after others succeeded ends the batch with those.
   */
  private async claimAndStart(): Promise<InFlight | null> {
    const batch: InFlight = { claims: [], assets: 0 };
    while (batch.assets < this.writeBatchSize && !this.stopping) {
      const want = Math.min(this.batchSize, this.writeBatchSize - batch.assets);
      // Past the assets already gathered: the walk does not step over them again.
      const after = batch.claims.at(-1)?.claim.assets.at(-1)?.seq ?? 0;
      // A retried asset is claimed alone and written in a batch of its own (poison-pill isolation).
      if (batch.claims.length > 0 && (await this.queue.nextIsRetried(after))) break;
      let claim: Claim;
      try {
        claim = await this.queue.claim(want, after);
      } catch (err) {
        if (batch.claims.length === 0) throw err;
        this.log.error({ err }, 'claim failed; writing the assets already claimed');
        break;
      }
      if (claim.assets.length === 0) break;
      const outcomes = this.enrichBatch(claim.assets.map((a) => a.input));
      // Awaited later (finish); a rejection meanwhile is not an unhandled one.
      outcomes.catch(() => undefined);
      batch.claims.push({ claim, outcomes });
      batch.assets += claim.assets.length;
      if (claim.assets.length < want || claim.retried) break;
      await yieldToEventLoop();
    }
    return batch.claims.length ? batch : null;
  }

  private async finish(batch: InFlight): Promise<void> {
    const claims = [];
    for (const { claim, outcomes } of batch.claims) {
      const reply = await outcomes;
      for (const e of reply.errors) this.log.error({ err: e.error, assetId: claim.assets[e.index]?.id }, 'enrichment engine threw');
      const results = claim.assets.map((asset, i) => ({ asset, outcome: reply.outcomes[i] ?? engineErrorOutcome(new Error('no outcome from the engine')) }));
      claims.push({ token: claim.token, results });
    }
    this.processed += await this.queue.finalize(claims);
  }

  private async loop(): Promise<void> {
    let lastReclaim = Date.now();
    while (!this.stopping) {
      try {
        if (Date.now() - lastReclaim > this.leaseMs / 2) {
          lastReclaim = Date.now();
          const r = await this.queue.reclaim(new Date(Date.now() - this.leaseMs));
          if (r.requeued || r.failed) this.log.info(r, 'reclaimed expired claims');
        }
        // An accepted upload is imported first, a slice per transaction, enriched as it is copied
        // (a retried import copies the rest pending: those join the queue).
        if (this.importer && (await this.importer.waiting())) {
          const rows = await this.importer.importNext();
          if (rows) this.log.info({ rows }, 'imported an accepted upload');
          await yieldToEventLoop();
          continue;
        }
        const next = (await this.queue.hasPending()) ? await this.claimAndStart() : null;
        if (next) {
          await this.finish(next);
          await yieldToEventLoop();
        } else {
          await this.sleep(this.idlePollMs, true);
        }
      } catch (err) {
        // Typically SQLITE_BUSY while another connection holds the write lock past busy_timeout.
        // Claimed assets of a failed batch stay processing until their lease runs out.
        this.log.error({ err }, 'worker batch failed; retrying');
        await this.sleep(ERROR_BACKOFF_MS);
      }
    }
  }

  /** Sleeps `ms`, or until stop(); an idle sleep (`nudgeable`) also until nudge(). */
  private sleep(ms: number, nudgeable = false): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (this.wake === done) this.wake = null;
        if (this.nudgeWake === done) this.nudgeWake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
      if (nudgeable) this.nudgeWake = done;
    });
  }
}
