// Riello Array commercial condensing boilers (not in RULES.md): Array AR 1000, AR 1500, AR 2000, Series 1, as the US
// installation and operation manual lists them (model codes 20115022 / 23 / 24). Type `boilers` only; the size is not read.
// Brand Riello required. Coverage in README-extra.md.
import type { NomenclatureRule } from '../types';
import { decodeOf } from '../kit/rule-kit';

const SOURCE =
  'Riello Array AR 1000 - AR 1500 - AR 2000 - Series 1, US installation and operation manual Doc-0079788 rev. 3 11/2016 (range: Array AR 1000 20115022, AR 1500 20115023, AR 2000 20115024), https://manuals.online/riello/boiler/array-ar-1500/user-manual/xbgz';
const ARRAY = /^(?:ARRAY)?-?AR-?(1000|1500|2000)$/;

export const rielloArray: NomenclatureRule = {
  id: 'riello.array-boilers',
  family: 'boiler_other',
  brands: ['Riello'],
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model) {
    if (model[0] !== 'A') return null;
    if (!ARRAY.test(model)) return null;
    return decodeOf('boiler_other', 'Riello', model, {
      type: 'boilers',
      series: 'Array AR',
      fields: {},
      description: 'commercial gas condensing boiler (Array)',
      evidence: 'src',
      rule: 'Riello Array AR 1000 / 1500 / 2000 (type only)',
      source: SOURCE,
    });
  },
};

export const RIELLO_ARRAY_RULES: readonly NomenclatureRule[] = [rielloArray];
