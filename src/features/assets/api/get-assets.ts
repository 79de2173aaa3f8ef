import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listAssetsResponseSchema, type ListAssetsQuery, type ListAssetsResponse } from '@/contract/assets';
import { apiRequest } from '@/lib/api-client';
import { assetKeys } from './asset-keys';

/** While assets on the page are still queued or processing, or their request is, the page refreshes this often. */
export const ASSETS_POLL_INTERVAL_MS = 3_000;

export function getAssets(query: ListAssetsQuery, signal?: AbortSignal): Promise<ListAssetsResponse> {
  return apiRequest('/enrichment/{partner}/assets', { schema: listAssetsResponseSchema, query, signal });
}

/**
 * An upload's assets listed alone (request_id) and none there yet: a large upload is accepted, then
 * imported by a worker, and its rows are listed a slice at a time as they are imported (README, API
 * notes), the first within seconds. The page asks again every ASSETS_POLL_INTERVAL_MS, at most this
 * many times.
 */
export const MAX_EMPTY_REQUEST_POLLS = 100;

/**
 * Assets on the page still to be enriched, or of a request still in progress: a large upload's
 * rows are listed a slice at a time, each already final, so the page keeps refreshing (and its total
 * growing) until the request is completed.
 */
export function hasUnfinishedAssets(data: ListAssetsResponse | undefined): boolean {
  return data !== undefined && data.data.some((a) => a.status === 'pending' || a.status === 'processing' || a.request.status !== 'completed');
}

/** Whether the list may still fill in: only the request_id filter, and no asset of it listed yet. */
export function awaitsRequestImport(query: ListAssetsQuery, data: ListAssetsResponse | undefined): boolean {
  if (data === undefined || data.meta.total !== 0 || query.request_id === undefined) return false;
  const { request_id: _request, page: _page, per_page: _perPage, sort_criteria: _sort, sort_order: _order, ...filters } = query;
  return Object.values(filters).every((v) => v === undefined || (Array.isArray(v) && v.length === 0));
}

/** The list's refresh: while assets on it are unfinished, or while an upload's assets are awaited. */
export function assetsRefetchIntervalMs(query: ListAssetsQuery, data: ListAssetsResponse | undefined, fetches: number): number | false {
  if (hasUnfinishedAssets(data)) return ASSETS_POLL_INTERVAL_MS;
  return awaitsRequestImport(query, data) && fetches < MAX_EMPTY_REQUEST_POLLS ? ASSETS_POLL_INTERVAL_MS : false;
}

export function getAssetsQueryOptions(query: ListAssetsQuery) {
  return queryOptions({
    queryKey: assetKeys.list(query),
    queryFn: ({ signal }) => getAssets(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => assetsRefetchIntervalMs(query, q.state.data, q.state.dataUpdateCount),
  });
}

export function useAssets(query: ListAssetsQuery) {
  return useQuery(getAssetsQueryOptions(query));
}
