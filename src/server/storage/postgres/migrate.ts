import { Migrator, sql, type Kysely } from 'kysely';
import { pgMigrationProvider } from './migrations';
import type { PgDatabase } from './schema';

/**
 * Session advisory lock key held while migrating ('nameplate' as 8 ASCII bytes → int8). Kysely's
 * migrator takes a transaction-level lock only after creating its bookkeeping tables, and two
 * processes creating them at once collide (CREATE TABLE IF NOT EXISTS is not atomic across
 * sessions); under this lock, processes starting together migrate one after the other.
 */
export const MIGRATION_LOCK_KEY = 0x6e616d65706c6174n;

export const MIGRATION_TABLE = 'nameplate_migrations';

/** Applies every pending migration; safe when several processes start at once. Returns the names applied. */
export async function migratePostgres(db: Kysely<PgDatabase>): Promise<string[]> {
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY.toString()}::bigint)`.execute(conn);
    try {
      const migrator = new Migrator({
        db: conn,
        provider: pgMigrationProvider,
        migrationTableName: MIGRATION_TABLE,
        migrationLockTableName: `${MIGRATION_TABLE}_lock`,
      });
      const { error, results } = await migrator.migrateToLatest();
      if (error) throw error instanceof Error ? error : new Error(String(error));
      return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY.toString()}::bigint)`.execute(conn);
    }
  });
}
