import { queryOptions, useQueries } from '@tanstack/react-query';
import { listAssetsResponseSchema, type ListAssetsQuery } from '@/contract/assets';
import { WARRANTY_TIERS, type WarrantyTier } from '@/domain/enrichment/types';
import { REPLACEMENT_FLAGS, type ReplacementFlag } from '@/domain/replacement';
import { apiRequest } from '@/lib/api-client';
import { opportunityCountQuery, type OpportunitiesSearch } from '../opportunities';

export const opportunityKeys = {
  all: ['opportunities'] as const,
  count: (query: ListAssetsQuery) => [...opportunityKeys.all, 'count', query] as const,
};

async function getAssetCount(query: ListAssetsQuery, signal?: AbortSignal): Promise<number> {
  const page = await apiRequest('/enrichment/{partner}/assets', { schema: listAssetsResponseSchema, query, signal });
  return page.meta.total;
}

function countQueryOptions(query: ListAssetsQuery) {
  return queryOptions({ queryKey: opportunityKeys.count(query), queryFn: ({ signal }) => getAssetCount(query, signal) });
}

/** The cells of the matrix: each flag's total (tier null), then the flag in each tier of the basis. */
export const OPPORTUNITY_CELLS: readonly { flag: ReplacementFlag; tier: WarrantyTier | null }[] = REPLACEMENT_FLAGS.flatMap((flag) => [
  { flag, tier: null },
  ...WARRANTY_TIERS.map((tier) => ({ flag, tier })),
]);

/** Every cell's count, fetched in parallel (OPPORTUNITY_CELLS order). */
export function useOpportunityCounts(search: OpportunitiesSearch) {
  return useQueries({ queries: OPPORTUNITY_CELLS.map((c) => countQueryOptions(opportunityCountQuery(c.flag, search, c.tier))) });
}
