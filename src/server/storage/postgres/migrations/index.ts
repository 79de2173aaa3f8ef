import type { Migration, MigrationProvider } from 'kysely';
import { initialMigration } from './0001-initial';

/** Postgres's own migrations (in code: no files to find at run time), applied in name order. */
export const PG_MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initialMigration,
};

export const pgMigrationProvider: MigrationProvider = {
  getMigrations: async () => PG_MIGRATIONS,
};
