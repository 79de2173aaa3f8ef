// RULES.md §1: Carrier · Bryant · Payne serial dating.
import type { YearMonth } from './calendar';
import { isoWeekToYearMonth } from './calendar';
import {
  MONTHS_A_TO_M_NO_I,
  MONTHS_CARRIER_1980S_TABLE_A,
  emptyResult,
  monthCandidates,
  weekCandidates,
  type DecodeContext,
  type FamilyDecodeResult,
  type Interpretation,
} from './rule-kit';

const SRC_NACHI_1970S = 'http://www.nachi.org/forum/f20/another-age-request-centurion-ac-22372/';
const SRC_CARRIER_NW = 'https://carriernorthwest.com/how-old-is-my-carrier-furnace/';
const SRC_HAUCK = 'http://www.hauckbrothers.com/serial_number_information.html';
const SRC_INSPECTOR_HANDBOOK = 'https://inspectorhandbook.com/hvac/carrier';
const SRC_HVACCONSULTING = 'https://www.hvacconsulting.com/carrier';
const SRC_INSPECTORTRAINING = 'https://inspectortraining.net/air-conditioner';
const SRC_INSPECTORS_JOURNAL = 'https://www.inspectorsjournal.com/topic/13297-age-of-old-carrier-heat-pump/';
const SRC_NACHI_1980S = 'https://forum.nachi.org/t/need-help-on-carrier-gas-furnace-age-please/5948';
/** A forum answer ("Ron") mirrored on a netlify page: N–Z = Jan–Dec 1980s, I and O not used, P512345 = Feb 1985. */
const SRC_NETLIFY_RON = 'https://fullpactastic.netlify.app/carrier-serial-number-lookup';

const MODERN_RE = /^(\d{2})(\d{2})[A-Z]\d{5}$/;
const YYMM_1980S_RE = /^(\d{2})(\d{2})\d{5}$/;
const LETTER_FIRST_RE = /^([A-Z])(\d)[0-9A-Z]{5,6}$/;
const BRYANT_1964_RE = /^(\d{2})([A-HR-Y])[0-9A-Z]{3,}$/;

/** Bryant 1964–1979 year letters (inspectortraining.net). */
const BRYANT_YEAR_LETTERS: ReadonlyMap<string, number> = new Map(
  [...'RSTUVWXYABCDEFGH'].map((letter, i) => [letter, 1964 + i]),
);

/**
 * The ~1990s–present `WWYY` + plant letter + 5 digits style (some plants from the 1980s).
 * Exported: Day & Night units are sold under both Carrier and ICP layouts.
 */
export function readCarrierWeekYear(normalized: string): Interpretation | string | null {
  const m = MODERN_RE.exec(normalized);
  if (!m) return null;
  const week = Number(m[1]);
  const cands = weekCandidates(Number(m[2]), week, { fromYear: 1980, toYear: null });
  if (typeof cands === 'string') return `Carrier WWYY style: ${cands}`;
  return {
    family: 'carrier',
    rule: 'Carrier/Bryant/Payne ~1990s–present (some plants earlier): WWYY + plant letter + 5-digit sequence; chars 1–2 = week, 3–4 = year; week → month by its ISO Thursday',
    candidates: cands,
    kind: 'two_digit_year',
    confidence: 'high',
    sources: [SRC_NACHI_1970S, SRC_CARRIER_NW, SRC_HAUCK, SRC_INSPECTOR_HANDBOOK],
  };
}

function readYymm1980s(normalized: string): Interpretation | string | null {
  const m = YYMM_1980S_RE.exec(normalized);
  if (!m) return null;
  const cands = monthCandidates(Number(m[1]), Number(m[2]), { fromYear: 1980, toYear: 1989 });
  if (typeof cands === 'string') return `Carrier 1980s YYMM style: ${cands}`;
  return {
    family: 'carrier',
    rule: 'Carrier 1980s (some plants): 9 digits, YYMM + 5-digit sequence',
    candidates: cands,
    kind: 'single',
    confidence: 'high',
    sources: [SRC_HVACCONSULTING],
  };
}

const RULE_1970S =
  'Carrier 1970–1979: month letter + one year digit (197d) + sequence; month letters A–H agree in both published tables';
const RULE_1980S =
  'Carrier ~1980–1989: letter (N–Z) + one year digit (198d) + sequence; month not reported because the sources disagree on the letter table (hvacconsulting "Style 3" reads M=Jan N=Feb … Z=Dec; a Carrier policy-manual quote and InterNACHI read N=Jan)';
const RULE_1980S_AGREED =
  'Carrier ~1980–1989: letter (N–Z) + one year digit (198d) + sequence; for V–Z the month tables agree (hvacconsulting "Style 3": M=Jan … V=Aug … Z=Dec; the Carrier policy-manual reading N=Jan with only O skipped gives the same V–Z), the InterNACHI N=Jan O=Feb reading would be one month later';
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Letter-first 7–8 character styles of the 1970s and 1980s, decade told by the letter range. */
function readLetterFirst(normalized: string): Interpretation[] {
  const m = LETTER_FIRST_RE.exec(normalized);
  if (!m) return [];
  const letter = m[1] ?? '';
  const digit = Number(m[2]);
  const sources1970s = [SRC_NACHI_1970S, SRC_HVACCONSULTING];
  const sources1980s = [SRC_HVACCONSULTING, SRC_INSPECTORS_JOURNAL, SRC_NACHI_1980S];
  const seventies = (month: number | null, rule: string, confidence: 'high' | 'low'): Interpretation => ({
    family: 'carrier',
    rule,
    candidates: [{ year: 1970 + digit, month }],
    kind: 'single',
    confidence,
    sources: sources1970s,
  });
  if (letter >= 'A' && letter <= 'H') {
    return [seventies(MONTHS_A_TO_M_NO_I.get(letter) ?? null, RULE_1970S, 'high')];
  }
  if (letter === 'I') {
    // Only hvacconsulting's table uses I (= September); InterNACHI's skips it.
    return [seventies(9, `${RULE_1970S}; I = September only in hvacconsulting's table (InterNACHI skips I)`, 'low')];
  }
  if (letter === 'J' || letter === 'K' || letter === 'L') {
    return [
      seventies(
        null,
        `${RULE_1970S}; month of ${letter} not reported: InterNACHI (no I) and hvacconsulting (with I) differ by one month from J on`,
        'low',
      ),
    ];
  }
  if (letter === 'M') {
    // December 197d in InterNACHI's 1970s table ([src] M5 = December 1975), January 198d in table (a).
    return [
      seventies(12, `${RULE_1970S}; M = December in InterNACHI's table ([src] M5 = December 1975)`, 'low'),
      {
        family: 'carrier',
        rule: 'Carrier 1980s letter style, hvacconsulting table (a): M = January 198d (low confidence)',
        candidates: [{ year: 1980 + digit, month: MONTHS_CARRIER_1980S_TABLE_A.get('M') ?? null }],
        kind: 'single',
        confidence: 'low',
        sources: sources1980s,
      },
    ];
  }
  // V–Z: table (a) (M=Jan … V=Aug W=Sep X=Oct Y=Nov Z=Dec, O and U skipped) and table (b) (N=Jan,
  // only O skipped: N P Q R S T U V W X Y Z) agree, so the month is reported (low confidence: the
  // InterNACHI N=Jan, O=Feb reading would put every one of them a month later).
  if (letter >= 'V' && letter <= 'Z') {
    return [
      {
        family: 'carrier',
        rule: `${RULE_1980S_AGREED}; ${letter} = ${MONTH_NAMES[(MONTHS_CARRIER_1980S_TABLE_A.get(letter) ?? 1) - 1]}`,
        candidates: [{ year: 1980 + digit, month: MONTHS_CARRIER_1980S_TABLE_A.get(letter) ?? null }],
        kind: 'single',
        confidence: 'low',
        sources: [...sources1980s, SRC_NETLIFY_RON],
      },
    ];
  }
  // N–U: the tables disagree on the month. Year only (RULES.md §1 recommendation).
  return [
    {
      family: 'carrier',
      rule: RULE_1980S,
      candidates: [{ year: 1980 + digit, month: null }],
      kind: 'single',
      confidence: 'low',
      sources: sources1980s,
    },
  ];
}

function readBryant1964(normalized: string): Interpretation | string | null {
  const m = BRYANT_1964_RE.exec(normalized);
  if (!m) return null;
  const year = BRYANT_YEAR_LETTERS.get(m[2] ?? '');
  if (year === undefined) return null;
  const week = Number(m[1]);
  const ym: YearMonth | null = isoWeekToYearMonth(year, week);
  if (ym === null) return `Bryant 1964–1979 style: week ${m[1]} is not a valid ISO week of ${year}`;
  return {
    family: 'carrier',
    rule: 'Bryant 1964–1979: WW + year letter (R=1964 … Y=1971, A=1972 … H=1979) + sequence; week → month by its ISO Thursday',
    candidates: [ym],
    kind: 'single',
    confidence: 'high',
    sources: [SRC_INSPECTORTRAINING],
  };
}

export function decodeCarrier(ctx: DecodeContext): FamilyDecodeResult {
  const result = emptyResult();
  const readers = [readCarrierWeekYear(ctx.normalized), readYymm1980s(ctx.normalized)];
  if (ctx.brand === 'Bryant') readers.push(readBryant1964(ctx.normalized));
  for (const r of readers) {
    if (typeof r === 'string') result.problems.push(r);
    else if (r !== null) result.interpretations.push(r);
  }
  result.interpretations.push(...readLetterFirst(ctx.normalized));
  return result;
}

export const CARRIER_STYLES_TEXT =
  'WWYY + plant letter + 5 digits (1990s–present), 9-digit YYMM (1980s), month letter + year digit (1970s/1980s), Bryant WW + year letter (1964–1979)';
