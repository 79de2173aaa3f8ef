// Kelvinator (Australia) split-system air conditioners (issue 18, ductless gap scan from smart-home integrations' device
// lists): the installation manual of the KSV / KSD line prints, in its refrigerant-pipe table, the models KSV25CRG,
// KSV35CRG, KSV70CRG, KSV25HRG … KSV80HRG and KSD25HRG … KSD80HRG, each an indoor / outdoor split pair; the KSD25HRH
// manual continues the line with the H generation. The manual does not spell out the C / H letter or the class, so only the
// type is read: KS · V / D · two-digit class · C / H · R · generation letter. Kelvinator is also a Nortek furnace / split
// badge in North America (brands.ts): its KS·… shape is not one of Nortek's. Brand required. Coverage in README-extra.md.
import { decoded, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'Kelvinator Air Conditioning installation manual KSV25CRG (model table KSV25CRG KSV35CRG KSV70CRG KSV25HRG KSV35HRG KSV50HRG KSV70HRG KSV80HRG KSD25HRG … KSD80HRG, indoor and outdoor unit installation): https://manual.onestart.ai/manuals/Kelvinator-KSV25CRG-Installation-Manual-3616584?page=11 · Kelvinator KSD25HRH manual: https://manualshive.com/en/manual/kelvinator/ksd25hrh/662543?page=19';
const KS_SPLIT = /^KS([VD])-?(\d\d)([CH])R([A-Z])$/;

const kelvinatorSplit: NomenclatureRule = {
  id: 'ductless-other.kelvinator-ksv-ksd-split',
  family: 'ductless_other',
  brands: ['Kelvinator'],
  unambiguousWithoutBrand: false,
  firstChars: 'K',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 75 /* K */ || model.charCodeAt(1) !== 83 /* S */) return null;
    const m = KS_SPLIT.exec(model);
    if (m === null) return null;
    return decoded({
      family: 'ductless_other',
      brand: reportedBrand(brand, 'Kelvinator'),
      type: 'mini-splits',
      series: `KS${m[1] ?? ''}`,
      model,
      description: 'split system air conditioner',
      fields: {},
      evidence: 'src',
      rule: 'Kelvinator KSV / KSD split systems: KS · V / D · class · C / H · R · generation, as the installation manual lists them; type only',
      source: SOURCE,
    });
  },
};

export const KELVINATOR_SPLIT_RULES: readonly NomenclatureRule[] = [kelvinatorSplit];
