// RULES.md §9: Nordyne / Nortek Global HVAC brands — 3 letters + YY (chars 4–5) + MM (chars 6–7).
import { emptyResult, monthCandidates, type DecodeContext, type FamilyDecodeResult } from './rule-kit';

const SOURCES = [
  'https://grokipedia.com/page/Philco_HVAC_serial_number_date_codes',
  'https://forum.nachi.org/t/age-of-gibson-unitary-ac-unit-2-letters-beginning-serial/226963',
];

export function decodeNordyne(ctx: DecodeContext): FamilyDecodeResult {
  const result = emptyResult();
  const m = /^[A-Z]{3}(\d{2})(\d{2})[0-9A-Z]{5}$/.exec(ctx.normalized);
  if (!m) return result;
  const cands = monthCandidates(Number(m[1]), Number(m[2]), { fromYear: 1980, toYear: null });
  if (typeof cands === 'string') result.problems.push(`Nordyne 12-character style: ${cands}`);
  else
    result.interpretations.push({
      family: 'nordyne',
      rule: 'Nordyne/Nortek brands: 12 characters, 3 letters + YY (chars 4–5) + MM (chars 6–7) + sequence',
      candidates: cands,
      kind: 'two_digit_year',
      confidence: 'high',
      sources: SOURCES,
    });
  return result;
}

export const NORDYNE_STYLES_TEXT = '3 letters + YYMM + 5 characters (12 characters)';
