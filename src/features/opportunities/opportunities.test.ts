import { describe, expect, it } from 'vitest';
import type { AssetListItem } from '@/contract/assets';
import { toCsv } from '@/lib/csv';
import { callListColumns, opportunityCountQuery, opportunityHref, parseOpportunitiesSearch } from './opportunities';

const asset = (o: Partial<AssetListItem>): AssetListItem =>
  ({
    id: '0190a3b2-0000-7000-8000-000000000001',
    customer_name: 'Ada',
    customer_address: '1 Main St',
    brand: 'Goodman',
    model_number: 'GSZC180241CA',
    serial_number: '0508123456',
    enrichment: { brand: 'Goodman', model: 'GSZC180241C*', type: 'heat pumps' },
    warranty: { manufacturing_date: '2005-08' },
    replacement: { flags: ['r22', 'past_service_life'] },
    ...o,
  }) as AssetListItem;

describe('opportunity counts and links', () => {
  it('a cell is the list filtered by the flag and, with a tier, the basis and tier; one row fetched', () => {
    expect(opportunityCountQuery('r22', { warranty_basis: 'registered' }, null)).toEqual({ replacement_flag: ['r22'], per_page: 1 });
    expect(opportunityCountQuery('past_service_life', { warranty_basis: 'not_registered', distributor: 'D1' }, 'expired_over_1_year')).toEqual({
      replacement_flag: ['past_service_life'],
      warranty_basis: 'not_registered',
      warranty_expiration_tier: ['expired_over_1_year'],
      distributor: 'D1',
      per_page: 1,
    });
  });
  it('each count opens the asset table with the same filters in its URL', () => {
    expect(opportunityHref('r22', { warranty_basis: 'registered' }, 'in_warranty')).toBe('/assets?warranty_basis=registered&warranty_expiration_tier=in_warranty&replacement_flag=r22');
    expect(opportunityHref('service_life_ends_within_2_years', { warranty_basis: 'registered', distributor: 'D 1' }, null)).toBe(
      '/assets?distributor=D+1&replacement_flag=service_life_ends_within_2_years',
    );
  });
  it('the basis defaults to not registered; a distributor narrows', () => {
    expect(parseOpportunitiesSearch(new URLSearchParams('warranty_basis=registered&distributor=D1'))).toEqual({ warranty_basis: 'registered', distributor: 'D1' });
    expect(parseOpportunitiesSearch(new URLSearchParams('warranty_basis=x'))).toEqual({ warranty_basis: 'not_registered' });
  });
});

describe('call list CSV', () => {
  it('customer, address, equipment, age, flags, tier', () => {
    const csv = toCsv(callListColumns('2026-11-26'), [{ asset: asset({}), tier: 'expired_over_1_year' }]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe('customer,address,equipment,serial_number,age_years,flags,warranty_tier,asset_id');
    // 2005-08-15 → 2026-11-26: 7,773 days / 365.2425 = 21.28 years.
    expect(row).toBe('Ada,1 Main St,Goodman GSZC180241C* (heat pumps),0508123456,21.28,R-22 system; Past service life,Expired over 1 year ago,0190a3b2-0000-7000-8000-000000000001');
  });
  it('is formula-safe: a cell beginning with = + - @ tab or CR is prefixed with a quote', () => {
    const csv = toCsv(callListColumns('2026-11-26'), [
      { asset: asset({ customer_name: '=HYPERLINK("http://x")', customer_address: '+1 555', serial_number: '@SUM(A1)' }), tier: null },
      { asset: asset({ customer_name: '-2', customer_address: '\tTab', serial_number: '\rCR' }), tier: null },
    ]);
    const lines = csv.split('\r\n');
    expect(lines[1]!.startsWith(`"'=HYPERLINK(""http://x"")",'+1 555,`)).toBe(true);
    expect(lines[1]).toContain(",'@SUM(A1),");
    expect(lines[1]).toContain(',no warranty known,');
    expect(csv).toContain(`'-2,'\tTab,`);
    expect(csv).toContain(`"'\rCR"`);
  });
});
