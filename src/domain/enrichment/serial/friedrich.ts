// Friedrich room units: decade letter + year letter + month letter + product-line letter + a 5-digit
// production run number. Source: Friedrich's "RAC Serial Number Identification Guide" (service
// manual of the P09A portable, page 6: serial LHGK00001 with each character's table),
// https://manualsdump.com/amp/en/manuals/27124/8
import {
  MONTHS_A_TO_M_NO_I,
  emptyResult,
  monthCandidates,
  type DecodeContext,
  type Era,
  type FamilyDecodeResult,
} from './rule-kit';

export const SRC_FRIEDRICH_RAC_GUIDE = 'https://manualsdump.com/amp/en/manuals/27124/8';

/** Decade letters: L = 0, A = 1 … H = 8, J = 9 (the tens digit of the year; I unused). */
const DECADE_LETTERS: ReadonlyMap<string, number> = new Map([...'LABCDEFGHJ'].map((l, i) => [l, i]));
/** Year letters: A = 1 … H = 8, J = 9, K = 0 (the units digit of the year; I unused). */
const YEAR_LETTERS: ReadonlyMap<string, number> = new Map([...'ABCDEFGHJK'].map((l, i) => [l, (i + 1) % 10]));

/**
 * The guide gives the decade, not the century. Readings from 1970 on are kept (the same lower bound
 * as the other letter-coded styles); the dispatcher drops future ones and keeps the most recent.
 */
const ERA: Era = { fromYear: 1970, toYear: null };

export function decodeFriedrich(ctx: DecodeContext): FamilyDecodeResult {
  const result = emptyResult();
  const m = /^([A-Z])([A-Z])([A-Z])([A-Z])\d{5}$/.exec(ctx.normalized);
  if (!m) return result;
  const decade = DECADE_LETTERS.get(m[1] ?? '');
  const year = YEAR_LETTERS.get(m[2] ?? '');
  const month = MONTHS_A_TO_M_NO_I.get(m[3] ?? '');
  const style = 'Friedrich decade + year + month letter style';
  if (decade === undefined) result.problems.push(`${style}: ${m[1]} is not a decade letter (L = 0, A–H = 1–8, J = 9)`);
  else if (year === undefined) result.problems.push(`${style}: ${m[2]} is not a year letter (A–H = 1–8, J = 9, K = 0)`);
  else if (month === undefined) result.problems.push(`${style}: ${m[3]} is not a month letter (A–M, no I)`);
  else {
    const cands = monthCandidates(decade * 10 + year, month, ERA);
    if (typeof cands === 'string') result.problems.push(`${style}: ${cands}`);
    else
      result.interpretations.push({
        family: 'friedrich',
        rule: `Friedrich room unit: decade letter (L = 0, A–H = 1–8, J = 9) + year letter (A–H = 1–8, J = 9, K = 0) + month letter (A–M, no I) + product-line letter (${m[4]}${m[4] === 'R' ? ' = RAC' : ''}) + 5-digit production run; the century is not in the serial (the most recent reading is kept); Friedrich's guide is printed for room air conditioners, its use on other lines (PTAC) is not confirmed`,
        candidates: cands,
        kind: 'two_digit_year',
        confidence: 'low',
        sources: [SRC_FRIEDRICH_RAC_GUIDE],
      });
  }
  return result;
}

export const FRIEDRICH_STYLES_TEXT = 'decade letter + year letter + month letter + product-line letter + 5 digits (room units; low confidence)';
