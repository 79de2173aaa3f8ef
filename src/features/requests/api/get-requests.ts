import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listRequestsResponseSchema, type ListRequestsQuery, type ListRequestsResponse } from '@/contract/requests';
import { apiRequest } from '@/lib/api-client';
import { requestKeys } from './request-keys';
import { isRequestFinished } from './request-progress';

/** While any request on the page is unfinished, the page is polled this often. */
export const REQUESTS_POLL_INTERVAL_MS = 2_000;

export function getRequests(query: ListRequestsQuery, signal?: AbortSignal): Promise<ListRequestsResponse> {
  return apiRequest('/enrichment/{partner}/requests', { schema: listRequestsResponseSchema, query, signal });
}

export function allRequestsFinished(data: ListRequestsResponse | undefined): boolean {
  return data !== undefined && data.data.every(isRequestFinished);
}

export function getRequestsQueryOptions(query: ListRequestsQuery) {
  return queryOptions({
    queryKey: requestKeys.list(query),
    queryFn: ({ signal }) => getRequests(query, signal),
    placeholderData: keepPreviousData,
    // Polling stops by itself once every request on the page is final (or nothing loaded at all).
    refetchInterval: (q) =>
      q.state.data === undefined || allRequestsFinished(q.state.data) ? false : REQUESTS_POLL_INTERVAL_MS,
  });
}

export function useRequests(query: ListRequestsQuery) {
  return useQuery(getRequestsQueryOptions(query));
}
