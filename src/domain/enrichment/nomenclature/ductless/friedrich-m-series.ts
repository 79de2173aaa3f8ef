// Friedrich's second ductless line (issue 18, id18e): the M-series mini-splits beside the Floating Air key of room-units/ptac.ts.
// README-extra.md ("Friedrich M-series ductless"). Brand required, evidence `pattern`.
import { brandIn } from '../kit/brand-guard';
import { decodeOf } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

// The brand's NRCan rows pair MR… outdoor with MW… wall indoor models and rate each pairing at the class (MRAD09Y1J +
// MWAD09Y1J 9,900 Btu/h; MRAD18Y3J + MWAD18Y3J 19,800; MRH12Y3JA + MWH12Y3JA 13,000; MR24DY3JMA 24,000; MR36TQY3JMA
// 36,000): M · R outdoor / W wall · series letters · class · letters · digit · letters. The digit (1 on the 9 / 12
// classes, 3 elsewhere) and the letters are not read: no Friedrich document in reach states them.
const SOURCE = 'NRCan Greener Homes eligible ASHP list, FRIEDRICH rows (outdoor MR…, indoor MW…, rated cooling Btu/h per pairing): shared/data/catalog/raw/ccashp.tsv';
const MODEL = /^M([RW])([A-Z]{0,2})(09|12|18|24|30|36|42|48)([A-Z]{1,4})(\d)([A-Z]{1,3})$/;

const friedrichM: NomenclatureRule = {
  id: 'friedrich.m-series-ductless',
  family: 'friedrich',
  brands: ['Friedrich'],
  unambiguousWithoutBrand: false,
  firstChars: 'M',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 77) return null; // M
    const m = MODEL.exec(model);
    if (!m || !brandIn(['Friedrich'], brand)) return null;
    const kbtuh = Number(m[3]);
    return decodeOf('friedrich', 'Friedrich', model, {
      type: 'mini-splits',
      series: `M${m[1] ?? ''}${m[2] ?? ''}`,
      fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 },
      description: m[1] === 'R' ? 'ductless outdoor unit' : 'ductless wall-mounted indoor unit',
      evidence: 'pattern',
      rule: 'Friedrich M-series ductless: M · R outdoor / W wall · series letters · kBtu/h class · letters',
      source: SOURCE,
    });
  },
};

export const FRIEDRICH_RULES: readonly NomenclatureRule[] = [friedrichM];
