// decodeModelNumber: which family's nomenclature rule reads a model number, given the brand (or not).
import { brandProfile, brandsAgree, canonicalBrand, profilesAgree, type BrandProfile } from '../brands';
import { CORE_FAMILY_RULES } from './families-core';
import { MORE_FAMILY_RULES } from './families-more';
import { EXTRA_FAMILY_RULES } from './families-extra';
import { afterHyphenedName, afterLineWord } from './line-words';
import { decodeSeriesOnly } from './series-table';
import { seriesNameFieldForms } from './series/name-field';
import { normalizeNomenclatureModel, type NomenclatureDecode, type NomenclatureFamily, type NomenclatureRule } from './types';
import { revisionStem } from './written-forms';
import { decodeWrittenSystem } from './written-pairs';

export * from './types';
export { CORE_FAMILY_RULES } from './families-core';
export { MORE_FAMILY_RULES } from './families-more';
export { EXTRA_FAMILY_RULES } from './families-extra';

export const ALL_NOMENCLATURE_RULES: readonly NomenclatureRule[] = [...CORE_FAMILY_RULES, ...MORE_FAMILY_RULES, ...EXTRA_FAMILY_RULES];

/**
 * Rules by the model's first character (a rule without firstChars is in every bucket, or in those of its
 * firstCharsChecked): an array by character code for ASCII, a map for the rest, and the generic rules alone for a
 * character no rule names.
 */
type RuleDecode = NomenclatureRule['decode'];
interface Buckets {
  ascii: (readonly RuleDecode[] | undefined)[];
  other: ReadonlyMap<string, readonly RuleDecode[]>;
  any: readonly RuleDecode[];
}
const ANY = '';

function bucketize(rules: readonly NomenclatureRule[]): Buckets {
  const buckets = new Map<string, NomenclatureRule[]>([[ANY, []]]);
  const generic = rules.filter((r) => r.firstChars === undefined);
  // A generic rule that checks its first characters itself (firstCharsChecked) is only in their buckets.
  for (const r of generic) for (const ch of r.firstCharsChecked ?? '') if (!buckets.has(ch)) buckets.set(ch, []);
  for (const r of rules) {
    if (r.firstChars === undefined) continue;
    for (const ch of r.firstChars) {
      let list = buckets.get(ch);
      if (!list) buckets.set(ch, (list = []));
      list.push(r);
    }
  }
  // Rules keep their list order inside a bucket; the generic ones are tried after the prefixed ones.
  for (const [key, list] of buckets) {
    buckets.set(key, [...list, ...generic.filter((r) => r.firstCharsChecked === undefined || (key !== ANY && [...r.firstCharsChecked].includes(key)))]);
  }
  // The decode functions only (no rule's decode reads `this`): the call site then loads no property of rule objects of many shapes.
  const ascii: (readonly RuleDecode[] | undefined)[] = Array.from({ length: 128 }, () => undefined);
  const other = new Map<string, readonly RuleDecode[]>();
  for (const [key, list] of buckets) {
    if (key === ANY) continue;
    const code = key.charCodeAt(0);
    if (key.length === 1 && code < 128) ascii[code] = list.map((r) => r.decode);
    else other.set(key, list.map((r) => r.decode));
  }
  return { ascii, other, any: buckets.get(ANY)!.map((r) => r.decode) };
}

function rulesFor(buckets: Buckets, model: string): readonly RuleDecode[] {
  if (model.length === 0) return buckets.any;
  const code = model.charCodeAt(0);
  return (code < 128 ? buckets.ascii[code] : buckets.other.get(model[0]!)) ?? buckets.any;
}

/** Per submitted brand: the rules of its own brand first, then those of its sister badges. */
interface BrandRules {
  canonical: string;
  buckets: Buckets;
  /** Families whose brands agree with it: the series-only fallback's brand check. */
  families: ReadonlySet<NomenclatureFamily>;
  /** The submitted and canonical brand, upper case: a copy of either written before the model is dropped. */
  words: readonly string[];
}
const MAX_BRANDS_CACHED = 2048;

/**
 * The rules agreeing with `brand`, its own brand's first. `ruleBrands[i]` holds the profiles of rules[i].brands
 * (brandsAgree(a, b) is profilesAgree of their profiles: each new spelling meets ~800 rule brands).
 */
function brandRulesOf(rules: readonly NomenclatureRule[], ruleBrands: readonly (readonly BrandProfile[])[], brand: string): BrandRules | null {
  const canonical = canonicalBrand(brand);
  const profile = brandProfile(canonical);
  const same: NomenclatureRule[] = [];
  const sister: NomenclatureRule[] = [];
  for (let i = 0; i < rules.length; i++) {
    const r = rules[i]!;
    let best: 'same' | 'alias' | 'conflict' = 'conflict';
    for (const b of ruleBrands[i]!) {
      const a = profilesAgree(profile, b);
      if (a === 'same') {
        best = 'same';
        break;
      }
      if (a === 'alias') best = 'alias';
    }
    if (best === 'same') same.push(r);
    else if (best === 'alias') sister.push(r);
  }
  const agreeing = [...same, ...sister];
  const words = [...new Set([brand.toUpperCase(), canonical.toUpperCase()])];
  return agreeing.length === 0 ? null : { canonical, buckets: bucketize(agreeing), families: new Set(agreeing.map((r) => r.family)), words };
}

const LOOKALIKE_NEXT_TO_DIGIT = /[OI](?=\d)|(?<=\d)[OI]/;
/** LOOKALIKE_NEXT_TO_DIGIT.test, the RegExp run only on a number that holds an O or I. */
function hasLookalikeNextToDigit(normalized: string): boolean {
  return (normalized.includes('O') || normalized.includes('I')) && LOOKALIKE_NEXT_TO_DIGIT.test(normalized);
}
// After a digit, a run of them ("TUD1OOR9V3K": the 100 of the input typed with two letters O).
const LOOKALIKES = /[OI](?=\d)|(?<=\d)[OI]+/g;
/**
 * Letters typed for the digit they look like between two digits ("GSX14O3S1", "TUD08OR9V3K2"): S for 5, B for 8, L
 * for 1, Z for 2 — the letter/digit pairs stamped plates and handwriting confuse (nameplate/confusions.ts) beside O and
 * I. Unlike O and I, makers do print these letters next to digits ("4TTR4036L1000A"), so each is read as its digit
 * alone, one at a time, and only between two digits.
 */
const LOOKALIKE_DIGIT: Readonly<Record<string, string>> = { S: '5', B: '8', L: '1', Z: '2' };
const isDigitCode = (c: number): boolean => c >= 48 && c <= 57;
const isLetterCode = (c: number): boolean => ((c | 32) >= 97 && (c | 32) <= 122);

/** Whether `model` ends in one or two letters after a digit or holds a letter between two digits: a scan of character codes, no allocation. */
function mayBeRetyped(model: string): boolean {
  const n = model.trimEnd().length;
  if (n > 2 && isLetterCode(model.charCodeAt(n - 1))) {
    const c = model.charCodeAt(n - 2);
    if (isDigitCode(c) || (isLetterCode(c) && isDigitCode(model.charCodeAt(n - 3)))) return true;
  }
  for (let i = 1; i + 1 < n; i++) if (isLetterCode(model.charCodeAt(i)) && isDigitCode(model.charCodeAt(i - 1)) && isDigitCode(model.charCodeAt(i + 1))) return true;
  return false;
}
const INNER_SPACE = /\S\s+\S/;

export type ModelNumberDecoder = (model: string, brand: string | null) => NomenclatureDecode | null;

/**
 * A decoder over `rules`. With a brand: only the rules of families whose brands agree with it (same
 * brand first, then sister badges: brands.ts); the first that reads the model wins. Without a brand:
 * only rules marked unambiguous, and only when exactly one family reads the model. Null when nothing decodes.
 */
export function createModelNumberDecoder(rules: readonly NomenclatureRule[], options: { repairLookalikes?: boolean } = {}): ModelNumberDecoder {
  const repairLookalikes = options.repairLookalikes ?? true;
  const withoutBrand = bucketize(rules.filter((r) => r.unambiguousWithoutBrand));
  const byBrand = new Map<string, BrandRules | null>();
  const ruleBrands = rules.map((r) => r.brands.map(brandProfile));

  function brandRules(brand: string): BrandRules | null {
    let entry = byBrand.get(brand);
    if (entry === undefined) {
      entry = brandRulesOf(rules, ruleBrands, brand);
      if (byBrand.size >= MAX_BRANDS_CACHED) byBrand.clear();
      byBrand.set(brand, entry);
    }
    return entry;
  }

  // Each path below takes the submitted brand's rules, looked up once per call (`BrandRules`), or null for no brand.
  function decodeNormalized(normalized: string, r: BrandRules | null): NomenclatureDecode | null {
    if (r !== null) {
      for (const decode of rulesFor(r.buckets, normalized)) {
        const d = decode(normalized, r.canonical);
        if (d) return d;
      }
      return null;
    }
    let found: NomenclatureDecode | null = null;
    for (const decode of rulesFor(withoutBrand, normalized)) {
      const d = decode(normalized, '');
      if (!d) continue;
      if (found === null) found = d;
      else if (found.family !== d.family) return null;
    }
    return found;
  }

  /** A whole number only: as given, then without its hyphens; no series-only reading (the retries of typed slips use it). */
  function decodeWhole(normalized: string, r: BrandRules | null): NomenclatureDecode | null {
    const decode = decodeNormalized(normalized, r);
    return decode === null && normalized.includes('-') ? decodeNormalized(normalized.replaceAll('-', ''), r) : decode;
  }

  function decodeOne(normalized: string, r: BrandRules | null): NomenclatureDecode | null {
    if (normalized.length < 4) {
      // A 3-character series name ("G26", "N4A"): only the series-only entries that accept it, only with a brand.
      return normalized.length === 3 && r !== null ? decodeSeriesOnly(normalized, r.canonical, r.families) : null;
    }
    const decode = decodeNormalized(normalized, r);
    // A hyphen typed inside a model without field separators ("GSX14-0241"): read again without hyphens (§0.1).
    const full = decode === null && normalized.includes('-') ? decodeNormalized(normalized.replaceAll('-', ''), r) : decode;
    // A dot typed between fields ("GSX14.0361") or before a variant suffix: read as a hyphen (then without it).
    if (full === null && normalized.includes('.')) return decodeOne(normalized.replaceAll('.', '-'), r);
    if (full !== null || r === null) return full;
    // Only the series given ("GSX14", "DX16XX", "58STA"): the series-only fallback, with the brand's families.
    return decodeSeriesOnly(normalized, r.canonical, r.families);
  }

  /** A space typed where the maker prints a hyphen between fields ("G26Q3 75" for G26Q3-75), in a model without hyphens. */
  function decodeSpaced(model: string, normalized: string, r: BrandRules | null): NomenclatureDecode | null {
    const hyphened = normalizeNomenclatureModel(model.trim().replace(/\s+/g, '-'));
    // Without its hyphens the repaired number is `normalized` itself, which decodeOne has already read (from 4 characters).
    return normalized.length >= 4 ? decodeNormalized(hyphened, r) : decodeWhole(hyphened, r);
  }

  /**
   * The number with one S, B, L or Z between two digits read as its digit (LOOKALIKE_DIGIT), whole numbers only; when
   * two such readings decode to different families or types, nothing. A scan of character codes: most numbers have none.
   */
  function decodeOneDigitLookalike(normalized: string, r: BrandRules | null): NomenclatureDecode | null {
    let found: NomenclatureDecode | null = null;
    for (let i = 1; i + 1 < normalized.length; i++) {
      const c = normalized.charCodeAt(i);
      // S, B, L, Z between two digits.
      if ((c !== 83 && c !== 66 && c !== 76 && c !== 90) || !isDigitCode(normalized.charCodeAt(i - 1)) || !isDigitCode(normalized.charCodeAt(i + 1))) continue;
      const d = decodeWhole(normalized.slice(0, i) + LOOKALIKE_DIGIT[normalized[i]!]! + normalized.slice(i + 1), r);
      if (d === null) continue;
      if (found === null) found = d;
      else if (found.family !== d.family || found.type !== d.type) return null;
    }
    return found;
  }

  function decodeWritten(model: string, r: BrandRules | null): NomenclatureDecode | null {
    const normalized = normalizeNomenclatureModel(model);
    // A letter O or I typed next to a digit ("TUDO80R9V3K2", "58STA09O", "GSXI40361"): makers keep both letters out of
    // their number fields, so the number is read again with the digits when it does not decode as typed.
    const decode =
      decodeOne(normalized, r) ??
      // The retries read whole numbers only: a series-only reading of a repaired number would be a guess on a guess.
      (repairLookalikes && normalized.length >= 4 && hasLookalikeNextToDigit(normalized) ? decodeWhole(normalized.replace(LOOKALIKES, (run) => run.replace(/O/g, '0').replace(/I/g, '1')), r) : null) ??
      // A space typed where the maker prints a hyphen between fields ("G26Q3 75" for G26Q3-75).
      (INNER_SPACE.test(model) && !normalized.includes('-') ? decodeSpaced(model, normalized, r) : null);
    if (decode !== null || !normalized.includes('/')) return decode;
    // A series pair written with a slash ("GMS8/GMH8", the literature's upflow/downflow twins): the first, when
    // every part decodes to the same family and type.
    const parts = normalized.split('/');
    if (parts.length > 3) return null;
    const first = decodeOne(parts[0]!, r);
    if (first === null) return null;
    for (let i = 1; i < parts.length; i += 1) {
      const other = decodeOne(parts[i]!, r);
      if (other === null || other.family !== first.family || other.type !== first.type) return null;
    }
    return first;
  }

  // The brand written again before the model ("Trane XR13", "Carrier 58 STX 110"): read what follows it.
  function decodeSingle(model: string, r: BrandRules | null): NomenclatureDecode | null {
    const d = decodeWritten(model, r);
    if (d !== null || r === null) return d;
    const rest = afterBrandWord(model, r.words) ?? afterBrandSpelling(model, r.canonical);
    const after = rest === null ? null : decodeWritten(rest, r);
    if (after !== null) return after;
    // A marketing line word before the series ("Elite XC16", "Infinity 58MVC"): line-words.ts; a typed line name must agree.
    const lined = afterLineWord(rest ?? model, r.canonical) ?? (rest === null ? null : afterLineWord(model, r.canonical));
    const series = lined === null ? null : decodeWritten(lined.rest, r);
    const named = series === null ? null : decodeWritten(lined!.words, r);
    if (series !== null && (named === null || named.type === series.type)) return series;
    // Any maker's series name joined by a hyphen ("Livo-GWH09ACB"): the rest read as a whole model only (line-words.ts).
    const hyphened = afterHyphenedName(model);
    const whole = hyphened === null ? null : decodeWhole(normalizeNomenclatureModel(hyphened.rest), r);
    const word = whole === null ? null : decodeWritten(hyphened!.words, r);
    return whole !== null && (word === null || word.type === whole.type) ? whole : null;
  }

  return (model, brand) => {
    const given = brand !== null && brand.trim() !== '' ? brand.trim() : null;
    const r = given === null ? null : brandRules(given);
    // A brand no rule agrees with: nothing decodes, on any path.
    if (given !== null && r === null) return null;
    // A system written in one field ("GSX140361 / ARUF37C14 coil", "Outdoor: X Indoor: Y"): written-pairs.ts.
    // Each part of a system may carry its plate's revision block or a look-alike too (decodeRetyped).
    return decodeSingle(model, r) ?? decodeWrittenSystem(model, brand, (part) => decodeWritten(part, r) ?? decodeRetyped(part, r)) ?? decodeRetyped(model, r) ?? decodeNameField(model, r);
  };

  /**
   * A series name with the writing around it taken away (series/name-field.ts: trademark signs, a "Series" word after
   * it, a "Model" label, a spaced dash after the brand), read last, only with a brand, each form as a whole field.
   */
  function decodeNameField(model: string, r: BrandRules | null): NomenclatureDecode | null {
    if (r === null) return null;
    for (const { form, kinds } of seriesNameFieldForms(model)) {
      const d = decodeSingle(form, r);
      if (d !== null && (kinds === undefined || kinds.includes(d.type))) return d;
    }
    return null;
  }

  /**
   * A number that decodes as nothing in any form above, read once more (with the brand written before it, what
   * follows): without a trailing revision block (written-forms.ts), or with one S, B, L or Z between two digits read as
   * that digit. Only whole numbers: never from the series alone, never both repairs at once (a guess on a guess).
   */
  function decodeRetyped(model: string, r: BrandRules | null): NomenclatureDecode | null {
    // Only with a brand (a repaired number read against every maker's unambiguous rules is too loose a guess), and only
    // a number that may hold a revision block or a look-alike: most numbers that decode as nothing have neither.
    if (r === null || !mayBeRetyped(model)) return null;
    const rest = afterBrandWord(model, r.words);
    const normalized = normalizeNomenclatureModel(rest ?? model);
    const stem = revisionStem(normalized);
    const d = stem === null ? null : decodeWhole(stem, r);
    if (d !== null && !d.seriesOnly) return d;
    return repairLookalikes && normalized.length >= 4 ? decodeOneDigitLookalike(normalized, r) : null;
  }
}

/** The model without up to three leading words that spell the same brand another way ("AO Smith Vertex", "Armstrong Ultra SX 90") or name a sister badge. */
function afterBrandSpelling(model: string, canonical: string): string | null {
  const raw = model.trim();
  let end = -1;
  for (let k = 0; k < 3; k++) {
    end = raw.indexOf(' ', end + 1);
    if (end <= 0) return null;
    // A sister badge's name counts too ("Trane 4TTR4036" with brand American Standard: brands.ts groups).
    if (canonicalBrand(raw.slice(0, end)) === canonical || brandsAgree(raw.slice(0, end), canonical) === 'alias') return raw.slice(end + 1);
  }
  return null;
}

/** The model without a leading copy of one of `words` (upper case) followed by a space or dash; null when it has none. */
function afterBrandWord(model: string, words: readonly string[]): string | null {
  const raw = model.trim();
  for (const word of words) {
    const n = word.length;
    if (n === 0 || raw.length <= n + 1) continue;
    const sep = raw.charCodeAt(n);
    if ((sep === 32 || sep === 45) && raw.slice(0, n).toUpperCase() === word) return raw.slice(n + 1);
  }
  return null;
}

/** decodeModelNumber over every family's rules (RULES.md §1–§11): see createModelNumberDecoder. */
export const decodeModelNumber: ModelNumberDecoder = createModelNumberDecoder(ALL_NOMENCLATURE_RULES);
/**
 * The same without reading a letter O or I beside a digit as that digit: the nameplate scan weighs each
 * OCR look-alike repair itself (nameplate/model-repair.ts), so a decode must be of the reading as read.
 */
export const decodeModelNumberAsRead: ModelNumberDecoder = createModelNumberDecoder(ALL_NOMENCLATURE_RULES, { repairLookalikes: false });
