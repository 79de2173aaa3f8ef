// Fujitsu AIRSTAGE VRF outdoor units (issue 18): AJY / AJH / AJG · class · L… / G… letters, as the installation manuals of
// the North-American (AJ*072LNTCH … AJ*162LNTCH) and European (AJ*072GALDH … AJ*144GALDH) outdoor units list them. Brand
// required. Typed as ductless/vrf.ts types VRF outdoor units (mini-splits); type only: neither manual ties the class or
// the letters to a rating or to heat pump / heat recovery. Coverage in README-extra.md ("Fujitsu AIRSTAGE VRF outdoor units").
import { decoded, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'Fujitsu General installation manual "VRF system outdoor unit" PART No. 9378945623 (AJY072LNTCH … AJY162LNTCH, AJH072LNTCH … AJH162LNTCH, AJG108LNTCH): https://it.scribd.com/document/464421618/AJY108LNTCH · Fujitsu installation manual "VRF system outdoor unit" PART No. 9378945692-02 (AJ*072GALDH, AJ*090GALDH, AJ*108GALDH, AJ*126GALDH, AJ*144GALDH): https://www.manuals.dk/fujitsu/manual-airstage-ajh072galdh';
// AJ · Y / H / G · class 072 … 162 as listed · LNTCH / GALDH.
const AIRSTAGE_OUTDOOR = /^AJ([YHG])(072|090|108|126|144|162)(LNTCH|GALDH)$/;

const fujitsuAirstageOutdoor: NomenclatureRule = {
  id: 'fujitsu.airstage-vrf-outdoor',
  family: 'fujitsu',
  brands: ['Fujitsu'],
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 74 /* J */) return null;
    const m = AIRSTAGE_OUTDOOR.exec(model);
    if (m === null) return null;
    // The European manual's line-up stops at 144.
    if (m[3] === 'GALDH' && m[2] === '162') return null;
    return decoded({
      family: 'fujitsu',
      brand: reportedBrand(brand, 'Fujitsu'),
      type: 'mini-splits',
      series: `AJ${m[1] ?? ''}-${m[3] ?? ''}`,
      model,
      description: 'AIRSTAGE VRF system outdoor unit',
      fields: {},
      evidence: 'src',
      rule: 'Fujitsu AIRSTAGE VRF outdoor unit: AJ · Y / H / G · class · LNTCH / GALDH (installation manuals 9378945623, 9378945692); type only',
      source: SOURCE,
    });
  },
};

export const FUJITSU_AIRSTAGE_VRF_RULES: readonly NomenclatureRule[] = [fujitsuAirstageOutdoor];
