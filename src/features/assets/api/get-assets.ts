import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listAssetsResponseSchema, type ListAssetsQuery, type ListAssetsResponse } from '@/contract/assets';
import { apiRequest } from '@/lib/api-client';
import { assetKeys } from './asset-keys';

/** While assets on the page are still queued or processing, the page refreshes this often. */
export const ASSETS_POLL_INTERVAL_MS = 3_000;

export function getAssets(query: ListAssetsQuery, signal?: AbortSignal): Promise<ListAssetsResponse> {
  return apiRequest('/enrichment/{partner}/assets', { schema: listAssetsResponseSchema, query, signal });
}

export function hasUnfinishedAssets(data: ListAssetsResponse | undefined): boolean {
  return data !== undefined && data.data.some((a) => a.status === 'pending' || a.status === 'processing');
}

export function getAssetsQueryOptions(query: ListAssetsQuery) {
  return queryOptions({
    queryKey: assetKeys.list(query),
    queryFn: ({ signal }) => getAssets(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (hasUnfinishedAssets(q.state.data) ? ASSETS_POLL_INTERVAL_MS : false),
  });
}

export function useAssets(query: ListAssetsQuery) {
  return useQuery(getAssetsQueryOptions(query));
}
