import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AssetListFilters, TextRange } from '../port';
import type { PgDatabase } from './schema';

// Assets per (partner, kind, key) (migrations/0004-asset-key-counts.ts): delta rows written by
// statement triggers, summed here for a list filter that is one of the counted columns alone;
// folded now and then so a key's rows stay few.

/** `since` when it is 00:00:00.000 UTC of a day (every date_modified_preset is), as YYYY-MM-DD; else null. */
export function utcMidnightDay(since: string): string | null {
  const t = new Date(since);
  if (Number.isNaN(t.getTime()) || t.getTime() % 86_400_000 !== 0) return null;
  return t.toISOString().slice(0, 10);
}

const inRanges = (ranges: readonly TextRange[]): RawBuilder<unknown> => {
  if (ranges.length === 0) return sql`false`;
  const one = (r: TextRange) => {
    const parts = [sql`true`];
    if (r.from !== null) parts.push(sql`key >= ${r.from}`);
    if (r.to !== null) parts.push(sql`key < ${r.to}`);
    return sql`(${sql.join(parts, sql` AND `)})`;
  };
  return sql`(${sql.join(ranges.map(one), sql` OR `)})`;
};

/**
 * The kind and the condition on `key` that select the assets the filters match, when the filters are
 * the partner and exactly one counted filter (0004's kinds: the column's value, or its UTC day for
 * updated_at since 00:00 UTC); else null. The condition is the column's in list-query.ts
 * filterConditions on the key (the same text type and collation), NULL keys not being counted.
 */
export function keyCountCondition(f: AssetListFilters, given: readonly (keyof AssetListFilters)[]): { kind: string; where: RawBuilder<unknown> } | null {
  if (given.length !== 2 || !given.includes('partnerId')) return null;
  const other = given.find((k) => k !== 'partnerId');
  switch (other) {
    case 'type':
      return { kind: 'type', where: sql`key = ${f.type!}` };
    case 'typeOfService':
      return { kind: 'service', where: sql`key IN (${sql.join([...f.typeOfService!])})` };
    case 'manufactureRefDate':
      return { kind: 'manufacture', where: inRanges([f.manufactureRefDate!]) };
    case 'expiration':
      return { kind: f.expiration!.column === 'registered_expiration_date' ? 'registered' : 'unregistered', where: inRanges(f.expiration!.ranges) };
    case 'replacementKey':
      return { kind: 'replacement', where: inRanges(f.replacementKey!) };
    case 'updatedSince': {
      const day = utcMidnightDay(f.updatedSince!);
      return day === null ? null : { kind: 'updated', where: sql`key >= ${day}` };
    }
    default:
      return null;
  }
}

/** The sum of the partner's counts of `kind` whose key satisfies `where`. */
export async function sumKeyCounts(db: Kysely<PgDatabase>, partnerId: number, c: { kind: string; where: RawBuilder<unknown> }): Promise<number> {
  const r = await sql<{ n: number }>`
    SELECT coalesce(sum(assets), 0)::int8 AS n FROM asset_key_counts WHERE partner_id = ${partnerId} AND kind = ${c.kind} AND ${c.where}`.execute(db);
  return r.rows[0]!.n;
}

/** Transaction advisory lock held by a fold ('keycnt' as ASCII bytes): one fold at a time, the others skip. */
export const FOLD_LOCK_KEY = 0x6b6579636e74n;

/**
 * Folds the rows of each (partner, kind, key) that has several into one (none when the sum is 0), in
 * one transaction: rows written meanwhile are not in its snapshot and stay as they are. One fold at
 * a time (a second one, in another worker, finds the lock taken and returns 0): two at once would
 * each fold part of a key, correct but not folded. Returns the rows removed.
 */
export async function foldKeyCounts(db: Kysely<PgDatabase>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const locked = await sql<{ ok: boolean }>`SELECT pg_try_advisory_xact_lock(${FOLD_LOCK_KEY.toString()}::bigint) AS ok`.execute(trx);
    if (!locked.rows[0]!.ok) return 0;
    const r = await sql<{ removed: number }>`
      WITH gone AS (
        DELETE FROM asset_key_counts
        WHERE (partner_id, kind, key) IN (SELECT partner_id, kind, key FROM asset_key_counts GROUP BY 1, 2, 3 HAVING count(*) > 1)
        RETURNING partner_id, kind, key, assets
      ), kept AS (
        INSERT INTO asset_key_counts (partner_id, kind, key, assets)
        SELECT partner_id, kind, key, sum(assets) FROM gone GROUP BY 1, 2, 3 HAVING sum(assets) <> 0
        RETURNING 1
      )
      SELECT (SELECT count(*) FROM gone) - (SELECT count(*) FROM kept) AS removed`.execute(trx);
    return r.rows[0]!.removed;
  });
}
