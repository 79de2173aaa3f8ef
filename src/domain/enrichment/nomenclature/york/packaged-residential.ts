// York residential single-package units of the 14 SEER generation: PCG4 (air conditioner / gas heat), PCE4 (air
// conditioner / electric heat), PHE4 (heat pump / electric heat), each titled "MODELS: P··4*24 THRU 60", "2 THRU 5
// NOMINAL TONS", 14.0 SEER (JCI technical guides). Model: line · SEER digit · design letter (the guides' '*') ·
// nominal kBtu/h 24–60 · heat and option digits. The commercial Sunline / Champion lines are york/york.ts §7.4.
import type { DecodedFields, NomenclatureRule } from '../types';
import { coolingFromCode, decodeOf, pickBrand } from '../kit/rule-kit';
import { YORK_BRANDS as BRANDS } from './york';


export const YORK_PACKAGED_RESIDENTIAL_SOURCE = [
  'JCI technical guide 5005562-YTG-A-0215 / 5564033-YTG-A-0918 "Single package air conditioner / gas heat, 14 SEER, R-410A, 2 thru 5 nominal tons, 50 - 125 MBH heat input, MODELS: PCG4*24 THRU 60": https://manualzz.com/doc/52287660/york-pcg4-technical-guide',
  'JCI technical guide 5126749-YTG-A-0715 "Single package air conditioner / electric heat, 14 SEER, MODELS: PCE4*24 THRU 60" (all PCE4 models rated 14.0 SEER): https://manualmachine.com/york/pce4/2116587-technical-guide',
  'JCI technical guide title "Single package heat pump / electric, 14 SEER R-410A, 2 thru 5 nominal tons, MODELS: PHE4*24 THRU 60": https://autodocbox.com/amp/85669513-Performance_Vehicles/Technical-guide-features-single-package-air-conditioner-electric-heat-14-seer-r-410a-2-thru-5-nominal-tons-models-pce4-24-thru-60.html',
].join('; ');

const LINE: Record<string, string> = {
  CG: 'single-package air conditioner / gas heat',
  CE: 'single-package air conditioner / electric heat',
  HE: 'single-package heat pump / electric heat',
};

const PACKAGED = /^P(CG|CE|HE)4([A-Z])(24|30|36|42|48|60)([0-9]{0,8}[A-Z0-9]{0,4})$/;

const yorkPackagedResidential: NomenclatureRule = {
  id: 'york.packaged-residential',
  family: 'york',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'P',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 80 /* P */) return null;
    const m = PACKAGED.exec(model);
    if (m === null) return null;
    const [, line = '', design = '', cap = ''] = m;
    const capacity = coolingFromCode(cap);
    if (capacity === null) return null;
    const fields: DecodedFields = Object.assign({}, capacity, { seer: 14, refrigerant: 'R-410A' });
    return decodeOf('york', pickBrand(BRANDS, brand), model, {
      type: 'packaged units',
      series: `P${line}4${design}`,
      fields,
      description: LINE[line],
      evidence: 'pattern',
      rule: 'York residential single-package units PCG4 / PCE4 / PHE4 · design letter · kBtu/h 24–60',
      source: YORK_PACKAGED_RESIDENTIAL_SOURCE,
    });
  },
};

// The Affinity, Echelon and Acclimate residential packaged lines print series letters and a 3-digit nominal kBtu/h
// code: JCI technical guides "R-410A Affinity series BHX, BHQ and BHZ models 2-5 ton", "DNX, DNQ, DNZ models",
// "DEQ, DEX, DEY and DEZ models", "R-410A Echelon series BUX, BUQ and BUZ models 2-5 ton", "Acclimate series single
// package cooling units DAPM024 thru … 5 ton (13 SEER)". Model: series · 024 … 060 · further letters and digits.
const AFFINITY = /^(BH[XQZ]|DN[XQZ]|DE[QXYZ]|BU[XQZ]|DAPM)(0(?:24|30|36|42|48|60))(?![0-9])([A-Z0-9]{0,12})$/;
const AFFINITY_R410A = /^(BH|DN|DE|BU)/;
export const YORK_AFFINITY_SOURCE =
  'JCI technical guide titles: "R-410A Affinity series DNX, DNQ, DNZ models 2-5 ton 60 Hertz", "R-410A Affinity series DEQ, DEX, DEY and DEZ models", "R-410A Affinity series BHX, BHQ and BHZ models", "R-410A Echelon series BUX, BUQ and BUZ models 2-5 ton", "Acclimate series single package cooling units DAPM024 thru … 5 ton (13 SEER)": https://autodocbox.com/amp/75223951-Performance_Vehicles/Technical-guide-r-410a-affinity-series-dnx-dnq-dnz-models-2-5-ton-60-hertz.html';

const yorkAffinity: NomenclatureRule = {
  id: 'york.packaged-affinity',
  family: 'york',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'BD',
  decode(model, brand) {
    const m = AFFINITY.exec(model);
    if (m === null) return null;
    const [, series = '', cap = ''] = m;
    const capacity = coolingFromCode(cap);
    if (capacity === null) return null;
    const fields: DecodedFields = Object.assign({}, capacity, AFFINITY_R410A.test(series) ? { refrigerant: 'R-410A' } : { seer: 13 });
    return decodeOf('york', pickBrand(BRANDS, brand), model, {
      type: 'packaged units',
      series,
      fields,
      description: series === 'DAPM' ? 'Acclimate single-package cooling unit' : series.startsWith('BU') ? 'Echelon single-package unit' : 'Affinity single-package unit',
      evidence: 'pattern',
      rule: 'York Affinity / Echelon / Acclimate packaged units: series · 3-digit kBtu/h (BHZ060, DAPM024)',
      source: YORK_AFFINITY_SOURCE,
    });
  },
};

export const YORK_PACKAGED_RESIDENTIAL_RULES: readonly NomenclatureRule[] = [yorkPackagedResidential, yorkAffinity];
