// Bard I-TEC indoor-installed packaged units (issue 18): I · class 30 / 36 / 42 / 48 / 60 · A air conditioner /
// H heat pump · revision digit · optional D · -A / -B / -C or A / B / C (I30A1DA, I36H1-B, I60H1DC), as the I-TEC
// installation instructions list them; cut after the type or the revision digit (I36H, I36H1) with the brand. The class is read as kBtu/h like Bard's wall-mount key (§11.1, bard/bard.ts); the
// last letter is not read (the instructions list it without a key in the pages read).
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const BRANDS = ['Bard'] as const;
const I_TEC = /^I(30|36|42|48|60)([AH])(?:(\d)(D?)-?([ABC])?)?$/;
export const I_TEC_SOURCE =
  'Bard I-TEC Series installation instructions: packaged air conditioner 2100-597G (models I30A1DA … I60A1DC): https://manuzoid.com/manuals/R2YKl-Bard%20I48A1DB%20Installation%20Instructions%20Manual · packaged heat pump 2100-549Q (I30H1-A … I60H1DC): https://manuzoid.com/manuals/qj9Pj-Bard%20I36H1-B%20Installation%20Instructions%20Manual';

export const bardITec: NomenclatureRule = {
  id: 'bard.i-tec',
  family: 'bard',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'I',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 73) return null; // I
    const m = I_TEC.exec(model);
    if (!m) return null;
    const kbtuh = Number(m[1]);
    const hp = m[2] === 'H';
    return decodeOf('bard', pickBrand(BRANDS, brand), model, {
      type: 'packaged units',
      series: `I-TEC I${m[2]}`,
      fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12, efficiency_tier: hp ? 'I-TEC packaged heat pump' : 'I-TEC packaged air conditioner' },
      evidence: 'pattern',
      rule: 'Bard I-TEC packaged units (I36H1-B, I30A1DA)',
      source: I_TEC_SOURCE,
    });
  },
};

export const BARD_ITEC_RULES: readonly NomenclatureRule[] = [bardITec];
