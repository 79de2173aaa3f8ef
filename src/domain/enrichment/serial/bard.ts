// RULES.md §10: Bard — three eras told apart by shape.
import {
  MONTHS_A_TO_M_NO_I,
  MONTHS_BARD_1980,
  emptyResult,
  monthCandidates,
  type DecodeContext,
  type FamilyDecodeResult,
} from './rule-kit';

const SOURCES = ['http://www.hauckbrothers.com/serial_number_information.html', 'https://forum.nachi.org/t/hvac-manufacture-dates/116'];

/** 1962–March 1980 year letters: B = 1962 … V = 1980 (I and Q unused). */
const YEAR_LETTERS_1962: ReadonlyMap<string, number> = new Map([...'BCDEFGHJKLMNOPRSTUV'].map((l, i) => [l, 1962 + i]));

export function decodeBard(ctx: DecodeContext): FamilyDecodeResult {
  const result = emptyResult();
  const s = ctx.normalized;
  let m: RegExpExecArray | null;

  if ((m = /^\d{6}([A-Z])([A-Z])$/.exec(s))) {
    const month = MONTHS_A_TO_M_NO_I.get(m[1] ?? '');
    const year = YEAR_LETTERS_1962.get(m[2] ?? '');
    if (month === undefined) result.problems.push(`Bard 1962–1980 style: ${m[1]} is not a month letter (A–M, no I)`);
    else if (year === undefined) result.problems.push(`Bard 1962–1980 style: ${m[2]} is not a year letter (B–V, no I or Q)`);
    else if (year === 1980 && month > 3) result.problems.push('Bard 1962–1980 style ended in March 1980');
    else
      result.interpretations.push({
        family: 'bard',
        rule: 'Bard 1962–March 1980: 6-digit unit id + month letter (A–M, no I) + year letter (B = 1962 … V = 1980, no I or Q)',
        candidates: [{ year, month }],
        kind: 'single',
        confidence: 'high',
        sources: SOURCES,
      });
  }

  if ((m = /^\d{3}([DF])A\d{6}$/.exec(s))) {
    result.interpretations.push({
      family: 'bard',
      rule: 'Bard April–May 1980: 3-digit compressor part + month letter (D = April, F = May) + A (1980) + 6 digits',
      candidates: [{ year: 1980, month: m[1] === 'D' ? 4 : 5 }],
      kind: 'single',
      confidence: 'high',
      sources: SOURCES,
    });
  }

  if ((m = /^\d{3}([A-Z])(\d{2})\d{7}(\d{2})$/.exec(s))) {
    const month = MONTHS_BARD_1980.get(m[1] ?? '');
    if (month === undefined) {
      result.problems.push(`Bard June 1980–present style: ${m[1]} is not a month letter (A–D, F, H, J–N, P)`);
    } else {
      const cands = monthCandidates(Number(m[2]), month, { fromYear: 1980, toYear: null });
      const valid = typeof cands === 'string' ? cands : cands.filter((c) => c.year > 1980 || month >= 6);
      if (typeof valid === 'string') result.problems.push(`Bard June 1980–present style: ${valid}`);
      else if (valid.length === 0) result.problems.push('Bard June 1980–present style: date before June 1980');
      else
        result.interpretations.push({
          family: 'bard',
          rule: `Bard June 1980–present: 3-digit compressor part + month letter (A B C D F H J K L M N P; E, G, I, O unused) + YY + 7-digit unit id + 2-digit factory (${m[3] === '01' ? '01 = Ohio' : m[3] === '02' ? '02 = Georgia' : `factory ${m[3]}`})`,
          candidates: valid,
          kind: 'two_digit_year',
          confidence: 'high',
          sources: SOURCES,
        });
    }
  }
  return result;
}

export const BARD_STYLES_TEXT = '6 digits + month letter + year letter (1962–1980), 3 digits + month letter + YY + 9 digits (1980–present)';
