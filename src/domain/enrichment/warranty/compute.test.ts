// Expected dates worked out by hand (day counts shown) from the RULES.md §13 terms.
import { describe, expect, it } from 'vitest';
import { warrantyExplanationSchema } from '../explanation';
import { computeWarranty, type WarrantyInput } from './compute';

const base: WarrantyInput = { family: null, waterHeater: null, modelType: null, manufacturingDate: null, installDate: null, today: '2025-06-15' };

function ok(input: Partial<WarrantyInput>) {
  const r = computeWarranty({ ...base, ...input });
  if (!r.ok) throw new Error(r.reason);
  return r;
}
function fails(input: Partial<WarrantyInput>): string {
  const r = computeWarranty({ ...base, ...input });
  if (r.ok) throw new Error('expected no warranty');
  return r.reason;
}

describe('computeWarranty', () => {
  it('Goodman, serial 2205… (May 2022), no install date: start = May 15 + 3 months = 2022-08-15', () => {
    const r = ok({ family: 'goodman', manufacturingDate: '2022-05' });
    expect(r.warranty).toMatchObject({
      manufacturing_date: '2022-05',
      standard_warranty_unregistered: 5,
      standard_warranty_registered: 10,
      unregistered_warranty_expiration_date: '2027-08-15',
      registered_warranty_expiration_date: '2032-08-15',
      unregistered_warranty_active: true,
      registered_warranty_active: true,
    });
    expect(r.explanation.start_date).toBe('2022-08-15');
    expect(r.explanation.start_source).toBe('manufacture_date_offset');
    expect(r.explanation.registration_window_days).toBe(60);
    expect(r.warranty.detail).toMatch(/2022-05.*\+ 3 months/);
    expect(r.tiers).toEqual({ registered: 'in_warranty', not_registered: 'in_warranty' });
    expect(warrantyExplanationSchema.parse(r.explanation)).toEqual(r.explanation);
  });

  it('a year later the unregistered term is expiring within 2 years (2027-08-15 is between T+12m and T+24m)', () => {
    const r = ok({ family: 'goodman', manufacturingDate: '2022-05', today: '2026-06-15' });
    expect(r.tiers.not_registered).toBe('expiring_within_2_years');
  });

  it('Carrier, manufactured 2019-06: 2019-06-15 + 90 days = 2019-09-13 (15 + 31 + 31 + 13)', () => {
    const r = ok({ family: 'carrier', manufacturingDate: '2019-06' });
    expect(r.explanation.start_date).toBe('2019-09-13');
    expect(r.warranty.unregistered_warranty_expiration_date).toBe('2024-09-13');
    expect(r.warranty.registered_warranty_expiration_date).toBe('2029-09-13');
    expect(r.warranty.unregistered_warranty_active).toBe(false);
    expect(r.warranty.registered_warranty_active).toBe(true);
    // 2024-06-15 ≤ 2024-09-13 < 2025-06-15
    expect(r.tiers).toEqual({ registered: 'in_warranty', not_registered: 'expired_past_12_months' });
    expect(r.explanation.registration_window_days).toBe(90);
  });

  it('Trane, manufactured 2017-03 (certificate GW-658-2213, units from Aug 2011): 2017-03-15 + 60 days = 2017-05-14 (16 + 30 + 14)', () => {
    const r = ok({ family: 'trane', manufacturingDate: '2017-03' });
    expect(r.explanation.start_date).toBe('2017-05-14');
    expect(r.warranty.registered_warranty_expiration_date).toBe('2027-05-14');
  });

  it('Trane, manufactured 2011-06 (before GW-658-2213 applies): the older certificate\'s 6 months, 2011-12-15; both terms long expired', () => {
    const r = ok({ family: 'trane', manufacturingDate: '2011-06' });
    expect(r.explanation.start_date).toBe('2011-12-15');
    expect(r.warranty.registered_warranty_expiration_date).toBe('2021-12-15');
    expect(r.warranty.detail).toMatch(/before August 2011.*six months/);
    expect(r.tiers).toEqual({ registered: 'expired_over_1_year', not_registered: 'expired_over_1_year' });
  });

  it('Lennox, manufactured 2020-03, no install date: Basic Limited Warranty, + 6 months = 2020-09-15', () => {
    const r = ok({ family: 'lennox', manufacturingDate: '2020-03' });
    expect(r.explanation.start_date).toBe('2020-09-15');
    expect(r.warranty.unregistered_warranty_expiration_date).toBe('2025-09-15');
    expect(r.warranty.detail).not.toMatch(/Not confirmed/);
  });

  it('an install date wins over the manufacture date, and Feb 29 + 5 years clamps to Feb 28', () => {
    const r = ok({ family: 'trane', manufacturingDate: '2023-11', installDate: '2024-02-29' });
    expect(r.explanation.start_source).toBe('install_date');
    expect(r.explanation.start_source_detail).toBe('date_added 2024-02-29 of an install');
    expect(r.warranty.unregistered_warranty_expiration_date).toBe('2029-02-28');
    expect(r.warranty.registered_warranty_expiration_date).toBe('2034-02-28');
    expect(r.warranty.detail).toMatch(/date_added 2024-02-29 of an install/);
  });

  it('an install date alone is enough (manufacturing_date null)', () => {
    const r = ok({ family: 'rheem', installDate: '2020-05-01' });
    expect(r.warranty.manufacturing_date).toBeNull();
    expect(r.warranty.unregistered_warranty_expiration_date).toBe('2025-05-01');
    expect(r.warranty.detail).toMatch(/Not confirmed: .*start offset not confirmed/);
  });

  it('an install date after today is not used; the manufacture date + offset is, and the detail says why', () => {
    const r = ok({ family: 'carrier', manufacturingDate: '2019-06', installDate: '2025-07-01' });
    expect(r.explanation.start_source).toBe('manufacture_date_offset');
    expect(r.explanation.start_source_detail).toMatch(/after today/);
  });

  it('a year-only date is taken as July 1: Mitsubishi 2019 → 2019-07-01 + 90 days = 2019-09-29', () => {
    const r = ok({ family: 'mitsubishi', manufacturingDate: '2019' });
    expect(r.explanation.start_date).toBe('2019-09-29');
    expect(r.warranty.detail).toMatch(/month unknown, taken as July 1/);
  });

  it('Bradford White water heater 2020-03: + 90 days = 2020-06-13; typical 6-year term, said to be unconfirmed', () => {
    const r = ok({ family: 'bradford_white', manufacturingDate: '2020-03', waterHeater: true, modelType: 'water heaters' });
    expect(r.warranty.standard_warranty_registered).toBe(6);
    expect(r.warranty.standard_warranty_unregistered).toBe(6);
    expect(r.warranty.unregistered_warranty_expiration_date).toBe('2026-06-13');
    // T+6m = 2025-12-15 ≤ 2026-06-13 < T+12m = 2026-06-15
    expect(r.tiers.not_registered).toBe('expiring_within_1_year');
    expect(r.warranty.detail).toMatch(/Not confirmed: .*typical 6-year/);
  });

  it('Rheem: water-heater terms for water heaters, HVAC terms otherwise', () => {
    expect(ok({ family: 'rheem', manufacturingDate: '2021-12', waterHeater: true }).terms.key).toBe('rheem_water_heater');
    expect(ok({ family: 'rheem', manufacturingDate: '2021-12', waterHeater: null }).terms.key).toBe('rheem_hvac');
  });

  it('ICP: not in §13, so the general pattern is used and the detail says so', () => {
    const r = ok({ family: 'icp', manufacturingDate: '2021-04' });
    expect(r.warranty.standard_warranty_registered).toBe(10);
    expect(r.warranty.detail).toMatch(/not in RULES\.md §13/);
    expect(r.explanation.registration_window_days).toBeNull();
  });

  it('is null (with a reason) when there are no terms or no start date', () => {
    expect(fails({ family: 'lg', manufacturingDate: '2019-07' })).toMatch(/no warranty terms/);
    expect(fails({ family: null, manufacturingDate: '2019-07' })).toMatch(/no brand family/);
    expect(fails({ family: 'carrier' })).toMatch(/no start date/);
    expect(fails({ family: 'carrier', manufacturingDate: '2019-07', modelType: 'boilers' })).toMatch(/boilers/);
    expect(fails({ family: 'bradford_white', manufacturingDate: '2019-07', modelType: 'boilers' })).toMatch(/tank water heaters/);
    expect(fails({ family: 'aosmith', manufacturingDate: '2019-07', modelType: 'tankless water heaters' })).toMatch(/tank water heaters/);
    expect(fails({ family: 'carrier', installDate: '2023-02-30' })).toMatch(/not a valid date/);
  });
});
