// RULES.md §5: Lennox · Allied brands (Armstrong Air, AirEase, Ducane, Concord) · Aire-Flo.
import {
  MONTHS_A_TO_M_NO_I,
  emptyResult,
  monthCandidates,
  weekCandidates,
  type DecodeContext,
  type FamilyDecodeResult,
  type Interpretation,
} from './rule-kit';

const SRC_NACHI = 'https://forum.nachi.org/t/age-of-lennox-furnace/185854';
const SRC_CLIMATIZE = 'https://climatize.works/2021/08/20/how-old-is-your-furnace/';
const SRC_WAYPOINT = 'https://waypointinspection.com/lennox-ace-age/';
const SRC_INSPECTIONNEWS = 'http://www.inspectionnews.net/home_inspection/archive/index.php/t-36509.html';
const SRC_HUNKER = 'https://www.hunker.com/13407247/how-to-determine-the-month-year-of-manufacture-on-a-lennox-ac-unit';

const ANY_ERA = { fromYear: 1900, toYear: null };

function push(result: FamilyDecodeResult, style: string, cands: ReturnType<typeof monthCandidates>, base: Omit<Interpretation, 'candidates'>): void {
  if (typeof cands === 'string') result.problems.push(`${style}: ${cands}`);
  else result.interpretations.push({ ...base, candidates: cands });
}

export function decodeLennox(ctx: DecodeContext): FamilyDecodeResult {
  const result = emptyResult();
  const s = ctx.normalized;
  let m: RegExpExecArray | null;

  // Four or five digits after the month letter: hunker.com describes 4 digits + letter + 5 digits,
  // waypointinspection's type 1 "4 digits, a letter, and four other digits" (1215M1234 = December 2015).
  if ((m = /^(\d{2})(\d{2})([A-Z])\d{4,5}$/.exec(s))) {
    const month = MONTHS_A_TO_M_NO_I.get(m[3] ?? '');
    if (month === undefined) result.problems.push(`Lennox 1974–present style: ${m[3]} is not a month letter (A–M, no I)`);
    else
      push(result, 'Lennox 1974–present style', monthCandidates(Number(m[2]), month, { fromYear: 1974, toYear: null }), {
        family: 'lennox',
        rule: 'Lennox/Allied/Aire-Flo 1974–present: PP YY M NNNN(N) (chars 1–2 plant, 3–4 year, 5 month letter A–M with I skipped)',
        kind: 'two_digit_year',
        confidence: 'high',
        sources: [SRC_NACHI, SRC_CLIMATIZE, SRC_INSPECTIONNEWS, SRC_WAYPOINT, SRC_HUNKER],
      });
  }

  if ((m = /^(\d{2})(\d)\d{3,}$/.exec(s))) {
    const digit = Number(m[2]);
    push(result, 'Lennox pre-1974 style', monthCandidates(Number(m[1]), digit === 0 ? null : digit, { fromYear: 1900, toYear: 1973 }), {
      family: 'lennox',
      rule: `Lennox before 1974: all digits, chars 1–2 = year, 3rd digit = month${digit === 0 ? ' (0: month not stated by the source)' : ''}`,
      kind: 'two_digit_year',
      confidence: 'low',
      sources: [SRC_CLIMATIZE],
    });
  }

  if ((m = /^[A-Z](\d{2})\d{3}[A-Z]([A-Z])[A-Z]$/.exec(s))) {
    const month = MONTHS_A_TO_M_NO_I.get(m[2] ?? '');
    if (month === undefined) result.problems.push(`Lennox type 2 style: ${m[2]} is not a month letter`);
    else
      push(result, 'Lennox type 2 style', monthCandidates(Number(m[1]), month, ANY_ERA), {
        family: 'lennox',
        rule: 'Lennox type 2 (rare): letter + 5 digits + 3 letters; first two digits = year, second-to-last letter = month',
        kind: 'two_digit_year',
        confidence: 'low',
        sources: [SRC_WAYPOINT],
      });
  }

  if ((m = /^\d{2}([A-Z])(\d)(\d)[0-9A-Z]*$/.exec(s))) {
    const month = MONTHS_A_TO_M_NO_I.get(m[1] ?? '');
    if (month === undefined) result.problems.push(`Lennox type 3 style: ${m[1]} is not a month letter`);
    else
      push(result, 'Lennox type 3 style', monthCandidates(Number(`${m[3]}${m[2]}`), month, ANY_ERA), {
        family: 'lennox',
        rule: 'Lennox type 3 (rare): DD + month letter + year written reversed + sequence',
        kind: 'two_digit_year',
        confidence: 'low',
        sources: [SRC_WAYPOINT],
      });
  }

  if ((m = /^\d{2,}(\d{2})(\d{2})$/.exec(s))) {
    push(result, 'Lennox type 4 style', weekCandidates(Number(m[1]), Number(m[2]), ANY_ERA), {
      family: 'lennox',
      rule: 'Lennox type 4 (rare): all digits, the last four are YYWW; week → month by its ISO Thursday',
      kind: 'two_digit_year',
      confidence: 'low',
      sources: [SRC_WAYPOINT],
    });
  }
  return result;
}

export const LENNOX_STYLES_TEXT = 'PP YY M NNNNN (1974–present), pre-1974 YY + month digit, rare types 2–4';
