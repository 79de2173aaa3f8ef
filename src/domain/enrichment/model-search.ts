// Model search (spec 4.6): exact and partial model-number matches, ranked by confidence_score, then
// arranged by the brand rule (README "Model search ranking"): with a brand, that brand's rows alone
// when it has any, else its sister brands' rows marked as such; without a brand, each distinct model
// number once before the other badges of the same model. Pure; uses the catalog index.
import { brandProfile, profilesAgree, type BrandAgreement } from './brands';
import { BUCKET_PREFIX_CHARS, CLASS_BASE, prefixLowerBound, type CatalogIndex, type IndexedSkeleton } from './catalog/catalog-index';
import { ANY, normalizeModelNumber } from './catalog/model-pattern';
import { matchModel } from './matching/match-model';
import type { CatalogModel } from './types';

export type SearchMatchKind = 'exact' | 'prefix' | 'substring' | 'fuzzy';

export interface ModelSearchHit {
  model: CatalogModel;
  confidence_score: number;
  match_kind: SearchMatchKind;
  /** Shown because it is a sister brand (brands.ts group) of the brand asked for, which has no row. */
  sister_brand: boolean;
  /** Other brands whose rows in this search carry the same normalized model number (sorted). */
  also_sold_as: string[];
}

/** At most this many other badges are listed per row. */
export const MAX_ALSO_SOLD_AS = 12;

/** Substring search needs this many characters (shorter terms would list half the catalog). */
export const MIN_SUBSTRING_CHARS = 3;
/** Fuzzy (OCR/typo) candidates are added only when fewer hits than this were found otherwise. */
export const FUZZY_WHEN_FEWER_THAN = 5;
/** Fuzzy search needs this many characters. */
export const MIN_FUZZY_SEARCH_CHARS = 6;

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/** Does the skeleton accept `t` in full (complete = true) or as a prefix of a longer string? */
function accepts(index: CatalogIndex, sk: IndexedSkeleton, t: string, complete: boolean): boolean {
  if (t.length > sk.codes.length) return false;
  if (complete && t.length < sk.core) return false;
  for (let i = 0; i < t.length; i++) {
    const code = sk.codes[i]!;
    const c = t.charCodeAt(i);
    if (code >= 0 ? code !== c : code !== ANY && index.classes[CLASS_BASE - code]![c & 127] !== 1) return false;
  }
  return true;
}

/** The model whose key contains text position pos (offsets[k] ≤ pos < offsets[k + 1]). */
function modelAt(offsets: Int32Array, pos: number): number {
  let lo = 0;
  let hi = offsets.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (offsets[mid]! <= pos) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export function searchModels(index: CatalogIndex, term: string, brand: string | null): ModelSearchHit[] {
  const t = normalizeModelNumber(term);
  if (t.length === 0) return [];
  const profile = brand !== null && brand.trim() !== '' ? brandProfile(brand) : null;
  const hits = new Map<number, ModelSearchHit>();
  const agreement = new Map<number, BrandAgreement>();
  const add = (mi: number, kind: SearchMatchKind, score: number): void => {
    if (profile) {
      const a = profilesAgree(profile, index.brands[mi]!);
      if (a === 'conflict') return;
      agreement.set(mi, a);
    }
    const prev = hits.get(mi);
    if (!prev || prev.confidence_score < score) hits.set(mi, { model: index.models[mi]!, confidence_score: round3(score), match_kind: kind, sister_brand: false, also_sold_as: [] });
  };
  const modelLength = (sk: IndexedSkeleton): number => Math.max(sk.codes.length, t.length);

  // Exact: the model is the term (1.0) or its pattern accepts the whole term (0.95, less per filled wildcard).
  const lists: Array<readonly number[]> = [];
  index.primary.listsOnPath(t, BUCKET_PREFIX_CHARS, lists);
  for (const list of lists) {
    for (const s of list) {
      const sk = index.skeletons[s]!;
      if (!accepts(index, sk, t, true)) continue;
      const wild = sk.codes.slice(0, t.length).filter((c) => c < 0).length;
      add(sk.model, 'exact', sk.literal && t.length === sk.codes.length ? 1 : Math.max(0.9, 0.95 - 0.005 * wild));
    }
  }
  // Prefix: skeletons whose literal prefix starts with the term, or is itself a prefix of the term
  // and whose remaining pattern accepts the rest of it.
  const prefixHit = (s: number): void => {
    const sk = index.skeletons[s]!;
    if (accepts(index, sk, t, false)) add(sk.model, 'prefix', 0.6 + 0.3 * (t.length / modelLength(sk)));
  };
  for (let k = prefixLowerBound(index, t); k < index.prefixes.length && index.prefixes[k]!.key.startsWith(t); k++) prefixHit(index.prefixes[k]!.skeleton);
  for (let len = 1; len < t.length; len++) {
    const head = t.slice(0, len);
    for (let k = prefixLowerBound(index, head); k < index.prefixes.length && index.prefixes[k]!.key === head; k++) prefixHit(index.prefixes[k]!.skeleton);
  }
  // Substring: one native indexOf pass over all normalized model strings joined by "\n".
  if (t.length >= MIN_SUBSTRING_CHARS) {
    const { searchText, searchOffsets, searchKeys } = index;
    let pos = searchText.indexOf(t);
    while (pos >= 0) {
      const mi = modelAt(searchOffsets, pos);
      // At the start of a key it is a prefix (handled above, with wildcards understood).
      if (pos > searchOffsets[mi]! && !hits.has(mi)) add(mi, 'substring', 0.3 + 0.25 * (t.length / searchKeys[mi]!.length));
      pos = searchText.indexOf(t, searchOffsets[mi + 1]!);
    }
  }
  // Fuzzy: the matcher's OCR/typo candidates, when little else was found.
  if (hits.size < FUZZY_WHEN_FEWER_THAN && t.length >= MIN_FUZZY_SEARCH_CHARS) {
    const outcome = matchModel(index, t, brand);
    for (const m of [outcome.best, ...outcome.alternatives]) {
      if (!m) continue;
      const mi = index.positionById.get(m.model.id);
      if (mi !== undefined && !hits.has(mi)) add(mi, m.match_type === 'possible_match' ? 'fuzzy' : 'exact', m.match_type === 'possible_match' ? 0.75 * m.confidence : m.confidence);
    }
  }
  const sorted = [...hits.entries()].sort(
    ([, a], [, b]) =>
      b.confidence_score - a.confidence_score ||
      (a.model.model < b.model.model ? -1 : a.model.model > b.model.model ? 1 : 0) ||
      (a.model.brand < b.model.brand ? -1 : a.model.brand > b.model.brand ? 1 : 0) ||
      (a.model.id < b.model.id ? -1 : 1),
  );
  // Badges of one model number (normalized, wildcards kept) among all hits (before the brand rule).
  const badges = new Map<string, string[]>();
  const keyOf = new Map<number, string>();
  for (const [mi, h] of sorted) {
    const key = index.searchKeys[mi]!;
    keyOf.set(mi, key);
    const list = badges.get(key);
    if (list === undefined) badges.set(key, [h.model.brand]);
    else if (!list.includes(h.model.brand)) list.push(h.model.brand);
  }
  for (const [mi, h] of sorted) {
    h.also_sold_as = badges.get(keyOf.get(mi)!)!.filter((b) => b !== h.model.brand).sort().slice(0, MAX_ALSO_SOLD_AS);
  }
  if (profile) {
    // The brand's own rows alone when it has any; else its sister brands', marked (and, being several
    // badges, arranged distinct models first like a search without a brand).
    const own = sorted.filter(([mi]) => agreement.get(mi) === 'same');
    if (own.length > 0) return own.map(([, h]) => h);
    for (const [, h] of sorted) h.sister_brand = true;
  }
  // Every distinct model number once (its best-ranked badge), then the other badges in the same
  // order, so one model sold under nine badges does not fill the first page.
  const first: ModelSearchHit[] = [];
  const rest: ModelSearchHit[] = [];
  const shown = new Set<string>();
  for (const [mi, h] of sorted) {
    const key = keyOf.get(mi)!;
    if (shown.has(key)) rest.push(h);
    else {
      shown.add(key);
      first.push(h);
    }
  }
  return first.concat(rest);
}
