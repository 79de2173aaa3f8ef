// Hitachi Yutaki R32 generation (not in RULES.md): the split outdoor unit RAS-(2-3)WHVRP, the split indoor units
// Yutaki S RWM-(2.0-3.0)NRE(-W) and Yutaki S Combi RWD-(2.0-3.0)NRW(S)E-(200/260)S(-K)(-W), and the monobloc
// Yutaki M RASM-(2-3)VRE, as the technical catalogue's cover prints them. The number is Hitachi's horsepower class,
// not kW, so no capacity is read (like the R410A lines in europe-more-lines.ts). A trailing generation digit on the
// outdoor and monobloc units (RAS-2WHVRP1) is accepted, as the R410A rule accepts RAS-…WHVNPE1.
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const HITACHI = ['Hitachi'] as const;
const SOURCE =
  'Hitachi YUTAKI R32 SERIES Technical Catalogue TCGB0123 rev.0 05/2019 (split outdoor unit RAS-(2-3)WHVRP; split indoor unit YUTAKI S RWM-(2.0-3.0)NRE(-W); YUTAKI S COMBI RWD-(2.0-3.0)NRW(S)E-(200/260)S(-K)(-W); monobloc YUTAKI M RASM-(2-3)VRE): https://vdocuments.site/technical-catalogue-91-general-check-108-general-inde-viii-tcgb0123-rev0.html';
const RULE = 'Hitachi Yutaki R32 (not in RULES.md): RAS-…WHVRP / RWM-…NRE / RWD-…NRW(S)E / RASM-…VRE · HP class (type only)';

const OUTDOOR = /^RAS-?([23])WHVRP\d?$/;
const MONOBLOC = /^RASM-?([23])VRE\d?$/;
const YUTAKI_S = /^RWM-?([23])\.0NRE(?:-?W)?$/;
const YUTAKI_S_COMBI = /^RWD-?([23])\.0NRWS?E-?(?:200|260)S(?:-?K)?(?:-?W)?$/;

function yutaki(brand: string, model: string, series: string, description: string) {
  return decodeOf('heat_pump_other', pickBrand(HITACHI, brand), model, { type: 'heat pumps', series, fields: {}, description, evidence: 'src', rule: RULE, source: SOURCE });
}

export const hitachiYutakiR32: NomenclatureRule = {
  id: 'hitachi.yutaki-r32',
  family: 'heat_pump_other',
  brands: HITACHI,
  unambiguousWithoutBrand: false,
  firstChars: 'R',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 82) return null;
    const c1 = model.charCodeAt(1);
    if (c1 === 65) {
      // RA…
      if (OUTDOOR.test(model)) return yutaki(brand, model, 'Yutaki R32 RAS-WHVRP', 'Hitachi Yutaki R32 split outdoor unit (air-to-water)');
      if (MONOBLOC.test(model)) return yutaki(brand, model, 'Yutaki M R32', 'Hitachi Yutaki M R32 monobloc air-to-water heat pump');
      return null;
    }
    if (c1 !== 87) return null;
    // RW…
    if (YUTAKI_S.test(model)) return yutaki(brand, model, 'Yutaki S R32', 'Hitachi Yutaki S R32 split indoor (hydro) unit');
    if (YUTAKI_S_COMBI.test(model)) return yutaki(brand, model, 'Yutaki S Combi R32', 'Hitachi Yutaki S Combi R32 split indoor unit with domestic hot water tank');
    return null;
  },
};

export const HITACHI_YUTAKI_R32_RULES: readonly NomenclatureRule[] = [hitachiYutakiR32];
