import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE, MAX_STRING_LENGTH } from '@/contract/common';
import type { SearchModelsQuery } from '@/contract/oems';

// URL state of the model search page: the typed model and brand, page and page size.

const text = z.string().max(MAX_STRING_LENGTH).catch('');

export const modelsSearchSchema = z.object({
  model: text,
  brand: text,
  page: z.coerce.number().int().min(1).catch(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).catch(DEFAULT_PER_PAGE),
});
export type ModelsSearch = z.infer<typeof modelsSearchSchema>;

export function parseModelsSearch(params: URLSearchParams): ModelsSearch {
  return modelsSearchSchema.parse({
    model: params.get('model') ?? undefined,
    brand: params.get('brand') ?? undefined,
    page: params.get('page') ?? undefined,
    per_page: params.get('per_page') ?? undefined,
  });
}

export function serializeModelsSearch(s: ModelsSearch): URLSearchParams {
  const out = new URLSearchParams();
  if (s.model !== '') out.set('model', s.model);
  if (s.brand !== '') out.set('brand', s.brand);
  if (s.page !== 1) out.set('page', String(s.page));
  if (s.per_page !== DEFAULT_PER_PAGE) out.set('per_page', String(s.per_page));
  return out;
}

/** The 4.6 query, or null when there is nothing to search for yet (model is required). */
export function toSearchModelsQuery(s: ModelsSearch): SearchModelsQuery | null {
  const model = s.model.trim();
  if (model === '') return null;
  const query: SearchModelsQuery = { model, page: s.page, per_page: s.per_page };
  const brand = s.brand.trim();
  if (brand !== '') query.brand = brand;
  return query;
}

/**
 * A result image as an address the browser can load: the server gives paths of its own
 * (/static/…), which belong to the signed-in server when that is not this site. Only http(s)
 * addresses and site paths are used; anything else gives no image.
 */
export function resolveImageUrl(image: string, baseUrl: string): string | null {
  if (image.startsWith('/') && !image.startsWith('//')) return `${baseUrl}${image}`;
  return /^https?:\/\//i.test(image) ? image : null;
}
