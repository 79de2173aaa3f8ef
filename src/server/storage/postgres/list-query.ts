import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { AssetRecord as AssetWithRequest } from '../port';
import type { AssetListFilters, AssetListSort, TextRange } from '../port';
import { MATCH_TYPE_COUNTER_COLUMNS } from '../columns';
import type { PgDatabase } from './schema';
import { keyCountCondition, sumKeyCounts } from './key-counts';

// The spec 4.4 list on Postgres: the filters as one WHERE, the sort with seq as the tie-break, the
// page by LIMIT/OFFSET — plain SQL, planned by Postgres from the indexes (migrations/0001-initial.ts)
// and its statistics; no strategy is picked here. Ranges are half-open [from, to) as on SQLite;
// dates are YYYY-MM-DD text. Search: `search_string LIKE lower('%term%')` on the narrow asset_search
// (migration 0005; stored lower()ed, 0006) through its pg_trgm GIN index (a substring of any one searchable field,
// case-insensitive): counted there (or from the one token holding the term, 0007), or the matching seqs for a page
// and other filters. Same inputs
// and outputs as sqlite/asset-list-query.ts (countAssets, listAssetRows).

type Eb = ExpressionBuilder<PgDatabase, 'assets'>;
type RangeColumn = 'manufacture_ref_date' | 'registered_expiration_date' | 'unregistered_expiration_date' | 'replacement_key';

/** `term` as a LIKE pattern matching it anywhere: %, _ and the escape character \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function inAnyRange(eb: Eb, column: RangeColumn, ranges: readonly TextRange[]): Expression<SqlBool> {
  if (ranges.length === 0) return sql<SqlBool>`false`;
  return eb.or(
    ranges.map((r) => {
      const parts: Expression<SqlBool>[] = [eb(`assets.${column}`, 'is not', null)];
      if (r.from !== null) parts.push(eb(`assets.${column}`, '>=', r.from));
      if (r.to !== null) parts.push(eb(`assets.${column}`, '<', r.to));
      return eb.and(parts);
    }),
  );
}

/**
 * The partner's asset_search rows (migration 0005) whose searchable text contains `term`, case-insensitively:
 * the text is stored lower()ed (0006) and the pattern is lowered by the same lower(), so LIKE matches
 * what ILIKE would without folding each candidate row again.
 */
function searchMatch(eb: ExpressionBuilder<PgDatabase, 'asset_search'>, partnerId: number, term: string): Expression<SqlBool> {
  return eb.and([eb('asset_search.partner_id', '=', partnerId), sql<SqlBool>`asset_search.search_string LIKE lower(${containsPattern(term)})`]);
}
const searchSeqs = (eb: Eb, partnerId: number, term: string) =>
  eb
    .selectFrom('asset_search')
    .select('asset_search.seq')
    .where((s) => searchMatch(s, partnerId, term));

/** Every filter given, as conditions on the asset row. */
export function filterConditions(eb: Eb, f: AssetListFilters): Expression<SqlBool> {
  const c: Expression<SqlBool>[] = [eb('assets.partner_id', '=', f.partnerId)];
  if (f.search) c.push(eb('assets.seq', 'in', searchSeqs(eb, f.partnerId, f.search)));
  if (f.status) c.push(eb('assets.status', '=', f.status));
  if (f.matchTypes?.length) c.push(eb('assets.match_type', 'in', f.matchTypes));
  if (f.addedFrom?.length) c.push(eb('assets.added_from', 'in', f.addedFrom));
  if (f.addedBy !== undefined) c.push(eb('assets.added_by', '=', f.addedBy));
  if (f.createdSince) c.push(eb('assets.created_at', '>=', f.createdSince));
  if (f.updatedSince) c.push(eb('assets.updated_at', '>=', f.updatedSince));
  if (f.manufactureRefDate) c.push(inAnyRange(eb, 'manufacture_ref_date', [f.manufactureRefDate]));
  if (f.expiration) c.push(inAnyRange(eb, f.expiration.column, f.expiration.ranges));
  if (f.replacementKey) c.push(inAnyRange(eb, 'replacement_key', f.replacementKey));
  if (f.typeOfService?.length) c.push(eb('assets.type_of_service', 'in', f.typeOfService));
  if (f.type !== undefined) c.push(eb('assets.enrichment_type', '=', f.type));
  if (f.uniqueId !== undefined) c.push(eb('assets.unique_id', '=', f.uniqueId));
  if (f.distributor !== undefined) c.push(eb('assets.distributor', '=', f.distributor));
  if (f.requestId !== undefined) c.push(eb('assets.request_id', '=', f.requestId.toLowerCase()));
  if (f.oemId !== undefined) c.push(eb('assets.oem_id', '=', f.oemId.toLowerCase()));
  return eb.and(c);
}

/** Filters that are their request's: an asset copies added_from, added_by, distributor and created_at from it. */
const REQUEST_LEVEL_FILTERS = new Set<keyof AssetListFilters>(['partnerId', 'distributor', 'requestId', 'addedFrom', 'addedBy', 'createdSince']);

const givenFilters = (f: AssetListFilters) =>
  (Object.keys(f) as (keyof AssetListFilters)[]).filter((k) => f[k] !== undefined && !(Array.isArray(f[k]) && (f[k] as unknown[]).length === 0));

/**
 * Number of assets matching the filters. No filter, status and request-level filters only, or
 * match types with request-level filters only: a sum of the maintained request counters (as on
 * SQLite: storage/sqlite/asset-list-query.ts countFromCounters), less the rows of accepted uploads not imported
 * yet. One counted filter alone — type, type of service, age, a warranty basis's tiers, replacement
 * flags, modified since 00:00 UTC of a day (the date_modified_preset filters) — a sum of the
 * maintained per-key counts (key-counts.ts). Otherwise count(*) of the list's WHERE.
 */
export async function countAssetsPg(db: Kysely<PgDatabase>, f: AssetListFilters): Promise<number> {
  const keys = givenFilters(f);
  const requestLevel = (k: keyof AssetListFilters) => REQUEST_LEVEL_FILTERS.has(k);
  if (keys.every((k) => requestLevel(k) || k === 'status')) return countFromCounters(db, f);
  if (keys.includes('matchTypes') && keys.every((k) => requestLevel(k) || k === 'matchTypes')) return countFromCounters(db, f);
  // A search alone: the one token holding the term (migration 0007), else counted in asset_search; no asset row read.
  if (f.search && keys.every((k) => k === 'partnerId' || k === 'search')) {
    const byToken = await searchTokenCount(db, f.partnerId, f.search);
    return byToken ?? (await searchCountQuery(db, f.partnerId, f.search).executeTakeFirstOrThrow()).n;
  }
  const counted = keyCountCondition(f, keys);
  if (counted !== null) return sumKeyCounts(db, f.partnerId, counted);
  return (await countQuery(db, f).executeTakeFirstOrThrow()).n;
}

async function countFromCounters(db: Kysely<PgDatabase>, f: AssetListFilters): Promise<number> {
  // A counter less what an accepted upload counts but has not imported (upload_imports: pending_left valid rows, failed_left refused ones).
  const counted = f.matchTypes?.length
    ? sql.join(
        [...new Set(f.matchTypes)].map((t) => sql.ref(`requests.${MATCH_TYPE_COUNTER_COLUMNS[t]}`)),
        sql` + `,
      )
    : f.status === 'pending'
      ? sql`requests.pending_count - coalesce(upload_imports.pending_left, 0)`
      : f.status === 'failed'
        ? sql`requests.failed_count - coalesce(upload_imports.failed_left, 0)`
        : f.status
          ? sql.ref(`requests.${f.status}_count`)
          : sql`requests.assets_count - coalesce(upload_imports.pending_left, 0) - coalesce(upload_imports.failed_left, 0)`;
  let q = db
    .selectFrom('requests')
    .leftJoin('upload_imports', 'upload_imports.request_id', 'requests.id')
    .select(sql<number>`coalesce(sum(${counted}), 0)`.as('n'))
    .where('requests.partner_id', '=', f.partnerId);
  if (f.distributor !== undefined) q = q.where('requests.distributor', '=', f.distributor);
  if (f.requestId !== undefined) q = q.where('requests.id', '=', f.requestId.toLowerCase());
  if (f.addedFrom?.length) q = q.where('requests.added_from', 'in', f.addedFrom);
  if (f.addedBy !== undefined) q = q.where('requests.added_by', '=', f.addedBy);
  if (f.createdSince !== undefined) q = q.where('requests.created_at', '>=', f.createdSince);
  return (await q.executeTakeFirstOrThrow()).n;
}

/**
 * The same set of values as `ranges`, as disjoint ranges in order: overlapping or touching ranges
 * merged (half-open [from, to); null is unbounded).
 */
export function disjointRanges(ranges: readonly TextRange[]): TextRange[] {
  const sorted = [...ranges].sort((a, b) => (a.from === b.from ? 0 : a.from === null ? -1 : b.from === null ? 1 : a.from < b.from ? -1 : 1));
  const out: TextRange[] = [];
  for (const r of sorted) {
    const last = out.at(-1);
    if (last && (last.to === null || r.from === null || r.from <= last.to)) {
      if (last.to !== null && (r.to === null || r.to > last.to)) out[out.length - 1] = { from: last.from, to: r.to };
    } else out.push({ ...r });
  }
  return out;
}

/**
 * The filters as disjoint arms, one per combination of one range of each multi-range filter
 * (replacement flags, warranty tiers): their union is the filters' set, so a count is the sum of the
 * arms' counts. Postgres reads `col >= a AND col < b` as an index range but `(range) OR (range)`
 * only as a filter on every entry of the index's other conditions (no OR expansion for btree
 * ranges), so each arm's count is a range of its own.
 */
export function rangeArms(f: AssetListFilters): AssetListFilters[] {
  let arms: AssetListFilters[] = [f];
  if (f.replacementKey && f.replacementKey.length > 1) {
    const ranges = disjointRanges(f.replacementKey);
    arms = arms.flatMap((a) => ranges.map((r) => ({ ...a, replacementKey: [r] })));
  }
  if (f.expiration && f.expiration.ranges.length > 1) {
    const { column } = f.expiration;
    const ranges = disjointRanges(f.expiration.ranges);
    arms = arms.flatMap((a) => ranges.map((r) => ({ ...a, expiration: { column, ranges: [r] } })));
  }
  return arms;
}

/** Terms the token counts can answer (migration 0008: tokens are runs of a–z, 3 or more long). */
const TOKEN_TERM = /^[A-Za-z]{3,}$/;
/** Token rows read at most (a term inside thousands of tokens goes to asset_search at once). */
const MAX_TOKEN_ROWS = 1000;

/**
 * A search's total from the token counts (migrations 0007, 0008): when `term` is 3 or more letters
 * a–z and the partner has exactly one token containing it (case-folded by Postgres's lower(), as the
 * search strings are), every match holds that token and every asset holding it matches, so the total
 * is the token's count; none → 0. Null when the term has any other character, is shorter than 3, or
 * is inside several tokens (the caller counts asset_search).
 */
export async function searchTokenCount(db: Kysely<PgDatabase>, partnerId: number, term: string): Promise<number | null> {
  if (!TOKEN_TERM.test(term)) return null;
  const r = await sql<{ rows_read: number; tokens: number; n: number | null }>`
    WITH t AS (
      SELECT key, assets FROM asset_key_counts
      WHERE partner_id = ${partnerId} AND kind = 'token' AND key LIKE lower(${containsPattern(term)}) LIMIT ${MAX_TOKEN_ROWS}
    ), held AS (SELECT sum(assets) AS n FROM t GROUP BY key HAVING sum(assets) <> 0)
    SELECT (SELECT count(*) FROM t)::int8 AS rows_read, (SELECT count(*) FROM held)::int8 AS tokens, (SELECT sum(n) FROM held)::int8 AS n`.execute(db);
  const { rows_read, tokens, n } = r.rows[0]!;
  if (rows_read >= MAX_TOKEN_ROWS || tokens > 1) return null;
  return tokens === 0 ? 0 : Number(n);
}

/** A search's count (also for EXPLAIN): count(*) of its matches in asset_search. */
export function searchCountQuery(db: Kysely<PgDatabase>, partnerId: number, term: string) {
  return db
    .selectFrom('asset_search')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => searchMatch(eb, partnerId, term));
}

/** The count's statement (also for EXPLAIN): count(*), or the sum of the disjoint range arms' counts. */
export function countQuery(db: Kysely<PgDatabase>, f: AssetListFilters) {
  const arm = (a: AssetListFilters) =>
    db
      .selectFrom('assets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => filterConditions(eb, a));
  const [first, ...rest] = rangeArms(f);
  if (rest.length === 0) return arm(first!);
  const union = rest.reduce((q, a) => q.unionAll(arm(a)), arm(first!));
  return db.selectFrom(union.as('arms')).select(sql<number>`coalesce(sum(arms.n), 0)::int8`.as('n'));
}

/**
 * ORDER BY of a page. SQLite's order, which the indexes hold: text bytewise (COLLATE "C"), NULLs
 * first ascending and last descending (customer_name's index is NULLS FIRST), seq breaking ties.
 */
function orderBy(sort: AssetListSort) {
  const dir = sql.raw(sort.order === 'asc' ? 'ASC' : 'DESC');
  // Only customer_name is nullable; on the NOT NULL columns a NULLS clause would not match their
  // indexes' order (the planner does not take NOT NULL into account) and force a sort.
  const nulls = sql.raw(sort.criteria !== 'customer_name' ? '' : sort.order === 'asc' ? ' NULLS FIRST' : ' NULLS LAST');
  return sql`${sql.ref(`assets.${sort.criteria}`)} ${dir}${nulls}, assets.seq ${dir}`;
}

/** GET /assets (the storage's list, and the bench's): the total, then the page unless the total leaves it empty. */
export async function listAssetsPg(db: Kysely<PgDatabase>, f: AssetListFilters, sort: AssetListSort, page: { limit: number; offset: number }): Promise<{ total: number; rows: AssetWithRequest[] }> {
  const total = await countAssetsPg(db, f);
  if (total === 0 || page.offset >= total) return { total, rows: [] };
  return { total, rows: await listAssetRowsPg(db, f, sort, page) };
}

/** One page of assets, sorted with seq as the stable tie-break, with its request's status. */
export async function listAssetRowsPg(db: Kysely<PgDatabase>, f: AssetListFilters, sort: AssetListSort, page: { limit: number; offset: number }): Promise<AssetWithRequest[]> {
  const rows = await pageQuery(db, f, sort, page).execute();
  return rows.map(({ search_string: _derived, ...row }) => row as AssetWithRequest);
}

/** The page's statement (also for EXPLAIN). */
export function pageQuery(db: Kysely<PgDatabase>, f: AssetListFilters, sort: AssetListSort, page: { limit: number; offset: number }) {
  return db
    .selectFrom('assets')
    .selectAll('assets')
    // A lookup per row of the page (requests' primary key), after the LIMIT: the page's plan is the assets' alone.
    .select((eb) => eb.selectFrom('requests').select('requests.status').whereRef('requests.id', '=', 'assets.request_id').as('request_status'))
    .where((eb) => filterConditions(eb, f))
    .orderBy(orderBy(sort))
    .limit(page.limit)
    .offset(page.offset);
}
