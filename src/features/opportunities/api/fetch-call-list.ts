import { WARRANTY_TIERS } from '@/domain/enrichment/types';
import { REPLACEMENT_FLAGS } from '@/domain/replacement';
import { fetchAllAssets } from '@/lib/fetch-all-assets';
import type { CallListRow, OpportunitiesSearch } from '../opportunities';

/**
 * Every asset with a replacement flag (of the distributor, if one is chosen), with its warranty tier on the basis: the list shape carries no
 * tier, so the flagged assets are fetched tier by tier (the tiers are exclusive), then the rest,
 * which have no tier (no warranty worked out). Sorted by customer name.
 */
export async function fetchCallList(search: OpportunitiesSearch, opts: { signal: AbortSignal; onProgress: (fetched: number) => void }): Promise<CallListRow[]> {
  const rows: CallListRow[] = [];
  const seen = new Set<string>();
  const base = { replacement_flag: [...REPLACEMENT_FLAGS], sort_criteria: 'customer_name' as const, distributor: search.distributor };
  for (const tier of [...WARRANTY_TIERS, null]) {
    const query = tier === null ? base : { ...base, warranty_basis: search.warranty_basis, warranty_expiration_tier: [tier] };
    const assets = await fetchAllAssets(query, { signal: opts.signal, onProgress: () => undefined });
    for (const asset of assets) {
      if (seen.has(asset.id)) continue;
      seen.add(asset.id);
      rows.push({ asset, tier });
    }
    opts.onProgress(rows.length);
  }
  return rows.sort((a, b) => (a.asset.customer_name ?? '').localeCompare(b.asset.customer_name ?? ''));
}
