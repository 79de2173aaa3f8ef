import { randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { sql } from 'kysely';
import type { DbHandle } from './connection';
import { toIsoTimestamp } from '../schema';
import type { StagingSqlRunner } from './wal-checkpointer';
import { ENRICHED_IMPORT_ATTEMPTS, type BatchEnricher, type WorkerLog } from '../port';
import { ImportLeaseLostError, importSlice, type SlicePlanRunner } from './commit-upload';
import { SliceOutcomes } from './import-outcomes';
import { STALE_STAGING_MS, orderStagedRows } from './stage-csv';

// Accepted, then imported (ingest/README.md): a large upload's validated staging file is fsynced and
// moved to DATA_DIR/upload-accepted before its 201; a worker (any process on this data directory)
// claims the `upload_imports` record, sorts the rows into a scratch file, and imports them a slice
// (IMPORT_SLICE_ROWS) at a time: the engine runs over the slice's valid rows (import-outcomes.ts),
// then one transaction copies the slice into `assets`, final, and advances the record
// (commit-upload.ts importSlice); the last slice deletes it. A crash at any point leaves the record,
// saying which rows are in `assets`, and the file: the next attempt goes on from there. Every row
// is copied exactly once. A later attempt (one died or failed before) copies its rows pending
// instead, for the queue: the queue isolates an asset that kills its worker (poison pill), an import
// slice could not.

export const ACCEPTED_DIR_NAME = 'upload-accepted';
/** An import claimed longer ago than this is presumed dead (its worker was killed) and taken over. */
export const IMPORT_LEASE_MS = 10 * 60 * 1000;
/**
 * A failed attempt (the disk full, the file unreadable) is retried after this delay, doubled with
 * each further failed attempt up to IMPORT_RETRY_MAX_MS: an import is never given up, since the
 * request was answered 201 and its rows exist only in the accepted file. A worker starting retries
 * at once (an operator's way to retry now, after freeing disk space).
 */
export const IMPORT_RETRY_BASE_MS = 30_000;
/** The longest delay between two failed attempts of an import. */
export const IMPORT_RETRY_MAX_MS = 60 * 60 * 1000;

/** Delay before the next attempt of an import whose attempts have failed `failedAttempts` (≥ 1) times. */
export function importRetryDelayMs(failedAttempts: number): number {
  const doublings = Math.max(0, Math.min(failedAttempts - 1, 32));
  return Math.min(IMPORT_RETRY_BASE_MS * 2 ** doublings, IMPORT_RETRY_MAX_MS);
}
/**
 * Ordered rows copied per import transaction (env IMPORT_SLICE_ROWS overrides it). The write lock is
 * held for the copy of one slice; a commit writes each index page the slice touched once, so larger
 * slices cost less per row: `IMPORT_SLICE_ROWS=N npm run bench` (the variable reaches the bench's
 * server) times 201 → every asset final with another size.
 */
export const IMPORT_SLICE_ROWS = 100_000;
/**
 * An attempt's first slice is this short: the copy (on the other thread) starts after its engine
 * run, not after a whole slice's, and the first assets are listed sooner. The copy of a slice into
 * a small table is cheap (its sweep of the key table and the customer index grows with the table).
 * Each later slice is at most twice the one before (20k, 40k, 80k, then IMPORT_SLICE_ROWS): the engine
 * costs well under half the copy a row, so it enriches slice k + 1 while slice k is copied and the copying
 * thread does not wait for it (`npm run bench:import-split`: the thread's idle time and the import's wall time).
 */
export const IMPORT_FIRST_SLICE_ROWS = 20_000;


/** Makes the staged file durable and moves it into the accepted directory; returns its new base name. */
export function acceptStagedFile(dataDir: string, stagedFile: string): { name: string; file: string } {
  const dir = path.join(dataDir, ACCEPTED_DIR_NAME);
  mkdirSync(dir, { recursive: true });
  fsyncPath(stagedFile);
  const name = path.basename(stagedFile);
  const file = path.join(dir, name);
  renameSync(stagedFile, file);
  fsyncPath(dir);
  return { name, file };
}

function fsyncPath(p: string): void {
  const fd = openSync(p, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

interface ImportClaim {
  request_id: string;
  file_name: string;
  rows: number;
  imported_rows: number;
  attempts: number;
  token: string;
}

export interface UploadImporterOptions {
  /** The engine: rows are enriched as they are imported (otherwise, and on a retried import, copied pending). */
  enrichBatch?: BatchEnricher | null;
  /** Ordered rows per import transaction (default IMPORT_SLICE_ROWS). */
  sliceRows?: number;
  /**
   * Runs each slice's transaction on another thread (the WAL checkpointer's, wal-checkpointer.ts),
   * so that the engine runs over the next slice meanwhile; without it, on this thread.
   */
  copySlice?: SlicePlanRunner | null;
  log?: WorkerLog;
}

const silent: WorkerLog = { info: () => undefined, error: () => undefined };

export class UploadImporter {
  private readonly dir: string;
  private readonly waitingStmt;
  private lastSweepMs = 0;
  private readonly enrichBatch: BatchEnricher | null;
  private readonly sliceRows: number;
  private readonly copySlice: SlicePlanRunner | null;
  private readonly log: WorkerLog;

  constructor(
    private readonly handle: DbHandle,
    dataDir: string,
    private readonly runSql: StagingSqlRunner | null,
    private readonly now: () => Date = () => new Date(),
    private readonly leaseMs: number = IMPORT_LEASE_MS,
    options: UploadImporterOptions = {},
  ) {
    this.dir = path.join(dataDir, ACCEPTED_DIR_NAME);
    this.enrichBatch = options.enrichBatch ?? null;
    this.sliceRows = options.sliceRows ?? IMPORT_SLICE_ROWS;
    this.copySlice = options.copySlice ?? null;
    this.log = options.log ?? silent;
    this.waitingStmt = handle.sqlite.prepare(
      'SELECT 1 FROM upload_imports WHERE (retry_at IS NULL OR retry_at <= ?) AND (claim_token IS NULL OR claimed_at < ?) LIMIT 1',
    );
  }

  /** True when an accepted upload waits for a worker (a read; no write lock). Sweeps orphan files hourly. */
  waiting(): boolean {
    const nowMs = this.now().getTime();
    if (nowMs - this.lastSweepMs > STALE_STAGING_MS) {
      this.lastSweepMs = nowMs;
      this.removeOrphanFiles(nowMs).catch(() => undefined);
    }
    return this.waitingStmt.get(toIsoTimestamp(this.now()), this.expiry()) !== undefined;
  }

  /** Imports the oldest waiting upload (what is left of it); returns the rows imported, 0 when none waits. */
  async importNext(): Promise<number> {
    const claim = await this.claim();
    if (!claim) return 0;
    const accepted = path.join(this.dir, claim.file_name);
    const ordered = `${accepted}.${claim.token}.ordered`;
    try {
      // Sorted again by a later attempt: the order is the same (model_number, then file order), so
      // rows 1..imported_rows are the ones already copied.
      await orderStagedRows(accepted, ordered, this.runSql);
      // This attempt's assets' ids carry its time (stage-csv.ts orderedAssetIdSql).
      const idTimeMs = Date.now();
      const enrichBatch = claim.attempts < ENRICHED_IMPORT_ATTEMPTS ? this.enrichBatch : null;
      const request = await this.handle.db
        .selectFrom('requests')
        .select(['id', 'partner_id', 'distributor', 'added_by', 'created_at'])
        .where('id', '=', claim.request_id)
        .executeTakeFirst();
      if (!request) throw new ImportLeaseLostError(claim.request_id);
      let imported = 0;
      // With a runner, slice k is copied on its thread while this one enriches slice k + 1.
      let copying: Promise<void> | null = null;
      const copied = async () => {
        const c = copying;
        copying = null;
        if (c) await c;
      };
      try {
        for (let k = 0, from = claim.imported_rows + 1, to = 0; from <= claim.rows; k++, from = to + 1) {
          to = Math.min(claim.rows, from + Math.min(this.sliceRows, IMPORT_FIRST_SLICE_ROWS * 2 ** k) - 1);
          const outcomesFile = `${ordered}.outcomes-${k}`;
          const outcomes = new SliceOutcomes(ordered, outcomesFile);
          let tally;
          try {
            if (enrichBatch) await outcomes.enrich(from, to, enrichBatch, this.log);
            tally = outcomes.tally(from, to);
          } finally {
            outcomes.close();
          }
          await copied();
          const slice = { requestId: claim.request_id, claimToken: claim.token, from, to, now: this.now(), idTimeMs, orderedFile: ordered, outcomesFile, tally };
          const copy: Promise<void> = importSlice(this.handle, request, slice, this.copySlice).then((r) => {
            imported += r.rows;
            rmSync(outcomesFile, { force: true });
          });
          // Awaited in turn; a rejection meanwhile is not an unhandled one.
          copy.catch(() => undefined);
          copying = copy;
          if (!this.copySlice) await copied();
          await yieldToEventLoop();
        }
        await copied();
      } finally {
        // The engine failed while a copy ran: it ends before the files go.
        if (copying) await (copying as Promise<void>).catch(() => undefined);
      }
      this.removeFiles(claim.file_name);
      return imported;
    } catch (err) {
      // This attempt's scratch files: its sort and its slices' outcomes files.
      this.removeFiles(path.basename(ordered));
      if (err instanceof ImportLeaseLostError) throw err;
      // Taken over meanwhile (the taker may have removed the file under the sort): not this worker's error.
      if (!(await this.stillHeld(claim))) throw new ImportLeaseLostError(claim.request_id);
      await this.release(claim, err);
      throw err;
    }
  }

  /**
   * Returns every claimed import to the queue (a worker starting: the claims of a stopped one), and
   * makes every import waiting for a retry claimable at once.
   */
  async releaseAll(): Promise<number> {
    return this.handle.db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable('upload_imports')
        .set({ claim_token: null, claimed_at: null, attempts: sql`attempts + 1` })
        .where('claim_token', 'is not', null)
        .executeTakeFirst();
      await trx.updateTable('upload_imports').set({ retry_at: null }).where('retry_at', 'is not', null).execute();
      return Number(r.numUpdatedRows);
    });
  }

  /**
   * Removes accepted files no import refers to, older than STALE_STAGING_MS: a process died between
   * moving the file and committing its request (the 201 was never sent).
   */
  async removeOrphanFiles(now = Date.now()): Promise<number> {
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch {
      return 0;
    }
    const old = names.filter((n) => {
      try {
        return now - statSync(path.join(this.dir, n)).mtimeMs > STALE_STAGING_MS;
      } catch {
        return false;
      }
    });
    if (old.length === 0) return 0;
    const known = new Set((await this.handle.db.selectFrom('upload_imports').select('file_name').execute()).map((r) => r.file_name));
    let removed = 0;
    for (const n of old) {
      const owner = known.has(n) || [...known].some((k) => n.startsWith(`${k}.`));
      if (!owner) {
        rmSync(path.join(this.dir, n), { force: true });
        removed++;
      }
    }
    return removed;
  }

  private expiry(): string {
    return toIsoTimestamp(new Date(this.now().getTime() - this.leaseMs));
  }

  private async claim(): Promise<ImportClaim | null> {
    const token = randomUUID();
    const row = await this.handle.db
      .updateTable('upload_imports')
      .set({
        claim_token: token,
        claimed_at: toIsoTimestamp(this.now()),
        // Being tried again: no longer waiting (a failure sets the next time).
        retry_at: null,
        // Taking over an expired claim counts its abandoned attempt.
        attempts: sql`attempts + (CASE WHEN claim_token IS NULL THEN 0 ELSE 1 END)`,
      })
      .where((eb) =>
        eb(
          'request_id',
          '=',
          eb
            .selectFrom('upload_imports')
            .select('request_id')
            .where((w) => w.or([w('retry_at', 'is', null), w('retry_at', '<=', toIsoTimestamp(this.now()))]))
            .where((w) => w.or([w('claim_token', 'is', null), w('claimed_at', '<', this.expiry())]))
            .orderBy('accepted_at')
            .orderBy('request_id')
            .limit(1),
        ),
      )
      .returning(['request_id', 'file_name', 'rows', 'imported_rows', 'attempts'])
      .executeTakeFirst();
    return row ? { ...row, token } : null;
  }

  private async stillHeld(claim: ImportClaim): Promise<boolean> {
    const row = await this.handle.db
      .selectFrom('upload_imports')
      .select('request_id')
      .where('request_id', '=', claim.request_id)
      .where('claim_token', '=', claim.token)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Ends a failed attempt: the import waits importRetryDelayMs, its error kept (and logged). */
  private async release(claim: ImportClaim, err: unknown): Promise<void> {
    const failed = claim.attempts + 1;
    const retryAt = toIsoTimestamp(new Date(this.now().getTime() + importRetryDelayMs(failed)));
    const message = err instanceof Error ? err.message : String(err);
    this.log.error({ requestId: claim.request_id, failedAttempts: failed, retryAt, err: message }, 'import attempt failed; retrying later');
    try {
      await this.handle.db
        .updateTable('upload_imports')
        .set({ claim_token: null, claimed_at: null, attempts: failed, retry_at: retryAt, last_error: message.slice(0, 1000) })
        .where('request_id', '=', claim.request_id)
        .where('claim_token', '=', claim.token)
        .execute();
    } catch {
      // the lease runs out instead
    }
  }

  /** The accepted file and every scratch file made from it (sorts of earlier, interrupted attempts). */
  private removeFiles(name: string): void {
    let names: string[] = [];
    try {
      names = readdirSync(this.dir);
    } catch {
      return;
    }
    for (const n of names) if (n === name || n.startsWith(`${name}.`)) rmSync(path.join(this.dir, n), { force: true });
  }
}
