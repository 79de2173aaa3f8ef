import type { ListAssetsQuery } from '@/contract/assets';
import { WARRANTY_TIERS, type WarrantyBasis, type WarrantyTier } from '@/domain/enrichment/types';
import { paths } from '@/lib/paths';
import type { WarrantyNarrowing } from './warranty-search';

/**
 * One count = GET /enrichment/{partner}/assets filtered to one basis + tier (+ narrowing) with
 * per_page=1: the answer's meta.total is the number of assets in the tier (spec 2.7, 4.4).
 */
export function tierCountQuery(basis: WarrantyBasis, tier: WarrantyTier, narrowing: WarrantyNarrowing): ListAssetsQuery {
  const query: ListAssetsQuery = { warranty_basis: basis, warranty_expiration_tier: [tier], per_page: 1 };
  if (narrowing.type !== undefined) query.type = narrowing.type;
  if (narrowing.distributor !== undefined) query.distributor = narrowing.distributor;
  if (narrowing.equipment_age_min_years !== undefined) query.equipment_age_min_years = narrowing.equipment_age_min_years;
  if (narrowing.equipment_age_max_years !== undefined) query.equipment_age_max_years = narrowing.equipment_age_max_years;
  return query;
}

/**
 * The asset table showing a bar's assets, in the URL form the assets page reads (plain repeated
 * names, its key order: type, age min/max, warranty basis and tier, distributor).
 */
export function tierDrilldownHref(basis: WarrantyBasis, tier: WarrantyTier, narrowing: WarrantyNarrowing): string {
  const params = new URLSearchParams();
  if (narrowing.equipment_age_min_years !== undefined) params.set('equipment_age_min_years', String(narrowing.equipment_age_min_years));
  if (narrowing.equipment_age_max_years !== undefined) params.set('equipment_age_max_years', String(narrowing.equipment_age_max_years));
  params.set('warranty_basis', basis);
  params.set('warranty_expiration_tier', tier);
  if (narrowing.type !== undefined) params.set('type', narrowing.type);
  if (narrowing.distributor !== undefined) params.set('distributor', narrowing.distributor);
  return paths.assets.getHref(params.toString());
}

export interface TierBar {
  tier: WarrantyTier;
  /** Null while the count is loading or failed. */
  count: number | null;
  /** Bar length, 0..1 of the largest count (0 when every count is 0 or unknown). */
  fraction: number;
  /** Share of all assets with a tier on this basis, 0..1 (null until every count is known). */
  share: number | null;
}

/** The seven counts (in WARRANTY_TIERS order) → bars scaled to the largest count. */
export function toTierBars(counts: readonly (number | null | undefined)[]): { bars: TierBar[]; total: number | null } {
  const known = WARRANTY_TIERS.map((_, i) => counts[i] ?? null);
  const max = Math.max(0, ...known.map((c) => c ?? 0));
  const complete = known.every((c) => c !== null);
  const total = complete ? known.reduce<number>((sum, c) => sum + (c ?? 0), 0) : null;
  const bars = WARRANTY_TIERS.map((tier, i) => {
    const count = known[i] ?? null;
    return {
      tier,
      count,
      fraction: count !== null && max > 0 ? count / max : 0,
      share: total !== null && total > 0 && count !== null ? count / total : total === 0 ? 0 : null,
    };
  });
  return { bars, total };
}
