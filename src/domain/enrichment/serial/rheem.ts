// RULES.md §7 (Rheem/Ruud/WeatherKing HVAC: WWYY after a plant letter or after "M") and §8
// (Rheem/Ruud/Richmond water heaters: MMYY first). Which one applies: the matched model's type
// when known, Richmond (water heaters only), otherwise the serial's shape.
import { isWaterHeaterModel } from './model-hints';
import {
  emptyResult,
  monthCandidates,
  weekCandidates,
  type DecodeContext,
  type FamilyDecodeResult,
  type Interpretation,
} from './rule-kit';

const SRC_MILESTO = 'https://fi.milestoblog.com/what-are-rheem-ac-model-numbers';
const SRC_INSPECTIONNEWS = 'http://www.inspectionnews.net/home_inspection/archive/index.php/t-36509.html';
/** InterNACHI thread quoting an "HVAC age codes" chart (Rheem & Ruud: letter F in the middle, then WWYY). */
const SRC_NACHI_LENNOX_THREAD = 'https://forum.nachi.org/t/age-of-lennox-furnace/185854';
/** CPSC release 09-104 (Rheem oil furnaces): "the four digits following an M in the middle of the serial number". */
const SRC_CPSC_2009 = 'http://www.inspectionnews.net/home_inspection/safety-recalls-and-notices/11547-rheem-recall.html';
const SRC_STESSO = 'https://www.stesso.com/projects/how-to-decode-your-water-heaters-serial-number-to-find-its-age-2753/3';
const SRC_CALIFORNIA = 'https://californiaplumbingsd.com/how-to-determine-if-your-water-heater-needs-to-be-replaced/';
const SRC_BOBWEI =
  'https://bobwei.ca/cn/blog/%E5%A6%82%E4%BD%95%E6%9F%A5%E7%9C%8Bhot-water-tank%E7%83%AD%E6%B0%B4%E5%99%A8%E7%9A%84%E7%94%9F%E4%BA%A7%E6%97%A5%E6%9C%9F/';

const HVAC_CURRENT_RE = /^[A-Z](\d{2})(\d{2})\d{5}$/;
/**
 * Older long style: 5-character factory code + plant line letter + WWYY + unit number. The line
 * letter is M in the eHow example and the CPSC recall, but it is a line code (eHow: "M is the plant
 * line code"; the current style's first letter is the same kind of code) and an InterNACHI chart
 * names F ("in the middle of the serial number will be a letter F; the following four numbers are
 * the week and year"), so any letter is accepted.
 */
const HVAC_LONG_RE = /^[0-9A-Z]{5}([A-Z])(\d{2})(\d{2})\d{4,6}$/;
/** Shape alone: four digits, a plant letter, then the sequence. */
const WATER_HEATER_SHAPE_RE = /^(\d{2})(\d{2})[A-Z][0-9A-Z]{3,}$/;
/** When the unit is known to be a water heater, only the first four digits matter. */
const WATER_HEATER_KNOWN_RE = /^(\d{2})(\d{2})[0-9A-Z]{4,}$/;

const HVAC_ERA = { fromYear: 1980, toYear: null };
const WH_ERA = { fromYear: 1980, toYear: null };

function readHvac(s: string, why: string): Interpretation | string | null {
  let week: string | undefined;
  let yy: string | undefined;
  let rule = 'Rheem/Ruud HVAC, current 10-character style: plant letter + WWYY + 5-digit sequence';
  const current = HVAC_CURRENT_RE.exec(s);
  const long = current ? null : HVAC_LONG_RE.exec(s);
  if (current) [, week, yy] = current;
  else if (long) {
    [, , week, yy] = long;
    rule = `Rheem/Ruud HVAC, older long style: 5-character factory code + plant line letter (${long[1]}) + WWYY + unit number`;
  } else return null;
  const cands = weekCandidates(Number(yy), Number(week), HVAC_ERA);
  if (typeof cands === 'string') return `${rule}: ${cands}`;
  return {
    family: 'rheem',
    rule: `${rule}; week → month by its ISO Thursday (${why})`,
    candidates: cands,
    kind: 'two_digit_year',
    confidence: 'high',
    sources: [SRC_MILESTO, SRC_INSPECTIONNEWS, ...(long ? [SRC_NACHI_LENNOX_THREAD, SRC_CPSC_2009] : [])],
    waterHeater: false,
  };
}

function readWaterHeater(s: string, why: string, re: RegExp): Interpretation | string | null {
  const m = re.exec(s);
  if (!m) return null;
  const cands = monthCandidates(Number(m[2]), Number(m[1]), WH_ERA);
  const rule = 'Rheem/Ruud/Richmond water heaters: first four digits MMYY + plant letter + sequence';
  if (typeof cands === 'string') return `${rule}: ${cands}`;
  return {
    family: 'rheem',
    rule: `${rule} (${why})`,
    candidates: cands,
    kind: 'two_digit_year',
    confidence: 'high',
    sources: [SRC_STESSO, SRC_CALIFORNIA, SRC_BOBWEI],
    waterHeater: true,
  };
}

function collect(result: FamilyDecodeResult, r: Interpretation | string | null): void {
  if (typeof r === 'string') result.problems.push(r);
  else if (r !== null) result.interpretations.push(r);
}

export function decodeRheem(ctx: DecodeContext): FamilyDecodeResult {
  const result = emptyResult();
  const s = ctx.normalized;
  const waterHeater = isWaterHeaterModel(ctx.model);
  if (waterHeater === true || ctx.brand === 'Richmond') {
    const why = waterHeater === true ? 'the matched model is a water heater' : 'Richmond makes water heaters';
    collect(result, readWaterHeater(s, why, WATER_HEATER_KNOWN_RE));
    if (result.interpretations.length === 0 && result.problems.length === 0)
      result.problems.push('Rheem/Ruud/Richmond water-heater style: the serial does not start with four digits (MMYY)');
    return result;
  }
  if (waterHeater === false) {
    collect(result, readHvac(s, `the matched model is HVAC equipment (${ctx.model?.type ?? ''})`));
    return result;
  }
  // Equipment type unknown: the two styles have different shapes (HVAC starts with a letter or a
  // 5-character factory code followed by M; water heaters with four digits and a plant letter).
  collect(result, readHvac(s, 'equipment type unknown: chosen by the serial shape, which is the HVAC one'));
  collect(result, readWaterHeater(s, 'equipment type unknown: chosen by the serial shape (four digits + plant letter), which is the water-heater one', WATER_HEATER_SHAPE_RE));
  return result;
}

export const RHEEM_STYLES_TEXT =
  'HVAC: plant letter + WWYY + 5 digits, or factory code + line letter (e.g. M) + WWYY; water heaters: MMYY + plant letter';
