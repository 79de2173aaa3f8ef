// Nordyne T5BD split heat pumps printed without a badge letter (issue 18, parts-list gap scan), as the T3BA / T3BN of
// nordyne/split-sa-sh-series.ts. The T5BD installation instructions (Nordyne, R-22) write "T5BD outdoor units with indoor
// coils not listed are not recommended" and chart the charge "in AC mode" of a heat pump; the badge-lettered twin is
// titled "JT5BD Series 13 SEER user's manual / installation instructions, split system heat pump - R-22" (JT5BD-018K …
// JT5BD-036K). Read: T5BD · size 018–060 · K: heat pump, R-22, 13 SEER, the size as nordyne.site-built reads JT5BD.
// Brand required (Nortek group).
import { capacityFields, gridCapacity } from '../common';
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';
import { NORTEK_BRANDS } from './nordyne';

const SOURCE =
  'Nordyne T5BD series installation instructions (R-22 split heat pump, "T5BD outdoor units with indoor coils not listed are not recommended"): https://manualshive.com/en/manual/nordyne/t5bd-series/1704819?page=10 · "JT5BD Series 13 SEER user\'s manual / installation instructions, split system heat pump - R-22" (JT5BD-018K, -024KA, -030KA, -036K): https://homedocbox.com/amp/101993385-Appliances/Important-jt5bd-series-13-seer-user-s-manual-installation-instructions-split-system-heat-pump-r-22.html';
const T5BD = /^T5BD-?(018|024|030|036|042|048|060)(?:K[A-Z0-9]{0,3})?$/;

const nortekT5bd: NomenclatureRule = {
  id: 'nordyne.split-t5bd-without-badge',
  family: 'nordyne',
  brands: NORTEK_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'T',
  decode(model, brand) {
    if (model.charCodeAt(1) !== 53 /* 5 */ || !brandIn(NORTEK_BRANDS, brand)) return null;
    const m = T5BD.exec(model);
    if (m === null) return null;
    const c = gridCapacity(m[1] ?? '');
    if (c === null) return null;
    return decodeOf('nordyne', pickBrand(NORTEK_BRANDS, brand), model, {
      type: 'heat pumps',
      series: 'T5BD',
      fields: Object.assign({}, capacityFields(c), { refrigerant: 'R-22', seer: 13 }),
      description: 'split heat pump, 13 SEER, R-22',
      evidence: 'pattern',
      rule: 'Nordyne T5BD split heat pumps without a badge letter: T5BD · size 018–060 · K',
      source: SOURCE,
    });
  },
};

export const NORTEK_T5BD_RULES: readonly NomenclatureRule[] = [nortekT5bd];
