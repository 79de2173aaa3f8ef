// York Sunline 2000 / Affinity single-package heat pumps with a generation digit that york/york.ts §7.4 does not read
// (it takes B1HA, B1CH, BCH, BCB, BP, BQ): installation instructions "MODELS B*CH 036 AND 048 (STYLE B) AND MODELS B*CH
// 060A (STYLE A) (* = 3 or 5)", "MODELS B3CH 090 & 120A25, A46 / MODELS B4CH090 & 120A58 (9 EER)", "MODELS B3CH 048 AND
// 060 (WORLD 50 HZ)", "MODELS B1HH018 THRU 060, 1-1/2 THRU 5 TON (12 SEER)". Model: B · digit · CH / HH · nominal
// cooling kBtu/h · option letters and digits. Only the sizes the titles print are read (type, kBtu/h, tons); the
// voltage suffix is left out (the titles do not tie each suffix to one voltage). Brand York-group required.
// README-extra.md ("T-Class and L Series rooftop keys (rtu22a)", York entry).
import { coolingFromCode, decodeOf, pickBrand } from '../kit/rule-kit';
import { brandIn } from '../kit/brand-guard';
import type { NomenclatureRule } from '../types';
import { YORK_BRANDS as BRANDS } from './york';

const SOURCE =
  'York Sunline 2000 installation instruction 035-16197 "MODELS B*CH 036 AND 048 (STYLE B) AND MODELS B*CH 060A (STYLE A) (* = 3 or 5)": https://somanualss.com/html/18/York-Sunline-2000-User-Manual.html · York titles "MODELS B3CH 090 & 120A25, A46 / MODELS B4CH090 & 120A58 (9 EER)", "MODELS B3CH 048 AND 060 (WORLD 50 HZ)", "MODELS B1HH018 THRU 060 … 5 TON (12 SEER)": https://homedocbox.com/amp/89516760-Appliances/Supersedes-n2y-498-n2y-799-models-b1hh018-thru-thru-5-ton-12-seer.html · B3CH036 technical guide: https://manualmachine.com/york/b3ch036/696037-user-manual';

/** Series → the sizes (kBtu/h) its titles print. */
const SIZES: Readonly<Record<string, readonly string[]>> = {
  B3CH: ['036', '048', '060', '090', '120'],
  B5CH: ['036', '048', '060'],
  B4CH: ['090', '120'],
  B1HH: ['018', '024', '030', '036', '042', '048', '060'],
  B1HP: ['024', '030', '036', '042', '048'],
};
// The 13 SEER twin of B1HH: installation instruction 035-19392-000 "Champion series single package heat pumps, MODELS
// B1HP024 THRU 048, 2 THRU 4 TON (13 SEER)" and its technical guide ("All units … charged with R-22").
const B1HP_SOURCE =
  'York installation instruction 035-19392-000 "Champion series single package heat pumps, MODELS B1HP024 THRU 048, 2 THRU 4 TON (13 SEER)": http://manualzz.com/doc/1731275/y-io--champion-series-single-package-heat-pumps · technical guide "Champion Plus single package heat pumps B1HP024 thru 048, 2 thru 4 nominal tons, 13 SEER … charged with R-22": http://www.manualslib.com/manual/198066/York-B1hp024-Thru-048.html';
/** SEER and refrigerant only where a title prints them for the series. */
const SERIES_FIELDS: Readonly<Record<string, { seer?: number; refrigerant?: string }>> = { B1HH: { seer: 12 }, B1HP: { seer: 13, refrigerant: 'R-22' } };
const KEY = /^(B[1345](?:CH|HH|HP))(\d{3})(?![0-9])([A-Z0-9]{0,12})$/;

const yorkSunlineHeatPumps: NomenclatureRule = {
  id: 'york.sunline-heat-pump-digit-rtu22a',
  family: 'york',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'B',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 66 /* B */ || !brandIn(BRANDS, brand)) return null;
    const m = KEY.exec(model);
    if (!m) return null;
    const [, series = '', code = ''] = m;
    if (!SIZES[series]?.includes(code)) return null;
    const capacity = coolingFromCode(code);
    if (!capacity) return null;
    return decodeOf('york', pickBrand(BRANDS, brand), model, {
      type: 'packaged units',
      series,
      fields: Object.assign({}, capacity, SERIES_FIELDS[series]),
      description: 'single-package heat pump',
      evidence: 'src',
      rule: 'York Sunline 2000 / Affinity single-package heat pumps: B · digit · CH / HH / HP · nominal kBtu/h (B3CH090, B1HH036)',
      source: series === 'B1HP' ? B1HP_SOURCE : SOURCE,
    });
  },
};

export const YORK_HEAT_PUMP_RULES: readonly NomenclatureRule[] = [yorkSunlineHeatPumps];
