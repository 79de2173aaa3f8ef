import { randomUUID } from 'node:crypto';
import { sql, type CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { AddedFrom, RequestStatus } from '../../contract/requests';
import { ASSET_STATUSES, MATCH_TYPES, type AssetStatus, type MatchType } from '../../domain/enrichment/types';
import { MATCH_TYPE_COUNTER_COLUMNS } from './columns';
import { toIsoTimestamp, type Database, type RequestRow } from './schema';

// The request counters' rule, as dialect-neutral Kysely statements every engine runs in the
// transaction that changes the assets (SQLite: sqlite/requests-repo.applyStatusChanges; Postgres:
// postgres/counters.ts), so the counters never drift from the rows. Rules: storage/README.md.

type Db = Kysely<Database> | Transaction<Database>;

export interface StatusChange {
  requestId: string;
  /** Previous status; null for a newly created asset (also increments assets_count). */
  from: AssetStatus | null;
  to: AssetStatus;
  /** How many assets made this transition (default 1). */
  count?: number;
  /**
   * The match type the assets were given with this transition (a final status: an asset's match type
   * is set once, when it turns final; migration 0014's counters). Absent or null: none.
   */
  matchType?: MatchType | null;
}

const counterColumn = (s: AssetStatus) => `${s}_count` as const;

/**
 * The statements of applyStatusChanges, compiled (one UPDATE per request), for a transaction run
 * where Kysely is not: an import slice copied on another thread's connection (storage/sqlite/commit-upload.ts).
 */
export function statusChangeQueries(db: Db, changes: readonly StatusChange[], now: Date = new Date()): CompiledQuery[] {
  const perRequest = new Map<string, { created: number; delta: Record<AssetStatus, number>; matched: Record<MatchType, number> }>();
  for (const c of changes) {
    const n = c.count ?? 1;
    if (n === 0 || c.from === c.to) continue;
    let entry = perRequest.get(c.requestId);
    if (!entry) {
      entry = {
        created: 0,
        delta: Object.fromEntries(ASSET_STATUSES.map((s) => [s, 0])) as Record<AssetStatus, number>,
        matched: Object.fromEntries(MATCH_TYPES.map((t) => [t, 0])) as Record<MatchType, number>,
      };
      perRequest.set(c.requestId, entry);
    }
    if (c.from === null) entry.created += n;
    else entry.delta[c.from] -= n;
    entry.delta[c.to] += n;
    if (c.matchType) {
      if (c.to !== 'completed' && c.to !== 'incomplete') throw new Error(`A match type comes with a completed or incomplete asset, not ${c.to}`);
      entry.matched[c.matchType] += n;
    }
  }
  const updatedAt = toIsoTimestamp(now);
  const queries: CompiledQuery[] = [];
  for (const [requestId, { created, delta, matched }] of perRequest) {
    const matchCounters = Object.fromEntries(
      MATCH_TYPES.filter((t) => matched[t] !== 0).map((t) => [MATCH_TYPE_COUNTER_COLUMNS[t], sql<number>`${sql.ref(MATCH_TYPE_COUNTER_COLUMNS[t])} + ${matched[t]}`]),
    );
    // New counter values, written as "column + delta" (SET expressions all see the old row).
    const next = (s: AssetStatus) => sql<number>`${sql.ref(counterColumn(s))} + ${delta[s]}`;
    const open = sql`(${next('pending')} + ${next('processing')})`;
    const started = sql`(${next('processing')} + ${next('completed')} + ${next('incomplete')} + ${next('not_found')} + ${next('failed')})`;
    const status = sql<RequestStatus>`CASE
      WHEN ${open} = 0 AND assets_count + ${created} > 0 THEN 'completed'
      WHEN ${started} > 0 THEN 'processing'
      ELSE 'pending' END`;
    queries.push(
      db
        .updateTable('requests')
        .set({
          assets_count: sql`assets_count + ${created}`,
          pending_count: next('pending'),
          processing_count: next('processing'),
          completed_count: next('completed'),
          incomplete_count: next('incomplete'),
          not_found_count: next('not_found'),
          failed_count: next('failed'),
          ...matchCounters,
          status,
          updated_at: updatedAt,
        })
        .where('id', '=', requestId)
        .compile(),
    );
  }
  return queries;
}

export interface NewRequestInput {
  partnerId: number;
  addedFrom: AddedFrom;
  addedBy: string;
  distributor: string | null;
  fileName?: string | null;
  now?: Date;
}

/** Inserts an empty request (status pending, counters 0); add its assets then applyStatusChanges(from: null). */
export async function createRequest(trx: Db, input: NewRequestInput): Promise<RequestRow> {
  const now = toIsoTimestamp(input.now ?? new Date());
  return trx
    .insertInto('requests')
    .values({
      id: randomUUID(),
      partner_id: input.partnerId,
      added_from: input.addedFrom,
      added_by: input.addedBy,
      status: 'pending',
      distributor: input.distributor,
      file_name: input.fileName ?? null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

