// Haier outdoor units that ductless/haier.ts's class table does not read (issue 18): the R32 multi outdoor units
// 3U52S2SG1FA, 4U70S2SH1FA, 4U85S2SH1FA (classes 52 / 70 / 85 are not in its table) and the 4 / 5 HP "universal" outdoor
// units AU36NAIBEA / AU42NAIBEA that match its cassette, convertible and duct indoor units. Closed lists from the service
// manuals; mini-splits, type only. Brand required. Coverage in README-extra.md.
import { decoded, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'Haier R32 service manual SYJS-04-2017 (indoor AB25S2SC1FA … AD71S2SM1FA; outdoor 3U52S2SG1FA 1U71S2SG1FA 3U68S2SG1FA 4U70S2SH1FA 4U85S2SH1FA): http://www.manualslib.com/manual/1439024/Haier-Ab25s2sc1fa.html · Haier service manual SYJS-006-03 "Commercial Air Conditioning 4HP 5HP Universal Outdoor Unit" (AC36NACBEA+AU36NAIBEA … AP42NACBEA+AU42NAIBEA): https://vdocuments.site/haier-ab36nacbea-ac36nacbea-ad36nambea-ad36nahbea-ab42nacbea-ac42nacbea-ad42nambea-ad42nahbea-ap42nacbea-au36naibea-au42naibea.html';
const LISTED: Readonly<Record<string, string>> = {
  '3U52S2SG1FA': 'multi-split outdoor unit',
  '4U70S2SH1FA': 'multi-split outdoor unit',
  '4U85S2SH1FA': 'multi-split outdoor unit',
  AU36NAIBEA: 'universal outdoor unit (4 HP)',
  AU42NAIBEA: 'universal outdoor unit (5 HP)',
};

const haierListedOutdoor: NomenclatureRule = {
  id: 'haier.listed-outdoor-multi-universal',
  family: 'haier',
  brands: ['Haier'],
  unambiguousWithoutBrand: false,
  firstChars: '34A',
  decode(model, brand) {
    if (brand === '') return null;
    const description = LISTED[model.replace(/-/g, '')];
    if (description === undefined) return null;
    return decoded({
      family: 'haier',
      brand: reportedBrand(brand, 'Haier'),
      type: 'mini-splits',
      series: model.startsWith('AU') ? 'AU' : `${model.charAt(0)}U`,
      model,
      description,
      fields: {},
      evidence: 'src',
      rule: 'Haier outdoor units listed by the R32 and universal-outdoor service manuals; type only',
      source: SOURCE,
    });
  },
};

export const HAIER_LISTED_OUTDOOR_RULES: readonly NomenclatureRule[] = [haierListedOutdoor];
