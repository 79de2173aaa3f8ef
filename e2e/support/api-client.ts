// A typed client of the PUBLIC API for seeding and checking, on Playwright's request context.
// Every response is parsed with the contract's zod schemas, like the dashboard does.
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { z } from 'zod';
import {
  assetDetailSchema,
  createAssetResponseSchema,
  listAssetsResponseSchema,
  type AssetDetail,
  type CreateAssetBody,
  type CreatedAsset,
  type ListAssetsQuery,
  type ListAssetsResponse,
} from '../../src/contract/assets';
import { errorSchema, type ApiErrorBody } from '../../src/contract/common';
import { searchModelsResponseSchema, type SearchModelsResponse } from '../../src/contract/oems';
import { objectToSearchParams } from '../../src/contract/query-string';
import {
  listRequestsResponseSchema,
  uploadResponseSchema,
  type EnrichmentRequest,
  type ListRequestsResponse,
} from '../../src/contract/requests';

/** Asset statuses after which the worker does nothing more (spec 3). */
const FINAL_STATUSES = new Set(['completed', 'incomplete', 'not_found', 'failed']);
/** How long seeding waits for the enrichment worker to finish a batch (ms). */
export const ENRICHMENT_TIMEOUT_MS = 60_000;

async function parse<S extends z.ZodType>(res: APIResponse, schema: S, what: string): Promise<z.infer<S>> {
  const text = await res.text();
  if (!res.ok()) throw new Error(`${what}: HTTP ${res.status()} ${text.slice(0, 500)}`);
  const parsed = schema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${what}: response does not match the contract: ${parsed.error.message.slice(0, 800)}`);
  return parsed.data;
}

export class NameplateApi {
  constructor(
    readonly request: APIRequestContext,
    readonly partner: string,
  ) {}

  private path(p: string, query?: Record<string, unknown>): string {
    const qs = query ? objectToSearchParams(query as Parameters<typeof objectToSearchParams>[0]).toString() : '';
    return `${p.replace('{partner}', encodeURIComponent(this.partner))}${qs ? `?${qs}` : ''}`;
  }

  async createAsset(body: CreateAssetBody, distributor?: string): Promise<CreatedAsset> {
    const res = await this.request.post(this.path('/enrichment/{partner}/assets', { distributor }), { data: body });
    return (await parse(res, createAssetResponseSchema, 'POST assets')).data;
  }

  /** POST requests/upload with one multipart part `file` (spec 4.1). */
  async uploadCsv(fileName: string, content: string | Buffer, distributor?: string): Promise<EnrichmentRequest> {
    const res = await this.uploadCsvRaw(fileName, content, distributor);
    return (await parse(res, uploadResponseSchema, 'POST requests/upload')).data;
  }

  uploadCsvRaw(fileName: string, content: string | Buffer, distributor?: string): Promise<APIResponse> {
    return this.request.post(this.path('/enrichment/{partner}/requests/upload', { distributor }), {
      multipart: { file: { name: fileName, mimeType: 'text/csv', buffer: Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8') } },
    });
  }

  async listAssets(query: ListAssetsQuery = {}): Promise<ListAssetsResponse> {
    const res = await this.request.get(this.path('/enrichment/{partner}/assets', query));
    return parse(res, listAssetsResponseSchema, 'GET assets');
  }

  async getAsset(id: string): Promise<AssetDetail> {
    const res = await this.request.get(this.path(`/enrichment/{partner}/assets/${encodeURIComponent(id)}`));
    return parse(res, assetDetailSchema, 'GET asset');
  }

  async listRequests(query: { page?: number; per_page?: number } = {}): Promise<ListRequestsResponse> {
    const res = await this.request.get(this.path('/enrichment/{partner}/requests', query));
    return parse(res, listRequestsResponseSchema, 'GET requests');
  }

  async searchModels(model: string, brand?: string): Promise<SearchModelsResponse> {
    const res = await this.request.get(this.path('/gateway/{partner}/oems', { model, brand }));
    return parse(res, searchModelsResponseSchema, 'GET oems');
  }

  /** Error body of a failed call (for checking 4xx answers). */
  static async errorBody(res: APIResponse): Promise<ApiErrorBody> {
    return errorSchema.parse(await res.json());
  }

  /** Waits until every asset matching `query` is final (the worker runs in the server process). */
  async waitUntilFinal(query: ListAssetsQuery, expectedCount: number): Promise<ListAssetsResponse> {
    let last: ListAssetsResponse | undefined;
    await expect
      .poll(
        async () => {
          last = await this.listAssets({ ...query, per_page: 500 });
          const final = last.data.filter((a) => FINAL_STATUSES.has(a.status)).length;
          return { total: last.meta.total, final };
        },
        { timeout: ENRICHMENT_TIMEOUT_MS, intervals: [250, 500, 1000] },
      )
      .toEqual({ total: expectedCount, final: expectedCount });
    if (!last) throw new Error('unreachable');
    return last;
  }
}
