// Rheem / Ruud Endeavor Line split heat pumps and air conditioners (2023 → SEER2 line): the series names the maker lists.
// Only the type and series are read: no printed model-number key for the Endeavor "AZ" numbers was found, so the
// digits after the series (RD17AZ48…, RP15AZ36…) are not decoded here and capacity stays absent.
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Rheem', 'Ruud', 'WeatherKing'] as const;

/**
 * Ruud Endeavor Line page, "Heat Pumps" brochures: UP18AZ, RD17AZ Side-Discharge Universal Heat Pump ("Endeavor Line
 * Achiever Plus Series RD17AZ Side-Discharge Heat Pump"), UP16AZ, RD16AZ***H Side-Discharge Heat Pump, RP15AZ,
 * RP14AZ, WP15AZ, WSP14AZ; "Air Conditioners" brochures: UA18AZ, UA16AZ, RA15AZ, RA14AZ, RA13NZ, WSA14AZ. The leading
 * R / U / W is the badge letter the page itself mixes (Rheem, Ruud, WeatherKing).
 */
const ENDEAVOR_SPLIT = /^([RUW])(P1[4568]|D1[67]|SP14|A1[3-68]|SA14)([AN]Z)(\d\d)(?![0-9])/;
const KNOWN_SERIES: Record<string, 'heat pumps' | 'air conditioners'> = {
  RP14AZ: 'heat pumps', RP15AZ: 'heat pumps', UP16AZ: 'heat pumps', UP18AZ: 'heat pumps', RD16AZ: 'heat pumps', RD17AZ: 'heat pumps', WP15AZ: 'heat pumps', WSP14AZ: 'heat pumps',
  UA18AZ: 'air conditioners', UA16AZ: 'air conditioners', RA15AZ: 'air conditioners', RA14AZ: 'air conditioners', RA13NZ: 'air conditioners', WSA14AZ: 'air conditioners',
};
const SOURCE =
  'Ruud Endeavor Line product page, Heat Pumps brochures (UP18AZ, RD17AZ Side-Discharge Universal Heat Pump, UP16AZ, RD16AZ***H Side-Discharge Heat Pump, RP15AZ, RP14AZ, WP15AZ, WSP14AZ) and Air Conditioners brochures (UA18AZ, UA16AZ, RA15AZ, RA14AZ, RA13NZ, WSA14AZ): https://media.ruud.com/wp-content/uploads/sites/2/2023/09/Ruud_RA14AZ_R4_Digital.pdf · https://media.ruud.com/wp-content/uploads/sites/2/2024/02/RHM5771_M1_Ruud_Universal_HP_Brochure_RD17AZ_R2b-Digital.pdf · https://media.ruud.com/wp-content/uploads/sites/2/2024/01/RHM5626A_M1_Ruud_HP-AH_RD16AZH_RHMVZN_R3_Digital_243028_M22-3120.pdf';

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
    const m = ENDEAVOR_SPLIT.exec(model);
    if (!m) return null;
    const [, badge = '', line = '', letters = ''] = m;
    // Only the badge + series the maker lists (RP14AZ, not UP14AZ).
    const series = badge + line + letters;
    const type = KNOWN_SERIES[series];
    if (type === undefined) return null;
    const sideDischarge = line.startsWith('D');
    return decodeOf('rheem', pickBrand(BRANDS, brand), model, {
      type,
      series,
      description: type === 'air conditioners' ? 'Endeavor Line split air conditioner' : sideDischarge ? 'Endeavor Line side-discharge split heat pump' : 'Endeavor Line split heat pump',
      fields: {},
      evidence: 'src',
      rule: 'Rheem/Ruud Endeavor Line split series (heat pumps RP14AZ … RD17AZ, WSP14AZ; air conditioners UA18AZ, UA16AZ, RA15AZ, RA14AZ, RA13NZ, WSA14AZ)',
      source: SOURCE,
    });
  },
};

export const RHEEM_ENDEAVOR_RULES: readonly NomenclatureRule[] = [rheemEndeavorHeatPump];
