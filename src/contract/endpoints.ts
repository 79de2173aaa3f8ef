import type { z } from 'zod';
import { ageAndWarrantyQuerySchema, ageAndWarrantyResponseSchema } from './age-and-warranty';
import {
  assetDetailSchema,
  assetParamsSchema,
  createAssetBodySchema,
  createAssetResponseSchema,
  distributorQuerySchema,
  listAssetsQuerySchema,
  listAssetsResponseSchema,
} from './assets';
import { errorSchema, partnerParamsSchema } from './common';
import { searchModelsQuerySchema, searchModelsResponseSchema } from './oems';
import { listRequestsQuerySchema, listRequestsResponseSchema, uploadResponseSchema } from './requests';

export interface ResponseDef {
  description: string;
  schema: z.ZodType;
}

/** One endpoint of the service: what the server mounts and what openapi.ts documents. */
export interface EndpointDef {
  id: string;
  method: 'GET' | 'POST';
  /** OpenAPI-style path, e.g. /enrichment/{partner}/assets */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  params: z.ZodObject;
  query?: z.ZodType;
  /** JSON body schema, or 'multipart-file' for the CSV upload. */
  body?: z.ZodType | 'multipart-file';
  responses: Record<number, ResponseDef>;
  /** Public (no bearer token, no rate limit): the health checks only. */
  public?: boolean;
}

const err = (description: string): ResponseDef => ({ description, schema: errorSchema });
export const authErrors = {
  401: err('Missing or invalid bearer token'),
  403: err('The token belongs to another partner'),
  429: err('Too many requests for this token (per minute and server process); Retry-After gives the seconds to wait'),
};

export const endpoints = {
  uploadRequest: {
    id: 'uploadRequest',
    method: 'POST',
    path: '/enrichment/{partner}/requests/upload',
    summary: 'Bulk enrichment from a CSV file (multipart part `file`, at most 100 MB)',
    tag: 'Enrichment',
    params: partnerParamsSchema,
    query: distributorQuerySchema,
    body: 'multipart-file',
    responses: {
      201: {
        description:
          'The request created for the whole file, with its counters. A file of up to 20,000 rows is committed first (its assets listed at once); a larger one is accepted and its rows imported by a worker right after (listed together once imported)',
        schema: uploadResponseSchema,
      },
      ...authErrors,
      413: err('File larger than 100 MB'),
      422: err('File missing or not a valid CSV (errors.file)'),
    },
  },
  createAsset: {
    id: 'createAsset',
    method: 'POST',
    path: '/enrichment/{partner}/assets',
    summary: 'Enrich a single asset',
    tag: 'Enrichment',
    params: partnerParamsSchema,
    query: distributorQuerySchema,
    body: createAssetBodySchema,
    responses: {
      201: { description: 'The created asset (pending)', schema: createAssetResponseSchema },
      ...authErrors,
      422: err('Invalid body; errors maps each field to its messages'),
    },
  },
  listRequests: {
    id: 'listRequests',
    method: 'GET',
    path: '/enrichment/{partner}/requests',
    summary: 'Enrichment requests, newest first, with per-status asset counts',
    tag: 'Enrichment',
    params: partnerParamsSchema,
    query: listRequestsQuerySchema,
    responses: { 200: { description: 'A page of requests', schema: listRequestsResponseSchema }, ...authErrors, 422: err('Invalid query') },
  },
  listAssets: {
    id: 'listAssets',
    method: 'GET',
    path: '/enrichment/{partner}/assets',
    summary: 'Assets with a summary of each enrichment; every filter of spec 4.4',
    tag: 'Enrichment',
    params: partnerParamsSchema,
    query: listAssetsQuerySchema,
    responses: { 200: { description: 'A page of assets', schema: listAssetsResponseSchema }, ...authErrors, 422: err('Invalid filters') },
  },
  getAsset: {
    id: 'getAsset',
    method: 'GET',
    path: '/enrichment/{partner}/assets/{asset}',
    summary: 'One asset with full enrichment, specifications, warranty and explanation (not wrapped in data)',
    tag: 'Enrichment',
    params: assetParamsSchema,
    query: distributorQuerySchema,
    responses: { 200: { description: 'The asset', schema: assetDetailSchema }, ...authErrors, 404: err('Unknown or malformed asset id') },
  },
  searchModels: {
    id: 'searchModels',
    method: 'GET',
    path: '/gateway/{partner}/oems',
    summary: 'Model search by exact or partial model number',
    tag: 'Models',
    params: partnerParamsSchema,
    query: searchModelsQuerySchema,
    responses: { 200: { description: 'Ranked models', schema: searchModelsResponseSchema }, ...authErrors, 422: err('Missing model') },
  },
  ageAndWarranty: {
    id: 'ageAndWarranty',
    method: 'GET',
    path: '/gateway/{partner}/age-and-warranty',
    summary: 'Manufacturing date and standard warranty terms from brand + serial number',
    tag: 'Models',
    params: partnerParamsSchema,
    query: ageAndWarrantyQuerySchema,
    responses: {
      200: { description: 'Decoded date and terms', schema: ageAndWarrantyResponseSchema },
      ...authErrors,
      422: err('Unknown brand or undecodable serial; the message lists the supported brand families'),
    },
  },
} satisfies Record<string, EndpointDef>;

/** The service endpoints of spec 4.1–4.6 plus age-and-warranty (tools: all-endpoints.ts). */
export const serviceEndpoints: EndpointDef[] = Object.values(endpoints);
