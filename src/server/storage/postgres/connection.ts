import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { PgDatabase } from './schema';

// PostgreSQL through Kysely (PostgresDialect on a pg Pool). Values come back as the SQLite engine
// returns them: bigint (seq, counts) and numeric as JS numbers, timestamptz as the one ISO format
// (schema.ts toIsoTimestamp: 2024-05-01T12:34:56.789Z). The session time zone is UTC.

/** Pool size when PG_POOL_MAX is unset (pg's own default). */
export const DEFAULT_POOL_MAX = 10;

const PG_OID = { int8: 20, numeric: 1700, timestamptz: 1184, timestamp: 1114 } as const;

/** seq stays below 2^53 (identity from 1; 9 quadrillion rows): a JS number holds it exactly. */
function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`int8 value ${value} exceeds a JS number`);
  return n;
}

/** A timestamptz in the session's UTC text form (`2024-05-01 12:34:56.789+00`) as ISO 8601. */
export function parseTimestamptz(value: string): string {
  return new Date(value.replace(' ', 'T').replace(/\+00$/, 'Z')).toISOString();
}

/** Type parsers of this engine's connections only (pg's global parsers are left alone). */
export const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === PG_OID.int8) return parseInt8;
    if (oid === PG_OID.numeric) return Number;
    if (oid === PG_OID.timestamptz) return parseTimestamptz;
    return pg.types.getTypeParser(oid, format ?? 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/** Pool size from PG_POOL_MAX (a positive integer), else DEFAULT_POOL_MAX. */
export function poolMaxFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PG_POOL_MAX;
  if (raw === undefined || raw === '') return DEFAULT_POOL_MAX;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`PG_POOL_MAX must be a positive integer, got "${raw}"`);
  return n;
}

export interface PgHandle {
  db: Kysely<PgDatabase>;
  /** The pool under db: COPY (upload import) takes a client of its own from it. */
  pool: pg.Pool;
  close(): Promise<void>;
}

export function openPostgres(connectionString: string, o: { max?: number; applicationName?: string } = {}): PgHandle {
  const pool = new pg.Pool({
    connectionString,
    max: o.max ?? poolMaxFromEnv(),
    types: pgTypes,
    options: '-c TimeZone=UTC',
    application_name: o.applicationName ?? 'nameplate',
  });
  // An idle pooled connection the server closed (restart, failover, pg_terminate_backend) is dropped
  // from the pool and the next query opens a new one; without a listener its error would crash the process.
  pool.on('error', () => undefined);
  const db = new Kysely<PgDatabase>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    pool,
    close: () => db.destroy(),
  };
}
