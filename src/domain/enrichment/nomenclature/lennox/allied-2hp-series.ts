// Allied Air's 2HP split heat pumps (sold as Ducane and its sister badges): the installation instructions 100402-07
// titled "2HP13" and the homeowner's information 506162-02 "2HP13/14" — the R-22 twins of the 4HP13/14 series read in
// lennox/allied-4ac-4hp-series.ts. The leading 2 is the R-22 digit of Allied's §5.5 key (2SCU13LC136T-1A: 2 = R-22,
// 4 = R-410A); the two digits after HP are the SEER class of the titles. No document in reach lays out the characters
// after the series: type, refrigerant and SEER class only. Brand required. README-extra.md, "Older North-American
// residential lines".
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const SOURCE =
  'Ducane installation instructions 100402-07 (issue 0733) for the 2HP13 split system heat pump: https://manualmachine.com/ducanehvac/2hp13/1083583-user-manual · Ducane "2HP13/14" homeowner\'s information 506162-02 (issue 0847) · Allied §5.5 key (2SCU13LC136T-1A: leading 2 = R-22), RULES.md §5.5';
// 2 · HP · SEER class as titled (13 / 14) · optional tail (size and revision, not read).
const SERIES = /^2HP(13|14)(?:-?[A-Z0-9]{1,10}(?:-[A-Z0-9]{1,3})?)?$/;
const BRANDS = ['Allied', 'Ducane', 'Concord', 'Armstrong Air', 'AirEase', 'Royalton', 'AC Pro'] as const;

export const allied2hp: NomenclatureRule = {
  id: 'allied.2hp-series',
  family: 'allied',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '2',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 50 || model.charCodeAt(1) !== 72) return null; // 2H…
    const m = SERIES.exec(model);
    if (m === null) return null;
    const [, seer = ''] = m;
    return decodeOf('allied', pickBrand(BRANDS, brand, 'Ducane'), model, {
      type: 'heat pumps',
      series: `2HP${seer}`,
      fields: { refrigerant: 'R-22', seer: Number(seer) },
      description: 'split heat pump',
      evidence: 'pattern',
      rule: 'Allied 2HP split heat pumps as the installation instructions title them: 2 (R-22) · HP · SEER class 13 / 14 · tail not read',
      source: SOURCE,
    });
  },
};

export const ALLIED_2HP_RULES: readonly NomenclatureRule[] = [allied2hp];
