import type { Kysely, Transaction } from 'kysely';
import { statusChangeQueries, type StatusChange } from '../request-counters';
import type { Database, RequestRow } from '../schema';

// Request counters on SQLite (the rule and its statements: ../request-counters.ts). Ingest (new assets) and the worker
// (status transitions) both call applyStatusChanges inside the transaction that changes the assets,
// so the counters never drift from the rows. Rules: see README.md in this directory.

type Db = Kysely<Database> | Transaction<Database>;

export { createRequest, statusChangeQueries, type NewRequestInput, type StatusChange } from '../request-counters';

/**
 * Applies asset status transitions to their requests' counters and recomputes each request's
 * status, in one UPDATE per request. Call inside the transaction that updates the assets.
 */
export async function applyStatusChanges(trx: Db, changes: readonly StatusChange[], now: Date = new Date()): Promise<void> {
  for (const query of statusChangeQueries(trx, changes, now)) await trx.executeQuery(query);
}

export async function findRequest(db: Db, partnerId: number, requestId: string): Promise<RequestRow | undefined> {
  return db.selectFrom('requests').selectAll().where('partner_id', '=', partnerId).where('id', '=', requestId).executeTakeFirst();
}
