// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listAssetsResponseSchema, type ListAssetsQuery, type ListAssetsResponse } from '@/contract/assets';
import { ASSETS_POLL_INTERVAL_MS, MAX_EMPTY_REQUEST_POLLS, assetsRefetchIntervalMs, awaitsRequestImport, hasUnfinishedAssets } from './get-assets';

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

/** A page of one asset with the given status, of a request with the given status. */
function pageOf(assetStatus: 'pending' | 'completed', requestStatus: 'processing' | 'completed'): ListAssetsResponse {
  return listAssetsResponseSchema.parse({
    data: [
      {
        id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
        status: assetStatus,
        match_type: assetStatus === 'completed' ? 'exact_match' : null,
        model_number: 'GCEC960403BN',
        brand: 'Goodman',
        serial_number: null,
        customer_name: null,
        customer_address: null,
        unique_id: null,
        date_added: null,
        notes: null,
        created_at: '2026-11-22T00:00:00.000Z',
        updated_at: '2026-11-22T00:00:00.000Z',
        request: { id: REQUEST, added_from: 'batch-import', added_by: 'ops@example.com', status: requestStatus },
        type_of_service: null,
        distributor: null,
        status_reason: null,
        extra_data: null,
        enrichment: null,
        warranty: null,
        replacement: { flags: [] },
      },
    ],
    links: { first: 'http://x/assets?page=1', last: 'http://x/assets?page=1', prev: null, next: null },
    meta: { current_page: 1, from: 1, last_page: 1, path: 'http://x/assets', per_page: 15, to: 1, total: 1 },
  });
}

describe('the assets list refreshes while what it shows may still change', () => {
  it('while an asset is unfinished, or its request is (a large upload listed a slice at a time)', () => {
    expect(hasUnfinishedAssets(pageOf('pending', 'processing'))).toBe(true);
    // Final, but its upload is still being imported: more rows (and a larger total) are to come.
    expect(hasUnfinishedAssets(pageOf('completed', 'processing'))).toBe(true);
    expect(assetsRefetchIntervalMs({ page: 1 }, pageOf('completed', 'processing'), 500)).toBe(ASSETS_POLL_INTERVAL_MS);
    // Everything final: no more refreshes.
    expect(hasUnfinishedAssets(pageOf('completed', 'completed'))).toBe(false);
    expect(assetsRefetchIntervalMs({ page: 1 }, pageOf('completed', 'completed'), 1)).toBe(false);
  });
});
