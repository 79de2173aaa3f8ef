import { MAX_PER_PAGE } from '@/contract/common';
import { listAssetsResponseSchema, type AssetListItem, type ListAssetsQuery } from '@/contract/assets';
import { apiRequest } from '@/lib/api-client';

export interface ExportProgress {
  fetched: number;
  total: number;
}

/**
 * Every asset matching `query` (same filters and sort as the table), fetched page by page at the
 * largest page size the server serves. Cancel with the signal; progress after each page.
 */
export async function fetchAllAssets(
  query: ListAssetsQuery,
  opts: { signal: AbortSignal; onProgress: (p: ExportProgress) => void },
): Promise<AssetListItem[]> {
  const rows: AssetListItem[] = [];
  const seen = new Set<string>();
  let page = 1;
  let lastPage = 1;
  do {
    const res = await apiRequest('/enrichment/{partner}/assets', {
      schema: listAssetsResponseSchema,
      query: { ...query, page, per_page: MAX_PER_PAGE },
      signal: opts.signal,
    });
    // Assets can move between pages while the export runs (a sort by updated_at, new uploads):
    // never write the same asset twice.
    for (const a of res.data) {
      if (!seen.has(a.id)) {
        seen.add(a.id);
        rows.push(a);
      }
    }
    lastPage = res.meta.last_page;
    opts.onProgress({ fetched: rows.length, total: Math.max(res.meta.total, rows.length) });
    page += 1;
  } while (page <= lastPage);
  return rows;
}
