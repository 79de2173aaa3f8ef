import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { GREE_U_MATCH_UNIVERSAL_RULES } from './gree-u-match-universal';

const d = (m: string, b: string) => firstDecode(GREE_U_MATCH_UNIVERSAL_RULES, m, b);

describe('Gree DC inverter U-Match GUHD / GUHN outdoor and GFH duct indoor units (Gree U-Match service manuals)', () => {
  it('outdoor units of the product-data pairings: mini-splits, class as nominal kBtu/h', () => {
    expect(d('GUHD09NK3AO', 'Gree')).toMatchObject({ type: 'mini-splits', series: 'GUHD', description: 'U-Match universal outdoor unit' });
    expect(d('GUHD24NK3AO', 'Gree')?.fields.cooling_capacity_kbtuh).toBe(24); // rated 24,000 Btu/h
    expect(d('GUHD48NK3AO', 'Gree')?.fields.cooling_capacity_kbtuh).toBe(48); // rated 48,000 Btu/h
    expect(d('GUHD60NM3AO', 'Gree')?.fields.cooling_capacity_tons).toBe(5);
    expect(d('GUHN18NK3HO', 'Gree')).toMatchObject({ series: 'GUHN' });
  });

  it('GFH duct type indoor units', () => {
    expect(d('GFH12K3AI', 'Gree')).toMatchObject({ type: 'mini-splits', series: 'GFH', description: 'U-Match duct type indoor unit' });
    expect(d('GFH42K3HI', 'Gree')?.fields.cooling_capacity_kbtuh).toBe(42);
    expect(decodeModelNumber('GFH18K3AI', 'Gree')).toMatchObject({ type: 'mini-splits', family: 'gree' });
  });

  it('brand required; power codes and classes outside the manuals are not read', () => {
    expect(d('GUHD09NK3AO', '')).toBeNull();
    expect(d('GUHD24ND3FO', 'Gree')).toBeNull();
    expect(d('GUHD15NK3AO', 'Gree')).toBeNull();
    expect(d('GKH24D3FI', 'Gree')).toBeNull();
  });
});
