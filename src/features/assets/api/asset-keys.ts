import type { ListAssetsQuery } from '@/contract/assets';

/**
 * Query keys of asset lists. Every asset query (lists here, the detail in features/asset-detail)
 * lives under the root ['assets'], so a mutation that adds assets invalidates them all with
 * `invalidateQueries({ queryKey: ['assets'] })`.
 */
export const assetKeys = {
  all: ['assets'] as const,
  lists: () => [...assetKeys.all, 'list'] as const,
  list: (query: ListAssetsQuery) => [...assetKeys.lists(), query] as const,
};
