import type { AssetListItem, ListAssetsQuery } from '@/contract/assets';
import { MAX_STRING_LENGTH } from '@/contract/common';
import { REPLACEMENT_FLAG_LABEL, WARRANTY_TIER_LABEL } from '@/components/labels';
import { WARRANTY_BASES, type WarrantyBasis, type WarrantyTier } from '@/domain/enrichment/types';
import { equipmentAgeYears } from '@/domain/enrichment/warranty/age';
import type { ReplacementFlag } from '@/domain/replacement';
import type { CsvColumn } from '@/lib/csv';
import { paths } from '@/lib/paths';

// Replacement opportunities: counts per flag crossed with the warranty tier of a basis, each count a
// GET /enrichment/{partner}/assets with per_page=1 (its meta.total), and the call list.

/** The page's state in the URL: the warranty basis of the tier columns (default: not registered, the common case) and a distributor. */
export interface OpportunitiesSearch {
  warranty_basis: WarrantyBasis;
  distributor?: string;
}

export function parseOpportunitiesSearch(params: URLSearchParams): OpportunitiesSearch {
  const v = params.get('warranty_basis');
  const distributor = params.get('distributor')?.trim().slice(0, MAX_STRING_LENGTH);
  return {
    warranty_basis: (WARRANTY_BASES as readonly string[]).includes(v ?? '') ? (v as WarrantyBasis) : 'not_registered',
    ...(distributor ? { distributor } : {}),
  };
}

export function serializeOpportunitiesSearch(s: OpportunitiesSearch): URLSearchParams {
  const out = new URLSearchParams({ warranty_basis: s.warranty_basis });
  if (s.distributor) out.set('distributor', s.distributor);
  return out;
}

/** One cell: assets with `flag` (and, with a tier, in that tier of the basis); null tier = every asset with the flag. */
export function opportunityCountQuery(flag: ReplacementFlag, s: OpportunitiesSearch, tier: WarrantyTier | null): ListAssetsQuery {
  const query: ListAssetsQuery = { replacement_flag: [flag], per_page: 1 };
  if (tier !== null) Object.assign(query, { warranty_basis: s.warranty_basis, warranty_expiration_tier: [tier] });
  if (s.distributor !== undefined) query.distributor = s.distributor;
  return query;
}

/** The asset table showing a cell's assets (the assets page's URL form). */
export function opportunityHref(flag: ReplacementFlag, s: OpportunitiesSearch, tier: WarrantyTier | null): string {
  const params = new URLSearchParams();
  if (tier !== null) {
    params.set('warranty_basis', s.warranty_basis);
    params.set('warranty_expiration_tier', tier);
  }
  if (s.distributor !== undefined) params.set('distributor', s.distributor);
  params.set('replacement_flag', flag);
  return paths.assets.getHref(params.toString());
}

/** A call-list row: the asset and the tier it was fetched under (null: no warranty tier known). */
export interface CallListRow {
  asset: AssetListItem;
  tier: WarrantyTier | null;
}

function equipment(a: AssetListItem): string {
  if (a.enrichment) return [a.enrichment.brand, a.enrichment.model, a.enrichment.type ? `(${a.enrichment.type})` : ''].filter(Boolean).join(' ');
  return [a.brand, a.model_number].filter(Boolean).join(' ');
}

/** Columns of the call list; cells are written formula-safe by lib/csv.ts. `today` is YYYY-MM-DD. */
export function callListColumns(today: string): CsvColumn<CallListRow>[] {
  return [
    { header: 'customer', value: (r) => r.asset.customer_name },
    { header: 'address', value: (r) => r.asset.customer_address },
    { header: 'equipment', value: (r) => equipment(r.asset) },
    { header: 'serial_number', value: (r) => r.asset.serial_number },
    { header: 'age_years', value: (r) => (r.asset.warranty?.manufacturing_date ? equipmentAgeYears(r.asset.warranty.manufacturing_date, today) : null) },
    { header: 'flags', value: (r) => r.asset.replacement.flags.map((f) => REPLACEMENT_FLAG_LABEL[f]).join('; ') },
    { header: 'warranty_tier', value: (r) => (r.tier === null ? 'no warranty known' : WARRANTY_TIER_LABEL[r.tier]) },
    { header: 'asset_id', value: (r) => r.asset.id },
  ];
}
