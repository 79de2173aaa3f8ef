// LG's European multi-split outdoor units (issue 18): MU2R15 … MU5R30 and MU5M40, as printed on the plate with the
// chassis block after a dot (MU3R19.UE0, MU2R17.UL0) or written with a space or without it. Brand required (short shape).
// Coverage and source in README-extra.md ("LG European multi-split outdoor units").
import { decoded, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

// LG's installation manual MFL68883815 (Rev.01_040320, "MULTI", LG Electronics European Shared Service Center) covers the
// outdoor units MU2R15, MU2R17, MU3R19, MU3R21, MU4R25, MU4R27, MU5M40 and MU5R30: the only models read here. The manual
// ties no field of the name to a rating: type only (outdoor unit of a ductless multi-split system, typed mini-split as
// the catalog types the outdoor units of ductless systems).
const SOURCE =
  'LG installation manual MFL68883815 Rev.01_040320 "MULTI" (MU2R15, MU2R17, MU3R19, MU3R21, MU4R25, MU4R27, MU5M40, MU5R30): https://manuzoid.com/manuals/WO6Ke-LG%20MU2R15%20Installation%20guide';
// MU · connections 2–5 · R / M · class as listed · optional chassis block U + two characters (.UE0, .UL0, .U23).
const MU = /^MU(2R15|2R17|3R19|3R21|4R25|4R27|5R30|5M40)(?:-?U[A-Z0-9]{2})?$/;

const lgEuropeMultiOutdoor: NomenclatureRule = {
  id: 'lg.europe-multi-outdoor-mu',
  family: 'lg',
  brands: ['LG'],
  unambiguousWithoutBrand: false,
  firstChars: 'M',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 85 /* U */) return null;
    const m = MU.exec(model);
    if (m === null) return null;
    const line = m[1] ?? '';
    return decoded({
      family: 'lg',
      brand: reportedBrand(brand, 'LG'),
      type: 'mini-splits',
      series: `MU${line.slice(0, 2)}`,
      model,
      description: 'multi-split outdoor unit',
      fields: {},
      evidence: 'src',
      rule: 'LG European multi-split outdoor unit (MU2R15 … MU5R30, MU5M40 of installation manual MFL68883815); type only',
      source: SOURCE,
    });
  },
};

export const LG_EUROPE_MULTI_RULES: readonly NomenclatureRule[] = [lgEuropeMultiOutdoor];
