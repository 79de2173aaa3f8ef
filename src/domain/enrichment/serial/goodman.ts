// RULES.md §4: Goodman · Amana (Goodman era) · Janitrol · Goodman-built Daikin — YYMM; old Amana
// "BLACKHORSE" year letters. §11: Daikin ductless has no public rule.
import { isDuctlessModel } from './model-hints';
import {
  emptyResult,
  lastDigitYears,
  monthCandidates,
  type DecodeContext,
  type FamilyDecodeResult,
} from './rule-kit';

const SRC_GOODMAN_WARRANTY = 'http://38.142.81.21:8001/manual/goodman/gpch3/user-manual-english/page-6.html';
const SRC_PICKHVAC = 'https://www.pickhvac.com/hvac/age-serial-number/goodman/';
const SRC_FIXLEHOME = 'https://fixlehome.com/support/how-can-i-figure-out-the-manufacture-date-of-a-major-appliance';
const SRC_FURNACE_CHART = 'https://studylib.net/doc/9049543/furnace-age-chart';
const SRC_HAUCK = 'http://www.hauckbrothers.com/serial_number_information.html';

const YYMM_RE = /^(\d{2})(\d{2})\d{6}$/;
/**
 * pickhvac prints a 9-digit Goodman serial as its worked example ("040852398" = August 2004) while
 * describing 10-digit serials; the YYMM reading is the same, so 9 digits are accepted for Goodman,
 * Amana and Janitrol (not for Daikin, whose non-Goodman serials must not be read this way).
 */
const YYMM_9_DIGIT_RE = /^(\d{2})(\d{2})\d{5}$/;
/** B-L-A-C-K-H-O-R-S-E: the letter's position is the last digit of the year (E = 0). */
const BLACKHORSE: ReadonlyMap<string, number> = new Map([...'BLACKHORSE'].map((letter, i) => [letter, (i + 1) % 10]));
const AMANA_OLD_ERA = { fromYear: 1971, toYear: 2001 };

export function decodeGoodman(ctx: DecodeContext): FamilyDecodeResult {
  const result = emptyResult();
  const nineDigits = ctx.brand !== 'Daikin' ? YYMM_9_DIGIT_RE.exec(ctx.normalized) : null;
  const m = YYMM_RE.exec(ctx.normalized) ?? nineDigits;
  if (m) {
    const cands = monthCandidates(Number(m[1]), Number(m[2]), { fromYear: 1980, toYear: null });
    if (typeof cands === 'string') result.problems.push(`Goodman YYMM style: ${cands}`);
    else
      result.interpretations.push({
        family: 'goodman',
        rule: `Goodman/Amana/Janitrol${ctx.brand === 'Daikin' ? '/Goodman-built Daikin (ducted)' : ''}: ${nineDigits ? '9 digits (pickhvac\'s worked example has 9)' : '10 digits'}, first four YYMM (Goodman warranty certificate: "2205" = May 2022) + sequence`,
        candidates: cands,
        kind: 'two_digit_year',
        confidence: 'high',
        sources: [SRC_GOODMAN_WARRANTY, SRC_PICKHVAC, SRC_FIXLEHOME],
      });
  }
  const first = ctx.normalized[0] ?? '';
  const digit = BLACKHORSE.get(first);
  if (ctx.brand === 'Amana' && digit !== undefined && /^[A-Z][0-9A-Z]{5,}$/.test(ctx.normalized)) {
    const years = lastDigitYears(digit, AMANA_OLD_ERA, ctx.today.year);
    result.interpretations.push({
      family: 'goodman',
      rule: `Old Amana (about 1971–mid-1990s): first letter = last digit of the year on the B-L-A-C-K-H-O-R-S-E cycle (${first} = …${digit}); decade not in the serial; year only`,
      candidates: years.map((year) => ({ year, month: null })),
      kind: 'cyclic',
      confidence: 'low',
      sources: [SRC_FURNACE_CHART, SRC_HAUCK],
    });
  }
  return result;
}

/** Daikin: ductless units have no public rule (§11); ducted Daikin is Goodman-built (§4). */
export function decodeDaikin(ctx: DecodeContext): FamilyDecodeResult | { noPublicRule: string } {
  const ductless = isDuctlessModel(ctx.model);
  if (ductless === true) {
    return { noPublicRule: 'the matched model is a ductless (mini/multi-split) Daikin, for which no public serial-date rule exists (RULES.md §11); use the plate date or Daikin\'s lookup' };
  }
  const result = decodeGoodman(ctx);
  if (result.interpretations.length === 0) {
    return { noPublicRule: 'the serial is not the 10-digit YYMM of a Goodman-built (ducted) Daikin, and Daikin ductless units have no public serial-date rule (RULES.md §11)' };
  }
  if (ductless === null)
    for (const i of result.interpretations) i.rule += '; equipment type unknown: read as Goodman-built (ducted) because the serial has the 10-digit YYMM shape';
  return result;
}

export const GOODMAN_STYLES_TEXT = '10-digit YYMM (Goodman era), old Amana BLACKHORSE year letter (cyclic, year only)';
