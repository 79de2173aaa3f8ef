import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAssetResponseSchema, type CreateAssetBody } from '@/contract/assets';
import { apiRequest } from '@/lib/api-client';

/** POST /enrichment/{partner}/assets (spec 4.2) with added_from nameplate-scan (extension). */
export function createScannedAsset(body: Omit<CreateAssetBody, 'added_from'>) {
  return apiRequest('/enrichment/{partner}/assets', {
    method: 'POST',
    schema: createAssetResponseSchema,
    body: { ...body, added_from: 'nameplate-scan' } satisfies CreateAssetBody,
  });
}

export function useCreateScannedAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createScannedAsset,
    // A new request and asset exist: every list is stale.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
