// decodeModelNumber: which family's nomenclature rule reads a model number, given the brand (or not).
import { brandsAgree, canonicalBrand } from '../brands';
import { CORE_FAMILY_RULES } from './families-core';
import { MORE_FAMILY_RULES } from './families-more';
import { normalizeNomenclatureModel, type NomenclatureDecode, type NomenclatureRule } from './types';

export * from './types';
export { CORE_FAMILY_RULES } from './families-core';
export { MORE_FAMILY_RULES } from './families-more';

export const ALL_NOMENCLATURE_RULES: readonly NomenclatureRule[] = [...CORE_FAMILY_RULES, ...MORE_FAMILY_RULES];

/** Rules by the model's first character (a rule without firstChars is in every bucket). */
type Buckets = Map<string, NomenclatureRule[]>;
const ANY = '';

function bucketize(rules: readonly NomenclatureRule[]): Buckets {
  const buckets: Buckets = new Map([[ANY, []]]);
  const generic = rules.filter((r) => r.firstChars === undefined);
  for (const r of rules) {
    if (r.firstChars === undefined) continue;
    for (const ch of r.firstChars) {
      let list = buckets.get(ch);
      if (!list) buckets.set(ch, (list = []));
      list.push(r);
    }
  }
  // Rules keep their list order inside a bucket; the generic ones are tried after the prefixed ones.
  for (const [key, list] of buckets) buckets.set(key, [...list, ...generic]);
  return buckets;
}

function rulesFor(buckets: Buckets, model: string): readonly NomenclatureRule[] {
  return buckets.get(model[0] ?? ANY) ?? buckets.get(ANY)!;
}

const WITHOUT_BRAND = bucketize(ALL_NOMENCLATURE_RULES.filter((r) => r.unambiguousWithoutBrand));

/** Per submitted brand: the rules of its own brand first, then those of its sister badges. */
interface BrandRules {
  canonical: string;
  buckets: Buckets;
}
const BY_BRAND = new Map<string, BrandRules | null>();
const MAX_BRANDS_CACHED = 2048;

function brandRules(brand: string): BrandRules | null {
  let entry = BY_BRAND.get(brand);
  if (entry !== undefined) return entry;
  const canonical = canonicalBrand(brand);
  const same: NomenclatureRule[] = [];
  const sister: NomenclatureRule[] = [];
  for (const r of ALL_NOMENCLATURE_RULES) {
    let best: 'same' | 'alias' | 'conflict' = 'conflict';
    for (const b of r.brands) {
      const a = brandsAgree(canonical, b);
      if (a === 'same') {
        best = 'same';
        break;
      }
      if (a === 'alias') best = 'alias';
    }
    if (best === 'same') same.push(r);
    else if (best === 'alias') sister.push(r);
  }
  entry = same.length + sister.length === 0 ? null : { canonical, buckets: bucketize([...same, ...sister]) };
  if (BY_BRAND.size >= MAX_BRANDS_CACHED) BY_BRAND.clear();
  BY_BRAND.set(brand, entry);
  return entry;
}

/**
 * Decode a model number from its manufacturer's nomenclature (RULES.md). With a brand: only the
 * rules of families whose brands agree with it (same brand first, then sister badges: brands.ts);
 * the first that reads the model wins. Without a brand: only rules marked unambiguous, and only
 * when exactly one family reads the model. Null when nothing decodes.
 */
export function decodeModelNumber(model: string, brand: string | null): NomenclatureDecode | null {
  const normalized = normalizeNomenclatureModel(model);
  if (normalized.length < 4) return null;
  const decode = decodeNormalized(normalized, brand);
  // A hyphen typed inside a field-less model ("GSX14-0241"): read again without hyphens (§0.1).
  return decode === null && normalized.includes('-') ? decodeNormalized(normalized.replace(/-/g, ''), brand) : decode;
}

function decodeNormalized(normalized: string, brand: string | null): NomenclatureDecode | null {
  const given = brand !== null && brand.trim() !== '' ? brand.trim() : null;
  if (given !== null) {
    const rules = brandRules(given);
    if (rules === null) return null;
    for (const r of rulesFor(rules.buckets, normalized)) {
      const d = r.decode(normalized, rules.canonical);
      if (d) return d;
    }
    return null;
  }
  let found: NomenclatureDecode | null = null;
  for (const r of rulesFor(WITHOUT_BRAND, normalized)) {
    const d = r.decode(normalized, '');
    if (!d) continue;
    if (found === null) found = d;
    else if (found.family !== d.family) return null;
  }
  return found;
}
