// RULES.md §6: York · Johnson Controls brands (Coleman, Luxaire, Fraser-Johnston, Champion,
// Guardian, Evcon).
import type { YearMonth } from './calendar';
import { MONTHS_YORK, emptyResult, type DecodeContext, type FamilyDecodeResult } from './rule-kit';

const SRC_NACHI = 'https://forum.nachi.org/t/york-age-convention-doesnt-work/6899';
const SRC_PICKHVAC = 'https://www.pickhvac.com/hvac/age-serial-number/york/';
const SRC_INTRYSYS = 'https://www.intrysys.com/tools/hvac/serial-number-lookup/luxaire';
const SRC_INSPECTORSJOURNAL = 'https://www.inspectorsjournal.com/topic/6198-york-dates-off-in-decoder-chart/';
const SRC_CACR = 'http://central-air-conditioner-and-refrigeration.com/how-to-read-york-hvac-model-and-serial-number.html';
const SRC_HOWTOLOOK =
  'https://www.howtolookatahouse.com/Blog/Entries/2020/1/how-can-i-determine-the-age-of-a-york-heat-pump-from-the-serial-number.html';

/** 1971–Oct 2004 year letters on a 21-letter cycle (I, O, Q, U, Z unused): A = 1971 or 1992 … N = 1983 or 2004. */
const YEAR_CYCLE_LETTERS = 'ABCDEFGHJKLMNPRSTVWXY';
const OLD_STYLE_LAST: YearMonth = { year: 2004, month: 10 };
const NEW_STYLE_FIRST: YearMonth = { year: 2004, month: 10 };
/** A new-style reading before 2004 cannot be right (decade digit 0 and year digit 0–3). */
const NEW_STYLE_EARLIEST: YearMonth = { year: 2004, month: 1 };

function before(a: YearMonth, b: YearMonth): boolean {
  return a.year < b.year || (a.year === b.year && (a.month ?? 1) < (b.month ?? 1));
}

export function decodeYork(ctx: DecodeContext): FamilyDecodeResult {
  const result = emptyResult();
  const s = ctx.normalized;
  let m: RegExpExecArray | null;

  // Char 2 is always a digit in this style; a letter O there is a misread zero (inspectorsjournal
  // quotes a plate as "WOK58…" = 2005). The old style has a letter in char 4, so nothing else reads it.
  if ((m = /^[A-Z]([\dO])([A-Z])(\d)\d{6}$/.exec(s))) {
    const decadeDigit = m[1] === 'O' ? 0 : Number(m[1]);
    const month = MONTHS_YORK.get(m[2] ?? '');
    const ym: YearMonth = { year: 2000 + 10 * decadeDigit + Number(m[3]), month: month ?? null };
    const early = before(ym, NEW_STYLE_FIRST);
    const notes = [
      ...(m[1] === 'O' ? ['the letter O in char 2 is read as zero'] : []),
      ...(early ? [`${ym.year}-${String(month).padStart(2, '0')} is before October 2004, when the sources date the change; kept because no other style reads this shape (central-air-conditioner-and-refrigeration.com prints W0E4298223 as a new-style serial)`] : []),
    ];
    if (month === undefined) result.problems.push(`York Oct 2004–present style: ${m[2]} is not a month letter (A–H, K–N)`);
    else if (before(ym, NEW_STYLE_EARLIEST)) result.problems.push(`York Oct 2004–present style: ${ym.year} is before the style began (October 2004)`);
    else
      result.interpretations.push({
        family: 'york',
        rule: `York/JCI October 2004–present: plant letter + decade digit + month letter (A–H, K=Sep L=Oct M=Nov N=Dec) + year digit + 6 digits; year = 2000 + 10·char 2 + char 4${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`,
        candidates: [ym],
        kind: 'single',
        confidence: early ? 'low' : 'high',
        sources: [SRC_NACHI, SRC_PICKHVAC, SRC_INTRYSYS, SRC_HOWTOLOOK, SRC_INSPECTORSJOURNAL, ...(early ? [SRC_CACR] : [])],
      });
  }

  if ((m = /^[A-Z]([A-Z])([A-Z])[A-Z]\d{6}$/.exec(s))) {
    const month = MONTHS_YORK.get(m[1] ?? '');
    const index = YEAR_CYCLE_LETTERS.indexOf(m[2] ?? '');
    if (month === undefined) result.problems.push(`York 1971–2004 style: ${m[1]} is not a month letter (A–H, K–N)`);
    else if (index < 0) result.problems.push(`York 1971–2004 style: ${m[2]} is not a year letter (I, O, Q, U, Z are unused)`);
    else {
      const candidates = [1971 + index, 1992 + index]
        .map((year) => ({ year, month }))
        .filter((ym) => !before(OLD_STYLE_LAST, ym));
      result.interpretations.push({
        family: 'york',
        rule: 'York/JCI 1971–October 2004: 4 letters + 6 digits; 2nd letter = month, 3rd letter = year on a 21-letter cycle (A = 1971 or 1992 … N = 1983 or 2004; P–Y = 1984–1991)',
        candidates,
        kind: 'cyclic',
        confidence: 'high',
        sources: [SRC_INTRYSYS, SRC_HOWTOLOOK, SRC_PICKHVAC],
      });
    }
  }
  return result;
}

export const YORK_STYLES_TEXT = 'L d L d + 6 digits (Oct 2004–present), 4 letters + 6 digits (1971–2004, 21-year letter cycle)';
