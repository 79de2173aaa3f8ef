import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { AddedFrom } from '../../contract/requests';
import type { AssetStatus, MatchType, TypeOfService } from '../../domain/enrichment/types';
import type { AssetWithRequest } from './assets-repo';
import { assetSearchCondition } from './asset-search';
import type { Database } from './schema';

// The 4.4 list as SQL: every filter is an indexed condition with partner_id leading (see migration
// 0001). Ranges are half-open or closed as stated per field; dates are YYYY-MM-DD text, timestamps
// ISO text, both compared as strings (fixed formats, so text order is time order).

/** Inclusive bounds; either end may be open. */
export interface TextRange {
  min?: string;
  max?: string;
}

export interface AssetListFilters {
  partnerId: number;
  search?: string;
  status?: AssetStatus;
  matchTypes?: MatchType[];
  addedFrom?: AddedFrom[];
  addedBy?: string;
  /** created_at >= this ISO timestamp */
  createdSince?: string;
  /** updated_at >= this ISO timestamp */
  updatedSince?: string;
  /** manufacture_ref_date within (YYYY-MM-DD) */
  manufactureRefDate?: TextRange;
  /** One expiration column, matched if it falls in ANY of the ranges (one range per tier). */
  expiration?: { column: 'registered_expiration_date' | 'unregistered_expiration_date'; ranges: TextRange[] };
  typeOfService?: TypeOfService[];
  type?: string;
  uniqueId?: string;
  distributor?: string;
  requestId?: string;
  oemId?: string;
}

export type SortCriteria = 'model_number' | 'customer_name' | 'updated_at';
export interface AssetListSort {
  criteria: SortCriteria;
  order: 'asc' | 'desc';
}

type Eb = ExpressionBuilder<Database, 'assets'>;

function rangeCondition(eb: Eb, column: 'manufacture_ref_date' | 'registered_expiration_date' | 'unregistered_expiration_date', r: TextRange) {
  const parts: Expression<SqlBool>[] = [eb(column, 'is not', null)];
  if (r.min !== undefined) parts.push(eb(column, '>=', r.min));
  if (r.max !== undefined) parts.push(eb(column, '<=', r.max));
  return eb.and(parts);
}

export function assetFilterConditions(eb: Eb, f: AssetListFilters): Expression<SqlBool> {
  const c: Expression<SqlBool>[] = [eb('assets.partner_id', '=', f.partnerId)];
  if (f.search) c.push(assetSearchCondition(f.search));
  if (f.status) c.push(eb('assets.status', '=', f.status));
  if (f.matchTypes?.length) c.push(eb('assets.match_type', 'in', f.matchTypes));
  if (f.addedFrom?.length) c.push(eb('assets.added_from', 'in', f.addedFrom));
  if (f.addedBy !== undefined) c.push(eb('assets.added_by', '=', f.addedBy));
  if (f.createdSince) c.push(eb('assets.created_at', '>=', f.createdSince));
  if (f.updatedSince) c.push(eb('assets.updated_at', '>=', f.updatedSince));
  if (f.manufactureRefDate) c.push(rangeCondition(eb, 'manufacture_ref_date', f.manufactureRefDate));
  if (f.expiration) {
    const { column, ranges } = f.expiration;
    c.push(ranges.length ? eb.or(ranges.map((r) => rangeCondition(eb, column, r))) : sql<SqlBool>`1 = 0`);
  }
  if (f.typeOfService?.length) c.push(eb('assets.type_of_service', 'in', f.typeOfService));
  if (f.type !== undefined) c.push(eb('assets.enrichment_type', '=', f.type));
  if (f.uniqueId !== undefined) c.push(eb('assets.unique_id', '=', f.uniqueId));
  if (f.distributor !== undefined) c.push(eb('assets.distributor', '=', f.distributor));
  if (f.requestId !== undefined) c.push(eb('assets.request_id', '=', f.requestId.toLowerCase()));
  if (f.oemId !== undefined) c.push(eb('assets.oem_id', '=', f.oemId.toLowerCase()));
  return eb.and(c);
}

/** One page of assets, sorted with seq as the stable tie-break. */
export async function listAssetRows(
  db: Kysely<Database>,
  f: AssetListFilters,
  sort: AssetListSort,
  page: { limit: number; offset: number },
): Promise<AssetWithRequest[]> {
  const ids = await db
    .selectFrom('assets')
    .select('assets.seq')
    .where((eb) => assetFilterConditions(eb, f))
    .orderBy(`assets.${sort.criteria}`, sort.order)
    .orderBy('assets.seq', sort.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  if (ids.length === 0) return [];
  // Second step reads the wide rows of the page only (the first walks indexes, not rows).
  const rows = await db
    .selectFrom('assets')
    .innerJoin('requests', 'requests.id', 'assets.request_id')
    .selectAll('assets')
    .select('requests.status as request_status')
    .where(
      'assets.seq',
      'in',
      ids.map((r) => r.seq),
    )
    .execute();
  const bySeq = new Map(rows.map((r) => [r.seq, r]));
  return ids.map((r) => bySeq.get(r.seq)).filter((r): r is AssetWithRequest => r !== undefined);
}

/** Filters answered by the maintained request counters instead of counting asset rows. */
function counterCountable(f: AssetListFilters): boolean {
  const keys = Object.entries(f)
    .filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))
    .map(([k]) => k);
  return keys.every((k) => k === 'partnerId' || k === 'status' || k === 'distributor' || k === 'requestId');
}

/** Number of assets matching the filters. */
export async function countAssets(db: Kysely<Database>, f: AssetListFilters): Promise<number> {
  if (counterCountable(f)) {
    const column = f.status ? (`${f.status}_count` as const) : 'assets_count';
    let q = db
      .selectFrom('requests')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>(column), sql<number>`0`).as('n'))
      .where('partner_id', '=', f.partnerId);
    if (f.distributor !== undefined) q = q.where('distributor', '=', f.distributor);
    if (f.requestId !== undefined) q = q.where('id', '=', f.requestId.toLowerCase());
    const row = await q.executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const row = await db
    .selectFrom('assets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => assetFilterConditions(eb, f))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
