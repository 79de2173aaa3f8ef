import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetDetailSchema, type AssetDetail } from '@/contract/assets';
import { apiRequest } from '@/lib/api-client';
import { assetDetailKeys } from './asset-detail-keys';

/** An asset still queued or being enriched is re-read this often until it is final. */
export const ASSET_POLL_INTERVAL_MS = 2_000;

export function getAsset(id: string, signal?: AbortSignal): Promise<AssetDetail> {
  return apiRequest(`/enrichment/{partner}/assets/${encodeURIComponent(id)}`, { schema: assetDetailSchema, signal });
}

export function isAssetFinal(asset: AssetDetail | undefined): boolean {
  return asset !== undefined && asset.status !== 'pending' && asset.status !== 'processing';
}

export function getAssetQueryOptions(id: string) {
  return queryOptions({
    queryKey: assetDetailKeys.detail(id),
    queryFn: ({ signal }) => getAsset(id, signal),
    refetchInterval: (q) => (q.state.data !== undefined && !isAssetFinal(q.state.data) ? ASSET_POLL_INTERVAL_MS : false),
  });
}

export function useAsset(id: string) {
  return useQuery(getAssetQueryOptions(id));
}
