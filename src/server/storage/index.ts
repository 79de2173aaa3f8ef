import path from 'node:path';
import { DEFAULT_DATA_DIR } from '../config';
import type { Storage } from './port';
import { PostgresStorage } from './postgres/postgres-storage';
import { SqliteStorage, type SqliteStorageOptions } from './sqlite/sqlite-storage';

export type { Storage } from './port';

// openStorage: the engine the configuration selects. SQLite in DATA_DIR by default (embedded, one
// machine); a postgres:// (or postgresql://) DATABASE_URL selects PostgreSQL, shared by any number of
// API and worker processes.

export interface StorageConfig {
  /** Directory of the SQLite database (and its upload scratch files); default env DATA_DIR or ./.data. */
  dataDir?: string;
  /** postgres://… selects the Postgres engine; unset or empty: SQLite. */
  databaseUrl?: string;
  /** SQLite tuning for tests and benches (sqlite/sqlite-storage.ts). */
  sqlite?: Omit<SqliteStorageOptions, 'dataDir'>;
  /** Postgres pool size (default env PG_POOL_MAX, else 10) and the application_name its sessions show. */
  postgres?: { poolMax?: number; applicationName?: string };
}

/** The engine a DATABASE_URL names: postgres for postgres:// or postgresql://, sqlite when unset; anything else is refused. */
export function engineOf(databaseUrl: string | undefined): 'sqlite' | 'postgres' {
  if (databaseUrl === undefined || databaseUrl === '') return 'sqlite';
  if (/^postgres(ql)?:\/\//i.test(databaseUrl)) return 'postgres';
  throw new Error(`DATABASE_URL must be a postgres:// URL (or unset for SQLite in DATA_DIR), got "${databaseUrl.replace(/\/\/[^@/]*@/, '//…@')}"`);
}

export async function openStorage(config: StorageConfig = {}): Promise<Storage> {
  const databaseUrl = config.databaseUrl ?? process.env.DATABASE_URL;
  if (engineOf(databaseUrl) === 'postgres') {
    return PostgresStorage.open(databaseUrl!, config.postgres ?? {});
  }
  const dataDir = path.resolve(config.dataDir ?? (process.env.DATA_DIR || DEFAULT_DATA_DIR));
  return SqliteStorage.open({ dataDir, ...config.sqlite });
}
