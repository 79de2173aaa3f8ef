// RULES.md §3: Trane · American Standard serial dating (five eras, told apart by shape).
import { isoWeekToYearMonth } from './calendar';
import { emptyResult, monthCandidates, weekCandidates, type DecodeContext, type FamilyDecodeResult } from './rule-kit';

const SRC_NACHI = 'https://forum.nachi.org/t/trane-age-help/101907/12';
const SRC_INSPECTIONNEWS = 'http://www.inspectionnews.net/home_inspection/archive/index.php/t-36509.html';
const SRC_NATIONAL = 'https://nationalhvacparts.com/pages/how-old-is-my-trane';
const SRC_HOWTOLOOK =
  'https://www.howtolookatahouse.com/Blog/Entries/2018/7/how-do-i-determine-the-age-of-a-trane-air-conditioner-or-heat-pump-from-serial-number.html';
const SRC_HISEARCH = 'http://hisearch.org/AmericanStandard.aspx';
const SRC_PICKHVAC = 'https://www.pickhvac.com/hvac/age-serial-number/trane/';
const SRC_FURNACE_CHART = 'https://info.5y1.org/york-furnace-parts-lookup_1_cfdd8b.html';
const SRC_REFERENCE = 'https://www.reference.com/home-garden/way-out-old-air-conditioner-107d66d9f12241db';

/** 1983–2001 first-letter year codes; A = 1986 per hisearch.org (S elsewhere): both accepted. */
const YEAR_LETTERS_1983: ReadonlyMap<string, number> = new Map([
  ['W', 1983], ['X', 1984], ['Y', 1985], ['S', 1986], ['A', 1986], ['B', 1987], ['C', 1988], ['D', 1989],
  ['E', 1990], ['F', 1991], ['G', 1992], ['H', 1993], ['J', 1994], ['K', 1995], ['L', 1996], ['M', 1997],
  ['N', 1998], ['P', 1999], ['R', 2000], ['Z', 2001],
]);
/** 1980–1982: the 7th character is the year (O or A = 1980). */
const YEAR_LETTERS_1980: ReadonlyMap<string, number> = new Map([['O', 1980], ['A', 1980], ['T', 1981], ['U', 1982]]);

/** Old month letters, A = January; beyond H the sources do not say whether I is skipped. */
function oldMonth(letter: string): number | null {
  return letter >= 'A' && letter <= 'H' ? letter.charCodeAt(0) - 64 : null;
}

export function decodeTrane(ctx: DecodeContext): FamilyDecodeResult {
  const result = emptyResult();
  const s = ctx.normalized;
  let m: RegExpExecArray | null;

  if ((m = /^(\d{2})(\d{2})[0-9A-Z]{6}$/.exec(s))) {
    const cands = weekCandidates(Number(m[1]), Number(m[2]), { fromYear: 2010, toYear: null });
    if (typeof cands === 'string') result.problems.push(`Trane 2010–present YYWW style: ${cands}`);
    else
      result.interpretations.push({
        family: 'trane',
        rule: 'Trane/American Standard 2010–present: 10 characters starting YYWW (chars 1–2 year, 3–4 week); week → month by its ISO Thursday',
        candidates: cands,
        kind: 'two_digit_year',
        confidence: 'high',
        sources: [SRC_PICKHVAC, SRC_NACHI, SRC_NATIONAL],
      });
  }

  if ((m = /^(\d)(\d{2})[0-9A-Z]{6}$/.exec(s))) {
    const year = 2000 + Number(m[1]);
    const week = Number(m[2]);
    const ym = year >= 2002 ? isoWeekToYearMonth(year, week) : null;
    if (year < 2002) result.problems.push(`Trane 2002–2009 YWW style: first digit ${m[1]} would be ${year}, before the style's era`);
    else if (ym === null) result.problems.push(`Trane 2002–2009 YWW style: week ${m[2]} is not a valid ISO week of ${year}`);
    else
      result.interpretations.push({
        family: 'trane',
        rule: 'Trane/American Standard 2002–2009: 9 characters starting YWW (char 1 = last digit of 200Y, chars 2–3 week); week → month by its ISO Thursday',
        candidates: [ym],
        kind: 'single',
        confidence: 'high',
        sources: [SRC_FURNACE_CHART, SRC_NACHI, SRC_NATIONAL],
      });
  }

  const oldGe = /^([A-Z])(\d{2})-/.exec(ctx.raw);
  if ((m = /^([A-Z])(\d{2})[0-9A-Z]{6}$/.exec(s)) && !oldGe) {
    const letter = m[1] ?? '';
    const year = YEAR_LETTERS_1983.get(letter);
    const week = Number(m[2]);
    const ym = year === undefined ? null : isoWeekToYearMonth(year, week);
    if (year === undefined) result.problems.push(`Trane 1983–2001 letter-year style: ${letter} is not a year letter`);
    else if (ym === null) result.problems.push(`Trane 1983–2001 letter-year style: week ${m[2]} is not a valid ISO week of ${year}`);
    else
      result.interpretations.push({
        family: 'trane',
        rule: `Trane/American Standard 1983–2001: 9 characters, year letter + WW (W=1983 … Z=2001${letter === 'A' ? '; A = 1986 per hisearch.org, S elsewhere' : ''}); week → month by its ISO Thursday`,
        candidates: [ym],
        kind: 'single',
        confidence: letter === 'A' ? 'low' : 'high',
        sources: [SRC_NACHI, SRC_INSPECTIONNEWS, SRC_NATIONAL, SRC_HOWTOLOOK, ...(letter === 'A' ? [SRC_HISEARCH] : [])],
      });
  }

  // Only when no later style reads the serial: a 2010s serial can also have six leading digits.
  if (result.interpretations.length === 0 && (m = /^\d{6}([A-Z])/.exec(s))) {
    const year = YEAR_LETTERS_1980.get(m[1] ?? '');
    if (year !== undefined)
      result.interpretations.push({
        family: 'trane',
        rule: 'Trane/American Standard 1980–1982: six digits then a year letter (7th character: O or A = 1980, T = 1981, U = 1982); year only',
        candidates: [{ year, month: null }],
        kind: 'single',
        confidence: 'high',
        sources: [SRC_NACHI, SRC_INSPECTIONNEWS, SRC_HOWTOLOOK],
      });
  }

  if ((m = /^(\d)([A-M])[0-9A-Z]{2,}$/.exec(s))) {
    const month = oldMonth(m[2] ?? '');
    result.interpretations.push({
      family: 'trane',
      rule: `Trane 1970s: year digit (197d; the source calls the decade uncertain) + month letter (A = January) + "-" + sequence${month === null ? '; month not reported: the source does not say whether I is skipped' : ''}`,
      candidates: [{ year: 1970 + Number(m[1]), month }],
      kind: 'single',
      confidence: 'low',
      sources: [SRC_NACHI, SRC_INSPECTIONNEWS],
    });
  }

  if (oldGe) {
    const letter = oldGe[1] ?? '';
    const cands = monthCandidates(Number(oldGe[2]), oldMonth(letter), { fromYear: 1900, toYear: 1999 });
    if (typeof cands === 'string') result.problems.push(`old GE/Trane style: ${cands}`);
    else if (letter > 'M') result.problems.push(`old GE/Trane style: ${letter} is not a month letter`);
    else
      result.interpretations.push({
        family: 'trane',
        rule: `Older GE/Trane style: month letter (A = January) + YY + "-" + sequence${oldMonth(letter) === null ? '; month not reported: the source does not say whether I is skipped' : ''}`,
        candidates: cands,
        kind: 'two_digit_year',
        confidence: 'low',
        sources: [SRC_REFERENCE],
      });
  }
  return result;
}

export const TRANE_STYLES_TEXT =
  '10-char YYWW (2010–present), 9-char YWW (2002–2009), year letter + WW (1983–2001), 6 digits + year letter (1980–1982), 1970s digit + month letter, old GE month letter + YY';
