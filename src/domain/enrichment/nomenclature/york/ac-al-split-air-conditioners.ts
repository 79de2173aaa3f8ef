// Coleman / Luxaire split air conditioners A · C (Coleman) / L (Luxaire) · SEER class digit · series letter · size, the
// air-conditioner twins of the HC / HL heat pumps read in york/split-outdoor-lines.ts: York installation manual
// 035-19946-001 "R-22 outdoor split-system air conditioning, MODELS: 12 SEER - CMA / AC2A / AL2A SERIES, 2 to 5 tons".
// Size as nominal kBtu/h, three digits (AC2A036) or two digits followed by the two-digit electrical code (AL2A3621), as
// the HC / HL print. SEER 12 and R-22 only for the titled class 2 (AC2A / AL2A); other classes type and size only.
// Brand required. README-extra.md, "Older North-American residential lines".
import type { NomenclatureRule } from '../types';
import { coolingFromCode, decodeOf, pickBrand } from '../kit/rule-kit';
import { YORK_BRANDS as BRANDS } from './york';

const SOURCE =
  'York installation manual 035-19946-001 Rev. B (0804) "R-22 outdoor split-system air conditioning, MODELS: 12 SEER - CMA / AC2A / AL2A SERIES, 2 to 5 tons": https://manualshive.com/en/manual/york/12-seer/3505038';
const A_SPLIT = /^A([CL])(\d)([AB])(?:(\d{3})(?![0-9])|(\d\d)(?=\d\d(?![0-9])))/;

export const colemanLuxaireAcSplit: NomenclatureRule = {
  id: 'york.ac-al-split-air-conditioner',
  family: 'york',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 65) return null; // A
    const m = A_SPLIT.exec(model);
    if (m === null) return null;
    const [, maker = '', cls = '', letter = '', cap3, cap2] = m;
    const code = cap3 ?? cap2 ?? '';
    const kbtuh = Number(code);
    const capacity = coolingFromCode(code);
    if (capacity === null || kbtuh < 18 || kbtuh > 60) return null;
    const titled = cls === '2' && letter === 'A';
    return decodeOf('york', pickBrand(BRANDS, brand, maker === 'C' ? 'Coleman' : 'Luxaire'), model, {
      type: 'air conditioners',
      series: `A${maker}${cls}${letter}`,
      fields: Object.assign({}, capacity, { seer: titled ? 12 : undefined, refrigerant: titled ? 'R-22' : undefined }),
      description: 'split air conditioner (outdoor unit)',
      evidence: 'pattern',
      rule: 'Coleman / Luxaire AC / AL split air conditioners (AC2A036, AL2A048)',
      source: SOURCE,
    });
  },
};

export const COLEMAN_LUXAIRE_AC_SPLIT_RULES: readonly NomenclatureRule[] = [colemanLuxaireAcSplit];
