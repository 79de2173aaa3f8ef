// Bosch's European split room air conditioners (issue 18): the Climate 5000 installation manual 6720886909 (2020/03) lists
// "Climate 5000 RAC 2,6-2 IBW / OUE, RAC 3,5-2 IBW / OUE, RAC 5,3-2 IBW / OUE, RAC 7-2 IBW / OUE" — the indoor (IBW) and
// outdoor (OUE) units of each split-type room air conditioner. Read as printed (comma) and as written (dot, space, no
// separator, with the line name before it). Brand required. Type only: the manual's title pairs the numbers with no
// rating. Coverage in README-extra.md.
import { decoded, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'Bosch installation manual 6720886909 (2020/03) "SPLIT-TYPE ROOM AIR CONDITIONER Climate 5000 RAC 2,6-2 IBW / OUE RAC 3,5-2 IBW / OUE RAC 5,3-2 IBW / OUE RAC 7-2 IBW / OUE": https://vdocuments.net/installation-manual-split-type-room-air-conditioner-owneras-manual-split-type.html';
// (Climate 5000 / CL5000) · RAC · 2,6 / 3,5 / 5,3 / 7 (comma, dot or hyphen after the whole number) · -2 · IBW / OUE.
const RAC = /^(?:(?:CLIMATE|CL)5000-?)?RAC-?(2[,.-]?6|3[,.-]?5|5[,.-]?3|7)-?2-?(IBW|OUE)$/;

const boschClimateRac: NomenclatureRule = {
  id: 'bosch.climate-5000-rac',
  family: 'bosch',
  brands: ['Bosch'],
  unambiguousWithoutBrand: false,
  firstChars: 'RC',
  decode(model, brand) {
    if (brand === '') return null;
    const m = RAC.exec(model);
    if (m === null) return null;
    const indoor = m[2] === 'IBW';
    return decoded({
      family: 'bosch',
      brand: reportedBrand(brand, 'Bosch'),
      type: 'mini-splits',
      series: `Climate 5000 RAC ${indoor ? 'IBW' : 'OUE'}`,
      model,
      description: indoor ? 'split room air conditioner, wall-mounted indoor unit' : 'split room air conditioner, outdoor unit',
      fields: {},
      evidence: 'src',
      rule: 'Bosch Climate 5000 RAC split (installation manual 6720886909): RAC · size · -2 · IBW indoor / OUE outdoor; type only',
      source: SOURCE,
    });
  },
};

export const BOSCH_CLIMATE_RAC_RULES: readonly NomenclatureRule[] = [boschClimateRac];
