// A system written in one model field: the outdoor unit and its indoor unit (and furnace) as the AHRI directory and
// the makers' matched-system tables list them ("Outdoor Unit Model / Indoor Unit Model / Furnace Model"), as invoices
// and owners copy them ("GSX140361 / ARUF37C14", "4TTR4036L1000A + TAM4A0B36S31SB", "MSZ-FH12NA & MUZ-FH12NA",
// "Condenser: GSX130361, Coil: CAPF3636B6"), each part possibly marked with its role ("(O)" / "(I)", "-OUT" / "-IN",
// "outdoor" / "indoor", a kind-of-unit word). Pure: index.ts decodes the parts and decides (see pairDecision).
import type { DecodedFields, NomenclatureDecode } from './types';

/** Which unit a part of a written system is, when the form says so. */
export type WrittenRole = 'outdoor' | 'indoor' | 'furnace';

export interface WrittenPart {
  /** The part without its role marker. */
  text: string;
  role: WrittenRole | null;
  /** The type the marker names, when it names one ("heat pump", "AC", "furnace"): the decode must agree. */
  type?: string;
}

/** The type a role word names (catalog vocabulary), if any. */
function namedType(word: string): string | undefined {
  if (/^(?:heat\s+pump|hp)$/i.test(word)) return 'heat pumps';
  if (/^(?:air\s+conditioner|ac)$/i.test(word)) return 'air conditioners';
  if (/^(?:furnace|furn)$/i.test(word)) return 'furnaces';
  return undefined;
}

// Words that mark a part's role. A label before the number needs a colon or equals sign ("ODU: …", "Coil: …");
// a word after it needs a space before it ("GSX140361 condenser"); a marker in parentheses or after a hyphen is a
// short code ("(O)", "(IDU)", "-OUT", "-IN").
const OUTDOOR_WORDS = 'outdoor(?:\\s+unit)?|odu|od|condenser|condensing\\s+unit|cond|heat\\s+pump|hp|ac|air\\s+conditioner';
const INDOOR_WORDS =
  'indoor(?:\\s+unit)?|idu|id|(?:evaporator\\s+|evap\\s+|a[-\\s])?coil|evaporator|evap|air\\s+handler|ahu|ah|fan\\s+coil';
const FURNACE_WORDS = 'furnace|furn';
/** "A/C", "A/H", "O/D", "I/D" written with their slash: read as AC, AH, OD, ID before the field is split at slashes. */
const SLASHED_ROLE = /\b([aoi])\/([cdh])\b/gi;
const LEADING_ROLE = new RegExp(`^(?:(${OUTDOOR_WORDS})|(${INDOOR_WORDS})|(${FURNACE_WORDS}))\\s*(?:model(?:\\s*(?:no\\.?|#))?)?\\s*[:=]\\s*`, 'i');
const TRAILING_ROLE = new RegExp(
  `(?:\\s*\\(\\s*(?:(o|od|odu|out|outdoor)|(i|id|idu|in|indoor))\\s*\\)|-(?:(out|odu)|(in|idu))|\\s+(?:(${OUTDOOR_WORDS})|(${INDOOR_WORDS})|(${FURNACE_WORDS})))$`,
  'i',
);

/**
 * Separators between the parts of a written system: a slash, plus, ampersand, comma, semicolon or bar, "w/",
 * "with", "and", or a dash with spaces around it ("4TTR4036L1000A - TAM4A0B36S31SB"); a role label also starts a
 * part ("Outdoor: X Indoor: Y").
 */
const SEPARATOR = /\s*[/+&,;|]\s*|\s+(?:w\/|with|and|-)\s+/i;
const ROLE_LABEL_START = new RegExp(`\\s+(?=(?:${OUTDOOR_WORDS}|${INDOOR_WORDS}|${FURNACE_WORDS})\\s*(?:model(?:\\s*(?:no\\.?|#))?)?\\s*[:=])`, 'i');
/** A part must look like a model number: five or more letters and digits, with at least one of each. */
const MODEL_LIKE = /^(?=.*[0-9])(?=.*[A-Za-z])(?:[^A-Za-z0-9]*[A-Za-z0-9]){5}/;
/** Cheap test before any split: the field holds a separator, a role label or a role marker. */
const MAY_BE_PAIR = /[/+&,;|:=(]|\s(?:w\/|with|and|-)\s|-(?:in|out|idu|odu)$|\s[a-z]{4,}$/i;
const MAX_PARTS = 3;

/** The part's role marker taken off ("GSX140361 (O)" → outdoor "GSX140361"); role null when it has none. */
export function writtenRole(raw: string): WrittenPart {
  let text = raw.trim();
  let role: WrittenRole | null = null;
  let type: string | undefined;
  const lead = LEADING_ROLE.exec(text);
  if (lead) {
    role = lead[1] !== undefined ? 'outdoor' : lead[2] !== undefined ? 'indoor' : 'furnace';
    type = namedType(lead[1] ?? lead[2] ?? lead[3] ?? '');
    text = text.slice(lead[0].length);
  }
  const trail = TRAILING_ROLE.exec(text);
  if (trail && trail.index > 0) {
    const marked: WrittenRole = (trail[1] ?? trail[3] ?? trail[5]) !== undefined ? 'outdoor' : trail[7] !== undefined ? 'furnace' : 'indoor';
    // Two contradicting markers on one part ("Outdoor: X coil"): no role.
    role = role === null || role === marked ? marked : null;
    const named = namedType(trail[5] ?? trail[6] ?? trail[7] ?? '');
    if (type !== undefined && named !== undefined && named !== type) role = null;
    type ??= named;
    text = text.slice(0, trail.index).trim();
  }
  return type === undefined ? { text, role } : { text, role, type };
}

/**
 * The parts of a system written in one field, each without its role marker, or null when the field is not such a
 * form: two or three parts, each model-shaped, or one part carrying a role marker ("GSX140361-OUT").
 */
export function writtenParts(raw: string): WrittenPart[] | null {
  const trimmed = raw.trim();
  if (!MAY_BE_PAIR.test(trimmed)) return null;
  const pieces = trimmed
    .replace(SLASHED_ROLE, '$1$2')
    .split(ROLE_LABEL_START)
    .flatMap((p) => p.split(SEPARATOR))
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (pieces.length > MAX_PARTS) return null;
  const parts = pieces.map(writtenRole);
  for (const p of parts) if (!MODEL_LIKE.test(p.text)) return null;
  if (parts.length === 1 && (parts[0]!.role === null || parts[0]!.text === trimmed)) return null;
  return parts;
}

/** Types an outdoor unit is decoded as (catalog vocabulary). */
const OUTDOOR_TYPES: ReadonlySet<string> = new Set(['air conditioners', 'heat pumps', 'mini-splits', 'packaged units', 'geothermal heat pumps']);
/** Outdoor types no indoor unit is decoded as (a ductless indoor unit is a mini-split, a water-source unit a geothermal heat pump). */
const SPLIT_OUTDOOR_TYPES: ReadonlySet<string> = new Set(['air conditioners', 'heat pumps', 'packaged units']);
/** The outdoor units of a ducted split system, and the indoor units they are matched with (coil, air handler, furnace). */
const DUCTED_OUTDOOR_TYPES: ReadonlySet<string> = new Set(['air conditioners', 'heat pumps']);
const DUCTED_INDOOR_TYPES: ReadonlySet<string> = new Set(['air handlers', 'evaporator coils', 'furnaces']);

/**
 * Which part's decode a written system takes, given each part's decoded type (null: no decode): every part decoded
 * to the same family and type → the first; otherwise only the part the form names as the outdoor unit — marked
 * outdoor, or the one unmarked part when every other part is marked indoor — and only when that part decodes to an
 * outdoor type; with no role written at all, the one part that decodes to a ducted split's outdoor unit (air
 * conditioner or heat pump) when every other part decodes to its indoor units (coil, air handler, furnace): the AHRI
 * directory rates such a matched system under its outdoor unit's class (split air conditioner or heat pump); with
 * no outdoor unit, a part marked furnace whose other parts are marked indoor (its coil). A part whose decode
 * contradicts its mark rejects the field. Any other pair of different types decodes as nothing. -1 when none.
 */
export function pairDecision(parts: readonly WrittenPart[], decoded: readonly ({ family: string; type: string } | null)[]): number {
  const first = decoded[0] ?? null;
  const sameType = first !== null && decoded.every((d) => d !== null && d.family === first.family && d.type === first.type);
  // A part whose decode contradicts its written role ("ARUF37C14 condenser") leaves the field undecoded.
  for (let i = 0; i < parts.length; i++) {
    const d = decoded[i];
    if (d === null || d === undefined || parts[i]!.role === null) continue;
    const role = parts[i]!.role;
    // A type word must name the decoded type ("Elite XC16 heat pump" is no XC16): a ductless unit is either.
    const named = parts[i]!.type;
    if (named !== undefined && named !== d.type && !(d.type === 'mini-splits' && named !== 'furnaces')) return -1;
    if (role === 'outdoor' ? !OUTDOOR_TYPES.has(d.type) : role === 'furnace' ? d.type !== 'furnaces' : SPLIT_OUTDOOR_TYPES.has(d.type)) return -1;
  }
  // One part with a role marker ("MUZ-FH12NA-OUT") decodes as that part; so does a same-type system.
  if (sameType) return 0;
  let outdoor = -1;
  const marked = parts.filter((p) => p.role === 'outdoor').length;
  if (marked === 1) outdoor = parts.findIndex((p) => p.role === 'outdoor');
  else if (marked === 0 && parts.length > 1 && parts.filter((p) => p.role === null).length === 1) outdoor = parts.findIndex((p) => p.role === null);
  const d = outdoor >= 0 ? decoded[outdoor] : null;
  if (d !== null && d !== undefined && OUTDOOR_TYPES.has(d.type)) return outdoor;
  // No role written: the decoded types alone tell the outdoor unit of a ducted split from its indoor units.
  if (parts.every((p) => p.role === null) && decoded.every((x) => x !== null && x !== undefined)) {
    const outdoors = decoded.filter((x) => DUCTED_OUTDOOR_TYPES.has(x!.type)).length;
    const indoors = decoded.filter((x) => DUCTED_INDOOR_TYPES.has(x!.type)).length;
    if (outdoors === 1 && indoors === parts.length - 1) return decoded.findIndex((x) => DUCTED_OUTDOOR_TYPES.has(x!.type));
  }
  // No outdoor unit written: a furnace marked as such, with every other part marked indoor (its coil), is the primary unit.
  const furnace = parts.findIndex((p) => p.role === 'furnace');
  const rest = parts.every((p, i) => i === furnace || p.role === 'indoor');
  return marked === 0 && furnace >= 0 && rest && decoded[furnace]?.type === 'furnaces' ? furnace : -1;
}

function isDigit(c: string): boolean {
  return c >= '0' && c <= '9';
}
function isAlnum(c: string): boolean {
  return isDigit(c) || (c >= 'A' && c <= 'Z');
}

/**
 * The two models a maker prints as one with a slash between alternatives of the same kind ("2/4TXCC037BC3HCA": the
 * R-22 and R-410A twins of a Trane coil; "4YCC3060A1096/120B": two heat inputs; "58DLA/DLX"): the characters after the
 * slash, up to the first change between letters and digits (at most three; two or more letters only where the replaced
 * ones begin with the same letter), replace as many before it. Null when the field is not so written.
 */
export function slashAlternatives(normalized: string): [string, string] | null {
  const at = normalized.indexOf('/');
  if (at <= 0 || at !== normalized.lastIndexOf('/') || at === normalized.length - 1) return null;
  const kind = normalized[at + 1]!;
  if (!isAlnum(kind) || !isAlnum(normalized[at - 1]!) || isDigit(kind) !== isDigit(normalized[at - 1]!)) return null;
  let end = at + 1;
  while (end < normalized.length && isAlnum(normalized[end]!) && isDigit(normalized[end]!) === isDigit(kind)) end++;
  let start = at - 1;
  while (start > 0 && isAlnum(normalized[start - 1]!) && isDigit(normalized[start - 1]!) === isDigit(kind)) start--;
  const n = end - at - 1;
  if (n > 3 || n > at - start) return null;
  // Two or more letters replace letters beginning the same way ("CF/CM", "USV/USH"), never a new stem ("RPVS/EC").
  if (n >= 2 && !isDigit(kind) && normalized[at - n] !== kind) return null;
  const first = normalized.slice(0, at) + normalized.slice(end);
  const second = normalized.slice(0, at - n) + normalized.slice(at + 1);
  return [first, second];
}

/** A decode of both alternatives as one: the same family and type, only the fields both give alike, the model as written. */
function mergedAlternatives(written: string, a: NomenclatureDecode, b: NomenclatureDecode): NomenclatureDecode | null {
  if (a.family !== b.family || a.type !== b.type) return null;
  const fields: DecodedFields = {};
  const bFields = b.fields as Record<string, unknown>;
  for (const [key, value] of Object.entries(a.fields)) if (bFields[key] === value) (fields as Record<string, unknown>)[key] = value;
  return Object.assign({}, a, { model: written, fields });
}

/**
 * The decode of a system written in one field (writtenParts), each part read by `decodeOne` (the dispatcher with the
 * brand), or null: see pairDecision. The decode is the chosen part's, as if it alone had been written.
 */
export function decodeWrittenSystem(
  raw: string,
  brand: string | null,
  decodeOne: (model: string, brand: string | null) => NomenclatureDecode | null,
): NomenclatureDecode | null {
  // Most numbers that decode to nothing hold no separator, role label or marker: nothing to split.
  if (!MAY_BE_PAIR.test(raw)) return null;
  const normalized = raw.trim().toUpperCase().replace(/\s+/g, '');
  const twins = normalized.includes('/') ? slashAlternatives(normalized) : null;
  if (twins !== null) {
    const a = decodeOne(twins[0], brand);
    const b = a === null ? null : decodeOne(twins[1], brand);
    const merged = a === null || b === null ? null : mergedAlternatives(normalized, a, b);
    if (merged !== null) return merged;
  }
  const parts = writtenParts(raw);
  if (parts === null) return null;
  const decoded = parts.map((p) => decodeOne(p.text, brand));
  const chosen = pairDecision(parts, decoded);
  return chosen < 0 ? null : decoded[chosen]!;
}
