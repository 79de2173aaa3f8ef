import { randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { DbHandle } from '../db/connection';
import { toIsoTimestamp } from '../db/schema';
import type { StagingSqlRunner } from '../worker/wal-checkpointer';
import SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { applyStatusChanges } from '../db/requests-repo';
import type { BatchEnricher } from '../worker/engine-thread-pool';
import { engineErrorOutcome } from '../worker/engine-outcome';
import type { TypeOfService } from '../../domain/enrichment/types';
import { ImportLeaseLostError, importOrderedRows, startImportChunk, writeImportChunk, type OrderedRow } from './commit-upload';
import { ORDERED_STAGE_TABLE, STALE_STAGING_MS, orderStagedRows } from './stage-csv';

// Accepted, then imported (ingest/README.md): a large upload's validated staging file is fsynced and
// moved to DATA_DIR/upload-accepted before its 201; a worker (any process on this data directory)
// claims the `upload_imports` record, sorts the rows into a scratch file and imports them in chunks
// of IMPORT_CHUNK_ROWS: each chunk is run through the engine and written final, with the request's
// counters and the import's progress (next_rn), in one transaction (commit-upload.ts
// writeImportChunk); the last chunk deletes the record. A crash loses at most the chunk in flight
// (its rows return to pending in the counters) and the import resumes at next_rn. An import whose
// earlier attempt was abandoned (its worker died: possibly on one of its rows) copies its remaining
// rows as pending in one transaction instead (importOrderedRows), and the asset queue, which
// isolates an asset that kills its worker (worker/queue.ts), enriches them.

export const ACCEPTED_DIR_NAME = 'upload-accepted';
/** Uploads with at most this many rows are committed before the 201 (their assets listed at once). */
export const INLINE_IMPORT_MAX_ROWS = 20_000;
/** An import claimed longer ago than this is presumed dead (its worker was killed) and taken over. */
export const IMPORT_LEASE_MS = 10 * 60 * 1000;
/** Failed attempts after which an import is no longer tried (its file is unreadable: logged, kept). */
export const MAX_IMPORT_ATTEMPTS = 5;
/**
 * Rows per enriched chunk: one transaction each (as WRITE_BATCH_ASSETS for the queue: fewer, larger
 * commits write each touched index page once for more rows).
 */
export const IMPORT_CHUNK_ROWS = 10_000;

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
  next_rn: number;
  attempts: number;
  token: string;
}

const ORDERED_ROW_SQL = `SELECT rn, id, model_number, brand, serial_number, customer_name, customer_address, unique_id,
  date_added, type_of_service, notes, status, status_reason FROM ${ORDERED_STAGE_TABLE} WHERE rn BETWEEN ? AND ? ORDER BY rn`;

export class UploadImporter {
  private readonly dir: string;
  private readonly waitingStmt;
  private lastSweepMs = 0;

  constructor(
    private readonly handle: DbHandle,
    dataDir: string,
    private readonly runSql: StagingSqlRunner | null,
    private readonly now: () => Date = () => new Date(),
    private readonly leaseMs: number = IMPORT_LEASE_MS,
    private readonly chunkRows: number = IMPORT_CHUNK_ROWS,
  ) {
    this.dir = path.join(dataDir, ACCEPTED_DIR_NAME);
    this.waitingStmt = handle.sqlite.prepare(
      'SELECT 1 FROM upload_imports WHERE attempts < ? AND (claim_token IS NULL OR claimed_at < ?) LIMIT 1',
    );
  }

  /** True when an accepted upload waits for a worker (a read; no write lock). Sweeps orphan files hourly. */
  waiting(): boolean {
    const nowMs = this.now().getTime();
    if (nowMs - this.lastSweepMs > STALE_STAGING_MS) {
      this.lastSweepMs = nowMs;
      this.removeOrphanFiles(nowMs).catch(() => undefined);
    }
    return this.waitingStmt.get(MAX_IMPORT_ATTEMPTS, this.expiry()) !== undefined;
  }

  /**
   * Imports the oldest waiting upload; returns the rows imported, 0 when none waits. With `enrich`
   * (the worker's engine) its rows are enriched on the way, chunk by chunk; without it (or when an
   * earlier attempt was abandoned) they are copied as pending for the asset queue, in one transaction.
   */
  async importNext(enrich: BatchEnricher | null = null, stopping: () => boolean = () => false): Promise<number> {
    const claim = await this.claim();
    if (!claim) return 0;
    const accepted = path.join(this.dir, claim.file_name);
    const ordered = `${accepted}.${claim.token}.ordered`;
    try {
      await orderStagedRows(accepted, ordered, this.runSql);
      if (enrich && claim.attempts === 0) {
        const { rows, done } = await this.importEnriched(claim, ordered, enrich, stopping);
        if (done) this.removeFiles(claim.file_name);
        else rmSync(ordered, { force: true });
        return rows;
      }
      const rows = await importOrderedRows(this.handle, ordered, claim.request_id, claim.token, this.now());
      this.removeFiles(claim.file_name);
      return rows;
    } catch (err) {
      rmSync(ordered, { force: true });
      if (err instanceof ImportLeaseLostError) throw err;
      // Taken over meanwhile (the taker may have removed the file under the sort): not this worker's error.
      if (!(await this.stillHeld(claim))) throw new ImportLeaseLostError(claim.request_id);
      await this.release(claim, err);
      throw err;
    }
  }

  /** Chunk by chunk; a worker stopping (`stopping()`) hands the rest back between two chunks (done false). */
  private async importEnriched(claim: ImportClaim, orderedFile: string, enrich: BatchEnricher, stopping: () => boolean): Promise<{ rows: number; done: boolean }> {
    const file = new SqliteDatabase(orderedFile, { readonly: true, fileMustExist: true });
    try {
      const read = file.prepare(ORDERED_ROW_SQL);
      let imported = 0;
      for (let from = claim.next_rn; from <= claim.rows; from += this.chunkRows) {
        if (stopping()) {
          // Not an abandoned attempt: the next worker goes on enriching from next_rn.
          await this.releaseClaim(claim.request_id, claim.token, null, false);
          return { rows: imported, done: false };
        }
        const to = Math.min(claim.rows, from + this.chunkRows - 1);
        const rows = read.all(from, to) as OrderedRow[];
        if (rows.length !== to - from + 1) throw new Error(`The sorted upload holds ${rows.length} of rows ${from}–${to}`);
        const valid = rows.filter((r) => r.status === 'pending');
        await startImportChunk(this.handle, claim.request_id, claim.token, valid.length, this.now());
        // A chunk of refused rows only (they come first) needs no engine.
        const reply = valid.length === 0 ? { outcomes: [] } : await enrich(
          valid.map((r) => ({
            model_number: r.model_number,
            brand: r.brand,
            serial_number: r.serial_number,
            date_added: r.date_added,
            type_of_service: r.type_of_service as TypeOfService | null,
          })),
        );
        const outcomes = valid.map((_, i) => reply.outcomes[i] ?? engineErrorOutcome(new Error('no outcome from the engine')));
        await writeImportChunk(this.handle, { requestId: claim.request_id, claimToken: claim.token, rows, outcomes, last: to === claim.rows }, this.now());
        imported += rows.length;
      }
      return { rows: imported, done: true };
    } finally {
      file.close();
    }
  }

  /** Returns every claimed import to the queue (a worker starting: the claims of a stopped one). */
  async releaseAll(): Promise<number> {
    const claimed = await this.handle.db.selectFrom('upload_imports').select(['request_id', 'claim_token']).where('claim_token', 'is not', null).execute();
    let released = 0;
    for (const c of claimed) {
      if (await this.releaseClaim(c.request_id, c.claim_token!, null)) released++;
    }
    return released;
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

  /**
   * Claims the oldest import waiting (unclaimed, or its claim past the lease: then the abandoned
   * attempt is counted and its chunk in flight returned to pending). One transaction.
   */
  private async claim(): Promise<ImportClaim | null> {
    const token = randomUUID();
    const now = this.now();
    return this.handle.db.transaction().execute(async (trx) => {
      const next = await trx
        .selectFrom('upload_imports')
        .select(['request_id', 'file_name', 'rows', 'next_rn', 'attempts', 'claim_token'])
        .where('attempts', '<', MAX_IMPORT_ATTEMPTS)
        .where((w) => w.or([w('claim_token', 'is', null), w('claimed_at', '<', this.expiry())]))
        .orderBy('accepted_at')
        .orderBy('request_id')
        .limit(1)
        .executeTakeFirst();
      if (!next) return null;
      const abandoned = next.claim_token !== null;
      if (abandoned) await returnChunkInFlight(trx, next.request_id, now);
      const attempts = next.attempts + (abandoned ? 1 : 0);
      const taken = await trx
        .updateTable('upload_imports')
        .set({ claim_token: token, claimed_at: toIsoTimestamp(now), attempts })
        .where('request_id', '=', next.request_id)
        .where((w) => (next.claim_token === null ? w('claim_token', 'is', null) : w('claim_token', '=', next.claim_token)))
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) return null;
      return { request_id: next.request_id, file_name: next.file_name, rows: next.rows, next_rn: next.next_rn, attempts, token };
    });
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

  private async release(claim: ImportClaim, err: unknown): Promise<void> {
    try {
      await this.releaseClaim(claim.request_id, claim.token, err);
    } catch {
      // the lease runs out instead
    }
  }

  /** Drops a claim (counting the attempt, keeping the error) and returns its chunk in flight to pending. */
  private releaseClaim(requestId: string, token: string, err: unknown, countAttempt = true): Promise<boolean> {
    const now = this.now();
    return this.handle.db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable('upload_imports')
        .set({
          claim_token: null,
          claimed_at: null,
          attempts: countAttempt ? sql`attempts + 1` : sql`attempts`,
          ...(err === null ? {} : { last_error: err instanceof Error ? err.message.slice(0, 1000) : String(err) }),
        })
        .where('request_id', '=', requestId)
        .where('claim_token', '=', token)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return false;
      await returnChunkInFlight(trx, requestId, now);
      return true;
    });
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

/**
 * An importing request's processing assets are exactly its chunk in flight (its imported rows are
 * final, the rest pending): an abandoned import returns them to pending.
 */
async function returnChunkInFlight(trx: Kysely<Database>, requestId: string, now: Date): Promise<void> {
  const request = await trx.selectFrom('requests').select('processing_count').where('id', '=', requestId).executeTakeFirst();
  if (request && request.processing_count > 0) {
    await applyStatusChanges(trx, [{ requestId, from: 'processing', to: 'pending', count: request.processing_count }], now);
  }
}
