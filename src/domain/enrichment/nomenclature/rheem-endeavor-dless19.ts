// Rheem / Ruud Endeavor Line split heat pumps (2023 → SEER2 line): the series names the maker lists as heat pumps.
// Only the type and series are read: no printed model-number key for the Endeavor "AZ" numbers was found, so the
// digits after the series (RD17AZ48…, RP15AZ36…) are not decoded here and capacity stays absent.
import type { NomenclatureRule } from './types';
import { decodeOf, pickBrand } from './more-kit';

const BRANDS = ['Rheem', 'Ruud', 'WeatherKing'] as const;

/**
 * Ruud Endeavor Line page, "Heat Pumps" brochures: UP18AZ, RD17AZ Side-Discharge Universal Heat Pump ("Endeavor Line
 * Achiever Plus Series RD17AZ Side-Discharge Heat Pump"), UP16AZ, RD16AZ***H Side-Discharge Heat Pump, RP15AZ,
 * RP14AZ, WP15AZ, WSP14AZ. The leading R / U / W is the badge letter the page itself mixes (Rheem, Ruud, WeatherKing).
 */
const ENDEAVOR_HEAT_PUMP = /^([RUW])(P1[4568]|D1[67]|SP14)AZ(\d\d)(?![0-9])/;
const KNOWN_SERIES = new Set(['RP14', 'RP15', 'UP16', 'UP18', 'RD16', 'RD17', 'WP15', 'WSP14']);
const SOURCE =
  'Ruud Endeavor Line product page, Heat Pumps brochures (UP18AZ, RD17AZ Side-Discharge Universal Heat Pump, UP16AZ, RD16AZ***H Side-Discharge Heat Pump, RP15AZ, RP14AZ, WP15AZ, WSP14AZ): https://media.ruud.com/wp-content/uploads/sites/2/2024/02/RHM5771_M1_Ruud_Universal_HP_Brochure_RD17AZ_R2b-Digital.pdf · https://media.ruud.com/wp-content/uploads/sites/2/2024/01/RHM5626A_M1_Ruud_HP-AH_RD16AZH_RHMVZN_R3_Digital_243028_M22-3120.pdf';

export const rheemEndeavorHeatPump: NomenclatureRule = {
  id: 'rheem.endeavor-heat-pump-dless19',
  family: 'rheem',
  brands: BRANDS,
  // "RD17AZ", "UP18AZ" + two digits: Rheem's badge letters, but kept to the brand like the other Rheem keys' cousins.
  unambiguousWithoutBrand: false,
  firstChars: 'RUW',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 !== 82 && c0 !== 85 && c0 !== 87) return null; // R, U, W
    const m = ENDEAVOR_HEAT_PUMP.exec(model);
    if (!m) return null;
    const [, badge = '', series = ''] = m;
    // Only the badge + series pairs the maker lists (RP14AZ, not UP14AZ).
    if (!KNOWN_SERIES.has(badge + series)) return null;
    const sideDischarge = series.startsWith('D');
    return decodeOf('rheem', pickBrand(BRANDS, brand), model, {
      type: 'heat pumps',
      series: `${badge}${series}AZ`,
      description: sideDischarge ? 'Endeavor Line side-discharge split heat pump' : 'Endeavor Line split heat pump',
      fields: {},
      evidence: 'src',
      rule: 'Rheem/Ruud Endeavor Line split heat pump series (RP14AZ, RP15AZ, UP16AZ, UP18AZ, RD16AZ, RD17AZ, WP15AZ, WSP14AZ)',
      source: SOURCE,
    });
  },
};

export const RHEEM_ENDEAVOR_DLESS19_RULES: readonly NomenclatureRule[] = [rheemEndeavorHeatPump];
