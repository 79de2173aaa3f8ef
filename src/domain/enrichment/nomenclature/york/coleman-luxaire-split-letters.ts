// Coleman- and Luxaire-lettered twins of the York 13 SEER split air conditioners (issue 18, legacy lines): CCJD / LCJD
// ("CCJD36S41S1", "LCJD24S41S1"). York installation manual "Outdoor split-system air conditioning, models: 13 SEER
// TCGD / YCJD / CCJD / LCJD / GCGD, 1 to 5 tons": the same series letters as YCJD (york/york.ts, york.split-outdoor:
// brand letter · C cooling · J 1-phase platform · D 13 SEER · kBtu/h) with the Coleman (C) and Luxaire (L) brand
// letters the §7.1 key lists but york.split-outdoor does not read. Type, capacity, 13 SEER and single phase as for YCJD;
// no refrigerant (York printed this title for both R-22 and R-410A manuals). Brand required (a York-group badge):
// a C or L followed by CJD is short.
import { brandIn } from '../kit/brand-guard';
import { coolingFromCode, decodeOf, pickBrand } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';
import { YORK_BRANDS } from './york';

const SOURCE =
  'York installation manual "R-22 Outdoor split-system air conditioning, models: 13 SEER TCGD / YCJD / CCJD / LCJD / GCGD, 1 to 5 tons": https://www.scribd.com/document/290878444/Manual-de-Instalacion-YORK';

const LETTERED = /^([CL])CJD(\d\d)(?![0-9])/;
const LETTER_BRAND: Record<string, string> = { C: 'Coleman', L: 'Luxaire' };

export const yorkColemanLuxaireSplit: NomenclatureRule = {
  id: 'york.split-outdoor-coleman-luxaire-letters',
  family: 'york',
  brands: YORK_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'CL',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 !== 67 && c0 !== 76) return null; // C, L
    const m = LETTERED.exec(model);
    if (m === null || !brandIn(YORK_BRANDS, brand)) return null;
    const letter = m[1] ?? '';
    const size = m[2] ?? '';
    const capacity = coolingFromCode(size);
    const kbtuh = Number(size);
    if (capacity === null || kbtuh < 12 || kbtuh > 60) return null;
    return decodeOf('york', pickBrand(YORK_BRANDS, brand, LETTER_BRAND[letter] ?? 'York'), model, {
      type: 'air conditioners',
      series: `${letter}CJD`,
      fields: Object.assign({}, capacity, { seer: 13, phase: 1 as const }),
      description: `${LETTER_BRAND[letter] ?? ''}-lettered 13 SEER split air conditioner`,
      evidence: 'src',
      rule: 'York-group 13 SEER split air conditioners with the Coleman / Luxaire letter (CCJD, LCJD)',
      source: SOURCE,
    });
  },
};

export const YORK_COLEMAN_LUXAIRE_SPLIT_RULES: readonly NomenclatureRule[] = [yorkColemanLuxaireSplit];
