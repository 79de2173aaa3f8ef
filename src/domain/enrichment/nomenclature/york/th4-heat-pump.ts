// York-group TH4 split heat pumps (issue 18, parts-list gap scan: TH4B3622SA, TH4B4822SA, TH4B6022SA on a demand-defrost
// board's fit list). JCI installation manual 5121495-UIM-D-0516 "R-410A outdoor split-system heat pump, MODELS: 14 SEER -
// YHE, TH4, THE, RHP14L SERIES, 1.5 to 5 tons – 1 & 3 phase" names TH4 a 14 SEER R-410A split heat pump line. Read as the
// HC / HL heat pumps of york/split-outdoor-lines.ts print their size (HL20B2421): TH4 · B · size in kBtu/h (18–60) · 2-digit
// electrical code · letters. Type, SEER 14 and R-410A from the title; the size as that sibling key reads it (pattern).
// Brand required (York group).
import { brandIn } from '../kit/brand-guard';
import { coolingFromCode, decodeOf, pickBrand } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';
import { YORK_BRANDS as BRANDS } from './york';

const SOURCE =
  'JCI installation manual 5121495-UIM-D-0516 "R-410A outdoor split-system heat pump, MODELS: 14 SEER - YHE, TH4, THE, RHP14L series, 1.5 to 5 tons – 1 & 3 phase": https://manualshive.com/en/manual/york/14-seer-th4-series/913386 · https://www.manualslib.com/manual/3330985/York-Th4-Series.html';
const TH4 = /^TH4B(\d{2})(\d{2})([A-Z]{0,3})$/;

const th4: NomenclatureRule = {
  id: 'york.th4-heat-pump',
  family: 'york',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'T',
  decode(model, brand) {
    if (model.charCodeAt(1) !== 72 /* H */ || !brandIn(BRANDS, brand)) return null;
    const m = TH4.exec(model);
    if (!m) return null;
    const code = m[1] ?? '';
    const kbtuh = Number(code);
    const capacity = coolingFromCode(code);
    if (!capacity || kbtuh < 18 || kbtuh > 60) return null;
    return decodeOf('york', pickBrand(BRANDS, brand), model, {
      type: 'heat pumps',
      series: 'TH4B',
      fields: Object.assign({}, capacity, { seer: 14, refrigerant: 'R-410A' }),
      description: 'split heat pump, 14 SEER',
      evidence: 'pattern',
      rule: 'York-group TH4 split heat pumps (title "14 SEER - YHE, TH4, THE, RHP14L series"): TH4 · B · kBtu/h · electrical code',
      source: SOURCE,
    });
  },
};

export const YORK_TH4_RULES: readonly NomenclatureRule[] = [th4];
