import type { Migration, MigrationProvider } from 'kysely';
import { initialMigration } from './0001-initial';
import { assetSearchMigration } from './0002-asset-search';
import { ftsBacklogMigration } from './0003-fts-backlog';
import { sortedFilterIndexesMigration } from './0004-sorted-filter-indexes';
import { partialIndexesMigration } from './0005-partial-indexes';
import { explicitSearchInsertMigration } from './0006-explicit-search-insert';
import { claimsTableMigration } from './0007-claims-table';
import { serviceStatusIndexMigration } from './0008-service-status-index';
import { uploadImportsMigration } from './0009-upload-imports';
import { importProgressMigration } from './0010-import-progress';
import { importRetryMigration } from './0011-import-retry';
import { assetFilterKeysMigration } from './0012-asset-filter-keys';
import { requestLevelFiltersMigration } from './0013-request-level-filters';
import { matchTypeCountersMigration } from './0014-match-type-counters';
import { tokenLifecycleMigration } from './0015-token-lifecycle';
import { replacementKeyMigration } from './0016-replacement-key';
import { replacementTierKeysMigration } from './0017-replacement-tier-keys';
import { searchAtInsertMigration } from './0018-search-at-insert';

/** In-code migrations, applied in name order at start. Append; never edit a released one. */
export const migrations: Record<string, Migration> = {
  '0001_initial': initialMigration,
  '0002_asset_search': assetSearchMigration,
  '0003_fts_backlog': ftsBacklogMigration,
  '0004_sorted_filter_indexes': sortedFilterIndexesMigration,
  '0005_partial_indexes': partialIndexesMigration,
  '0006_explicit_search_insert': explicitSearchInsertMigration,
  '0007_claims_table': claimsTableMigration,
  '0008_service_status_index': serviceStatusIndexMigration,
  '0009_upload_imports': uploadImportsMigration,
  '0010_import_progress': importProgressMigration,
  '0011_import_retry': importRetryMigration,
  '0012_asset_filter_keys': assetFilterKeysMigration,
  '0013_request_level_filters': requestLevelFiltersMigration,
  '0014_match_type_counters': matchTypeCountersMigration,
  '0015_token_lifecycle': tokenLifecycleMigration,
  '0016_replacement_key': replacementKeyMigration,
  '0017_replacement_tier_keys': replacementTierKeysMigration,
  '0018_search_at_insert': searchAtInsertMigration,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
