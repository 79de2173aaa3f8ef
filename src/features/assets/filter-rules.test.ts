// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { listAssetsQuerySchema } from '@/contract/assets';
import { objectToSearchParams, searchParamsToObject } from '@/contract/query-string';
import { DEFAULT_ASSETS_SEARCH, parseAssetsSearch, type AssetsSearch } from './assets-search';
import { AGE_ORDER_MESSAGE, SEARCH_TOO_SHORT_MESSAGE, filterProblems, isTierControlEnabled, normalizeAssetsSearch, setWarrantyBasis, TIER_REQUIRED_MESSAGE, toListAssetsQuery } from './filter-rules';

const base: AssetsSearch = DEFAULT_ASSETS_SEARCH;

describe('warranty basis and tiers go together (spec 4.4, 8)', () => {
  it('the tier control is disabled until a basis is chosen', () => {
    expect(isTierControlEnabled(base)).toBe(false);
    expect(isTierControlEnabled({ warranty_basis: 'registered' })).toBe(true);
  });

  it('clearing the basis clears the tiers', () => {
    expect(setWarrantyBasis(base, undefined)).toEqual({ warranty_basis: undefined, warranty_expiration_tier: [] });
    expect(setWarrantyBasis(base, 'not_registered')).toEqual({ warranty_basis: 'not_registered' });
  });

  it('a basis without tiers is flagged and not sent', () => {
    const s = { ...base, warranty_basis: 'registered' as const };
    expect(filterProblems(s).warranty_expiration_tier).toBe(TIER_REQUIRED_MESSAGE);
    const q = toListAssetsQuery(s);
    expect(q.warranty_basis).toBeUndefined();
    expect(q.warranty_expiration_tier).toBeUndefined();
  });

  it('tiers without a basis are dropped', () => {
    const s = { ...base, warranty_expiration_tier: ['in_warranty' as const] };
    expect(normalizeAssetsSearch(s).warranty_expiration_tier).toEqual([]);
    expect(toListAssetsQuery(s).warranty_expiration_tier).toBeUndefined();
  });

  it('a complete pair is sent', () => {
    const q = toListAssetsQuery({ ...base, warranty_basis: 'registered', warranty_expiration_tier: ['expired_over_1_year', 'in_warranty'] });
    expect(q.warranty_basis).toBe('registered');
    expect(q.warranty_expiration_tier).toEqual(['expired_over_1_year', 'in_warranty']);
  });
});

describe('equipment age bounds (min <= max)', () => {
  it('flags a reversed pair and sends neither bound', () => {
    const s = { ...base, equipment_age_min_years: 12, equipment_age_max_years: 5 };
    expect(filterProblems(s).equipment_age_min_years).toBe(AGE_ORDER_MESSAGE);
    const q = toListAssetsQuery(s);
    expect(q.equipment_age_min_years).toBeUndefined();
    expect(q.equipment_age_max_years).toBeUndefined();
  });

  it('accepts equal bounds and single bounds', () => {
    expect(filterProblems({ ...base, equipment_age_min_years: 5, equipment_age_max_years: 5 })).toEqual({});
    expect(toListAssetsQuery({ ...base, equipment_age_min_years: 3 }).equipment_age_min_years).toBe(3);
    expect(toListAssetsQuery({ ...base, equipment_age_max_years: 0 }).equipment_age_max_years).toBe(0);
  });
});

describe('search string (trigram index: at least 3 characters)', () => {
  it('flags a 2-character search and does not send it', () => {
    const s = { ...base, search_string: 'ab' };
    expect(filterProblems(s).search_string).toBe(SEARCH_TOO_SHORT_MESSAGE);
    expect(toListAssetsQuery(s).search_string).toBeUndefined();
  });

  it('sends a 3-character search', () => {
    expect(toListAssetsQuery({ ...base, search_string: 'abc' }).search_string).toBe('abc');
  });
});

describe('toListAssetsQuery', () => {
  it('leaves empty filters out entirely', () => {
    expect(toListAssetsQuery(base)).toEqual({ page: 1, per_page: 15, sort_criteria: 'model_number', sort_order: 'asc' });
  });

  it('whatever the URL holds, the query it produces passes the server contract (no 422 possible)', () => {
    const key = fc.constantFrom(
      'status', 'match_type', 'added_from', 'warranty_basis', 'warranty_expiration_tier', 'equipment_age_min_years',
      'equipment_age_max_years', 'type_of_service', 'date_added_preset', 'page', 'per_page', 'request_id', 'search_string',
    );
    const value = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.constantFrom('registered', 'not_registered', 'in_warranty', 'expiring_within_1_year', 'install', 'today', '0', '3', '7.5', '150', '250', '-1'),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 14 }), (pairs) => {
        const query = toListAssetsQuery(parseAssetsSearch(new URLSearchParams(pairs)));
        // Through the wire form and back, exactly as the server receives it.
        const wire = searchParamsToObject(objectToSearchParams(query));
        expect(listAssetsQuerySchema.safeParse(wire).success).toBe(true);
      }),
    );
  });
});
