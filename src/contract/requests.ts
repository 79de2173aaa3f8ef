import { z } from 'zod';
import { ASSET_STATUSES } from '../domain/enrichment/types';
import { pageQueryShape, paginatedSchema, timestampSchema } from './common';

export const REQUEST_STATUSES = ['pending', 'processing', 'completed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const ADDED_FROM = ['manual-entry', 'batch-import', 'nameplate-scan', 'app-search'] as const;
export type AddedFrom = (typeof ADDED_FROM)[number];

/** 2.2 as embedded in an asset (fields id, added_from, added_by, status). */
export const requestSummarySchema = z.object({
  id: z.uuid(),
  added_from: z.enum(ADDED_FROM),
  added_by: z.string(),
  status: z.enum(REQUEST_STATUSES),
});

export const assetStatusCountsSchema = z.object(
  Object.fromEntries(ASSET_STATUSES.map((s) => [s, z.number().int().min(0)])) as Record<
    (typeof ASSET_STATUSES)[number],
    z.ZodNumber
  >,
);
export type AssetStatusCounts = z.infer<typeof assetStatusCountsSchema>;

/** 2.2 in the requests list and the upload response, with extensions. */
export const requestSchema = requestSummarySchema.extend({
  asset_status: assetStatusCountsSchema,
  // Extensions:
  assets_count: z.number().int().min(0),
  file_name: z.string().nullable(),
  distributor: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  /**
   * Present only while an accepted upload's import waits to be retried after a failed attempt
   * (storage/sqlite/upload-importer.ts): when the next attempt may start. The rows not imported yet still
   * count as pending.
   */
  import_retry_at: timestampSchema.optional(),
});
export type EnrichmentRequest = z.infer<typeof requestSchema>;

export const listRequestsQuerySchema = z.object({
  ...pageQueryShape,
  distributor: z.string().max(255).optional(),
});
export type ListRequestsQuery = z.infer<typeof listRequestsQuerySchema>;
export const listRequestsResponseSchema = paginatedSchema(requestSchema);
export type ListRequestsResponse = z.infer<typeof listRequestsResponseSchema>;

/** 201 of 4.1 (spec: body not described — we return the created request). */
export const uploadResponseSchema = z.object({ data: requestSchema });
