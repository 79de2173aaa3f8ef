// York group split outdoor lines beyond the §7.1 key (york/york.ts), from the JCI titles:
// * R-line RAC (air conditioner) / RHP (heat pump): "MODELS: RAC13J18 THRU 60 RAC SERIES SPLIT-SYSTEM AIR CONDITIONERS
//   13 SEER R-410A", "RAC14J18 THRU 60 … 14.5 SEER R-410A", "RHP14J18 THRU 60 RHP SERIES SPLIT-SYSTEM HEAT PUMPS 14.5 SEER
//   R-410A", "RHP13J30 THRU 60 … 13 SEER R-410A 3 PHASE". Model: R · AC/HP · SEER class · platform letter · nominal
//   kBtu/h 18–60. SEER and R-410A only for the titled series; the platform letter's phase is not read (the J series is
//   titled both 1 and 3 phase).
// * Coleman / Luxaire heat pumps H · C (Coleman) / L (Luxaire) · class · B: "MODELS: 15 SEER - YZE / HC5B / HL5B SERIES"
//   and "18 SEER - YZH, HC8B, HL8B SERIES"; size as nominal kBtu/h, 3 digits (HL5B036) or 2 digits followed by the
//   2-digit electrical code (HL20B2421). SEER only for the titled classes 5 and 8 (the HL8B title is also york/york.ts).
import type { NomenclatureRule } from '../types';
import { coolingFromCode, decodeOf, pickBrand } from '../kit/rule-kit';
import { YORK_BRANDS as BRANDS } from './york';


const R_SOURCE =
  'JCI technical guide titles RAC13J18 / RAC14J18 / RHP14J18 / RHP13J30 THRU 60 (R-410A split systems): https://autodocbox.com/amp/74606933-Performance_Vehicles/Listed-technical-guide-horizontal-discharge-air-conditioners-13-seer-r-410a-models-ychd18-thru-60-1-5-thru-5-nominal-tons-1-phase.html';
const H_SOURCE =
  'York installation manual 035-20401-001 "R-410A outdoor split-system heat pump, MODELS: 15 SEER - YZE / HC5B / HL5B SERIES, 2 to 5 tons": https://manualshive.com/ru/manual/york/hc5b-series/913465; York installation manual title "MODELS: 18 SEER - YZH, HC8B, HL8B SERIES" (quoted at https://gist.github.com/c43cd3194e73905402cdf1bc240b548b)';

/** SEER of the titled R-line series (all R-410A). */
const R_TITLED_SEER: Record<string, number> = { RAC13J: 13, RAC14J: 14.5, RHP14J: 14.5, RHP13J: 13 };
const R_SPLIT = /^R(AC|HP)(1[3-9]|2[0-2])([A-Z])(\d\d)(?![0-9])/;

const yorkRSplit: NomenclatureRule = {
  id: 'york.r-split',
  family: 'york',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'R',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 82) return null; // R
    const m = R_SPLIT.exec(model);
    if (!m) return null;
    const [, kind = '', seerClass = '', platform = '', cap = ''] = m;
    const kbtuh = Number(cap);
    const capacity = coolingFromCode(cap);
    if (!capacity || kbtuh < 18 || kbtuh > 60) return null;
    const series = `R${kind}${seerClass}${platform}`;
    const seer = R_TITLED_SEER[series];
    return decodeOf('york', pickBrand(BRANDS, brand), model, {
      type: kind === 'AC' ? 'air conditioners' : 'heat pumps',
      series,
      fields: Object.assign({}, capacity, { seer, refrigerant: seer === undefined ? undefined : 'R-410A' }),
      evidence: 'pattern',
      rule: 'JCI R-line RAC / RHP split systems (RAC13J18, RHP14J36)',
      source: R_SOURCE,
    });
  },
};

const H_TITLED_SEER: Record<string, number> = { '5': 15, '8': 18 };
const H_SPLIT = /^H([CL])(\d{1,2})B(?:(\d{3})(?![0-9])|(\d\d)(?=\d\d(?![0-9])))/;

const yorkHSplit: NomenclatureRule = {
  id: 'york.hc-hl-heat-pump',
  family: 'york',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'H',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 72) return null; // H
    const m = H_SPLIT.exec(model);
    if (!m) return null;
    const [, maker = '', cls = '', cap3, cap2] = m;
    if (cls === '8' && cap3 !== undefined) return null; // HL8B024 / HC8B048: york.split-titled (Acclimate)
    const code = cap3 ?? cap2 ?? '';
    const kbtuh = Number(code);
    const capacity = coolingFromCode(code);
    if (!capacity || kbtuh < 18 || kbtuh > 60) return null;
    const seer = H_TITLED_SEER[cls];
    return decodeOf('york', pickBrand(BRANDS, brand), model, {
      type: 'heat pumps',
      series: `H${maker}${cls}B`,
      fields: Object.assign({}, capacity, { seer, refrigerant: seer === undefined ? undefined : 'R-410A' }),
      evidence: 'pattern',
      rule: 'York group HC / HL split heat pumps (HC5B, HL8B, HL20B2421)',
      source: H_SOURCE,
    });
  },
};

// The York-lettered twins of the same two titles: Y · Z (heat pump, as YZV) · E = the 15 SEER title, H = the 18 SEER
// title · size as the HC / HL print it (YZE036, YZH4821). SEER and R-410A as for HC5B / HC8B; other third letters are
// other lines (YZV: multi-family/icp-york-outdoor.ts) and are left to their rules.
const YZ_TITLED_SEER: Record<string, number> = { E: 15, H: 18 };
const YZ_SPLIT = /^YZ([EH])(?:(\d{3})(?![0-9])|(\d\d)(?=\d\d(?![0-9])))/;

const yorkYzSplit: NomenclatureRule = {
  id: 'york.yze-yzh-heat-pump',
  family: 'york',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'Y',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 89) return null; // Y
    const m = YZ_SPLIT.exec(model);
    if (!m) return null;
    const [, line = '', cap3, cap2] = m;
    const code = cap3 ?? cap2 ?? '';
    const kbtuh = Number(code);
    const capacity = coolingFromCode(code);
    if (!capacity || kbtuh < 18 || kbtuh > 60) return null;
    return decodeOf('york', pickBrand(BRANDS, brand), model, {
      type: 'heat pumps',
      series: `YZ${line}`,
      fields: Object.assign({}, capacity, { seer: YZ_TITLED_SEER[line], refrigerant: 'R-410A' }),
      evidence: 'pattern',
      rule: 'York YZE / YZH split heat pumps (titles "15 SEER - YZE / HC5B / HL5B", "18 SEER - YZH, HC8B, HL8B")',
      source: H_SOURCE,
    });
  },
};

export const YORK_SPLIT_MORE_RULES: readonly NomenclatureRule[] = [yorkRSplit, yorkHSplit, yorkYzSplit];
