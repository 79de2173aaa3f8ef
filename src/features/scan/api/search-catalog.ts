import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchModelsResponseSchema, type SearchModelsResponse } from '@/contract/oems';
import type { CatalogHit } from '@/domain/nameplate';
import { apiRequest } from '@/lib/api-client';

export const scanKeys = {
  all: ['scan'] as const,
  models: (model: string, brand: string) => [...scanKeys.all, 'models', model, brand] as const,
  ageAndWarranty: (brand: string, serial: string) => [...scanKeys.all, 'age-and-warranty', brand, serial] as const,
};

/** Catalog results looked at per reading (the search ranks best first). */
const HITS_PER_LOOKUP = 10;

/** GET /gateway/{partner}/oems (spec 4.6): the catalog search, for a model number as read or typed. */
export function searchCatalog(model: string, brand: string | null, signal?: AbortSignal): Promise<SearchModelsResponse> {
  return apiRequest('/gateway/{partner}/oems', {
    schema: searchModelsResponseSchema,
    query: { model, brand: brand ?? undefined, per_page: HITS_PER_LOOKUP },
    signal,
  });
}

/** The catalog lookup of field extraction (src/domain/nameplate), answered by the service's search. */
export async function catalogLookup(model: string, brand: string | null): Promise<CatalogHit[]> {
  const res = await searchCatalog(model, brand);
  return res.data.map((m) => ({ pattern: m.model, brand: m.brand_name, score: m.confidence_score }));
}

export function useModelPreview(model: string, brand: string) {
  return useQuery(
    queryOptions({
      queryKey: scanKeys.models(model, brand),
      queryFn: ({ signal }) => searchCatalog(model, brand.trim() || null, signal),
      enabled: model.trim() !== '',
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  );
}
