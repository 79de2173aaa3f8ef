// Choosing among the candidate years of a cyclic serial code (RULES.md §0: "pick one using
// model-number/refrigerant/efficiency era hints, and flag the result as ambiguous") from what
// the matched catalog model honestly says about its era.
import type { CatalogModel } from '../types';
import { formatYearMonth, type YearMonth } from './calendar';

export interface EraHint {
  /** Earliest plausible manufacture year, or null when the model does not say. */
  fromYear: number | null;
  /** Latest plausible manufacture year, or null. */
  toYear: number | null;
  /** Where the bounds come from, in words. */
  basis: string[];
  /** Label of the model for messages ("Carrier 25HCE436A003"). */
  label: string;
}

/**
 * New equipment charged with R-22 could not be made after 2009 (US EPA HCFC phase-out,
 * 40 CFR 82.15: no manufacture of R-22 appliances from 2010-01-01).
 */
export const R22_LAST_MANUFACTURE_YEAR = 2009;
/** Units of a model can be built somewhat before its ENERGY STAR "Date Available On Market". */
export const MARKET_DATE_ALLOWANCE_YEARS = 1;

const DATE_IN_TEXT_RE = /(?:(\d{1,2})\/(\d{1,2})\/(\d{4}))|(?:(\d{4})-(\d{2})-(\d{2}))/;

function yearOf(value: string): number | null {
  const m = DATE_IN_TEXT_RE.exec(value);
  if (!m) return null;
  const year = Number(m[3] ?? m[4]);
  return year >= 1900 && year <= 2200 ? year : null;
}

/** Era bounds a catalog model gives: its market date (lower bound) and an R-22 charge (upper bound). */
export function eraHintFromModel(model: CatalogModel): EraHint {
  const hint: EraHint = { fromYear: null, toYear: null, basis: [], label: `${model.brand} ${model.model}` };
  for (const [key, value] of Object.entries(model.model_data)) {
    if (/available\s*on\s*market|market\s*date|date\s*available/i.test(key)) {
      const year = yearOf(value);
      if (year !== null && (hint.fromYear === null || year - MARKET_DATE_ALLOWANCE_YEARS < hint.fromYear)) {
        hint.fromYear = year - MARKET_DATE_ALLOWANCE_YEARS;
        hint.basis.push(`on the market since ${value.trim()} (units from ${hint.fromYear} on)`);
      }
    }
  }
  const refrigerantText = [
    model.model_notes,
    ...Object.entries(model.model_data)
      .filter(([k]) => /refrigerant/i.test(k))
      .map(([, v]) => v),
  ].join(' ');
  if (/\bR-?22\b/i.test(refrigerantText)) {
    hint.toYear = R22_LAST_MANUFACTURE_YEAR;
    hint.basis.push(`charged with R-22 (no new R-22 equipment after ${R22_LAST_MANUFACTURE_YEAR})`);
  }
  return hint;
}

export interface Choice {
  chosen: YearMonth;
  ambiguous: boolean;
  reason: string | null;
}

function fits(c: YearMonth, hint: EraHint): boolean {
  return (hint.fromYear === null || c.year >= hint.fromYear) && (hint.toYear === null || c.year <= hint.toYear);
}

function distanceToWindow(c: YearMonth, hint: EraHint): number {
  if (hint.fromYear !== null && c.year < hint.fromYear) return hint.fromYear - c.year;
  if (hint.toYear !== null && c.year > hint.toYear) return c.year - hint.toYear;
  return 0;
}

function list(cands: YearMonth[]): string {
  return cands.map(formatYearMonth).join(', ');
}

/**
 * Pick one of several non-future candidates, most recent first. With a matched catalog model
 * (every catalog row is a 2018–2022 certification, so the model is a recent one) the most recent
 * candidate that fits the model's era bounds is taken; the result stays ambiguous unless the bounds
 * leave exactly one candidate. Without a model: the most recent candidate, ambiguous.
 */
export function chooseCandidate(candidatesMostRecentFirst: YearMonth[], hint: EraHint | null): Choice {
  const [first] = candidatesMostRecentFirst;
  if (first === undefined) throw new RangeError('chooseCandidate needs at least one candidate');
  if (candidatesMostRecentFirst.length === 1) return { chosen: first, ambiguous: false, reason: null };
  const others = (c: YearMonth) => list(candidatesMostRecentFirst.filter((x) => x !== c));
  if (hint === null) {
    return {
      chosen: first,
      ambiguous: true,
      reason: `the serial alone cannot tell ${list(candidatesMostRecentFirst)} apart and no model was matched: the most recent date that is not in the future is taken`,
    };
  }
  const fitting = candidatesMostRecentFirst.filter((c) => fits(c, hint));
  const basis = hint.basis.length > 0 ? hint.basis.join('; ') : 'no market date or refrigerant given';
  const [best] = fitting;
  if (best !== undefined && fitting.length === 1) {
    return {
      chosen: best,
      ambiguous: false,
      reason: `the only candidate consistent with the matched model ${hint.label} (${basis}); ruled out: ${others(best)}`,
    };
  }
  if (best !== undefined) {
    return {
      chosen: best,
      ambiguous: true,
      reason: `the matched model ${hint.label} is on a 2018–2022 certification list, so the most recent candidate is taken; its era (${basis}) does not rule out ${others(best)}`,
    };
  }
  const nearest = [...candidatesMostRecentFirst].sort((a, b) => distanceToWindow(a, hint) - distanceToWindow(b, hint))[0] ?? first;
  return {
    chosen: nearest,
    ambiguous: true,
    reason: `no candidate fits the matched model ${hint.label} (${basis}); the nearest one is taken, the others were ${others(nearest)}`,
  };
}
