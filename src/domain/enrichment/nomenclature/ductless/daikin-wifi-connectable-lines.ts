// Daikin split-system lines the §9.4 prefixes (`ductless/daikin.ts`) do not list (issue 18, ductless gap scan from
// accessory compatibility lists): the floor / ceiling-suspended dual FLXS indoor units and the FTXL / FTXLS / ATXL wall
// indoor units. Daikin's "Daikin Online Controller – connectable units" list for the BRP069A42 / A43 wireless LAN
// adapters of split indoor units names FLXS25BAVMB … FLXS60BVMB, FTXLS25K2V1B, FTXLS35K2V1B, FTXL25J2V1B, FTXL35J2V1B,
// ATXL25J2V1B, ATXL35J2V1B; Daikin service manual SiBE18-821 ("Super Multi Plus E-Series, heat pump") lists FLXS25BAVMB,
// FLXS35BAVMB, FLXS50BAVMB, FLXS60BAVMB among its indoor units. The digits after the prefix are the §9.4 export class
// (kW × 10, the key `ductless/daikin.ts` reads for FTXS35K2V1B): read only for the classes these lists print (25, 35,
// 50, 60). Brand required. Coverage in README-extra.md.
import type { NomenclatureRule } from '../types';
import { coolingFromKw10, decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Daikin'] as const;
const SOURCE =
  'Daikin Online Controller connectable units (BRP069A42: FTXLS25K2V1B, FTXLS35K2V1B, FLXS25BAVMB … FLXS60BVMB; BRP069A43: FTXL25J2V1B, FTXL35J2V1B, ATXL25J2V1B, ATXL35J2V1B): https://www.daikin.eu/en_us/product-group/control-systems/daikin-online-controller/connectable-units.html · Daikin service manual SiBE18-821 Super Multi Plus E-Series heat pump (indoor units FLXS25BAVMB, FLXS35BAVMB, FLXS50BAVMB, FLXS60BAVMB): https://fr.scribd.com/document/88171025/RMXS-E-Service-Manual';
const LINE = /^(FTXLS|FTXL|ATXL|FLXS)(\d\d)([A-Z][A-Z0-9]{1,8})$/;
/** Export classes (kW × 10) printed for these lines in the cited lists. */
const CLASSES = new Set([25, 35, 50, 60]);

const daikinConnectableLines: NomenclatureRule = {
  id: 'daikin.ductless-flxs-ftxl-lines',
  family: 'daikin_ductless',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'FA',
  decode(model, brand) {
    if (brand === '') return null;
    const c0 = model.charCodeAt(0);
    if (c0 !== 70 /* F */ && c0 !== 65 /* A */) return null;
    const m = LINE.exec(model);
    if (m === null) return null;
    const [, prefix = '', code = ''] = m;
    const kw10 = Number(code);
    if (!CLASSES.has(kw10)) return null;
    return decodeOf('daikin_ductless', pickBrand(BRANDS, brand), model, {
      type: 'mini-splits',
      series: prefix,
      description: prefix === 'FLXS' ? 'floor / ceiling-suspended indoor unit' : 'wall-mounted indoor unit',
      fields: coolingFromKw10(kw10),
      evidence: 'pattern',
      rule: 'Daikin FLXS floor / ceiling and FTXL / FTXLS / ATXL wall indoor units (Daikin Online Controller connectable units, SiBE18-821); class read as the §9.4 kW×10 export class',
      source: SOURCE,
    });
  },
};

export const DAIKIN_CONNECTABLE_LINE_RULES: readonly NomenclatureRule[] = [daikinConnectableLines];
