// Daikin (Goodman group) light-commercial packaged units not read by goodman.packaged-earlier (issue 18): the DT*
// high-efficiency 3-5 ton line (DTC / DTG / DTH) and the 102 = 8½ ton size of the DC* line. Key printed in Daikin's
// DSC spec sheet SS-DSC3: D (Daikin) · configuration C standard efficiency 6-25 tons / S standard 3-5 tons / T high
// efficiency 3-5 tons · application C cooling, G gas heat, H heat pump · nominal cooling capacity 036 3 tons …
// 090 7½, 102 8½, 120 10, 150 12½, 180 15, 240 20 · heating input (7-9) · voltage (10) · options and revisions.
// The voltage digit's table is cut off in the pages read, so no voltage is decoded.
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureRule } from '../types';

const BRANDS = ['Daikin', 'Goodman', 'Amana'] as const;

export const DAIKIN_PACKAGED_SOURCE = [
  'Daikin DSC Commercial 3-5 ton packaged air conditioner spec sheet SS-DSC3 (4/17), nomenclature D · S · C · 060 · 020 · 3 · B (configuration C standard efficiency 6-25 tons, S standard efficiency 3-5 tons, T high efficiency 3-5 tons; application C cooling, G gas heat, H heat pump; 036 3 tons, 048 4, 060 5, 072 6, 090 7½, 102 8½, 120 10, 150 12½, 180 15, 240 20): https://paperzz.com/doc/9196303/spec-sheets-pdf',
  'Daikin DCG package gas units 7.5-12.5 tons technical manual ("7.5, 8.5, 10 and 12.5 tons"): https://www.manualslib.com/manual/1230911/Daikin-Dcg090xxx3bxxx.html?page=5',
].join('; ');

const APPLICATION: Record<string, string> = { C: 'packaged air conditioner', G: 'packaged gas/electric unit', H: 'packaged heat pump' };
const TONS: Record<string, number> = { '036': 3, '048': 4, '060': 5, '072': 6, '090': 7.5, '102': 8.5, '120': 10, '150': 12.5, '180': 15, '240': 20 };
// D · configuration · application · capacity · [heating input · voltage · options/revisions].
const KEY = /^D([CST])([CGH])(036|048|060|072|090|102|120|150|180|240)(?:[A-Z0-9*]{0,10})$/;

export const daikinPackagedPkg21: NomenclatureRule = {
  id: 'goodman.daikin-packaged-pkg21',
  family: 'goodman',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'D',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 68 /* D */) return null;
    const m = KEY.exec(model);
    if (m === null) return null;
    const [, config = '', app = '', size = ''] = m;
    const tons = TONS[size];
    if (tons === undefined) return null;
    // T is the 3-5 ton high-efficiency line; DSC / DSG and the C sizes other than 102 are read by
    // goodman.packaged-earlier, which has no DSH.
    if (config === 'C' ? size !== '102' : tons > 5 || (config === 'S' && app !== 'H')) return null;
    const fields: DecodedFields = { cooling_capacity_tons: tons, cooling_capacity_kbtuh: tons * 12, efficiency_tier: config === 'T' ? 'high efficiency' : 'standard efficiency' };
    return decodeOf('goodman', pickBrand(BRANDS, brand), model, {
      type: 'packaged units',
      series: `D${config}${app}`,
      description: APPLICATION[app],
      fields,
      evidence: 'src',
      rule: 'Daikin light-commercial packaged key: D · configuration · application · capacity (DTC036, DSH048, DCG102)',
      source: DAIKIN_PACKAGED_SOURCE,
    });
  },
};

export const DAIKIN_PACKAGED_RULES: readonly NomenclatureRule[] = [daikinPackagedPkg21];
