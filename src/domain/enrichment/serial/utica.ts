// Utica boilers (ECR International) before 2003: month letter + year code at the start of the serial.
// Source: InterNACHI forum, "Boiler age for Utica" (a reply giving Utica's rule and its phone line;
// RULES.md §14 ranks InterNACHI threads among the reliable inspector references),
// https://forum.nachi.org/t/boiler-age-for-utica/220422
import { emptyResult, type DecodeContext, type FamilyDecodeResult } from './rule-kit';

export const SRC_NACHI_UTICA = 'https://forum.nachi.org/t/boiler-age-for-utica/220422';

/** Month letters A–L = January–December (no letter skipped). */
const MONTHS_A_TO_L: ReadonlyMap<string, number> = new Map([...'ABCDEFGHIJKL'].map((l, i) => [l, i + 1]));

/**
 * The year codes the source names one by one: Z = 2002; for 2000, 9 (January–August) and X
 * (September–December). It gives the letters before X only as a range ("A + 1984 through Z = 2002"),
 * without saying which letters were skipped, so they are not read.
 */
const YEAR_CODES: ReadonlyMap<string, { year: number; months: readonly [number, number] }> = new Map([
  ['Z', { year: 2002, months: [1, 12] }],
  ['X', { year: 2000, months: [9, 12] }],
  ['9', { year: 2000, months: [1, 8] }],
]);

export function decodeUtica(ctx: DecodeContext): FamilyDecodeResult {
  const result = emptyResult();
  const m = /^([A-L])([A-Z9])[0-9A-Z]{3,}$/.exec(ctx.normalized);
  if (!m) return result;
  const month = MONTHS_A_TO_L.get(m[1] ?? '')!;
  const code = YEAR_CODES.get(m[2] ?? '');
  const style = 'Utica month letter + year code style (before 2003)';
  if (code === undefined) {
    result.problems.push(`${style}: year letter ${m[2]} is not one the source names (only Z = 2002, and for 2000 9 = January–August, X = September–December)`);
  } else if (month < code.months[0] || month > code.months[1]) {
    result.problems.push(`${style}: year code ${m[2]} was used only for months ${code.months[0]}–${code.months[1]} of ${code.year}, not month ${month}`);
  } else {
    result.interpretations.push({
      family: 'utica',
      rule: 'Utica boilers before 2003: month letter (A–L = January–December) + year code (Z = 2002; 2000: 9 for January–August, X for September–December); from 2003 the serial is sequential (no date); the other year letters are not read',
      candidates: [{ year: code.year, month }],
      kind: 'single',
      confidence: 'low',
      sources: [SRC_NACHI_UTICA],
    });
  }
  return result;
}

export const UTICA_STYLES_TEXT = 'month letter + year code (before 2003: Z = 2002, 9 / X = 2000 only; low confidence)';
