// RULES.md §12: GSW / John Wood water heaters (Canada) — YYWW first, or a letter then YYWW.
import { emptyResult, weekCandidates, type DecodeContext, type FamilyDecodeResult } from './rule-kit';

const SOURCES = [
  'https://bobwei.ca/cn/blog/%E5%A6%82%E4%BD%95%E6%9F%A5%E7%9C%8Bhot-water-tank%E7%83%AD%E6%B0%B4%E5%99%A8%E7%9A%84%E7%94%9F%E4%BA%A7%E6%97%A5%E6%9C%9F/',
  'https://www.ieinspections.ca/blog/category/water-heater',
];
const ERA = { fromYear: 1970, toYear: null };

export function decodeGsw(ctx: DecodeContext): FamilyDecodeResult {
  const result = emptyResult();
  const m = /^(\d{2})(\d{2})[0-9A-Z]{2,}$/.exec(ctx.normalized) ?? /^[A-Z](\d{2})(\d{2})[0-9A-Z]*$/.exec(ctx.normalized);
  if (!m) return result;
  const letterFirst = /^[A-Z]/.test(ctx.normalized);
  const cands = weekCandidates(Number(m[1]), Number(m[2]), ERA);
  if (typeof cands === 'string') result.problems.push(`GSW/John Wood YYWW style: ${cands}`);
  else
    result.interpretations.push({
      family: 'gsw',
      rule: letterFirst
        ? 'GSW/John Wood, second style: a letter then YYWW (chars 2–5); week → month by its ISO Thursday'
        : 'GSW/John Wood: first four digits YYWW; week → month by its ISO Thursday',
      candidates: cands,
      kind: 'two_digit_year',
      confidence: 'high',
      sources: SOURCES,
    });
  return result;
}

export const GSW_STYLES_TEXT = 'YYWW first, or a letter then YYWW';
