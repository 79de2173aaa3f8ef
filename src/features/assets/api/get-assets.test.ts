// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listAssetsResponseSchema, type ListAssetsQuery, type ListAssetsResponse } from '@/contract/assets';
import { ASSETS_POLL_INTERVAL_MS, MAX_EMPTY_REQUEST_POLLS, assetsRefetchIntervalMs, awaitsRequestImport } from './get-assets';

const REQUEST = '3f2b6c1e-8a4d-4c2e-9b1a-7d5e6f8a9b0c';

/** An empty page (spec 2.7 shape): what GET /assets answers for an upload not imported yet. */
function emptyPage(): ListAssetsResponse {
  return listAssetsResponseSchema.parse({
    data: [],
    links: { first: 'http://x/assets?page=1', last: 'http://x/assets?page=1', prev: null, next: null },
    meta: { current_page: 1, from: null, last_page: 1, path: 'http://x/assets', per_page: 15, to: null, total: 0 },
  });
}

describe('the assets list while an upload is imported', () => {
  const ofRequest: ListAssetsQuery = { request_id: REQUEST, page: 1, per_page: 15, sort_criteria: 'model_number', sort_order: 'asc' };

  it('awaits the import only for a request listed alone with nothing listed yet', () => {
    expect(awaitsRequestImport(ofRequest, emptyPage())).toBe(true);
    // Not loaded yet, or no request filter: nothing to wait for.
    expect(awaitsRequestImport(ofRequest, undefined)).toBe(false);
    expect(awaitsRequestImport({ page: 1 }, emptyPage())).toBe(false);
    // Another filter may be what empties the list: the usual "no match" then.
    expect(awaitsRequestImport({ ...ofRequest, status: 'completed' }, emptyPage())).toBe(false);
    expect(awaitsRequestImport({ ...ofRequest, match_type: ['exact_match'] }, emptyPage())).toBe(false);
    // Empty arrays are no filter.
    expect(awaitsRequestImport({ ...ofRequest, match_type: [] }, emptyPage())).toBe(true);
    // Some assets listed: imported.
    const some = emptyPage();
    some.meta.total = 3;
    expect(awaitsRequestImport(ofRequest, some)).toBe(false);
  });

  it('asks again every few seconds, and gives up after MAX_EMPTY_REQUEST_POLLS answers', () => {
    expect(assetsRefetchIntervalMs(ofRequest, emptyPage(), 1)).toBe(ASSETS_POLL_INTERVAL_MS);
    expect(assetsRefetchIntervalMs(ofRequest, emptyPage(), MAX_EMPTY_REQUEST_POLLS - 1)).toBe(ASSETS_POLL_INTERVAL_MS);
    expect(assetsRefetchIntervalMs(ofRequest, emptyPage(), MAX_EMPTY_REQUEST_POLLS)).toBe(false);
    expect(assetsRefetchIntervalMs({ page: 1 }, emptyPage(), 1)).toBe(false);
  });
});
