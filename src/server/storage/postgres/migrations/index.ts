import type { Migration, MigrationProvider } from 'kysely';
import { initialMigration } from './0001-initial';
import { replacementCellsMigration } from './0002-replacement-cells';
import { updatedDayCountsMigration } from './0003-updated-day-counts';
import { assetKeyCountsMigration } from './0004-asset-key-counts';
import { assetSearchMigration } from './0005-asset-search';
import { assetSearchFoldedMigration } from './0006-asset-search-folded';
import { searchTokenCountsMigration } from './0007-search-token-counts';
import { searchLetterTokensMigration } from './0008-search-letter-tokens';

/** Postgres's own migrations (in code: no files to find at run time), applied in name order. */
export const PG_MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initialMigration,
  '0002-replacement-cells': replacementCellsMigration,
  '0003-updated-day-counts': updatedDayCountsMigration,
  '0004-asset-key-counts': assetKeyCountsMigration,
  '0005-asset-search': assetSearchMigration,
  '0006-asset-search-folded': assetSearchFoldedMigration,
  '0007-search-token-counts': searchTokenCountsMigration,
  '0008-search-letter-tokens': searchLetterTokensMigration,
};

export const pgMigrationProvider: MigrationProvider = {
  getMigrations: async () => PG_MIGRATIONS,
};
