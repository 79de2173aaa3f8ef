// RULES.md §12: A.O. Smith family water heaters (A.O. Smith, State, Reliance, American, Kenmore
// by A.O. Smith). Lochinvar shares the owner but RULES.md has no rule for it.
import {
  MONTHS_A_TO_M_NO_I,
  emptyResult,
  monthCandidates,
  weekCandidates,
  type DecodeContext,
  type Era,
  type FamilyDecodeResult,
  type Interpretation,
} from './rule-kit';

const SRC_STESSO = 'https://www.stesso.com/projects/how-to-decode-your-water-heaters-serial-number-to-find-its-age-2753/3';
const SRC_INSIDER =
  'https://www.theinspectioninsider.com/p/this-newer-tank-is-20-years-old-do-the-10-second-label-check-9b4796c0f7464303';
const SRC_BOBWEI =
  'https://bobwei.ca/cn/blog/%E5%A6%82%E4%BD%95%E6%9F%A5%E7%9C%8Bhot-water-tank%E7%83%AD%E6%B0%B4%E5%99%A8%E7%9A%84%E7%94%9F%E4%BA%A7%E6%97%A5%E6%9C%9F/';
const SRC_NACHI_WH = 'https://forum.nachi.org/t/water-heater-date-code/48546';
const SRC_CALIFORNIA = 'https://californiaplumbingsd.com/how-to-determine-if-your-water-heater-needs-to-be-replaced/';

const YYWW_ERA_2008: Era = { fromYear: 2008, toYear: null };
/** albaninspect.com (via RULES.md): the YYWW form was also used before 1997; low confidence. */
const YYWW_ERA_PRE_1997: Era = { fromYear: 1970, toYear: 1996 };
const LETTER_ERA: Era = { fromYear: 1970, toYear: 2007 };

function collect(result: FamilyDecodeResult, style: string, cands: ReturnType<typeof weekCandidates>, base: Omit<Interpretation, 'candidates'>): void {
  if (typeof cands === 'string') result.problems.push(`${style}: ${cands}`);
  else result.interpretations.push({ ...base, candidates: cands });
}

export function decodeAoSmith(ctx: DecodeContext): FamilyDecodeResult | { noPublicRule: string } {
  if (ctx.brand === 'Lochinvar') {
    return { noPublicRule: 'RULES.md has no serial-date rule for Lochinvar (its A.O. Smith-family rules cover A.O. Smith, State, Reliance, American and Kenmore); use the plate date' };
  }
  const result = emptyResult();
  const s = ctx.normalized;
  let m: RegExpExecArray | null;

  if ((m = /^(\d{2})(\d{2})[0-9A-Z]{4,}$/.exec(s))) {
    const yy = Number(m[1]);
    const week = Number(m[2]);
    const base = { family: 'aosmith' as const, kind: 'two_digit_year' as const };
    const recent = weekCandidates(yy, week, YYWW_ERA_2008);
    const old = weekCandidates(yy, week, YYWW_ERA_PRE_1997);
    if (typeof recent !== 'string' || typeof old === 'string')
      collect(result, 'A.O. Smith family 2008–present YYWW style', recent, {
        ...base,
        rule: 'A.O. Smith/State/Reliance/American/Kenmore 2008–present: first four digits YYWW; week → month by its ISO Thursday',
        confidence: 'high',
        sources: [SRC_STESSO, SRC_INSIDER],
      });
    if (typeof old !== 'string')
      collect(result, 'A.O. Smith pre-1997 YYWW style', old, {
        ...base,
        rule: 'A.O. Smith before 1997 (albaninspect.com, unconfirmed): first four digits YYWW; week → month by its ISO Thursday',
        confidence: 'low',
        sources: [SRC_BOBWEI],
      });
    if (typeof recent === 'string' && typeof old === 'string' && yy <= 7)
      result.problems.push('A.O. Smith serials made 1997–2007 start with a plant letter and a month letter, not four digits');
  }

  if (ctx.brand === 'State' && (m = /^([A-Z])(\d{2})[0-9A-Z]{3,}$/.exec(s))) {
    const month = MONTHS_A_TO_M_NO_I.get(m[1] ?? '');
    if (month === undefined) result.problems.push(`State before-2008 style: ${m[1]} is not a month letter (A–M, no I)`);
    else
      collect(result, 'State before-2008 style', monthCandidates(Number(m[2]), month, LETTER_ERA), {
        family: 'aosmith',
        rule: 'State water heaters before 2008: month letter (A–M, no I) + YY in the first three characters',
        kind: 'two_digit_year',
        confidence: 'high',
        sources: [SRC_NACHI_WH],
      });
  }

  if (ctx.brand === 'American' && (m = /^[A-Z](\d{2})[A-Z](\d{2})[0-9A-Z]*$/.exec(s))) {
    collect(result, 'American Water Heater pre-merger style', weekCandidates(Number(m[1]), Number(m[2]), { fromYear: 1970, toYear: null }), {
      family: 'aosmith',
      rule: 'American Water Heater (pre-merger): letter + YY + letter + WW; week → month by its ISO Thursday',
      kind: 'two_digit_year',
      confidence: 'high',
      sources: [SRC_CALIFORNIA],
    });
  }

  // The plant code may be a digit: bobwei.ca's worked example is 4D051234567 (D = April, 05 = 2005).
  if (ctx.brand !== 'State' && ctx.brand !== 'American' && (m = /^[0-9A-Z]([A-Z])(\d{2})[0-9A-Z]{3,}$/.exec(s))) {
    const month = MONTHS_A_TO_M_NO_I.get(m[1] ?? '');
    if (month === undefined) result.problems.push(`A.O. Smith before-2008 style: ${m[1]} is not a month letter (A–M, no I)`);
    else
      collect(result, 'A.O. Smith before-2008 style', monthCandidates(Number(m[2]), month, LETTER_ERA), {
        family: 'aosmith',
        rule: 'A.O. Smith before 2008: plant code (letter or digit) + month letter (A–M, no I) + YY (chars 3–4)',
        kind: 'two_digit_year',
        confidence: 'high',
        sources: [SRC_BOBWEI, SRC_NACHI_WH],
      });
  }
  return result;
}

export const AOSMITH_STYLES_TEXT =
  'YYWW (2008–present), plant letter + month letter + YY (before 2008), State month letter + YY, American letter + YY + letter + WW';
