import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { MITSUBISHI_SLIM_LINE_OLDER_RULES } from './mitsubishi-slim-line-older';

const d = (m: string, b: string) => firstDecode(MITSUBISHI_SLIM_LINE_OLDER_RULES, m, b);
const ME = 'Mitsubishi Electric';

describe('Mitsubishi Electric Slim Line P-series 1995–2008 (technical & service manuals OC134, OC159, OC190, OC229, OC305, OC328, OC331, OC375, OC388)', () => {
  it('heat-pump indoor series PKH / PCH / PLH with the horsepower class: mini-splits, type only', () => {
    expect(d('PKH-1.6FKA-E', ME)).toMatchObject({ type: 'mini-splits', series: 'PKH', description: 'P-series wall-mounted indoor unit (heat pump)', fields: {} });
    expect(d('PKH-4FKSA', ME)).toMatchObject({ series: 'PKH' });
    expect(d('PKH-2GKLH', ME)).toMatchObject({ type: 'mini-splits' });
    expect(d('PKH-2.5FAKH', ME)).toMatchObject({ type: 'mini-splits' });
    expect(d('PCH-2.5GAKH', ME)).toMatchObject({ description: 'P-series ceiling-suspended indoor unit (heat pump)' });
    expect(d('PCH-5GKHSAFT', ME)).toMatchObject({ series: 'PCH' });
    expect(d('PLH-3GKHB', ME)).toMatchObject({ description: 'P-series ceiling cassette (heat pump)' });
    expect(d('PLH-1.6KKHC', ME)).toMatchObject({ type: 'mini-splits' });
  });

  it('the cooling series PC, PKA / PLA with the horsepower class, and the PU / PUH outdoor units', () => {
    expect(d('PC-2GJA1', ME)).toMatchObject({ description: 'P-series ceiling-suspended indoor unit (cooling)' });
    expect(d('PC-6GJSA', ME)).toMatchObject({ type: 'mini-splits' });
    expect(d('PKA-RP1.6GAL', ME)).toMatchObject({ series: 'PKA', fields: {} });
    expect(d('PLA-P6KA', ME)).toMatchObject({ series: 'PLA' });
    expect(d('PU-2VJA2', ME)).toMatchObject({ description: 'P-series outdoor unit (cooling)' });
    expect(d('PU-6TJSA', ME)).toMatchObject({ series: 'PU' });
    expect(d('PUH-4YKSA', ME)).toMatchObject({ description: 'P-series outdoor unit (heat pump)' });
    expect(d('PUH-P1.6VGA', ME)).toMatchObject({ series: 'PUH' });
    expect(d('PU-P6YGA', ME)).toMatchObject({ series: 'PU' });
    expect(decodeModelNumber('PUH-2VKA2', ME)).toMatchObject({ type: 'mini-splits', family: 'mitsubishi' });
  });

  it('PKH / PCH with P + the kW×10 class (OC331, OC328)', () => {
    // 6.0 kW = 20.5 kBtu/h, 14.0 kW = 47.8 kBtu/h
    expect(d('PKH-P60FALH', ME)?.fields.cooling_capacity_kbtuh).toBeCloseTo(20.5, 1);
    expect(d('PCH-P140GAH', ME)?.fields.cooling_capacity_kbtuh).toBeCloseTo(47.8, 1);
    expect(d('PCH-P50GAH', ME)).toMatchObject({ evidence: 'pattern', series: 'PCH' });
  });

  it('brand required; the §9.1 shapes and other numbers are not read here', () => {
    expect(d('PKH-4FKSA', '')).toBeNull();
    expect(d('PKA-A24KA7', ME)).toBeNull();
    expect(d('PCA-RP50GA', ME)).toBeNull();
    expect(d('PU-9VJA2', ME)).toBeNull();
    expect(d('PUH-2XKA', ME)).toBeNull();
  });
});
