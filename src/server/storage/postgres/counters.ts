import type { Kysely, Transaction } from 'kysely';
import { statusChangeQueries, type StatusChange } from '../request-counters';
import type { Database } from '../schema';
import type { PgDatabase } from './schema';

// Request counters on Postgres: the same rule and statements as SQLite's (requests-repo
// statusChangeQueries: one UPDATE per request, in the transaction that changes the assets), applied
// in request-id order, so two transactions touching the same requests lock their rows in the same
// order and never deadlock.

export type PgDb = Kysely<PgDatabase> | Transaction<PgDatabase>;

export async function applyStatusChangesPg(trx: PgDb, changes: readonly StatusChange[], now: Date): Promise<void> {
  const sorted = [...changes].sort((a, b) => (a.requestId < b.requestId ? -1 : a.requestId > b.requestId ? 1 : 0));
  // `requests` has the same columns on both engines: the compiled statements are the same SQL.
  const asShared = trx as unknown as Kysely<Database>;
  for (const query of statusChangeQueries(asShared, sorted, now)) await trx.executeQuery(query);
}

/** Status changes counted per request: `count` assets of each request went from → to. */
export function changesByRequest(rows: readonly { request_id: string }[], from: StatusChange['from'], to: StatusChange['to']): StatusChange[] {
  const m = new Map<string, number>();
  for (const r of rows) m.set(r.request_id, (m.get(r.request_id) ?? 0) + 1);
  return [...m].map(([requestId, count]) => ({ requestId, from, to, count }));
}
