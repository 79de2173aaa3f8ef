import type { ListAssetsQuery } from '../../contract/assets';
import { ageRangeToManufactureDates } from '../../domain/enrichment/warranty/age';
import { tierExpirationRange } from '../../domain/enrichment/warranty/tiers';
import { replacementKeyRanges } from '../../domain/replacement';
import type { AssetListFilters, AssetListSort } from '../storage/port';

// 4.4 query → SQL filters. Decisions (README "API notes"):
// - date_added_preset filters on created_at (when the asset was added to the system), not on the
//   caller-supplied date_added; date_modified_preset on updated_at.
// - Presets are calendar days in UTC: today = since 00:00 UTC today; last_7_days = today and the
//   6 days before; last_30_days = today and the 29 days before.
// - equipment_age_* and warranty tiers are computed against `today` by the engine's own inverse
//   functions on the stored reference / expiration dates, so a filter and the age or tier shown on
//   the detail page always agree. Assets without a decoded date (or without warranty) never match.

const DAY_MS = 86_400_000;
const PRESET_DAYS = { today: 1, last_7_days: 7, last_30_days: 30 } as const;

export function presetStart(preset: keyof typeof PRESET_DAYS, now: Date): string {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight - (PRESET_DAYS[preset] - 1) * DAY_MS).toISOString();
}

export function listFiltersFromQuery(partnerId: number, q: ListAssetsQuery, now: Date, today: Date): AssetListFilters {
  const f: AssetListFilters = { partnerId };
  if (q.search_string) f.search = q.search_string;
  if (q.status) f.status = q.status;
  if (q.match_type?.length) f.matchTypes = q.match_type;
  if (q.added_from?.length) f.addedFrom = q.added_from;
  if (q.added_by !== undefined) f.addedBy = q.added_by;
  if (q.date_added_preset) f.createdSince = presetStart(q.date_added_preset, now);
  if (q.date_modified_preset) f.updatedSince = presetStart(q.date_modified_preset, now);
  if (q.equipment_age_min_years !== undefined || q.equipment_age_max_years !== undefined) {
    f.manufactureRefDate = ageRangeToManufactureDates(q.equipment_age_min_years ?? null, q.equipment_age_max_years ?? null, today);
  }
  if (q.warranty_basis && q.warranty_expiration_tier?.length) {
    f.expiration = {
      column: q.warranty_basis === 'registered' ? 'registered_expiration_date' : 'unregistered_expiration_date',
      ranges: [...new Set(q.warranty_expiration_tier)].map((tier) => tierExpirationRange(tier, today)),
    };
  }
  if (q.type_of_service?.length) f.typeOfService = q.type_of_service;
  if (q.type !== undefined) f.type = q.type;
  if (q.unique_id !== undefined) f.uniqueId = q.unique_id;
  if (q.distributor !== undefined) f.distributor = q.distributor;
  if (q.request_id !== undefined) f.requestId = q.request_id;
  if (q.oem_id !== undefined) f.oemId = q.oem_id;
  // Any of the flags, as of today: ranges of the stored replacement key (migration 0016).
  if (q.replacement_flag?.length) f.replacementKey = replacementKeyRanges(q.replacement_flag, today.toISOString().slice(0, 10));
  return f;
}

export function listSortFromQuery(q: ListAssetsQuery): AssetListSort {
  return { criteria: q.sort_criteria ?? 'model_number', order: q.sort_order ?? 'asc' };
}
