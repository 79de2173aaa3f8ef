import type { FastifyRequest } from 'fastify';
import type { AssetListItem, CreatedAsset } from '../../contract/assets';
import type { AssetRecord as AssetWithRequest } from '../storage/port';
import { absoluteUrl } from '../http/request-url';
import { loadCatalog } from '../catalog/load-catalog';
import { statusReasonOfRow } from '../storage/stored-result';
import { flagsOfReplacementKey } from '../../domain/replacement';

// Asset rows → the three asset shapes of 2.1 (create, list item, detail; detail in serialize-asset-detail.ts).

/** 2.1 date_added: the submitted date at midnight UTC, with microseconds. */
export function dateAddedTimestamp(date: string | null): string | null {
  return date ? `${date}T00:00:00.000000Z` : null;
}

function parseJson(text: string | null): unknown {
  return text === null ? null : JSON.parse(text);
}

/**
 * `statusReason`: the row's status line when the caller has it already (the detail's re-derived
 * explanation); otherwise read or derived here (storage/stored-result.ts statusReasonOfRow).
 */
export function assetBaseFields(row: AssetWithRequest, statusReason?: string | null) {
  return {
    id: row.id,
    status: row.status,
    match_type: row.match_type,
    model_number: row.model_number,
    brand: row.brand,
    serial_number: row.serial_number,
    customer_name: row.customer_name,
    customer_address: row.customer_address,
    unique_id: row.unique_id,
    date_added: dateAddedTimestamp(row.date_added),
    notes: row.notes,
    created_at: row.created_at,
    updated_at: row.updated_at,
    request: { id: row.request_id, added_from: row.added_from, added_by: row.added_by, status: row.request_status },
    type_of_service: row.type_of_service,
    distributor: row.distributor,
    status_reason: statusReason !== undefined ? statusReason : statusReasonOfRow(row, loadCatalog()),
  };
}

export function serializeCreatedAsset(row: AssetWithRequest): CreatedAsset {
  return { ...assetBaseFields(row), custom_data: parseJson(row.custom_data) };
}

/** 2.3 list shape, or null when the asset has no model match (yet). */
export function enrichmentSummary(row: AssetWithRequest, request: FastifyRequest): AssetListItem['enrichment'] {
  if (row.enrichment_id === null || row.oem_id === null) return null;
  return {
    id: row.enrichment_id,
    source: row.enrichment_source ?? 'search',
    confidence_score: row.confidence_score ?? 0,
    model: row.enrichment_model ?? '',
    model_notes: row.enrichment_model_notes ?? '',
    type: row.enrichment_type ?? '',
    brand: row.enrichment_brand ?? '',
    image: row.enrichment_image_path ? absoluteUrl(request, row.enrichment_image_path) : '',
  };
}

/**
 * List-shape warranty {manufacturing_date}: present once the asset was enriched with any date or
 * warranty information (also without a model match: a decoded serial is worth showing), else null.
 */
function warrantySummary(row: AssetWithRequest): AssetListItem['warranty'] {
  const hasWarranty = row.manufacturing_date !== null || row.registered_expiration_date !== null || row.unregistered_expiration_date !== null;
  return hasWarranty ? { manufacturing_date: row.manufacturing_date } : null;
}

/** `today`: YYYY-MM-DD (UTC), the day the time-dependent replacement flags are computed for. */
export function serializeAssetListItem(row: AssetWithRequest, request: FastifyRequest, today: string): AssetListItem {
  return {
    ...assetBaseFields(row),
    extra_data: parseJson(row.custom_data),
    enrichment: enrichmentSummary(row, request),
    warranty: warrantySummary(row),
    // From the stored key alone (migration 0016), so the list's flags and its filter agree.
    replacement: { flags: flagsOfReplacementKey(row.replacement_key, today) },
  };
}
