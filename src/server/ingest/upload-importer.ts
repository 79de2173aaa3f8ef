import { randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { DbHandle } from '../db/connection';
import { toIsoTimestamp } from '../db/schema';
import type { StagingSqlRunner } from '../worker/wal-checkpointer';
import { ImportLeaseLostError, importOrderedRows } from './commit-upload';
import { STALE_STAGING_MS, orderStagedRows } from './stage-csv';

// Accepted, then imported (ingest/README.md): a large upload's validated staging file is fsynced and
// moved to DATA_DIR/upload-accepted before its 201; a worker (any process on this data directory)
// claims the `upload_imports` record, sorts the rows into a scratch file and copies them into
// `assets` in one transaction that deletes the record (commit-upload.ts importOrderedRows). A crash
// at any point leaves either the record and its file (the import runs again) or the assets (and the
// files are removed): never both, never neither.

export const ACCEPTED_DIR_NAME = 'upload-accepted';
/** Uploads with at most this many rows are committed before the 201 (their assets listed at once). */
export const INLINE_IMPORT_MAX_ROWS = 20_000;
/** An import claimed longer ago than this is presumed dead (its worker was killed) and taken over. */
export const IMPORT_LEASE_MS = 10 * 60 * 1000;
/** Failed attempts after which an import is no longer tried (its file is unreadable: logged, kept). */
export const MAX_IMPORT_ATTEMPTS = 5;

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
  token: string;
}

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

  /** Imports the oldest waiting upload; returns its row count, 0 when none waits. */
  async importNext(): Promise<number> {
    const claim = await this.claim();
    if (!claim) return 0;
    const accepted = path.join(this.dir, claim.file_name);
    const ordered = `${accepted}.${claim.token}.ordered`;
    try {
      await orderStagedRows(accepted, ordered, this.runSql);
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

  /** Returns every claimed import to the queue (a worker starting: the claims of a stopped one). */
  async releaseAll(): Promise<number> {
    const r = await this.handle.db
      .updateTable('upload_imports')
      .set({ claim_token: null, claimed_at: null, attempts: sql`attempts + 1` })
      .where('claim_token', 'is not', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
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
            .where('attempts', '<', MAX_IMPORT_ATTEMPTS)
            .where((w) => w.or([w('claim_token', 'is', null), w('claimed_at', '<', this.expiry())]))
            .orderBy('accepted_at')
            .orderBy('request_id')
            .limit(1),
        ),
      )
      .returning(['request_id', 'file_name'])
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

  private async release(claim: ImportClaim, err: unknown): Promise<void> {
    try {
      await this.handle.db
        .updateTable('upload_imports')
        .set({ claim_token: null, claimed_at: null, attempts: sql`attempts + 1`, last_error: err instanceof Error ? err.message.slice(0, 1000) : String(err) })
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
