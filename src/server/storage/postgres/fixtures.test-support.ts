import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import { ASSET_STATUSES, MATCH_TYPES } from '../../../domain/enrichment/types';
import { MATCH_TYPE_COUNTER_COLUMNS } from '../columns';
import { toIsoTimestamp, type RequestRow } from '../schema';
import { applyStatusChangesPg } from './counters';
import type { PgDatabase } from './schema';

// Test support for the Postgres engine: partners, requests of pending assets, and a request's
// counters checked against a recount of its asset rows.

export async function createPartner(db: Kysely<PgDatabase>, slug: string): Promise<number> {
  const row = await db
    .insertInto('partners')
    .values({ slug, name: slug, created_at: toIsoTimestamp(new Date()) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A request of `n` pending assets (model numbers M00000…), counters maintained; returns its id. */
export async function createPendingRequest(db: Kysely<PgDatabase>, partnerId: number, n: number, now = new Date()): Promise<string> {
  const id = randomUUID();
  const ts = toIsoTimestamp(now);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('requests')
      .values({ id, partner_id: partnerId, added_from: 'batch-import', added_by: 'test@example.com', status: 'pending', distributor: null, created_at: ts, updated_at: ts })
      .execute();
    await sql`
      INSERT INTO assets (id, partner_id, request_id, added_from, added_by, model_number, status, created_at, updated_at)
      SELECT gen_random_uuid()::text, ${partnerId}, ${id}, 'batch-import', 'test@example.com', 'M' || lpad(i::text, 5, '0'), 'pending', ${ts}, ${ts}
      FROM generate_series(1, ${n}) AS i`.execute(trx);
    await applyStatusChangesPg(trx, [{ requestId: id, from: null, to: 'pending', count: n }], now);
  });
  return id;
}

/** The request's counters (per status, per match type, assets_count) equal a GROUP BY over its assets; its status follows them. */
export async function expectCountersMatchRecount(db: Kysely<PgDatabase>, requestId: string): Promise<void> {
  const request = (await db.selectFrom('requests').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow()) as RequestRow;
  const counted = Object.fromEntries(ASSET_STATUSES.map((s) => [s, 0])) as Record<string, number>;
  const byStatus = await sql<{ status: string; n: number }>`SELECT status, count(*) AS n FROM assets WHERE request_id = ${requestId} GROUP BY status`.execute(db);
  for (const r of byStatus.rows) counted[r.status] = r.n;
  expect(Object.fromEntries(ASSET_STATUSES.map((s) => [s, request[`${s}_count`]]))).toEqual(counted);
  expect(request.assets_count).toBe(Object.values(counted).reduce((a, b) => a + b, 0));
  const matched = Object.fromEntries(MATCH_TYPES.map((t) => [t, 0])) as Record<string, number>;
  const byType = await sql<{ t: string; n: number }>`SELECT match_type AS t, count(*) AS n FROM assets WHERE request_id = ${requestId} AND match_type IS NOT NULL GROUP BY t`.execute(db);
  for (const r of byType.rows) matched[r.t] = r.n;
  expect(Object.fromEntries(MATCH_TYPES.map((t) => [t, request[MATCH_TYPE_COUNTER_COLUMNS[t]]]))).toEqual(matched);
  const open = (counted.pending ?? 0) + (counted.processing ?? 0);
  if (open === 0) expect(request.status).toBe('completed');
  else expect(request.status).not.toBe('completed');
}
