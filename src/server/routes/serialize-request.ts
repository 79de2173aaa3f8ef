import type { EnrichmentRequest } from '../../contract/requests';
import type { RequestRow } from '../storage/schema';

/** 2.2 with asset_status from the maintained counters. */
export function serializeRequest(r: RequestRow & { import_retry_at?: string | null }): EnrichmentRequest {
  return {
    id: r.id,
    added_from: r.added_from,
    added_by: r.added_by,
    status: r.status,
    asset_status: {
      pending: r.pending_count,
      processing: r.processing_count,
      completed: r.completed_count,
      incomplete: r.incomplete_count,
      not_found: r.not_found_count,
      failed: r.failed_count,
    },
    assets_count: r.assets_count,
    file_name: r.file_name,
    distributor: r.distributor,
    created_at: r.created_at,
    updated_at: r.updated_at,
    ...(r.import_retry_at ? { import_retry_at: r.import_retry_at } : {}),
  };
}
