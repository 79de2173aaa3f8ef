// RULES.md §11: ductless brands. Mitsubishi Electric and LG have one-digit year codes (decade not
// in the serial); Fujitsu, Daikin ductless and Bosch HVAC have no reliable public rule.
import { emptyResult, lastDigitYears, type DecodeContext, type FamilyDecodeResult } from './rule-kit';

/**
 * One-digit year codes repeat every 10 years. Candidates are listed for the last 30 years (three
 * decades: the practical service life of this equipment); older readings are not offered.
 */
export const ONE_DIGIT_YEAR_LOOKBACK_YEARS = 30;

const SRC_HVACRSCHOOL = 'https://hvacrschool.com/nomenclature-and-how-to-use-it/';
const SRC_FIXLEHOME = 'https://fixlehome.com/support/how-can-i-figure-out-the-manufacture-date-of-a-major-appliance';

function lookbackEra(todayYear: number) {
  return { fromYear: todayYear - ONE_DIGIT_YEAR_LOOKBACK_YEARS + 1, toYear: null };
}

export function decodeMitsubishi(ctx: DecodeContext): FamilyDecodeResult {
  const result = emptyResult();
  const m = /^(\d)[0-9A-Z]{3,}$/.exec(ctx.normalized);
  if (!m) return result;
  const years = lastDigitYears(Number(m[1]), lookbackEra(ctx.today.year), ctx.today.year);
  result.interpretations.push({
    family: 'mitsubishi',
    rule: 'Mitsubishi Electric: first digit = last digit of the manufacturing year; decade not in the serial and no confirmed month rule (year only; the plate date is better)',
    candidates: years.map((year) => ({ year, month: null })),
    kind: 'cyclic',
    confidence: 'low',
    sources: [SRC_HVACRSCHOOL],
  });
  return result;
}

export function decodeLg(ctx: DecodeContext): FamilyDecodeResult {
  const result = emptyResult();
  const m = /^(\d)(\d{2})[0-9A-Z]{3,}$/.exec(ctx.normalized);
  if (!m) return result;
  const month = Number(m[2]);
  if (month < 1 || month > 12) {
    result.problems.push(`LG style: digits 2–3 (${m[2]}) are not a month`);
    return result;
  }
  const years = lastDigitYears(Number(m[1]), lookbackEra(ctx.today.year), ctx.today.year);
  result.interpretations.push({
    family: 'lg',
    rule: 'LG: first digit = last digit of the year, next two digits = month; decade not in the serial; stated for LG products in general, not confirmed for LG HVAC',
    candidates: years.map((year) => ({ year, month })),
    kind: 'cyclic',
    confidence: 'low',
    sources: [SRC_FIXLEHOME],
  });
  return result;
}

/** Families RULES.md §11 lists as having no reliable public rule, with the reason to show. */
export const NO_PUBLIC_RULE: Readonly<Partial<Record<string, string>>> = {
  fujitsu: 'Fujitsu has no reliable public serial-date rule (RULES.md §11); use the plate "MFG date" or Fujitsu\'s lookup',
  bosch: 'Bosch HVAC has no reliable public serial-date rule (RULES.md §11; the "FD" code applies to Bosch kitchen appliances, not heat pumps or boilers); use the plate date',
};

export const MITSUBISHI_STYLES_TEXT = 'first digit = year digit (cyclic, year only)';
export const LG_STYLES_TEXT = 'year digit + 2-digit month (cyclic; general LG rule)';
