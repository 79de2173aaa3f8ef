// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listAssetsQuerySchema } from '@/contract/assets';
import { objectToSearchParams, searchParamsToObject } from '@/contract/query-string';
import { WARRANTY_TIERS } from '@/domain/enrichment/types';
import { tierCountQuery, tierDrilldownHref, toTierBars } from './tier-counts';

const none = { type: undefined, distributor: undefined, equipment_age_min_years: undefined, equipment_age_max_years: undefined };

describe('tierCountQuery', () => {
  it('asks for one asset of the basis and tier, so meta.total is the count', () => {
    expect(tierCountQuery('registered', 'in_warranty', none)).toEqual({
      warranty_basis: 'registered',
      warranty_expiration_tier: ['in_warranty'],
      per_page: 1,
    });
  });
  it('carries the narrowing and is a valid 4.4 query on the wire (basis with tier[])', () => {
    const q = tierCountQuery('not_registered', 'expired_over_1_year', {
      type: 'furnaces',
      distributor: 'D-7',
      equipment_age_min_years: 5,
      equipment_age_max_years: 12.5,
    });
    const wire = objectToSearchParams(q);
    expect(wire.getAll('warranty_expiration_tier[]')).toEqual(['expired_over_1_year']);
    const parsed = listAssetsQuerySchema.safeParse(searchParamsToObject(wire));
    expect(parsed.success).toBe(true);
    if (parsed.success) expect(parsed.data).toMatchObject({ type: 'furnaces', distributor: 'D-7', equipment_age_min_years: 5, equipment_age_max_years: 12.5 });
  });
});

describe('tierDrilldownHref', () => {
  it('opens the asset table filtered to the tier, with the narrowing', () => {
    const href = tierDrilldownHref('registered', 'expiring_within_3_months', { ...none, type: 'heat pumps', equipment_age_min_years: 2 });
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/assets');
    expect(url.searchParams.get('warranty_basis')).toBe('registered');
    expect(url.searchParams.getAll('warranty_expiration_tier')).toEqual(['expiring_within_3_months']);
    expect(url.searchParams.get('type')).toBe('heat pumps');
    expect(url.searchParams.get('equipment_age_min_years')).toBe('2');
    expect(url.searchParams.has('distributor')).toBe(false);
  });
});

describe('toTierBars', () => {
  it('scales bars to the largest count and gives each tier its share of the total', () => {
    const { bars, total } = toTierBars([10, 0, 5, 0, 0, 20, 5]);
    expect(total).toBe(40);
    expect(bars.map((b) => b.tier)).toEqual([...WARRANTY_TIERS]);
    expect(bars.map((b) => b.fraction)).toEqual([0.5, 0, 0.25, 0, 0, 1, 0.25]);
    expect(bars[0]?.share).toBeCloseTo(0.25, 10);
    expect(bars[5]?.share).toBeCloseTo(0.5, 10);
  });
  it('has no total and no shares while a count is unknown, but draws the known bars', () => {
    const { bars, total } = toTierBars([4, null, 2, undefined, 0, 0, 0]);
    expect(total).toBeNull();
    expect(bars[0]).toMatchObject({ count: 4, fraction: 1, share: null });
    expect(bars[1]).toMatchObject({ count: null, fraction: 0 });
  });
  it('draws empty bars when every count is zero', () => {
    const { bars, total } = toTierBars([0, 0, 0, 0, 0, 0, 0]);
    expect(total).toBe(0);
    expect(bars.every((b) => b.fraction === 0 && b.share === 0)).toBe(true);
  });
});
