import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FinalAssetStatus, MatchType } from '../../../domain/enrichment/types';
import { toIsoTimestamp } from '../schema';
import { CLAIM_BATCH_SIZE, MAX_CLAIMS, type AssetOutcome, type Claim, type ClaimedAsset } from '../port';
import { OUTCOME_COLUMNS } from '../columns';
import { applyStatusChangesPg, changesByRequest } from './counters';
import type { PgDatabase } from './schema';

// The enrichment queue on Postgres: the assets table, a claim written on the asset row itself.
//   claim     SELECT … FOR UPDATE SKIP LOCKED the oldest pending assets (a batch), then UPDATE them
//             to status 'processing' with a fresh claim_token and claimed_at. Concurrent claimers
//             skip each other's locked rows; one that meets a row claimed and committed meanwhile
//             re-checks `status = 'pending'` on its new version (READ COMMITTED's recheck) and drops
//             it — no asset is claimed twice.
//   finalize  one UPDATE … FROM unnest(outcomes) per claim WHERE claim_token = the claim's: a claim
//             reclaimed meanwhile changes no row, so an asset turns final exactly once; the claim's
//             assets without an outcome go back to pending. Counters move by the rows RETURNING says.
//   reclaim   claims older than the lease (all, at worker start) go back to pending with attempts + 1;
//             an asset abandoned MAX_CLAIMS times is failed instead (poison pill). An asset with
//             attempts > 0 is claimed alone, so only a real poison pill fails.
// Each step and its requests' counters (counters.ts) are one transaction. Same inputs and outputs as
// sqlite/queue.ts (SQLite's); the constants (batch size, lease, MAX_CLAIMS) are port.ts's.

interface ClaimedRow {
  seq: number;
  id: string;
  request_id: string;
  model_number: string;
  brand: string | null;
  serial_number: string | null;
  date_added: string | null;
  type_of_service: ClaimedAsset['input']['type_of_service'];
  attempts: number;
}

/** Postgres array type of each outcome column (unnest needs one typed array per column). */
const OUTCOME_ARRAY_TYPE: Record<(typeof OUTCOME_COLUMNS)[number], string> = Object.fromEntries(
  OUTCOME_COLUMNS.map((c) => [c, c === 'confidence_score' ? 'float8[]' : 'text[]']),
) as Record<(typeof OUTCOME_COLUMNS)[number], string>;

/** Locks the assets of these claims in seq order (see finalizeAll). */
async function lockClaimed(trx: Kysely<PgDatabase>, tokens: readonly string[]): Promise<void> {
  await sql`SELECT seq FROM assets WHERE claim_token = ANY(${tokens}::text[]) ORDER BY seq FOR UPDATE`.execute(trx);
}

export type ClaimResults = readonly { asset: ClaimedAsset; outcome: AssetOutcome }[];

export class PgAssetQueue {
  constructor(
    private readonly db: Kysely<PgDatabase>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** True when some asset waits unclaimed. */
  async hasPending(): Promise<boolean> {
    const row = await this.db.selectFrom('assets').select('seq').where('status', '=', 'pending').limit(1).executeTakeFirst();
    return row !== undefined;
  }

  /** True when the next asset to claim after seq `after` was claimed before and never finished. */
  async nextIsRetried(after = 0): Promise<boolean> {
    const row = await this.db
      .selectFrom('assets')
      .select('attempts')
      .where('status', '=', 'pending')
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined && row.attempts > 0;
  }

  /** Claims up to `limit` pending assets, oldest first (after seq `after` when given). */
  claim(limit: number = CLAIM_BATCH_SIZE, after = 0): Promise<Claim> {
    const token = randomUUID();
    const now = this.now();
    return this.db.transaction().execute(async (trx) => {
      const head = await trx
        .selectFrom('assets')
        .select(['seq', 'attempts'])
        .where('status', '=', 'pending')
        .where('seq', '>', after)
        .orderBy('seq')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
      // A retried asset (attempts > 0) alone; else the fresh ones before the first retried one.
      const firstRetried = head.findIndex((r) => r.attempts > 0);
      const chosen = firstRetried === 0 ? head.slice(0, 1) : firstRetried > 0 ? head.slice(0, firstRetried) : head;
      if (chosen.length === 0) return { token, retried: false, assets: [] };
      const rows = (await trx
        .updateTable('assets')
        .set({ status: 'processing', claim_token: token, claimed_at: toIsoTimestamp(now) })
        .where('seq', '=', sql<number>`ANY(${chosen.map((r) => r.seq)}::bigint[])`)
        .where('status', '=', 'pending')
        .returning(['seq', 'id', 'request_id', 'model_number', 'brand', 'serial_number', 'date_added', 'type_of_service', 'attempts'])
        .execute()) as ClaimedRow[];
      rows.sort((a, b) => a.seq - b.seq);
      await applyStatusChangesPg(trx, changesByRequest(rows, 'pending', 'processing'), now);
      return {
        token,
        retried: rows.some((r) => r.attempts > 0),
        assets: rows.map((r) => ({
          seq: r.seq,
          id: r.id,
          request_id: r.request_id,
          input: { model_number: r.model_number, brand: r.brand, serial_number: r.serial_number, date_added: r.date_added, type_of_service: r.type_of_service },
        })),
      };
    });
  }

  /** Writes a claim's outcomes; returns how many assets turned final (0 when the claim was reclaimed). */
  finalize(token: string, results: ClaimResults): Promise<number> {
    return this.finalizeAll([{ token, results }]);
  }

  /** Writes the outcomes of several claims in one transaction; returns how many assets turned final. */
  finalizeAll(claims: readonly { token: string; results: ClaimResults }[]): Promise<number> {
    const now = this.now();
    const ts = toIsoTimestamp(now);
    return this.db.transaction().execute(async (trx) => {
      const finals: { request_id: string; status: FinalAssetStatus; match_type: MatchType | null }[] = [];
      const released: { request_id: string }[] = [];
      // Every transaction that writes claimed assets locks them in seq order first, then its
      // requests in id order (counters.ts): a finalize and a reclaim meeting on the same rows wait
      // for each other instead of deadlocking.
      await lockClaimed(trx, claims.map((c) => c.token));
      for (const { token, results } of claims) {
        if (results.length > 0) {
          const arrays = OUTCOME_COLUMNS.map((c) => sql`${results.map((r) => r.outcome[c])}::${sql.raw(OUTCOME_ARRAY_TYPE[c])}`);
          const set = sql.join(
            OUTCOME_COLUMNS.map((c) => sql`${sql.ref(c)} = v.${sql.ref(c)}`),
            sql`, `,
          );
          const changed = await sql<{ request_id: string; status: FinalAssetStatus; match_type: MatchType | null }>`
            UPDATE assets AS a SET ${set}, enriched_at = ${ts}, updated_at = ${ts}, claim_token = NULL, claimed_at = NULL
            FROM unnest(${results.map((r) => r.asset.seq)}::bigint[], ${sql.join(arrays, sql`, `)})
              AS v(seq, ${sql.join(OUTCOME_COLUMNS.map((c) => sql.ref(c)))})
            WHERE a.seq = v.seq AND a.claim_token = ${token}
            RETURNING a.request_id, a.status, a.match_type`.execute(trx);
          finals.push(...changed.rows);
        }
        // The claim's assets given no outcome go back to the queue (not an abandoned claim: attempts unchanged).
        released.push(...(await this.releaseIn(trx, token)));
      }
      const byTransition = new Map<string, { requestId: string; to: FinalAssetStatus; matchType: MatchType | null; count: number }>();
      for (const f of finals) {
        const key = `${f.request_id}\u0000${f.status}\u0000${f.match_type}`;
        const e = byTransition.get(key);
        if (e) e.count++;
        else byTransition.set(key, { requestId: f.request_id, to: f.status, matchType: f.match_type, count: 1 });
      }
      await applyStatusChangesPg(
        trx,
        [
          ...[...byTransition.values()].map((t) => ({ requestId: t.requestId, from: 'processing' as const, to: t.to, count: t.count, matchType: t.matchType })),
          ...changesByRequest(released, 'processing', 'pending'),
        ],
        now,
      );
      return finals.length;
    });
  }

  /** Returns a claim's unfinished assets to the queue (graceful shutdown); attempts unchanged. */
  release(token: string): Promise<number> {
    const now = this.now();
    return this.db.transaction().execute(async (trx) => {
      await lockClaimed(trx, [token]);
      const rows = await this.releaseIn(trx, token);
      await applyStatusChangesPg(trx, changesByRequest(rows, 'processing', 'pending'), now);
      return rows.length;
    });
  }

  private releaseIn(trx: Kysely<PgDatabase>, token: string): Promise<{ request_id: string }[]> {
    return trx
      .updateTable('assets')
      .set({ status: 'pending', claim_token: null, claimed_at: null })
      .where('claim_token', '=', token)
      .returning('request_id')
      .execute();
  }

  /**
   * Returns to pending every claim made before `before` (all of them when omitted: a worker starting
   * after a crash), failing instead the assets whose claims were abandoned MAX_CLAIMS times.
   */
  reclaim(before?: Date): Promise<{ requeued: number; failed: number }> {
    const now = this.now();
    const cutoff = toIsoTimestamp(before ?? new Date(now.getTime() + 1));
    const ts = toIsoTimestamp(now);
    const reason = `Enrichment was started ${MAX_CLAIMS} times and never finished (the worker stopped each time); it was not retried again.`;
    const givesUp = sql<boolean>`attempts + 1 >= ${MAX_CLAIMS}`;
    return this.db.transaction().execute(async (trx) => {
      const rows = await sql<{ request_id: string; status: 'pending' | 'failed' }>`
        UPDATE assets SET
          attempts = attempts + 1,
          status = CASE WHEN ${givesUp} THEN 'failed' ELSE 'pending' END,
          status_reason = CASE WHEN ${givesUp} THEN ${reason} ELSE status_reason END,
          last_error = CASE WHEN ${givesUp} THEN ${reason} ELSE last_error END,
          updated_at = CASE WHEN ${givesUp} THEN ${ts}::timestamptz ELSE updated_at END,
          claim_token = NULL, claimed_at = NULL
        WHERE seq IN (SELECT seq FROM assets WHERE status = 'processing' AND claimed_at < ${cutoff} ORDER BY seq FOR UPDATE)
          AND status = 'processing' AND claimed_at < ${cutoff}
        RETURNING request_id, status`.execute(trx);
      const requeued = rows.rows.filter((r) => r.status === 'pending');
      const failed = rows.rows.filter((r) => r.status === 'failed');
      await applyStatusChangesPg(trx, [...changesByRequest(requeued, 'processing', 'pending'), ...changesByRequest(failed, 'processing', 'failed')], now);
      return { requeued: requeued.length, failed: failed.length };
    });
  }
}
