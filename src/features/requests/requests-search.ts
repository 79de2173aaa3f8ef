import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '@/contract/common';

/** URL state of the requests page; anything malformed falls back to its default. */
export const requestsSearchSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).catch(DEFAULT_PER_PAGE),
});
export type RequestsSearch = z.infer<typeof requestsSearchSchema>;

export function parseRequestsSearch(params: URLSearchParams): RequestsSearch {
  return requestsSearchSchema.parse({ page: params.get('page') ?? undefined, per_page: params.get('per_page') ?? undefined });
}

/** Defaults are left out so the plain URL stays plain. */
export function serializeRequestsSearch(s: RequestsSearch): URLSearchParams {
  const out = new URLSearchParams();
  if (s.page !== 1) out.set('page', String(s.page));
  if (s.per_page !== DEFAULT_PER_PAGE) out.set('per_page', String(s.per_page));
  return out;
}
