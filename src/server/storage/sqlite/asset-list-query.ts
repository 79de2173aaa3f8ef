import { expressionBuilder, sql, type Expression, type ExpressionBuilder, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { AssetStatus } from '../../../domain/enrichment/types';
import { FILTER_KEY_KIND, type FilterKeyColumn } from './asset-filter-keys';
import { claimedFlag, withClaimStatus, type AssetWithRequest } from './assets-repo';
import { assetSearchCondition, cappedSearchMatches, countSearchMatches, searchRowids, searchTotalAndPageSeqs, withoutIndex } from './asset-search';
import { MATCH_TYPE_COUNTER_COLUMNS } from './migrations/0014-match-type-counters';
import type { AssetListFilters, AssetListSort, ExpirationMatch, SortCriteria, TextRange } from '../port';
import { DATE_PART_CHARS, REPLACEMENT_PART_CHARS, TYPE_PART_START } from './migrations/0017-replacement-tier-keys';
import type { Database } from '../schema';

// The 4.4 list as SQL: every filter is an indexed condition with partner_id leading (see migration
// 0001); the unique_id, age and warranty-tier filters read their keys from asset_filter_keys
// (migration 0012, storage/sqlite/asset-filter-keys.ts). Ranges are half-open [from, to) like the engine's;
// dates are YYYY-MM-DD text, timestamps ISO text, both compared as strings (fixed formats, so text
// order is time order).

// The filter and sort types are the storage port's (../port.ts), shared with the Postgres engine.
export type { AssetListFilters, AssetListSort, ExpirationMatch, SortCriteria, TextRange } from '../port';

type Eb = ExpressionBuilder<Database, 'assets'>;
type FilterColumn =
  | 'status'
  | 'match_type'
  | 'added_from'
  | 'added_by'
  | 'created_at'
  | 'updated_at'
  | 'manufacture_ref_date'
  | 'registered_expiration_date'
  | 'unregistered_expiration_date'
  | 'replacement_key'
  | 'type_of_service'
  | 'enrichment_type'
  | 'unique_id'
  | 'distributor'
  | 'request_id'
  | 'oem_id';

/**
 * How a page is read (the code picks the index: SQLite's planner, even after a full ANALYZE with
 * STAT4, does not credit a sort-index walk that stops at the LIMIT, so it sorts all the matches of
 * any filter that looks selective, and it cannot size `seq IN (filter keys)`; README "The asset list
 * at scale"; kept because the planner's page misses the 50 ms target for search, age, warranty-tier and
 * replacement-flag filters with and without ANALYZE: `npm run bench:list-plans -- DIR --planner`).
 * `filter-index`: the filters' indexes find the matches, which are then sorted (the ORDER BY is
 * wrapped so the sort index cannot be chosen; best when few rows match). `sort-index`: filter columns
 * are wrapped so no filter index applies and the rows are read in order from the (partner_id, sort
 * column) index, stopping after the page (best when many rows match). `filter-sorted`: one equality
 * filter whose index also holds the sort column (partner_id, column, model_number; migration 0004)
 * is read in order, other filters wrapped: reads the page only, whatever the count.
 */
export type PageStrategy = 'filter-index' | 'sort-index' | { sortedBy: SortedFilter };

/** Equality filters with a (partner_id, column, model_number) index (0001 status, 0004 the others). */
export type SortedFilter = 'status' | 'match_type' | 'enrichment_type' | 'oem_id';

/**
 * The filter that can deliver the page in model_number order from its own index, if any (these
 * columns follow the model number, so choosePageStrategy's even-spread estimate of a walk of the
 * partner's model index can be far too low for them).
 */
export function sortedFilterFor(f: AssetListFilters, sort: AssetListSort): SortedFilter | null {
  if (sort.criteria !== 'model_number') return null;
  if (f.type !== undefined) return 'enrichment_type';
  if (f.oemId !== undefined) return 'oem_id';
  if (f.matchTypes?.length === 1) return 'match_type';
  // Processing assets are the claimed ones (few): found through the claims, not by walking the status index.
  if (f.status && f.status !== 'processing') return 'status';
  return null;
}

/** Which filter columns may use their index: all, none, or one (the others get withoutIndex). */
type IndexUse = 'all' | 'none' | FilterColumn;

function indexUseOf(strategy: PageStrategy): IndexUse {
  return strategy === 'filter-index' ? 'all' : strategy === 'sort-index' ? 'none' : strategy.sortedBy;
}

/** One condition per filter given (partner_id excluded), keyed by its indexed column or 'search'. */
interface FilterArm {
  key: FilterColumn | 'search';
  cond: Expression<SqlBool>;
}

function filterArms(eb: Eb, f: AssetListFilters, use: IndexUse): FilterArm[] {
  const indexed = (c: FilterColumn) => use === 'all' || use === c;
  const col = (c: FilterColumn): Expression<string | null> => (indexed(c) ? eb.ref(`assets.${c}`) : withoutIndex(`assets.${c}`));
  const arms: FilterArm[] = [];
  const arm = (key: FilterArm['key'], cond: Expression<SqlBool>) => arms.push({ key, cond });
  // A filter-key column: through its keys when its index may be used, else checked on the row.
  const keyArm = (column: FilterKeyColumn, match: KeyMatch) =>
    arm(column, indexed(column) ? eb('assets.seq', 'in', filterKeySeqs(f.partnerId, column, match)) : keyMatchOnRow(eb, column, match));
  if (f.search) arm('search', assetSearchCondition(f.search));
  if (f.status) arm('status', statusCondition(eb, col, f.status));
  if (f.matchTypes?.length) arm('match_type', eb(col('match_type'), 'in', f.matchTypes));
  // A request-level column: through the partner's matching requests when its index may be used
  // (migration 0013), else checked on the row (the asset holds its request's value).
  const requestArm = (column: RequestLevelColumn, onRow: Expression<SqlBool>, onRequest: RequestCondition) =>
    arm(column, indexed(column) ? eb('assets.request_id', 'in', requestIdsWhere(f.partnerId, onRequest)) : onRow);
  if (f.addedFrom?.length) {
    const values = f.addedFrom;
    requestArm('added_from', eb(col('added_from'), 'in', values), (r) => r('requests.added_from', 'in', values));
  }
  if (f.addedBy !== undefined) {
    const value = f.addedBy;
    requestArm('added_by', eb(col('added_by'), '=', value), (r) => r('requests.added_by', '=', value));
  }
  if (f.createdSince) {
    const since = f.createdSince;
    requestArm('created_at', eb(col('created_at'), '>=', since), (r) => r('requests.created_at', '>=', since));
  }
  if (f.updatedSince) arm('updated_at', eb(col('updated_at'), '>=', f.updatedSince));
  if (f.manufactureRefDate) keyArm('manufacture_ref_date', { ranges: [f.manufactureRefDate] });
  // A tier with replacement flags is checked in the flags' keys (migration 0017): one arm, not two.
  if (f.expiration && !f.replacementKey) keyArm(f.expiration.column, { ranges: f.expiration.ranges });
  if (f.replacementKey) keyArm('replacement_key', replacementMatch(f, f.replacementKey));
  if (f.typeOfService?.length) arm('type_of_service', eb(col('type_of_service'), 'in', f.typeOfService));
  // With replacement flags, the type is checked in their keys too (0017): an arm of its own only
  // where its index walks the page in order (the sorted-filter strategy).
  if (f.type !== undefined && (!f.replacementKey || use === 'enrichment_type')) arm('enrichment_type', eb(col('enrichment_type'), '=', f.type));
  if (f.uniqueId !== undefined) keyArm('unique_id', { value: f.uniqueId });
  if (f.distributor !== undefined) {
    const value = f.distributor;
    requestArm('distributor', eb(col('distributor'), '=', value), (r) => r('requests.distributor', '=', value));
  }
  if (f.requestId !== undefined) {
    const id = f.requestId.toLowerCase();
    // Indexed: the request only if it is the partner's (the asset side then needs no partner check).
    arm('request_id', indexed('request_id') ? eb('assets.request_id', 'in', requestIdsWhere(f.partnerId, (r) => r('requests.id', '=', id))) : eb(col('request_id'), '=', id));
  }
  if (f.oemId !== undefined) arm('oem_id', eb(col('oem_id'), '=', f.oemId.toLowerCase()));
  return arms;
}

/** Filters that are their request's (migration 0013): an asset copies these from its request. */
const REQUEST_LEVEL_COLUMNS = ['added_from', 'added_by', 'distributor', 'created_at'] as const;
type RequestLevelColumn = (typeof REQUEST_LEVEL_COLUMNS)[number];
type RequestCondition = (r: ExpressionBuilder<Database, 'requests'>) => Expression<SqlBool>;

/** The ids of the partner's requests matching `cond`. */
function requestIdsWhere(partnerId: number, cond: RequestCondition) {
  return keyQueries.selectFrom('requests').select('requests.id').where('requests.partner_id', '=', partnerId).where(cond);
}

/**
 * Arms whose indexed form is `seq IN (…)` or `request_id IN (…)` / `request_id = …`: the planner
 * cannot weigh them against the partner_id-led indexes, so the code picks the driving arm, and with
 * such an arm driving, partner_id is not offered as an index (the arm is the partner's already).
 */
function drivenByCode(f: AssetListFilters, key: FilterArm['key']): boolean {
  return isRequestArm(key) || filterKeyMatch(f, key) !== null;
}

/** An arm answered through `requests` (its indexed form: `request_id IN (the partner's requests …)`). */
function isRequestArm(key: FilterArm['key']): boolean {
  return key === 'request_id' || (REQUEST_LEVEL_COLUMNS as readonly string[]).includes(key);
}

/**
 * What a filter-key arm matches: one value, or a value in any of the ranges (none: nothing); for the
 * replacement key, optionally also an expiration date in any of the tier's ranges (`tier`) and a type.
 */
type KeyMatch = { value: string } | { ranges: TextRange[]; tier?: ExpirationMatch; type?: string };

/** The replacement arm's match: the flags' ranges, with the tier and the type when filtered (0017). */
function replacementMatch(f: AssetListFilters, ranges: TextRange[]): KeyMatch {
  return { ranges, ...(f.expiration ? { tier: f.expiration } : {}), ...(f.type !== undefined ? { type: f.type } : {}) };
}

type KeyEb = ExpressionBuilder<Database, 'asset_filter_keys'>;

function keyValueMatch(eb: KeyEb, r: TextRange): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (r.from !== null) parts.push(eb('asset_filter_keys.key_value', '>=', r.from));
  if (r.to !== null) parts.push(eb('asset_filter_keys.key_value', '<', r.to));
  return parts.length ? eb.and(parts) : sql<SqlBool>`1 = 1`;
}

const keyQueries = expressionBuilder<Database, never>();

/**
 * The seqs of the partner's assets whose `column` matches, from asset_filter_keys alone: one key
 * range per value or range (the tiers' ranges are disjoint: UNION ALL keeps each seq once).
 */
function filterKeySeqs(partnerId: number, column: FilterKeyColumn, match: KeyMatch) {
  const range = (r: TextRange | { value: string }) =>
    keyQueries
      .selectFrom('asset_filter_keys')
      .select('asset_filter_keys.seq')
      .where('asset_filter_keys.partner_id', '=', partnerId)
      .where('asset_filter_keys.key_kind', '=', FILTER_KEY_KIND[column])
      .where((k) => ('value' in r ? k('asset_filter_keys.key_value', '=', r.value) : keyValueMatch(k, r)));
  const inKey = (q: ReturnType<typeof range>) => {
    if ('value' in match) return q;
    const { tier, type } = match;
    const withTier = tier ? q.where((k) => tierMatchInKey(k, tier)) : q;
    return type !== undefined ? withTier.where(sql<string>`substr(${sql.ref('asset_filter_keys.key_value')}, ${sql.lit(TYPE_PART_START)})`, '=', type) : withTier;
  };
  const parts = 'value' in match ? [range(match)] : match.ranges.map((r) => inKey(range(r)));
  // No range (no tier asked): nothing matches.
  if (parts.length === 0) return range({ value: '' }).where(sql<SqlBool>`1 = 0`);
  return parts.slice(1).reduce((q, p) => q.unionAll(p), parts[0]!);
}

/**
 * A tier checked inside a replacement key (migration 0017: the key padded to REPLACEMENT_PART_CHARS,
 * then the registered and the unregistered expiration date, DATE_PART_CHARS each, '-' when NULL): the
 * date's characters against each range; a lower bound of at least '0' leaves the NULL filler out.
 * One BETWEEN, so the date is cut out of the key once per entry, not twice: [from, to) over strings
 * of DATE_PART_CHARS characters is [from, to's predecessor among them] (last character minus one).
 * `npm run bench:list-plans -- DIR` times the flag × tier statements.
 */
function tierMatchInKey(k: KeyEb, tier: ExpirationMatch): Expression<SqlBool> {
  if (tier.ranges.length === 0) return sql<SqlBool>`1 = 0`;
  const start = REPLACEMENT_PART_CHARS + 1 + (tier.column === 'registered_expiration_date' ? 0 : DATE_PART_CHARS);
  const date = sql<string>`substr(${sql.ref('asset_filter_keys.key_value')}, ${sql.lit(start)}, ${sql.lit(DATE_PART_CHARS)})`;
  return k.or(
    tier.ranges.map((r) => {
      const from = r.from ?? '0';
      if (r.to === null) return k(date, '>=', from);
      if (r.to.length !== DATE_PART_CHARS) return k.and([k(date, '>=', from), k(date, '<', r.to)]);
      const last = r.to.slice(0, -1) + String.fromCharCode(r.to.charCodeAt(DATE_PART_CHARS - 1) - 1);
      return k.between(date, from, last);
    }),
  );
}

/** The same match checked on the asset row (no index: the sort-index and sorted-filter strategies). */
function keyMatchOnRow(eb: Eb, column: FilterKeyColumn, match: KeyMatch): Expression<SqlBool> {
  const value = withoutIndex(`assets.${column}`);
  if ('value' in match) return eb(value, '=', match.value);
  const inRanges = (v: Expression<string | null>, ranges: TextRange[]) =>
    ranges.length === 0
      ? sql<SqlBool>`1 = 0`
      : eb.or(
          ranges.map((r) => {
            const parts: Expression<SqlBool>[] = [eb(v, 'is not', null)];
            if (r.from !== null) parts.push(eb(v, '>=', r.from));
            if (r.to !== null) parts.push(eb(v, '<', r.to));
            return eb.and(parts);
          }),
        );
  const conds = [inRanges(value, match.ranges)];
  if (match.tier) conds.push(inRanges(withoutIndex(`assets.${match.tier.column}`), match.tier.ranges));
  if (match.type !== undefined) conds.push(eb(withoutIndex('assets.enrichment_type'), '=', match.type));
  return eb.and(conds);
}

/**
 * The status as shown: a claimed pending asset is processing (the queue keeps claims in asset_claims,
 * storage/sqlite/queue.ts), so `pending` excludes the claimed ones and `processing` is the claimed ones.
 */
function statusCondition(eb: Eb, col: (c: FilterColumn) => Expression<string | null>, status: AssetStatus): Expression<SqlBool> {
  const claims = eb.selectFrom('asset_claims').select('asset_claims.seq');
  // The claims (a few thousand at most) drive: status is checked on each claimed row, never walked
  // in its index (which holds every pending asset).
  if (status === 'processing') return eb.and([eb(withoutIndex('assets.status'), '=', 'pending'), eb('assets.seq', 'in', claims)]);
  if (status === 'pending') return eb.and([eb(col('status'), '=', 'pending'), eb('assets.seq', 'not in', claims)]);
  return eb(col('status'), '=', status);
}

/**
 * Every filter's condition with every index usable and nothing chosen by this module: what SQLite's own
 * planner gets. Used by `npm run bench:list-plans -- DIR --planner`, which times the list planned by
 * SQLite from full statistics against listAssets (README "The asset list at scale").
 */
export function plainConditions(eb: Eb, f: AssetListFilters): Expression<SqlBool> {
  return conditionsFor(eb, f, 'all');
}

function conditionsFor(eb: Eb, f: AssetListFilters, use: IndexUse, partnerIndexed = true): Expression<SqlBool> {
  const partner = partnerIndexed ? eb('assets.partner_id', '=', f.partnerId) : eb(sql<number>`+${sql.ref('assets.partner_id')}`, '=', f.partnerId);
  return eb.and([partner, ...filterArms(eb, f, use).map((a) => a.cond)]);
}

/**
 * Picks the page strategy from the match count (known: the envelope needs it). Reading the sort
 * index costs about (offset + limit) × partnerTotal / total row visits; sorting the matches costs
 * about `total`. Whichever is smaller wins. SQLite's planner sorts every match of a filter that
 * looks selective, with or without ANALYZE (`npm run bench:list-plans -- DIR --planner`).
 */
export function choosePageStrategy(total: number, partnerTotal: number, page: { limit: number; offset: number }): PageStrategy {
  if (total === 0 || partnerTotal === 0) return 'filter-index';
  return total * total > (page.offset + page.limit) * partnerTotal ? 'sort-index' : 'filter-index';
}

/** The 4.4 list as the storage port answers it: the total and one page (what `assets.list` runs on the read connection). */
export async function listAssets(
  db: Kysely<Database>,
  given: AssetListFilters,
  sort: AssetListSort,
  window: { limit: number; offset: number },
): Promise<{ total: number; rows: AssetWithRequest[] }> {
  // A request filter every request of the partner passes filters nothing: left out of the queries.
  const filters = await withoutVacuousRequestFilters(db, given);
  const search = await searchAlone(db, filters, sort, window);
  if (search) return search;
  // The count comes first: it picks how the page is read (choosePageStrategy).
  const total = await countAssets(db, filters);
  if (total === 0 || window.offset >= total) return { total, rows: [] };
  const partnerTotal = await countPartnerAssets(db, filters.partnerId);
  const rows = await listAssetRows(db, filters, sort, window, choosePageStrategy(total, partnerTotal, window));
  return { total, rows };
}

/**
 * A search term alone, for a partner that owns every asset (the search index's matches are then the
 * partner's), is counted and paged with the term matched once where it can: the matches are counted
 * up to the total at which choosePageStrategy picks the sort-index walk. Fewer: that count is the
 * total, and the few matches are sorted (filter-index). As many: the total and the walked page come
 * from one matching of the term (asset-search.ts searchTotalAndPageSeqs) instead of a count and a
 * page that each match it (a common term: every posting list of its trigrams read twice). Null when
 * the filters or the partner are not such: the general plan. SQLite's own page and COUNT(*) of a
 * common term miss the 50 ms target (`npm run bench:list-plans -- DIR --planner`).
 */
async function searchAlone(
  db: Kysely<Database>,
  f: AssetListFilters,
  sort: AssetListSort,
  window: { limit: number; offset: number },
): Promise<{ total: number; rows: AssetWithRequest[] } | null> {
  const keys = filterArms(expressionBuilder<Database, 'assets'>(), f, 'all').map((a) => a.key);
  if (keys.length !== 1 || keys[0] !== 'search' || !f.search) return null;
  const partnerTotal = await countPartnerAssets(db, f.partnerId);
  if (partnerTotal === 0 || partnerTotal !== (await countAllAssets(db))) return null;
  // choosePageStrategy picks the walk iff total² > (offset + limit) × partnerTotal.
  const walkFrom = Math.floor(Math.sqrt((window.offset + window.limit) * partnerTotal)) + 1;
  const counted = await cappedSearchMatches(db, f.search, walkFrom);
  if (counted < walkFrom) {
    if (counted === 0 || window.offset >= counted) return { total: counted, rows: [] };
    return { total: counted, rows: await listAssetRows(db, f, sort, window, choosePageStrategy(counted, partnerTotal, window)) };
  }
  const { total, seqs } = await searchTotalAndPageSeqs(db, f.partnerId, f.search, sort, window);
  // An empty page carries no total. Not reached: the walk is picked only for an offset below the
  // total (offset ≥ total ≥ walkFrom would need total² > (offset + limit) × partnerTotal ≥ total²).
  if (total === null) return null;
  return { total, rows: await rowsOfSeqs(db, seqs) };
}

/**
 * One page of assets, sorted with seq as the stable tie-break. A filter whose index holds the sort
 * order (sortedFilterFor) replaces the counted strategy where its walk is shorter.
 */
export async function listAssetRows(
  db: Kysely<Database>,
  f: AssetListFilters,
  sort: AssetListSort,
  page: { limit: number; offset: number },
  counted: PageStrategy = 'filter-index',
): Promise<AssetWithRequest[]> {
  // The sorted filter's walk visits (offset + limit) × its matches / total rows: never more than the
  // sort-index walk, and just the page when it is the only filter. With other, selective filters the
  // counted filter-index plan stays (their matches may be few among the sorted filter's).
  const sorted = sortedFilterFor(f, sort);
  // Counted with the type as an arm of its own (as the sorted walk reads it), not merged into the flags' keys.
  const alone = filterArms(expressionBuilder<Database, 'assets'>(), f, 'enrichment_type').length === 1;
  const strategy: PageStrategy = sorted && (alone || counted === 'sort-index') ? { sortedBy: sorted } : counted;
  // filter-index with a filter-key arm: one arm drives (filterIndexDriver); otherwise the planner picks.
  const driver = strategy === 'filter-index' ? await filterIndexDriver(db, f) : null;
  const use: IndexUse = driver ? (driver === 'search' ? 'none' : driver) : indexUseOf(strategy);
  const partnerIndexed = !driver || (driver !== 'search' && !drivenByCode(f, driver));
  // filter-index: the ORDER BY terms are wrapped so that the sort index cannot serve them.
  const order = (c: 'seq' | SortCriteria) => (strategy === 'filter-index' ? withoutIndex(`assets.${c}`) : sql.ref(`assets.${c}`));
  const ids = await db
    .selectFrom('assets')
    .select('assets.seq')
    .where((eb) => conditionsFor(eb, f, use, partnerIndexed))
    .orderBy(order(sort.criteria), sort.order)
    .orderBy(order('seq'), sort.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rowsOfSeqs(
    db,
    ids.map((r) => r.seq),
  );
}

/**
 * The wide rows of a page, in the order of `seqs` (the page's first step walks indexes, not rows),
 * each with its request's status and whether it is claimed.
 */
async function rowsOfSeqs(db: Kysely<Database>, seqs: number[]): Promise<AssetWithRequest[]> {
  if (seqs.length === 0) return [];
  // The request status is a correlated lookup by its unique id (every asset has its request: NOT
  // NULL foreign key), so the page's rows drive; a join let the planner scan requests first.
  const rows = await db
    .selectFrom('assets')
    .selectAll('assets')
    .select((eb) =>
      eb
        .selectFrom('requests')
        .select('requests.status')
        .whereRef('requests.id', '=', 'assets.request_id')
        .as('request_status'),
    )
    .select((eb) => claimedFlag(eb).as('claimed'))
    .where('assets.seq', 'in', seqs)
    .execute();
  const bySeq = new Map(rows.map((r) => [r.seq, withClaimStatus(r) as AssetWithRequest]));
  return seqs.map((seq) => bySeq.get(seq)).filter((r): r is AssetWithRequest => r !== undefined);
}

/**
 * The arm that finds a filter-index page's matches when a filter-key arm or a search term is among the
 * filters (null otherwise: the planner picks among the assets indexes, as before). The planner cannot weigh
 * `seq IN (keys)` against the partner_id-led indexes (it took the partner's whole index for a
 * unique_id page; `npm run bench:list-plans -- DIR --planner` times both), so the smallest arm, counted up to
 * COUNT_DRIVER_MAX_ROWS, drives, as in countAssets; the others are checked on its rows.
 */
async function filterIndexDriver(db: Kysely<Database>, f: AssetListFilters): Promise<FilterArm['key'] | null> {
  const keys = filterArms(expressionBuilder<Database, 'assets'>(), f, 'all').map((a) => a.key);
  // A search term drives too: the planner, given `seq IN (the term's rowids)`, scanned the partner's whole index with
  // a Bloom filter rather than look the few matches up by rowid (`npm run bench:list-plans -- DIR --planner`).
  if (!keys.some((k) => k === 'search' || drivenByCode(f, k))) return null;
  if (keys.length === 1) return keys[0]!;
  let smallest: { key: FilterArm['key']; rows: number } | null = null;
  for (const key of keys) {
    const rows = await cappedArmRows(db, f, key, COUNT_DRIVER_MAX_ROWS);
    if (!smallest || rows < smallest.rows) smallest = { key, rows };
  }
  return smallest!.key;
}

/**
 * Filters answered by the maintained request counters instead of counting asset rows. An asset's
 * added_from, added_by, distributor and created_at are its request's (written from one owner:
 * assets-repo, ingest/commit-upload), so those filters are request filters too (migration 0013).
 */
function counterCountable(f: AssetListFilters): boolean {
  const keys = Object.entries(f)
    .filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))
    .map(([k]) => k);
  return keys.every(
    (k) => k === 'partnerId' || k === 'status' || k === 'distributor' || k === 'requestId' || k === 'addedFrom' || k === 'addedBy' || k === 'createdSince',
  );
}

/**
 * match_type[] alone, or with request-level filters only: the requests' match-type counters
 * (migration 0014) hold the count. A status filter as well is not: the counters are per match type,
 * not per status and match type.
 */
function matchTypeCounterCountable(f: AssetListFilters): boolean {
  return f.matchTypes !== undefined && f.matchTypes.length > 0 && f.status === undefined && counterCountable({ ...f, matchTypes: undefined });
}

async function countFromMatchTypeCounters(db: Kysely<Database>, f: AssetListFilters): Promise<number> {
  // An asset has a match type once final, and its request's counter moves in the same transaction
  // (requests-repo.applyStatusChanges): rows still in an accepted upload's file are not counted.
  const counters = [...new Set(f.matchTypes)].map((t) => sql.ref(`requests.${MATCH_TYPE_COUNTER_COLUMNS[t]}`));
  const q = db.selectFrom('requests').select(sql<number>`coalesce(sum(${sql.join(counters, sql` + `)}), 0)`.as('n'));
  const row = await inRequestScope(q, f).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** `q` over `requests` limited to the partner's requests that pass f's request-level filters. */
function inRequestScope<O>(q: SelectQueryBuilder<Database, 'requests', O>, f: AssetListFilters): SelectQueryBuilder<Database, 'requests', O> {
  q = q.where('requests.partner_id', '=', f.partnerId);
  if (f.distributor !== undefined) q = q.where('requests.distributor', '=', f.distributor);
  if (f.requestId !== undefined) q = q.where('requests.id', '=', f.requestId.toLowerCase());
  if (f.addedFrom?.length) q = q.where('requests.added_from', 'in', f.addedFrom);
  if (f.addedBy !== undefined) q = q.where('requests.added_by', '=', f.addedBy);
  if (f.createdSince !== undefined) q = q.where('requests.created_at', '>=', f.createdSince);
  return q;
}

/** withoutVacuousRequestFilters counts at most this many requests of the partner. */
export const VACUOUS_CHECK_MAX_REQUESTS = 10_000;

/**
 * The filters less the request-level ones that every request of the partner passes (e.g.
 * added_from=batch-import when all came by upload): they exclude nothing, and an arm matching most
 * assets only slows the count (an INTERSECT over all of them) or the page. Decided on `requests`
 * (indexed counts), for a partner with at most VACUOUS_CHECK_MAX_REQUESTS requests (uploads make
 * few; one per manual asset can make many, and the filters then stay). Call once per list query,
 * before countAssets and listAssetRows.
 */
export async function withoutVacuousRequestFilters(db: Kysely<Database>, f: AssetListFilters): Promise<AssetListFilters> {
  const fields = (['addedFrom', 'addedBy', 'distributor', 'createdSince'] as const).filter((k) => f[k] !== undefined);
  if (fields.length === 0) return f;
  const count = async (cond?: RequestCondition) => {
    let q = db.selectFrom('requests').select('requests.id').where('requests.partner_id', '=', f.partnerId);
    if (cond) q = q.where(cond);
    const row = await db
      .selectFrom(q.limit(VACUOUS_CHECK_MAX_REQUESTS + 1).as('r'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const all = await count();
  if (all > VACUOUS_CHECK_MAX_REQUESTS) return f;
  const kept: AssetListFilters = { ...f };
  for (const k of fields) {
    const cond: RequestCondition =
      k === 'addedFrom'
        ? (r) => r('requests.added_from', 'in', f.addedFrom!)
        : k === 'addedBy'
          ? (r) => r('requests.added_by', '=', f.addedBy!)
          : k === 'distributor'
            ? (r) => r('requests.distributor', '=', f.distributor!)
            : (r) => r('requests.created_at', '>=', f.createdSince!);
    if ((await count(cond)) === all) delete kept[k];
  }
  return kept;
}

/** Number of assets of the partner (maintained counters). */
export async function countPartnerAssets(db: Kysely<Database>, partnerId: number): Promise<number> {
  return countAssets(db, { partnerId });
}

/**
 * A filter arm matching fewer rows than this drives the count through its own index, the other
 * conditions checked on the row (each row read is a page read). Above it, every arm is read from
 * its covering index and the seq sets intersected (an index entry costs far less than a row), never
 * rows. `npm run bench:list-plans -- DIR` prints each count's plan and time per filter; with
 * `--planner`, SQLite's own COUNT(*), which misses the 50 ms target for most filters even after ANALYZE.
 */
export const COUNT_DRIVER_MAX_ROWS = 4_000;

/** Number of assets matching the filters. */
export async function countAssets(db: Kysely<Database>, f: AssetListFilters): Promise<number> {
  if (counterCountable(f)) return countFromCounters(db, f);
  if (matchTypeCounterCountable(f)) return countFromMatchTypeCounters(db, f);
  const keys = filterArms(expressionBuilder<Database, 'assets'>(), f, 'all').map((a) => a.key);
  if (keys.length === 1 && keys[0] === 'updated_at') {
    // "Modified since": usually most of the partner's rows. When the rows before the bound are few,
    // the answer is the partner's total (maintained counters) minus those (a range count over most of
    // the partner's index becomes a capped probe). "Added since" is a request filter (counters).
    const older = await cappedOlderRows(db, f.partnerId, 'updated_at', f.updatedSince!, COUNT_DRIVER_MAX_ROWS);
    if (older < COUNT_DRIVER_MAX_ROWS) return (await countFromCounters(db, { partnerId: f.partnerId })) - older;
  }
  // One filter-key arm: its keys alone (a covering range of asset_filter_keys, no asset row read).
  if (keys.length === 1 && keys[0] !== 'search' && filterKeyMatch(f, keys[0]!)) return countArm(db, f, keys[0]!);
  if (keys.length === 1 && keys[0] !== 'search') return countWith(db, f, 'all');
  // Processing assets are the claimed ones, a few thousand at most: they drive, the rest is checked per row.
  if (f.status === 'processing') return countWith(db, f, 'status', { partnerIndexed: false });
  // Status with type_of_service: one range of the (partner_id, type_of_service, status) index (0008).
  if (keys.length === 2 && keys.includes('status') && keys.includes('type_of_service')) return countWith(db, f, 'all');
  // Cheap, capped size of each arm: the smallest decides how to count.
  let smallest: { key: FilterArm['key']; rows: number } | null = null;
  for (const key of keys) {
    const rows = await cappedArmRows(db, f, key, COUNT_DRIVER_MAX_ROWS);
    if (!smallest || rows < smallest.rows) smallest = { key, rows };
  }
  if (smallest && smallest.rows < COUNT_DRIVER_MAX_ROWS) {
    if (smallest.key === 'search') return countWith(db, f, 'none', { partnerIndexed: false });
    // A filter-key arm drives through its seqs (`seq IN (…)`); partner_id, unindexed, cannot outbid it.
    return countWith(db, f, smallest.key, { partnerIndexed: !drivenByCode(f, smallest.key) });
  }
  if (keys.length === 1) {
    // A search term matching many rows: when the partner owns every asset, the index's own count is
    // the answer (it holds asset rows only); otherwise the partner's rows are checked.
    if ((await countFromCounters(db, { partnerId: f.partnerId })) === (await countAllAssets(db)) && f.search) {
      return countSearchMatches(db, f.search);
    }
    return countWith(db, f, 'all');
  }
  // INTERSECT stores its left-most arm and probes it with the others: the replacement flags' keys (a
  // minority of the assets by nature) go first, request arms (usually broad, e.g.
  // added_from=batch-import) last, so the smaller set is the one stored (`npm run bench:list-plans -- DIR`
  // times each such count).
  const rank = (k: FilterArm['key']) => (k === 'replacement_key' ? 0 : isRequestArm(k) ? 2 : 1);
  const arms = [...keys].sort((a, b) => rank(a) - rank(b)).map((key) => armSeqs(db, f, key));
  let q = arms[0]!;
  for (const a of arms.slice(1)) q = q.intersect(a);
  const row = await db
    .selectFrom(q.as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function countWith(db: Kysely<Database>, f: AssetListFilters, use: IndexUse, o: { partnerIndexed?: boolean } = {}): Promise<number> {
  const row = await db
    .selectFrom('assets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => conditionsFor(eb, f, use, o.partnerIndexed ?? true))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The seqs matching one arm, read from its index alone (the search arm from the FTS index). */
function armSeqs(db: Kysely<Database>, f: AssetListFilters, key: FilterArm['key']): SelectQueryBuilder<Database, 'assets', { seq: number }> {
  // The FTS arm has the same one-column shape; only its FROM differs.
  if (key === 'search') return searchRowids(db, f.search ?? '') as unknown as SelectQueryBuilder<Database, 'assets', { seq: number }>;
  // A filter-key arm: from asset_filter_keys alone.
  const keyMatch = filterKeyMatch(f, key);
  if (keyMatch) {
    return db.selectFrom(filterKeySeqs(f.partnerId, keyMatch.column, keyMatch.match).as('k')).select('k.seq') as unknown as SelectQueryBuilder<
      Database,
      'assets',
      { seq: number }
    >;
  }
  const cond = (eb: Eb) => filterArms(eb, f, key).filter((a) => a.key === key).map((a) => a.cond);
  // A request arm: `request_id IN (the partner's matching requests)` alone, read from the
  // (request_id) index without a row (an asset's partner is its request's).
  if (isRequestArm(key)) return db.selectFrom('assets').select('assets.seq').where((eb) => eb.and(cond(eb)));
  return db
    .selectFrom('assets')
    .select('assets.seq')
    .where((eb) => eb.and([eb('assets.partner_id', '=', f.partnerId), ...cond(eb)]));
}

/** The filter-key column and match of arm `key` when it is one (storage/sqlite/asset-filter-keys.ts). */
function filterKeyMatch(f: AssetListFilters, key: FilterArm['key']): { column: FilterKeyColumn; match: KeyMatch } | null {
  if (key === 'unique_id' && f.uniqueId !== undefined) return { column: key, match: { value: f.uniqueId } };
  if (key === 'manufacture_ref_date' && f.manufactureRefDate) return { column: key, match: { ranges: [f.manufactureRefDate] } };
  // With replacement flags, the tier is checked in their keys (filterArms): no arm of its own.
  if (f.expiration && key === f.expiration.column && !f.replacementKey) return { column: key, match: { ranges: f.expiration.ranges } };
  if (key === 'replacement_key' && f.replacementKey) return { column: key, match: replacementMatch(f, f.replacementKey) };
  return null;
}

async function countArm(db: Kysely<Database>, f: AssetListFilters, key: FilterArm['key']): Promise<number> {
  const row = await db
    .selectFrom(armSeqs(db, f, key).as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function cappedArmRows(db: Kysely<Database>, f: AssetListFilters, key: FilterArm['key'], cap: number): Promise<number> {
  const row = await db
    .selectFrom(armSeqs(db, f, key).limit(cap).as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Rows of the partner with `column` (NOT NULL) before `since`, counted up to `cap`. */
async function cappedOlderRows(db: Kysely<Database>, partnerId: number, column: 'updated_at', since: string, cap: number): Promise<number> {
  const row = await db
    .selectFrom(
      db
        .selectFrom('assets')
        .select('assets.seq')
        .where('assets.partner_id', '=', partnerId)
        .where(`assets.${column}`, '<', since)
        .limit(cap)
        .as('m'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function countAllAssets(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('requests')
    .leftJoin('upload_imports', 'upload_imports.request_id', 'requests.id')
    .select(sql<number>`coalesce(sum(${listedCounter('assets_count')}), 0)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

type CounterColumn = 'assets_count' | `${AssetStatus}_count`;

/**
 * A request's counter less the rows it counts that are not in `assets` yet: an accepted upload
 * being imported (storage/sqlite/upload-importer.ts) counts every row from its 201, and its record in
 * `upload_imports` says how many valid (pending) and refused (failed) rows are still to come.
 * Used with `requests LEFT JOIN upload_imports`.
 */
function listedCounter(column: CounterColumn) {
  const counter = sql.ref(`requests.${column}`);
  const pendingLeft = sql`coalesce(upload_imports.pending_left, 0)`;
  const failedLeft = sql`coalesce(upload_imports.failed_left, 0)`;
  if (column === 'assets_count') return sql<number>`${counter} - ${pendingLeft} - ${failedLeft}`;
  if (column === 'pending_count') return sql<number>`${counter} - ${pendingLeft}`;
  if (column === 'failed_count') return sql<number>`${counter} - ${failedLeft}`;
  return sql<number>`${counter}`;
}

async function countFromCounters(db: Kysely<Database>, f: AssetListFilters): Promise<number> {
  const column: CounterColumn = f.status ? `${f.status}_count` : 'assets_count';
  const q = db
    .selectFrom('requests')
    .leftJoin('upload_imports', 'upload_imports.request_id', 'requests.id')
    .select(sql<number>`coalesce(sum(${listedCounter(column)}), 0)`.as('n'));
  const row = await inRequestScope(q, f).executeTakeFirstOrThrow();
  return Number(row.n);
}
