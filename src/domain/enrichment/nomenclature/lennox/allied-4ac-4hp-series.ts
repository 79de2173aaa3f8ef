// Allied Air's 4AC / 4HP split outdoor series (sold as Ducane, Concord, Royalton, AC Pro, Allied): the installation
// instructions title the series "4AC13/14/16 split system air conditioner", "4AC16LT series two-stage split system air
// conditioner", "4HP13/14 split system heat pump" and (506468-01) "4HP16LT Series". The leading 4 is the R-410A digit
// of Allied's §5.5 key (2SCU13LC136T-1A: 2 = R-22 dry charge, 4 = R-410A); the two digits after AC / HP are the SEER
// class of the titles. No document in reach lays out the characters after the series, so no capacity is read from
// them: type, refrigerant, SEER class (and two-stage for 4AC16LT) only. Brand required (Allied's and its value
// badges'). Coverage in README-extra.md ("Allied 4AC / 4HP series").
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const SOURCE =
  'Allied Air installation instructions 507043-03 "4AC13/14/16 split system air conditioner" (AC Pro): https://manuzoid.com/manuals/QBJJp-AC%20Pro%204AC13%20Installation%20Instructions%20Manual · 507043-04 "4AC13/14/16 (single-stage) air conditioner" (Royalton): https://manualmachine.com/royalton/4ac131416/9186975-user-manual · 506467-01 "4AC16LT Series two-stage split system air conditioner" (Ducane): https://www.manualslib.com/manual/2129214/Ducane-4ac16lt-Series.html · "4HP13/14 split system heat pump installation / start-up instructions" (title listed at https://homedocbox.com/amp/82096602-Appliances/Ac10b-features-unit-dimensions-ducane-air-conditioner-the-difference-is-quality.html)';
const HP16LT_SOURCE =
  'Allied Air installation instructions 506468-01 (issue 1946), listed as "Allied 4HP16LT Series Installation Instructions" (heat pump wiring to the furnace or blower coil): https://manualshive.com/en/manual/allied/4hp16lt-series/4hp16lt-series_installation-instructions-manual_2901768-12.html';
// 4 · AC / HP · SEER class as titled · optional LT (AC16 only) · optional tail (size and revision, not read).
const SERIES = /^4(AC|HP)(13|14|16)(LT)?(?:-?[A-Z0-9]{1,10}(?:-[A-Z0-9]{1,3})?)?$/;
const BRANDS = ['Allied', 'Ducane', 'Concord', 'Armstrong Air', 'AirEase', 'Royalton', 'AC Pro'] as const;

const allied4ac4hp: NomenclatureRule = {
  id: 'allied.4ac-4hp-series',
  family: 'allied',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '4',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) > 72) return null; // 4A… / 4H…
    const m = SERIES.exec(model);
    if (m === null) return null;
    const [, kind = '', seer = '', lt] = m;
    if (kind === 'HP' && seer === '16' && lt === undefined) return null; // titled 4HP13/14 and 4HP16LT only
    if (lt !== undefined && seer !== '16') return null; // 4AC16LT / 4HP16LT only
    const hp = kind === 'HP';
    return decodeOf('allied', pickBrand(BRANDS, brand, 'Ducane'), model, {
      type: hp ? 'heat pumps' : 'air conditioners',
      series: `4${kind}${seer}${lt ?? ''}`,
      // 4AC16LT is titled two-stage; the 4HP16LT title says no more than the series, so no tier for it.
      fields: { refrigerant: 'R-410A', seer: Number(seer), efficiency_tier: lt !== undefined && !hp ? 'two-stage' : undefined },
      description: hp ? 'split heat pump' : 'split air conditioner',
      evidence: 'pattern',
      rule: 'Allied 4AC / 4HP split series as the installation instructions title them: 4 (R-410A) · AC / HP · SEER class 13 / 14 / 16 · (LT two-stage) · tail not read',
      source: hp && lt !== undefined ? HP16LT_SOURCE : SOURCE,
    });
  },
};

export const ALLIED_4AC_4HP_RULES: readonly NomenclatureRule[] = [allied4ac4hp];
