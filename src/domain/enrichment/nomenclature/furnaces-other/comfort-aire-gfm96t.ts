// Comfort-Aire / Century (Heat Controller, MARS) GFM96T gas furnaces, as the installation, operation and maintenance
// manual titles them: "Two Stage Multi-Position Gas Furnace GFM96T, 96%" (model GFM96T100C5S1A-CY on the manual). The
// characters after the series are not explained by the manual, so only the series' statements are read: furnace,
// 96 % AFUE class, two-stage, multi-position. Brand required. Coverage in README-extra.md ("Comfort-Aire GFM96T").
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const SOURCE =
  'Comfort-Aire GFM96T100C5S1A-CY installation, operation & maintenance manual "Two Stage Multi-Position Gas Furnace GFM96T 96% Instruction Manual, SE Series": https://manuzoid.com/manuals/1MYA0-COMFORT-AIRE%20GFM96T100C5S1A-CY%20Installation,%20Operation%20&%20Maintenance%20Manual';
// The series, alone or followed by the rest of the number (not read).
const GFM96T = /^GFM96T(?:\d{3}[A-Z0-9]{0,6}(?:-[A-Z]{1,3})?)?$/;
const BRANDS = ['Comfort-Aire', 'Heat Controller', 'Century'] as const;

const gfm96t: NomenclatureRule = {
  id: 'heat-controller.gfm96t-furnace',
  family: 'heat_controller',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'G',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 70 || !GFM96T.test(model)) return null; // GF…
    return decodeOf('heat_controller', pickBrand(BRANDS, brand), model, {
      type: 'furnaces',
      series: 'GFM96T',
      fields: { afue_percent: 96, efficiency_tier: 'two-stage, multi-position' },
      description: 'gas furnace',
      evidence: 'pattern',
      rule: 'Comfort-Aire GFM96T gas furnaces as the manual titles them (96 %, two-stage, multi-position); the rest of the number not read',
      source: SOURCE,
    });
  },
};

export const COMFORT_AIRE_GFM96T_RULES: readonly NomenclatureRule[] = [gfm96t];
