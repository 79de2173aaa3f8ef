import { sql, type Kysely } from 'kysely';
import type { PgDatabase } from './schema';

// Assets per partner and UTC day of updated_at (migrations/0003-updated-day-counts.ts): delta rows
// written by statement triggers, summed here; folded now and then so a day's rows stay few.

/** `since` when it is 00:00:00.000 UTC of a day (every date_modified_preset is), as YYYY-MM-DD; else null. */
export function utcMidnightDay(since: string): string | null {
  const t = new Date(since);
  if (Number.isNaN(t.getTime()) || t.getTime() % 86_400_000 !== 0) return null;
  return t.toISOString().slice(0, 10);
}

/** Assets of the partner with updated_at on or after `day` (00:00 UTC): the sum of the day counts. */
export async function countUpdatedSinceDay(db: Kysely<PgDatabase>, partnerId: number, day: string): Promise<number> {
  const r = await sql<{ n: number }>`
    SELECT coalesce(sum(assets), 0)::int8 AS n FROM asset_updated_days WHERE partner_id = ${partnerId} AND day >= ${day}::date`.execute(db);
  return r.rows[0]!.n;
}

/** Transaction advisory lock held by a fold ('updays' as ASCII bytes): one fold at a time, the others skip. */
export const FOLD_LOCK_KEY = 0x757064617973n;

/**
 * Folds the rows of each (partner, day) that has several into one (none when the sum is 0), in one
 * transaction: rows written meanwhile are not in its snapshot and stay as they are. One fold at a
 * time (a second one, in another worker, finds the lock taken and returns 0): two at once would
 * each fold part of a day, correct but not folded. Returns the rows removed.
 */
export async function foldUpdatedDayCounts(db: Kysely<PgDatabase>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const locked = await sql<{ ok: boolean }>`SELECT pg_try_advisory_xact_lock(${FOLD_LOCK_KEY.toString()}::bigint) AS ok`.execute(trx);
    if (!locked.rows[0]!.ok) return 0;
    const r = await sql<{ removed: number }>`
      WITH gone AS (
        DELETE FROM asset_updated_days
        WHERE (partner_id, day) IN (SELECT partner_id, day FROM asset_updated_days GROUP BY 1, 2 HAVING count(*) > 1)
        RETURNING partner_id, day, assets
      ), kept AS (
        INSERT INTO asset_updated_days (partner_id, day, assets)
        SELECT partner_id, day, sum(assets) FROM gone GROUP BY 1, 2 HAVING sum(assets) <> 0
        RETURNING 1
      )
      SELECT (SELECT count(*) FROM gone) - (SELECT count(*) FROM kept) AS removed`.execute(trx);
    return r.rows[0]!.removed;
  });
}
