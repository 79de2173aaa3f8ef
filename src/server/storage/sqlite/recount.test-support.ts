import { expect } from 'vitest';
import { ASSET_STATUSES, MATCH_TYPES } from '../../../domain/enrichment/types';
import type { DbHandle } from './connection';
import type { RequestRow } from '../schema';

// Test support: a request's maintained counters checked against a recount of its assets.

/** Anything with a better-sqlite3 connection to the database (a DbHandle, or a bare reader). */
export type SqliteReader = Pick<DbHandle, 'sqlite'>;

export function requestState(handle: SqliteReader, requestId: string): RequestRow {
  return handle.sqlite.prepare('SELECT * FROM requests WHERE id = ?').get(requestId) as RequestRow;
}

/** Counters of the request (per status, per match type, and assets_count) equal a GROUP BY over its assets; status follows them. */
export function countersMatchRecount(handle: SqliteReader, requestId: string): void {
  const request = requestState(handle, requestId);
  const counted = Object.fromEntries(ASSET_STATUSES.map((s) => [s, 0])) as Record<string, number>;
  // As the API shows it: a claimed pending asset is processing (storage/sqlite/queue.ts).
  const rows = handle.sqlite
    .prepare(
      `SELECT CASE WHEN status = 'pending' AND EXISTS (SELECT 1 FROM asset_claims c WHERE c.seq = assets.seq) THEN 'processing' ELSE status END AS shown,
        count(*) AS n FROM assets WHERE request_id = ? GROUP BY shown`,
    )
    .all(requestId) as {
    shown: string;
    n: number;
  }[];
  for (const r of rows) counted[r.shown] = r.n;
  const maintained = Object.fromEntries(ASSET_STATUSES.map((s) => [s, request[`${s}_count`]]));
  expect(maintained).toEqual(counted);
  expect(request.assets_count).toBe(Object.values(counted).reduce((a, b) => a + b, 0));
  // The match-type counters (migration 0014) too.
  const matched = Object.fromEntries(MATCH_TYPES.map((t) => [t, 0])) as Record<string, number>;
  for (const r of handle.sqlite.prepare('SELECT match_type AS t, count(*) AS n FROM assets WHERE request_id = ? AND match_type IS NOT NULL GROUP BY t').all(requestId) as {
    t: string;
    n: number;
  }[])
    matched[r.t] = r.n;
  expect(Object.fromEntries(MATCH_TYPES.map((t) => [t, request[`${t}_count`]]))).toEqual(matched);
  const open = (counted.pending ?? 0) + (counted.processing ?? 0);
  if (open === 0) expect(request.status).toBe('completed');
  else expect(request.status).not.toBe('completed');
}
