import { queryOptions, useQueries } from '@tanstack/react-query';
import { listAssetsResponseSchema, type ListAssetsQuery } from '@/contract/assets';
import { WARRANTY_TIERS, type WarrantyBasis } from '@/domain/enrichment/types';
import { apiRequest } from '@/lib/api-client';
import { tierCountQuery } from '../tier-counts';
import type { WarrantyNarrowing } from '../warranty-search';

export const warrantyKeys = {
  all: ['warranty'] as const,
  tierCount: (query: ListAssetsQuery) => [...warrantyKeys.all, 'tier-count', query] as const,
};

/** The number of assets matching `query`: one asset is fetched, meta.total is read. */
export async function getAssetCount(query: ListAssetsQuery, signal?: AbortSignal): Promise<number> {
  const page = await apiRequest('/enrichment/{partner}/assets', { schema: listAssetsResponseSchema, query, signal });
  return page.meta.total;
}

export function tierCountQueryOptions(query: ListAssetsQuery) {
  return queryOptions({
    queryKey: warrantyKeys.tierCount(query),
    queryFn: ({ signal }) => getAssetCount(query, signal),
  });
}

/** The seven tier counts of one basis, fetched in parallel (WARRANTY_TIERS order). */
export function useTierCounts(basis: WarrantyBasis, narrowing: WarrantyNarrowing) {
  return useQueries({
    queries: WARRANTY_TIERS.map((tier) => tierCountQueryOptions(tierCountQuery(basis, tier, narrowing))),
  });
}
