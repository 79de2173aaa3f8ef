// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_PER_PAGE } from '@/contract/common';
import { activeFilterCount, clearFilters, DEFAULT_ASSETS_SEARCH, parseAssetsSearch, serializeAssetsSearch, withFilters } from './assets-search';

const UUID = '3f2b6c1e-8a4d-4c2e-9b1a-7d5e6f8a9b0c';
const parse = (qs: string) => parseAssetsSearch(new URLSearchParams(qs));

describe('parseAssetsSearch', () => {
  it('gives the server defaults for an empty URL (model_number asc, page 1, 15 per page)', () => {
    const s = parse('');
    expect(s.page).toBe(1);
    expect(s.per_page).toBe(15);
    expect(s.sort_criteria).toBe('model_number');
    expect(s.sort_order).toBe('asc');
    expect(s.match_type).toEqual([]);
    expect(s.status).toBeUndefined();
  });

  it('falls back to defaults for malformed values instead of failing', () => {
    const s = parse('page=-3&per_page=abc&sort_criteria=price&sort_order=sideways&status=lost&request_id=not-a-uuid&equipment_age_min_years=old');
    expect(s).toEqual(DEFAULT_ASSETS_SEARCH);
  });

  it('caps per_page at the contract maximum by falling back to the default', () => {
    expect(parse('per_page=100000').per_page).toBe(DEFAULT_PER_PAGE);
    expect(parse('per_page=100').per_page).toBe(100);
  });

  it('reads repeated and bracketed array parameters, dropping unknown members and duplicates', () => {
    const s = parse('match_type=likely_match&match_type[]=exact_match&match_type=bogus&match_type=exact_match');
    expect(s.match_type).toEqual(['exact_match', 'likely_match']);
  });

  it('reads every scalar filter of spec 4.4', () => {
    const s = parse(
      `search_string=%20RHEEM%20&status=completed&added_by=a%40b.c&date_added_preset=last_7_days&date_modified_preset=today` +
        `&equipment_age_min_years=2.5&equipment_age_max_years=10&warranty_basis=registered&warranty_expiration_tier=in_warranty` +
        `&type_of_service=install&type=furnaces&unique_id=U-1&distributor=D9&request_id=${UUID}&oem_id=${UUID}`,
    );
    expect(s).toMatchObject({
      search_string: 'RHEEM',
      status: 'completed',
      added_by: 'a@b.c',
      date_added_preset: 'last_7_days',
      date_modified_preset: 'today',
      equipment_age_min_years: 2.5,
      equipment_age_max_years: 10,
      warranty_basis: 'registered',
      warranty_expiration_tier: ['in_warranty'],
      type_of_service: ['install'],
      type: 'furnaces',
      unique_id: 'U-1',
      distributor: 'D9',
      request_id: UUID,
      oem_id: UUID,
    });
  });

  it('treats empty values as not set', () => {
    expect(parse('search_string=&status=&type=%20%20')).toEqual(DEFAULT_ASSETS_SEARCH);
  });
});

describe('serializeAssetsSearch', () => {
  it('leaves defaults out so the plain page has a plain URL', () => {
    expect(serializeAssetsSearch(DEFAULT_ASSETS_SEARCH).toString()).toBe('');
  });

  it('writes multi-value filters as repeated names and keeps a stable key order', () => {
    const s = { ...DEFAULT_ASSETS_SEARCH, status: 'failed' as const, match_type: ['exact_match' as const, 'possible_match' as const], page: 3 };
    expect(serializeAssetsSearch(s).toString()).toBe('page=3&status=failed&match_type=exact_match&match_type=possible_match');
  });

  it('round-trips any state produced by parsing an arbitrary query string', () => {
    const key = fc.constantFrom('page', 'per_page', 'sort_criteria', 'sort_order', 'status', 'match_type', 'added_from', 'warranty_basis', 'warranty_expiration_tier', 'equipment_age_min_years', 'search_string', 'request_id');
    const value = fc.oneof(fc.string(), fc.constantFrom('2', '500', 'desc', 'updated_at', 'failed', 'exact_match', 'batch-import', 'registered', 'expired_over_1_year', UUID, '7.5'));
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 12 }), (pairs) => {
        const s = parseAssetsSearch(new URLSearchParams(pairs));
        expect(parseAssetsSearch(serializeAssetsSearch(s))).toEqual(s);
      }),
    );
  });
});

describe('filter helpers', () => {
  it('changing a filter returns to page 1; changing the page does not', () => {
    const s = { ...DEFAULT_ASSETS_SEARCH, page: 4 };
    expect(withFilters(s, { status: 'completed' }).page).toBe(1);
    expect(withFilters(s, { page: 5 }).page).toBe(5);
  });

  it('counts active filters and clears them while keeping sort and page size', () => {
    const s = { ...parse(`status=failed&match_type=exact_match&request_id=${UUID}&sort_order=desc&per_page=50`) };
    expect(activeFilterCount(s)).toBe(3);
    const cleared = clearFilters(s);
    expect(activeFilterCount(cleared)).toBe(0);
    expect(cleared.sort_order).toBe('desc');
    expect(cleared.per_page).toBe(50);
  });
});
