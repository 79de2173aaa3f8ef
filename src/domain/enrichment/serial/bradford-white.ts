// RULES.md §12: Bradford White (service bulletin #100) — year letter on a 20-year cycle + month letter.
import { MONTHS_A_TO_M_NO_I, emptyResult, type DecodeContext, type FamilyDecodeResult } from './rule-kit';

const SRC_BULLETIN = 'http://www.bradfordwhite.com/servicebulletins/100_serialnumber.asp';

/** Year letters skip I, O, Q, R, U, V: A = 1984/2004/2024 … Z = 2003/2023. */
const YEAR_LETTERS = 'ABCDEFGHJKLMNPSTWXYZ';
const CYCLE_START_YEAR = 1984;
const CYCLE_YEARS = 20;

export function decodeBradfordWhite(ctx: DecodeContext): FamilyDecodeResult {
  const result = emptyResult();
  const m = /^([A-Z])([A-Z])[0-9A-Z]{2,}$/.exec(ctx.normalized);
  if (!m) return result;
  const yearLetter = m[1] ?? '';
  const month = MONTHS_A_TO_M_NO_I.get(m[2] ?? '');
  if (month === undefined) {
    result.problems.push(`Bradford White style: ${m[2]} is not a month letter (A–M, no I)`);
    return result;
  }
  if (yearLetter === 'O' && month === 1) {
    result.interpretations.push({
      family: 'bradford_white',
      rule: 'Bradford White: "OA" is a known batch printed in error (computer error) = January 1997 (bulletin #100)',
      candidates: [{ year: 1997, month: 1 }],
      kind: 'single',
      confidence: 'high',
      sources: [SRC_BULLETIN],
    });
    return result;
  }
  const index = YEAR_LETTERS.indexOf(yearLetter);
  if (index < 0) {
    result.problems.push(`Bradford White style: ${yearLetter} is not a year letter (I, O, Q, R, U, V are skipped)`);
    return result;
  }
  const candidates = [];
  for (let year = CYCLE_START_YEAR + index; year <= ctx.today.year; year += CYCLE_YEARS) candidates.push({ year, month });
  result.interpretations.push({
    family: 'bradford_white',
    rule: 'Bradford White 1984–present: char 1 = year letter on a 20-year cycle (A = 1984/2004/2024 … Z = 2003/2023; I, O, Q, R, U, V skipped), char 2 = month letter (A–M, no I)',
    candidates,
    kind: 'cyclic',
    confidence: 'high',
    sources: [SRC_BULLETIN],
  });
  return result;
}

export const BRADFORD_WHITE_STYLES_TEXT = 'year letter (20-year cycle) + month letter';
