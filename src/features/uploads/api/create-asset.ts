import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAssetResponseSchema, type CreateAssetBody } from '@/contract/assets';
import { apiRequest } from '@/lib/api-client';
import type { z } from 'zod';

export type CreateAssetResponse = z.infer<typeof createAssetResponseSchema>;

/** POST /enrichment/{partner}/assets (spec 4.2). */
export function createAsset(body: CreateAssetBody, distributor?: string): Promise<CreateAssetResponse> {
  return apiRequest('/enrichment/{partner}/assets', {
    method: 'POST',
    schema: createAssetResponseSchema,
    body,
    query: { distributor },
  });
}

export function useCreateAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, distributor }: { body: CreateAssetBody; distributor?: string }) => createAsset(body, distributor),
    // A new request and asset exist: every list is stale.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
