// The labelled set of the typo-recovery rule (issue 18 item 3), built reproducibly from the catalog:
//  * a seeded sample of products (every badge of one model string) is withheld from the index, and a
//    seeded sample of whole families (every product whose normalized model number starts with the
//    same FAMILY_CHARS characters, as when a whole series is missing): their model numbers are
//    real-looking but absent — a withheld product usually has indexed siblings, a withheld family not;
//  * typo queries: an indexed model as a nameplate shows it (wildcards filled), with one seeded typo
//    in its normalized form — a substitution (never in the first three characters), an insertion, a
//    deletion or an adjacent transposition of two different characters;
//  * absent queries: withheld models, filled the same way, as printed.
// Truth is computed by a reference written apart from the matcher: a restricted Damerau–Levenshtein
// distance (optimal string alignment) between the query and each skeleton's tokens, by dynamic
// programming. A typo is "unambiguous" when its source product is the only product within one edit
// and no product fits it exactly.
import { buildCatalogIndex, type CatalogIndex } from '../../src/domain/enrichment/catalog/catalog-index';
import { ANY, compileModelPattern, normalizeModelNumber, type Token } from '../../src/domain/enrichment/catalog/model-pattern';
import type { CatalogModel } from '../../src/domain/enrichment/types';
import { Gen, rng } from './labelled-set';

/** Share of products, and of families, withheld from the index (absent model numbers). */
export const WITHHELD_SHARE = 0.1;
export const WITHHELD_FAMILY_SHARE = 0.05;
/** A family: the first characters of the normalized model number (series letters + the start of its code). */
export const FAMILY_CHARS = 4;
/** Substitutions are generated (and allowed by the reference) from this position of the normalized string on. */
export const FIRST_SUBSTITUTION_POSITION = 3;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export type TypoKind = 'substitution' | 'insertion' | 'deletion' | 'transposition';

export interface TypoQuery {
  input: string;
  brand: string | null;
  kind: TypoKind | 'absent product' | 'absent family';
  /** Source product (model string) of a typo query; null for absent queries. */
  source: string | null;
  /** Products (model strings) within one edit of the input, by the reference; 0 distance products first. */
  within: string[];
  /** The input equals (distance 0) some indexed product. */
  exact: boolean;
  /**
   * Absent queries: the indexed product that the withheld one equals or extends by one or two trailing
   * characters once normalized (a revision listing of the same equipment, not an absent model:
   * "N95ESN1002120A*" of "N95ESN1002120A", its wildcard filled; "GHE80SU-300A" of "GHE80SU-300"); null
   * otherwise and for typo queries.
   */
  revisionOf: string | null;
}

interface RefSkeleton {
  product: string;
  tokens: Token[];
  /** Trailing ANY tokens (each may be absent). */
  trailing: number;
}

const accepts = (t: Token, c: number): boolean => (t === ANY ? true : typeof t === 'number' ? t === c : t.has(c));

/**
 * Restricted edit distance (0, 1 or 2 meaning "more") between q and a skeleton: unit-cost insertion,
 * deletion and adjacent transposition anywhere; substitution only at q positions ≥ FIRST_SUBSTITUTION_POSITION;
 * trailing ANY tokens are optional (free to skip).
 */
export function refDistance(q: string, sk: RefSkeleton): number {
  const n = q.length;
  const m = sk.tokens.length;
  const core = m - sk.trailing;
  if (n < core - 1 || n > m + 1) return 2;
  const INF = 9;
  // d[i][j]: q[0..i) vs tokens[0..j)
  const d: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(INF));
  d[0]![0] = 0;
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= m; j++) {
      if (i === 0 && j === 0) continue;
      let best = INF;
      if (i > 0) best = Math.min(best, d[i - 1]![j]! + 1); // q has an extra character
      if (j > 0) best = Math.min(best, d[i]![j - 1]! + (j > core ? 0 : 1)); // token missing from q (trailing ones free)
      if (i > 0 && j > 0) {
        const c = q.charCodeAt(i - 1);
        const t = sk.tokens[j - 1]!;
        if (accepts(t, c)) best = Math.min(best, d[i - 1]![j - 1]!);
        else if (i - 1 >= FIRST_SUBSTITUTION_POSITION) best = Math.min(best, d[i - 1]![j - 1]! + 1);
        if (i > 1 && j > 1 && accepts(sk.tokens[j - 2]!, c) && accepts(t, q.charCodeAt(i - 2)) && !accepts(t, c)) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return Math.min(2, d[n]![m]!);
}

export interface TypoSet {
  index: CatalogIndex;
  indexed: CatalogModel[];
  withheld: CatalogModel[];
  queries: TypoQuery[];
}

function typo(g: Gen, s: string, kind: TypoKind): string | null {
  const chars = [...s];
  switch (kind) {
    case 'substitution': {
      if (s.length <= FIRST_SUBSTITUTION_POSITION) return null;
      const i = FIRST_SUBSTITUTION_POSITION + g.int(s.length - FIRST_SUBSTITUTION_POSITION);
      chars[i] = g.pick([...ALPHABET].filter((c) => c !== s[i]));
      return chars.join('');
    }
    case 'insertion': {
      const i = g.int(s.length + 1);
      return s.slice(0, i) + g.pick([...ALPHABET]) + s.slice(i);
    }
    case 'deletion': {
      const i = g.int(s.length);
      return s.slice(0, i) + s.slice(i + 1);
    }
    case 'transposition': {
      const spots = chars.map((c, i) => (i + 1 < chars.length && c !== chars[i + 1] ? i : -1)).filter((i) => i >= 0);
      if (spots.length === 0) return null;
      const i = g.pick(spots);
      return s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2);
    }
  }
}

/** Build the split and the queries for one seed (deterministic). */
export function buildTypoSet(all: CatalogModel[], seed: number, typoCount: number, absentCount: number): TypoSet {
  const r = rng(seed);
  const g = new Gen(r);
  const products = [...new Set(all.map((m) => m.model))].sort();
  const withheldProducts = new Set(products.filter(() => r() < WITHHELD_SHARE));
  const familyOf = (m: CatalogModel): string => normalizeModelNumber(m.model).slice(0, FAMILY_CHARS);
  const families = [...new Set(all.map(familyOf))].sort();
  const withheldFamilies = new Set(families.filter(() => r() < WITHHELD_FAMILY_SHARE));
  const isWithheld = (m: CatalogModel): boolean => withheldProducts.has(m.model) || withheldFamilies.has(familyOf(m));
  const indexed = all.filter((m) => !isWithheld(m));
  const withheld = all.filter(isWithheld);
  const withheldByKind = { 'absent family': withheld.filter((m) => withheldFamilies.has(familyOf(m))), 'absent product': withheld.filter((m) => !withheldFamilies.has(familyOf(m))) };
  const index = buildCatalogIndex(indexed);

  // Reference skeletons, bucketed by the token at positions 0 and 1 so a query only meets the
  // skeletons that can be within one edit (an edit at 0 keeps position 1's character at 0 or 1 or 2).
  const ref: RefSkeleton[] = [];
  for (const m of indexed) {
    for (const sk of compileModelPattern(m.model)) {
      let trailing = 0;
      while (trailing < sk.tokens.length && sk.tokens[sk.tokens.length - 1 - trailing] === ANY) trailing++;
      ref.push({ product: m.model, tokens: sk.tokens, trailing });
    }
  }
  const byChar = new Map<number, RefSkeleton[]>();
  const wild: RefSkeleton[] = [];
  for (const sk of ref) {
    const keys = new Set<number>();
    for (const t of sk.tokens.slice(0, 2)) {
      if (typeof t === 'number' && t >= 0) keys.add(t);
      else {
        keys.clear();
        break;
      }
    }
    if (keys.size === 0) wild.push(sk);
    for (const k of keys) byChar.set(k, [...(byChar.get(k) ?? []), sk]);
  }
  const within = (q: string): { products: string[]; exact: boolean } => {
    const seen = new Set<RefSkeleton>();
    const near = new Map<string, number>();
    const look = [q.charCodeAt(0), q.charCodeAt(1), q.charCodeAt(2)].filter((c) => !Number.isNaN(c));
    for (const c of look) {
      for (const sk of [...(byChar.get(c) ?? []), ...wild]) {
        if (seen.has(sk)) continue;
        seen.add(sk);
        const dist = refDistance(q, sk);
        if (dist <= 1) near.set(sk.product, Math.min(near.get(sk.product) ?? 2, dist));
      }
    }
    const list = [...near].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1));
    return { products: list.map(([p]) => p), exact: list.some(([, dist]) => dist === 0) };
  };

  const queries: TypoQuery[] = [];
  const KINDS: TypoKind[] = ['substitution', 'insertion', 'deletion', 'transposition'];
  let guard = 0;
  while (queries.length < typoCount && guard++ < typoCount * 20) {
    const m = g.pick(indexed);
    const clean = g.fill(g.pick(compileModelPattern(m.model)).tokens);
    if (clean.length < 6) continue;
    const kind = KINDS[queries.length % KINDS.length]!;
    const input = typo(g, clean, kind);
    if (input === null) continue;
    const w = within(input);
    queries.push({ input, brand: g.chance(0.5) ? m.brand : null, kind, source: m.model, within: w.products, exact: w.exact, revisionOf: null });
  }
  // Indexed products by normalized model number, for revision listings (a withheld product whose normalized
  // form is an indexed one's, or that plus 1–2 trailing characters: normalization drops "*" wildcards).
  const indexedByNormalized = new Map(indexed.map((m) => [normalizeModelNumber(m.model), m.model]));
  const revisionOf = (m: CatalogModel): string | null => {
    const n = normalizeModelNumber(m.model);
    for (const cut of [0, 1, 2]) {
      const base = n.slice(0, n.length - cut);
      if (base.length >= 5 && indexedByNormalized.has(base)) return indexedByNormalized.get(base)!;
    }
    return null;
  };
  guard = 0;
  let absent = 0;
  while (absent < absentCount && withheld.length > 0 && guard++ < absentCount * 20) {
    const kind = absent % 2 === 0 ? 'absent product' : 'absent family';
    if (withheldByKind[kind].length === 0) continue;
    const m = g.pick(withheldByKind[kind]);
    const input = g.fill(g.pick(compileModelPattern(m.model)).tokens);
    if (input.length < 3) continue;
    const w = within(input);
    queries.push({ input, brand: g.chance(0.5) ? m.brand : null, kind, source: null, within: w.products, exact: w.exact, revisionOf: revisionOf(m) });
    absent++;
  }
  return { index, indexed, withheld, queries };
}
