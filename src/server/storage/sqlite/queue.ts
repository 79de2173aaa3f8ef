import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { EnrichInput, FinalAssetStatus, MatchType } from '../../../domain/enrichment/types';
import type { DbHandle } from './connection';
import { applyStatusChanges, type StatusChange } from './requests-repo';
import { CLAIM_BATCH_SIZE, MAX_CLAIMS, type AssetOutcome, type Claim, type ClaimedAsset, type ClaimResults, type QueueRepo } from '../port';
import { toIsoTimestamp, type Database } from '../schema';
import { uuidV7 } from '../../ingest/uuid-v7';
import { OUTCOME_COLUMNS } from '../columns';

// The enrichment queue is the assets table itself, plus one small table of claims (migration 0007;
// README.md in this directory has the diagram). An asset is processing while it has a claim row.
//   claim     pending → processing: one INSERT INTO asset_claims … SELECT (oldest unclaimed pending
//             assets, LIMIT n) RETURNING seq, with a fresh token and claimed_at; the asset rows are
//             not written (~8 µs an asset when they were: row rewrite, status and queue indexes).
//   finalize  processing → final: the claim's rows are deleted by token — none left means it was
//             reclaimed meanwhile, and its outcomes are dropped — then each asset row is written once,
//             pending → final. An asset turns final exactly once; counters move only by rows changed.
//   reclaim   claims older than the lease (or all, at worker start) are deleted: their assets are
//             pending again, attempts + 1; one abandoned MAX_CLAIMS times turns failed instead (poison
//             pill). An asset with attempts > 0 is then claimed alone, so only a real poison pill fails.
// Pending assets have claimed_at NULL (the column predates 0007); saying so lets the claim read the
// pending queue index (status, claimed_at) in seq order instead of sorting every pending row.
// Each step changes the assets, the claims and their requests' counters
// (requests-repo.applyStatusChanges) in one transaction. The claim's first statement is its write, so
// it holds SQLite's write lock before it reads: two worker processes never claim the same asset
// (the claims' primary key, seq, would refuse it too). On Postgres the SELECT takes FOR UPDATE SKIP LOCKED.

/** Outcomes written between two yields to the event loop inside the finalize transaction. */
export const FINALIZE_SLICE = 500;
export { CLAIM_BATCH_SIZE, CLAIM_LEASE_MS, MAX_CLAIMS } from '../port';
export type { AssetOutcome, Claim, ClaimedAsset } from '../port';

interface ClaimRow {
  seq: number;
  id: string;
  request_id: string;
  model_number: string;
  brand: string | null;
  serial_number: string | null;
  date_added: string | null;
  type_of_service: EnrichInput['type_of_service'];
  attempts: number;
}

export { ENRICHED_COLUMNS, OUTCOME_COLUMNS } from '../columns';

/** Pending and not claimed: waiting in the queue. */
const UNCLAIMED = `status = 'pending' AND claimed_at IS NULL AND NOT EXISTS (SELECT 1 FROM asset_claims c WHERE c.seq = assets.seq)`;

const SQL = {
  anyPending: `SELECT 1 FROM assets WHERE ${UNCLAIMED} LIMIT 1`,
  headAttempts: `SELECT attempts FROM assets WHERE ${UNCLAIMED} AND seq > ? ORDER BY seq LIMIT 1`,
  // The oldest `limit` pending assets — except that an asset already claimed before (its worker died
  // or its lease ran out) is claimed alone, and fresh ones only up to it: a poison asset that kills
  // its worker then fails by itself after MAX_CLAIMS tries instead of taking its whole batch along.
  // One statement: it starts as a write, so it is atomic against other connections.
  claim: `WITH head AS (
      SELECT seq, attempts FROM assets WHERE ${UNCLAIMED} AND seq > :after ORDER BY seq LIMIT :limit),
    retried AS (SELECT min(seq) AS seq FROM head WHERE attempts > 0)
    INSERT INTO asset_claims (seq, token, claimed_at)
    SELECT seq, :token, :now FROM head WHERE seq < coalesce((SELECT seq FROM retried), 9223372036854775807)
    UNION ALL
    SELECT seq, :token, :now FROM retried WHERE seq = (SELECT min(seq) FROM head)
    RETURNING seq`,
  claimedInputs: `SELECT seq, id, request_id, model_number, brand, serial_number, date_added, type_of_service, attempts
    FROM assets WHERE seq IN (SELECT value FROM json_each(?)) ORDER BY seq`,
  release: `DELETE FROM asset_claims WHERE token = ?`,
  // Positional parameters (OUTCOME_COLUMNS…, now, now, seq): binding by name costs a lookup
  // per column per row, and the object spread that built the named bag an allocation per row.
  finalize: `UPDATE assets SET ${OUTCOME_COLUMNS.map((c) => `${c} = ?`).join(', ')}, enriched_at = ?, updated_at = ?
    WHERE seq = ? AND status = 'pending'`,
  // Abandoned claims: their assets (still pending) count one more abandoned claim …
  abandon: `UPDATE assets SET attempts = attempts + 1
    WHERE seq IN (SELECT seq FROM asset_claims WHERE claimed_at < :before) AND status = 'pending'
    RETURNING request_id, attempts`,
  // … those abandoned MAX_CLAIMS times fail, the claims go.
  giveUp: `UPDATE assets SET status = 'failed', updated_at = :now, status_reason = :reason, last_error = :reason
    WHERE seq IN (SELECT seq FROM asset_claims WHERE claimed_at < :before) AND status = 'pending' AND attempts >= :maxClaims`,
  dropClaims: `DELETE FROM asset_claims WHERE claimed_at < :before`,
};

function countByRequest(rows: readonly { request_id: string }[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const r of rows) m.set(r.request_id, (m.get(r.request_id) ?? 0) + 1);
  return m;
}

function changes(counts: Map<string, number>, from: StatusChange['from'], to: StatusChange['to']): StatusChange[] {
  return [...counts].map(([requestId, count]) => ({ requestId, from, to, count }));
}

export class AssetQueue implements QueueRepo {
  private readonly stmt;

  constructor(
    private readonly handle: DbHandle,
    private readonly now: () => Date = () => new Date(),
  ) {
    const s = handle.sqlite;
    this.stmt = {
      anyPending: s.prepare(SQL.anyPending).pluck(),
      headAttempts: s.prepare(SQL.headAttempts).pluck(),
      claim: s.prepare(SQL.claim).pluck(),
      claimedInputs: s.prepare(SQL.claimedInputs),
      release: s.prepare(SQL.release),
      finalize: s.prepare(SQL.finalize),
      abandon: s.prepare(SQL.abandon),
      giveUp: s.prepare(SQL.giveUp),
      dropClaims: s.prepare(SQL.dropClaims),
    };
  }

  private transaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.handle.db.transaction().execute(work);
  }

  /** True when some asset waits unclaimed (a read: takes no write lock). */
  async hasPending(): Promise<boolean> {
    return this.stmt.anyPending.get() !== undefined;
  }

  /**
   * True when the next asset to claim (after seq `after`, as in claim) was claimed before and never
   * finished (a read). The worker then ends the batch it is gathering, so that asset's claim — alone —
   * starts a batch of its own.
   */
  async nextIsRetried(after = 0): Promise<boolean> {
    const attempts = this.stmt.headAttempts.get(after) as number | undefined;
    return attempts !== undefined && attempts > 0;
  }

  /**
   * Claims up to `limit` pending assets, oldest first — after seq `after` when given (a worker
   * gathering several claims passes its previous claim's last seq, so the walk starts past the
   * assets it already holds instead of stepping over them).
   */
  claim(limit: number = CLAIM_BATCH_SIZE, after = 0): Promise<Claim> {
    const token = uuidV7();
    const now = this.now();
    return this.transaction(async (trx) => {
      const seqs = this.stmt.claim.all({ token, now: toIsoTimestamp(now), limit, after }) as number[];
      const rows = seqs.length ? (this.stmt.claimedInputs.all(JSON.stringify(seqs)) as ClaimRow[]) : [];
      await applyStatusChanges(trx, changes(countByRequest(rows), 'pending', 'processing'), now);
      return {
        token,
        retried: rows.some((r) => r.attempts > 0),
        assets: rows.map((r) => ({
          seq: r.seq,
          id: r.id,
          request_id: r.request_id,
          input: {
            model_number: r.model_number,
            brand: r.brand,
            serial_number: r.serial_number,
            date_added: r.date_added,
            type_of_service: r.type_of_service,
          },
        })),
      };
    });
  }

  /**
   * Writes the outcomes of a claim. Returns how many assets turned final; an asset whose claim was
   * taken back meanwhile (lease expired, another worker reclaimed it) is left alone.
   */
  finalizeClaim(token: string, results: readonly { asset: ClaimedAsset; outcome: AssetOutcome }[]): Promise<number> {
    return this.finalize([{ token, results }]);
  }

  /**
   * Writes the outcomes of several claims in one transaction (see WRITE_BATCH_ASSETS in
   * worker/enrichment-worker.ts: fewer, larger commits write each touched index page once for more rows).
   */
  finalize(claims: readonly ClaimResults[]): Promise<number> {
    const now = this.now();
    const ts = toIsoTimestamp(now);
    return this.transaction(async (trx) => {
      const byTransition = new Map<string, { requestId: string; to: FinalAssetStatus; matchType: MatchType | null; count: number }>();
      let done = 0;
      let written = 0;
      const n = OUTCOME_COLUMNS.length;
      const params: unknown[] = new Array(n + 3);
      params[n] = ts;
      params[n + 1] = ts;
      for (const { token, results } of claims) {
        // Its claim rows go first; none means the claim was reclaimed (lease expired, or another
        // worker started): its assets are someone else's now, or pending again. Drop its outcomes.
        if (this.stmt.release.run(token).changes === 0) continue;
        for (const { asset, outcome } of results) {
          if (++written % FINALIZE_SLICE === 0) await yieldToEventLoop();
          for (let i = 0; i < n; i++) params[i] = outcome[OUTCOME_COLUMNS[i]!];
          params[n + 2] = asset.seq;
          const changed = this.stmt.finalize.run(params).changes;
          if (changed === 0) continue;
          done++;
          const key = `${asset.request_id}\u0000${outcome.status}\u0000${outcome.match_type}`;
          const entry = byTransition.get(key);
          if (entry) entry.count++;
          else byTransition.set(key, { requestId: asset.request_id, to: outcome.status, matchType: outcome.match_type, count: 1 });
        }
      }
      await applyStatusChanges(
        trx,
        [...byTransition.values()].map((t) => ({ requestId: t.requestId, from: 'processing', to: t.to, count: t.count, matchType: t.matchType })),
        now,
      );
      return done;
    });
  }

  /**
   * Returns to pending every claim made before `before` (all of them when omitted: a worker starting
   * up after a crash), failing instead the assets whose claims were abandoned MAX_CLAIMS times.
   */
  reclaim(before?: Date): Promise<{ requeued: number; failed: number }> {
    const now = this.now();
    const cutoff = toIsoTimestamp(before ?? new Date(now.getTime() + 1));
    const reason = `Enrichment was started ${MAX_CLAIMS} times and never finished (the worker stopped each time); it was not retried again.`;
    return this.transaction(async (trx) => {
      const abandoned = this.stmt.abandon.all({ before: cutoff }) as { request_id: string; attempts: number }[];
      this.stmt.giveUp.run({ before: cutoff, maxClaims: MAX_CLAIMS, now: toIsoTimestamp(now), reason });
      this.stmt.dropClaims.run({ before: cutoff });
      const requeued = abandoned.filter((r) => r.attempts < MAX_CLAIMS);
      const failed = abandoned.filter((r) => r.attempts >= MAX_CLAIMS);
      await applyStatusChanges(trx, [...changes(countByRequest(requeued), 'processing', 'pending'), ...changes(countByRequest(failed), 'processing', 'failed')], now);
      return { requeued: requeued.length, failed: failed.length };
    });
  }
}
