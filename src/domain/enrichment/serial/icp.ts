// RULES.md §2: ICP brands (Heil, Tempstar, Comfortmaker, Arcoaire, Airquest, KeepRite, Grandaire,
// Day & Night) — plant letter + YYWW + 5 digits.
import { readCarrierWeekYear } from './carrier';
import { emptyResult, weekCandidates, type DecodeContext, type FamilyDecodeResult } from './rule-kit';

const ICP_RE = /^([A-Z])(\d{2})(\d{2})\d{5}$/;

const SOURCES = [
  'https://studylib.net/doc/9049543/furnace-age-chart',
  'https://info.5y1.org/york-furnace-parts-lookup_1_cfdd8b.html',
  'https://icptempstarparts.com/serial-number-nomenclature/',
  'https://forum.nachi.org/t/international-comfort-heil-are-they-all-made-in-november/20957',
];

export function decodeIcp(ctx: DecodeContext): FamilyDecodeResult {
  const result = emptyResult();
  const m = ICP_RE.exec(ctx.normalized);
  if (m) {
    const cands = weekCandidates(Number(m[2]), Number(m[3]), { fromYear: 1980, toYear: null });
    if (typeof cands === 'string') result.problems.push(`ICP plant-letter + YYWW style: ${cands}`);
    else
      result.interpretations.push({
        family: 'icp',
        rule: 'ICP brands (1980s–present): plant letter + YY + WW + 5-digit sequence; char 1 is the factory, not the month; week → month by its ISO Thursday',
        candidates: cands,
        kind: 'two_digit_year',
        confidence: 'high',
        sources: SOURCES,
      });
  }
  // Day & Night appears under both Carrier and ICP (RULES.md §1/§2): a serial that starts with four
  // digits and has a plant letter fifth is Carrier's layout.
  if (ctx.brand === 'Day & Night') {
    const carrier = readCarrierWeekYear(ctx.normalized);
    if (typeof carrier === 'string') result.problems.push(carrier);
    else if (carrier !== null)
      result.interpretations.push({
        ...carrier,
        rule: `${carrier.rule} (Day & Night unit built to Carrier's format: starts with four digits)`,
      });
  }
  return result;
}

export const ICP_STYLES_TEXT = 'plant letter + YYWW + 5 digits (Day & Night also Carrier WWYY + plant letter)';
