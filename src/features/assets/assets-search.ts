import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE, MAX_STRING_LENGTH } from '@/contract/common';
import { DATE_PRESETS, SORT_CRITERIA, SORT_ORDERS, type ListAssetsQuery } from '@/contract/assets';
import { ADDED_FROM } from '@/contract/requests';
import { searchParamsToObject } from '@/contract/query-string';
import { ASSET_STATUSES, MATCH_TYPES, TYPES_OF_SERVICE, WARRANTY_BASES, WARRANTY_TIERS } from '@/domain/enrichment/types';
import { REPLACEMENT_FLAGS } from '@/domain/replacement/assess';

// The assets page keeps its whole view (filters, sort, page) in the URL so any view can be
// bookmarked, shared and navigated with back/forward. Parsing never fails: every malformed value
// falls back to its default (.catch), unknown members of multi-value filters are dropped.

/** Largest equipment age the filter accepts (the contract's bound), years. */
export const MAX_EQUIPMENT_AGE_YEARS = 200;

const text = z
  .string()
  .trim()
  .max(MAX_STRING_LENGTH)
  .transform((s) => (s === '' ? undefined : s))
  .optional()
  .catch(undefined);

function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values).optional().catch(undefined);
}

/** Repeated or single values → unique known members, in the order of `values`. */
function manyOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .unknown()
    .transform((v): T[number][] => {
      const raw = v === undefined ? [] : Array.isArray(v) ? v : [v];
      const set = new Set(raw.filter((x): x is string => typeof x === 'string'));
      return values.filter((member) => set.has(member));
    })
    .catch([]);
}

const ageYears = z.coerce.number().min(0).max(MAX_EQUIPMENT_AGE_YEARS).optional().catch(undefined);

export const assetsSearchSchema = z.object({
  search_string: text,
  page: z.coerce.number().int().min(1).catch(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).catch(DEFAULT_PER_PAGE),
  sort_criteria: z.enum(SORT_CRITERIA).catch('model_number'),
  sort_order: z.enum(SORT_ORDERS).catch('asc'),
  status: oneOf(ASSET_STATUSES),
  match_type: manyOf(MATCH_TYPES),
  added_from: manyOf(ADDED_FROM),
  added_by: text,
  date_added_preset: oneOf(DATE_PRESETS),
  date_modified_preset: oneOf(DATE_PRESETS),
  equipment_age_min_years: ageYears,
  equipment_age_max_years: ageYears,
  warranty_basis: oneOf(WARRANTY_BASES),
  warranty_expiration_tier: manyOf(WARRANTY_TIERS),
  type_of_service: manyOf(TYPES_OF_SERVICE),
  type: text,
  unique_id: text,
  distributor: text,
  request_id: z.uuid().optional().catch(undefined),
  oem_id: z.uuid().optional().catch(undefined),
  replacement_flag: manyOf(REPLACEMENT_FLAGS),
});
export type AssetsSearch = z.infer<typeof assetsSearchSchema>;

/** Defaults of the page state (the server's own defaults for sort and page size). */
export const DEFAULT_ASSETS_SEARCH: AssetsSearch = assetsSearchSchema.parse({});

/** URL → state. Accepts `match_type=a&match_type=b` and the API's `match_type[]=a` form. */
export function parseAssetsSearch(params: URLSearchParams): AssetsSearch {
  const raw = searchParamsToObject(params);
  // Empty strings (e.g. `?status=`) mean "not set".
  for (const [k, v] of Object.entries(raw)) if (v === '') delete raw[k];
  return assetsSearchSchema.parse(raw);
}

/** Order of keys in the URL (stable, so the same view always has the same address). */
const KEY_ORDER = Object.keys(assetsSearchSchema.shape) as (keyof AssetsSearch)[];

/** State → URL: defaults and empty values are left out; multi-value filters repeat their name. */
export function serializeAssetsSearch(search: AssetsSearch): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of KEY_ORDER) {
    const value = search[key];
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      for (const v of value) out.append(key, v);
      continue;
    }
    if (value === DEFAULT_ASSETS_SEARCH[key]) continue;
    out.set(key, String(value));
  }
  return out;
}

/** Keys whose change sends the user back to page 1 (everything but the page itself). */
export function withFilters(search: AssetsSearch, patch: Partial<AssetsSearch>): AssetsSearch {
  const next = { ...search, ...patch };
  if (!('page' in patch)) next.page = 1;
  return next;
}

/** Number of active filters (for "Clear filters" and the export's description). */
export function activeFilterCount(search: AssetsSearch): number {
  let n = 0;
  for (const key of KEY_ORDER) {
    if (key === 'page' || key === 'per_page' || key === 'sort_criteria' || key === 'sort_order') continue;
    const v = search[key];
    if (Array.isArray(v) ? v.length > 0 : v !== undefined) n += 1;
  }
  return n;
}

export function clearFilters(search: AssetsSearch): AssetsSearch {
  return { ...DEFAULT_ASSETS_SEARCH, per_page: search.per_page, sort_criteria: search.sort_criteria, sort_order: search.sort_order };
}

export type { ListAssetsQuery };
