// Wire form of list queries, shared by the server (parsing) and the dashboard (building URLs).
// Array parameters travel as `name[]=a&name[]=b` (spec 4.4); `name=a` repeated is accepted too.

/** Query parameters of 4.4 that are arrays. */
export const ARRAY_QUERY_PARAMS = ['match_type', 'added_from', 'warranty_expiration_tier', 'type_of_service', 'replacement_flag'] as const;
const arrayParams = new Set<string>(ARRAY_QUERY_PARAMS);

/** URLSearchParams → plain object for zod: array params collected under their plain names. */
export function searchParamsToObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, value] of params) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    if (arrayParams.has(key)) {
      const prev = out[key];
      out[key] = Array.isArray(prev) ? [...prev, value] : [value];
    } else if (!(key in out)) {
      out[key] = value;
    }
  }
  return out;
}

type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/** Plain object → URLSearchParams in the wire form (arrays as name[]); empty values omitted. */
export function objectToSearchParams(query: Record<string, QueryValue>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const v of value) params.append(`${key}[]`, String(v));
    } else {
      params.append(key, String(value));
    }
  }
  return params;
}
