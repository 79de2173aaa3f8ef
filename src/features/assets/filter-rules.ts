import { MIN_SEARCH_CHARS, type ListAssetsQuery } from '@/contract/assets';
import type { WarrantyBasis } from '@/domain/enrichment/types';
import type { AssetsSearch } from './assets-search';

// Combination rules of spec 4.4 / 8, enforced in the UI so the server's 422 never has to:
// - warranty_basis and warranty_expiration_tier[] go together: the tier control is disabled until
//   a basis is chosen, clearing the basis clears the tiers, and a basis without tiers is not sent;
// - equipment_age_min_years <= equipment_age_max_years: a reversed pair is flagged and not sent;
// - search_string has at least MIN_SEARCH_CHARS characters (a trigram index): shorter is flagged, not sent.

export type FilterProblems = Partial<Record<'equipment_age_min_years' | 'warranty_expiration_tier' | 'search_string', string>>;

export const AGE_ORDER_MESSAGE = 'The minimum age must be less than or equal to the maximum age.';
export const SEARCH_TOO_SHORT_MESSAGE = `Type at least ${MIN_SEARCH_CHARS} characters to search.`;
export const TIER_REQUIRED_MESSAGE = 'Choose at least one expiration tier to apply the warranty filter.';

export function isTierControlEnabled(search: Pick<AssetsSearch, 'warranty_basis'>): boolean {
  return search.warranty_basis !== undefined;
}

/** Tiers never outlive their basis (a hand-edited URL with tiers and no basis loses the tiers). */
export function normalizeAssetsSearch(search: AssetsSearch): AssetsSearch {
  if (search.warranty_basis === undefined && search.warranty_expiration_tier.length > 0) {
    return { ...search, warranty_expiration_tier: [] };
  }
  return search;
}

export function setWarrantyBasis(search: AssetsSearch, basis: WarrantyBasis | undefined): Partial<AssetsSearch> {
  return basis === undefined ? { warranty_basis: undefined, warranty_expiration_tier: [] } : { warranty_basis: basis };
}

export function filterProblems(search: AssetsSearch): FilterProblems {
  const problems: FilterProblems = {};
  const { equipment_age_min_years: min, equipment_age_max_years: max } = search;
  if (min !== undefined && max !== undefined && min > max) problems.equipment_age_min_years = AGE_ORDER_MESSAGE;
  if (search.search_string !== undefined && search.search_string.length < MIN_SEARCH_CHARS) {
    problems.search_string = SEARCH_TOO_SHORT_MESSAGE;
  }
  if (search.warranty_basis !== undefined && search.warranty_expiration_tier.length === 0) {
    problems.warranty_expiration_tier = TIER_REQUIRED_MESSAGE;
  }
  return problems;
}

const nonEmpty = <T>(values: T[]): T[] | undefined => (values.length > 0 ? values : undefined);

/** The query sent to GET assets: only complete, valid filter combinations; defaults left to the server. */
export function toListAssetsQuery(search: AssetsSearch): ListAssetsQuery {
  const s = normalizeAssetsSearch(search);
  const problems = filterProblems(s);
  const ageOk = problems.equipment_age_min_years === undefined;
  const warrantyOk = s.warranty_basis !== undefined && s.warranty_expiration_tier.length > 0;
  const query: ListAssetsQuery = {
    search_string: problems.search_string === undefined ? s.search_string : undefined,
    page: s.page,
    per_page: s.per_page,
    sort_criteria: s.sort_criteria,
    sort_order: s.sort_order,
    status: s.status,
    match_type: nonEmpty(s.match_type),
    added_from: nonEmpty(s.added_from),
    added_by: s.added_by,
    date_added_preset: s.date_added_preset,
    date_modified_preset: s.date_modified_preset,
    equipment_age_min_years: ageOk ? s.equipment_age_min_years : undefined,
    equipment_age_max_years: ageOk ? s.equipment_age_max_years : undefined,
    warranty_basis: warrantyOk ? s.warranty_basis : undefined,
    warranty_expiration_tier: warrantyOk ? s.warranty_expiration_tier : undefined,
    type_of_service: nonEmpty(s.type_of_service),
    type: s.type,
    unique_id: s.unique_id,
    distributor: s.distributor,
    request_id: s.request_id,
    oem_id: s.oem_id,
    replacement_flag: nonEmpty(s.replacement_flag),
  };
  // Undefined keys out, so the query key of equal views is equal.
  for (const k of Object.keys(query) as (keyof ListAssetsQuery)[]) if (query[k] === undefined) delete query[k];
  return query;
}
