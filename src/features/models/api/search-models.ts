import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchModelsResponseSchema, type SearchModelsQuery, type SearchModelsResponse } from '@/contract/oems';
import { apiRequest } from '@/lib/api-client';

export const modelKeys = {
  all: ['models'] as const,
  search: (query: SearchModelsQuery | null) => [...modelKeys.all, 'search', query] as const,
};

/** GET /gateway/{partner}/oems (spec 4.6). */
export function searchModels(query: SearchModelsQuery, signal?: AbortSignal): Promise<SearchModelsResponse> {
  return apiRequest('/gateway/{partner}/oems', { schema: searchModelsResponseSchema, query, signal });
}

export function searchModelsQueryOptions(query: SearchModelsQuery | null) {
  return queryOptions({
    queryKey: modelKeys.search(query),
    queryFn: ({ signal }) => {
      if (!query) throw new Error('No model to search for.');
      return searchModels(query, signal);
    },
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useSearchModels(query: SearchModelsQuery | null) {
  return useQuery(searchModelsQueryOptions(query));
}
