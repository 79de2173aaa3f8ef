// Match type and confidence of one aligned candidate. Confidence bands never overlap, so
// exact > likely > possible always holds: exact [0.95, 1], likely [0.62, 0.9], possible [0.3, 0.6].
import type { BrandAgreement } from '../brands';
import type { ModelMatchType } from '../types';
import type { Alignment } from './align';

export const CONFIDENCE_BANDS: Record<ModelMatchType, readonly [number, number]> = {
  exact_match: [0.95, 1],
  likely_match: [0.62, 0.9],
  possible_match: [0.3, 0.6],
};

const EXACT_BAND = CONFIDENCE_BANDS.exact_match;
const LIKELY_BAND = CONFIDENCE_BANDS.likely_match;
const POSSIBLE_BAND = CONFIDENCE_BANDS.possible_match;

/** Below this many characters a fuzzy (OCR/typo) match is too likely to be a coincidence. */
export const MIN_FUZZY_INPUT_CHARS = 6;

export interface Scored {
  type: ModelMatchType;
  confidence: number;
}

/** Write type and the confidence clamped to its band (3 decimals) into out. */
function clamp(out: Scored, type: ModelMatchType, c: number): true {
  // The band by comparison, not a keyed property load (this runs per fit).
  const band = type === 'exact_match' ? EXACT_BAND : type === 'likely_match' ? LIKELY_BAND : POSSIBLE_BAND;
  out.type = type;
  out.confidence = Math.round(Math.min(band[1], Math.max(band[0], c)) * 1000) / 1000;
  return true;
}

/**
 * Score an alignment into `out` (written only when kept; no allocation: this runs for every fit).
 * `literalEqual`: the input equals the catalog model apart from case and punctuation. A conflicting
 * brand demotes one tier; a fuzzy candidate with a conflicting brand is dropped (false).
 */
export function scoreAlignment(a: Alignment, literalEqual: boolean, brand: BrandAgreement | null, out: Scored): boolean {
  const fuzzy = a.ocr > 0 || a.edit !== null;
  let type: ModelMatchType;
  let c: number;
  if (literalEqual && !fuzzy && a.extra === 0) {
    type = 'exact_match';
    c = brand === 'alias' ? 0.97 : 1;
  } else if (!fuzzy) {
    type = 'likely_match';
    // Each filled wildcard position makes the pattern less specific; a revision suffix costs more.
    c = 0.9 - 0.004 * Math.min(a.filled, 10) - 0.06 * a.extra - (brand === 'alias' ? 0.02 : 0);
  } else {
    type = 'possible_match';
    // Costs follow the measured precision of each rule (npm run eval:matching, held-out split):
    // OCR-only ≈ 100%, transposition ≈ 93%, one extra or one missing character ≈ 82%.
    // A substitution (typo recovery only, single candidate) costs a little more than the other edits.
    const editCost = a.edit === null ? 0 : a.edit === 'transposition' ? 0.06 : a.edit === 'substitution' ? 0.12 : 0.1;
    c = 0.6 - 0.03 * Math.min(a.ocr, 4) - editCost - 0.04 * a.extra - 0.003 * Math.min(a.filled, 10) - (brand === 'alias' ? 0.02 : 0);
  }
  if (brand === 'conflict') {
    if (type === 'possible_match') return false;
    const demoted: ModelMatchType = type === 'exact_match' ? 'likely_match' : 'possible_match';
    return clamp(out, demoted, (demoted === 'likely_match' ? LIKELY_BAND : POSSIBLE_BAND)[0] + (type === 'exact_match' ? 0.04 : 0.05));
  }
  return clamp(out, type, c);
}

const TIER: Record<ModelMatchType, number> = { exact_match: 0, likely_match: 1, possible_match: 2 };
export const tierOf = (t: ModelMatchType): number => (t === 'exact_match' ? TIER.exact_match : t === 'likely_match' ? TIER.likely_match : TIER.possible_match);
