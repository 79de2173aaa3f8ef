// In-memory index of the catalog for the matcher and model search (pure; built once at load).
//
// Every model is compiled to skeletons (model-pattern.ts). Skeletons are found without scanning:
//  * primary buckets: by their literal prefix (first min(L, 12) characters, L = literal prefix length);
//    a query walks its own first 1..12 characters down a prefix trie;
//  * fuzzy buckets: the same prefixes after OCR folding, plus every one-deletion variant of them, so a
//    query with one typo (substitution, insertion, deletion, transposition) in its first characters
//    still meets its skeleton (a deletion-neighbourhood index, as in SymSpell);
//  * a sorted list of literal prefixes for model search's prefix queries.
import { brandProfile, type BrandProfile } from '../brands';
import type { CatalogModel } from '../types';
import { ANY, compileModelPattern, normalizeModelNumber, type Token } from './model-pattern';
import { PrefixTrie } from './prefix-trie';
import { buildSeriesNeighbours, type SeriesNeighbours } from './series-neighbours';

/**
 * Longest literal prefix used as a bucket key (characters). Half the catalog's patterns have 12+
 * literal leading characters; with 5 the largest bucket (Heil/ICP "N95ES…" furnaces) held 457
 * skeletons, with 12 a query aligns against ~10% fewer candidates than with 8 (measured).
 */
export const BUCKET_PREFIX_CHARS = 12;
/** Prefix window of the fuzzy (one-edit) index: longer than the primary's, to split big families. */
export const FUZZY_PREFIX_CHARS = 10;

/** OCR confusions folded together: O/0, I/1, B/8, S/5, Z/2. */
export const OCR_FOLD: Uint8Array = (() => {
  const t = new Uint8Array(128);
  for (let c = 0; c < 128; c++) t[c] = c;
  const pairs: Array<[string, string]> = [['O', '0'], ['I', '1'], ['B', '8'], ['S', '5'], ['Z', '2']];
  for (const [letter, digit] of pairs) t[letter.charCodeAt(0)] = digit.charCodeAt(0);
  return t;
})();

export function foldOcr(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) out += String.fromCharCode(OCR_FOLD[s.charCodeAt(i) & 127] ?? 0);
  return out;
}

/** Token codes: ≥ 0 a character code, ANY (-1), or ≤ -2 the class CLASS_BASE - code. */
export const CLASS_BASE = -2;

// Skeleton records (CatalogIndex.records): SKELETON_RECORD ints per skeleton, laid out in primary-bucket
// order (literal prefix, then skeleton id) so one bucket's records and codes are contiguous in memory.
export const SKELETON_RECORD = 8;
/** Tokens before the trailing run of ANY. */
export const REC_CORE = 0;
/** All tokens. */
export const REC_FULL = 1;
/** Offset of the skeleton's tokens in CatalogIndex.codes. */
export const REC_CODES = 2;
/** Leading literal tokens the primary trie already compared: min(literal prefix, BUCKET_PREFIX_CHARS). */
export const REC_KNOWN = 3;
export const REC_MODEL = 4;
export const REC_SKELETON = 5;
/** foldedLast of the skeleton. */
export const REC_LAST = 6;
/** 1 when the skeleton is a literal reading (exact-match eligible). */
export const REC_LITERAL = 7;
/** Characters per class row in classTable / foldedClassTable. */
export const CLASS_ROW = 128;

export interface IndexedSkeleton {
  model: number;
  codes: Int32Array;
  /** Tokens before the trailing run of ANY (the run may match 0..n characters). */
  core: number;
  trailingAny: number;
  literal: boolean;
  literalPrefix: number;
  /** Display form ("25VNA424A?030?"). */
  text: string;
}

export interface CatalogIndex {
  models: CatalogModel[];
  byId: Map<string, CatalogModel>;
  /** Model id → position in `models`. */
  positionById: Map<string, number>;
  /** Rank of each model in (model string, id) order: deterministic tie-breaks without string compares. */
  modelOrder: Int32Array;
  /** Product number of each model: models with the same model string (sister-brand copies) share one. */
  productOf: Int32Array;
  brands: BrandProfile[];
  skeletons: IndexedSkeleton[];
  /** classes[k][c] = 1 when character c is in class k; foldedClasses likewise after OCR folding. */
  classes: Uint8Array[];
  foldedClasses: Uint8Array[];
  /** Skeletons under their literal prefix (its first BUCKET_PREFIX_CHARS characters; '' when none). */
  primary: PrefixTrie;
  /** Skeletons under their OCR-folded prefix and its one-deletion variants. */
  fuzzy: PrefixTrie;
  /** Normalized exact model strings → models (the Map baseline of the bench, and search's exact kind). */
  exact: Map<string, number[]>;
  /** Sorted literal prefixes (full prefix, not capped) for prefix search. */
  prefixes: Array<{ key: string; skeleton: number }>;
  /** Per model: normalized model string with wildcard characters kept as "*" (substring search). */
  searchKeys: string[];
  /** The search keys joined with "\n", and where each starts: one native indexOf scans them all. */
  searchText: string;
  searchOffsets: Int32Array;
  /** Per skeleton: core length and full length (typed copies for the hot filtering loops). */
  coreLength: Int32Array;
  fullLength: Int32Array;
  /** OCR-folded code of the last token when it is a literal ending the pattern (no trailing run), else -1. */
  foldedLast: Int32Array;
  /** Skeleton records in primary-bucket order (see REC_*); the tries' `values` hold record numbers. */
  records: Int32Array;
  /** Every skeleton's token codes, in record order (8-bit while the classes fit, else 16-bit). */
  codes: Int8Array | Int16Array;
  /** classes and foldedClasses as one flat table each: [class × CLASS_ROW + character]. */
  classTable: Uint8Array;
  foldedClassTable: Uint8Array;
  /**
   * The fuzzy trie's values as (record, filter key) pairs, entry k at [2k, 2k + 1]: key = core length
   * | full length << 8 | (foldedLast + 1) << 16, so the fuzzy pass filters without touching records.
   */
  fuzzyEntries: Int32Array;
  /** Scratch for de-duplicating visits without allocating: visited[record] === stamp.value. */
  visited: Uint32Array;
  stamp: { value: number };
  /** The models by brand and sister-brand group, sorted by their leading characters (the catalog-series fallback). */
  seriesNeighbours: SeriesNeighbours;
}

function classKey(set: ReadonlySet<number>): string {
  return [...set].sort((a, b) => a - b).join(',');
}

function rankModels(models: CatalogModel[]): Int32Array {
  const order = models.map((_, i) => i);
  const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
  order.sort((x, y) => cmp(models[x]!.model, models[y]!.model) || cmp(models[x]!.id, models[y]!.id));
  const rank = new Int32Array(models.length);
  order.forEach((mi, r) => (rank[mi] = r));
  return rank;
}

function productNumbers(models: CatalogModel[]): Int32Array {
  const ids = new Map<string, number>();
  return Int32Array.from(models, (m) => {
    const key = m.model.toUpperCase();
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    return id;
  });
}

function foldedLastOf(sk: IndexedSkeleton): number {
  return sk.trailingAny === 0 && sk.core > 0 && sk.codes[sk.core - 1]! >= 0 ? OCR_FOLD[sk.codes[sk.core - 1]!]! : -1;
}

/** Build the index (≈ 16k models → tens of milliseconds). Model order is kept: index i = models[i]. */
export function buildCatalogIndex(models: CatalogModel[]): CatalogIndex {
  const classes: Uint8Array[] = [];
  const foldedClasses: Uint8Array[] = [];
  const classIds = new Map<string, number>();
  const classCode = (set: ReadonlySet<number>): number => {
    const key = classKey(set);
    let id = classIds.get(key);
    if (id === undefined) {
      id = classes.length;
      const raw = new Uint8Array(128);
      const folded = new Uint8Array(128);
      for (const c of set) {
        raw[c] = 1;
        folded[OCR_FOLD[c] ?? c] = 1;
      }
      classes.push(raw);
      foldedClasses.push(folded);
      classIds.set(key, id);
    }
    return CLASS_BASE - id;
  };

  const skeletons: IndexedSkeleton[] = [];
  const primary = new PrefixTrie();
  const path = new Int32Array(FUZZY_PREFIX_CHARS + 2);
  const fuzzy = new PrefixTrie();
  const exact = new Map<string, number[]>();
  const push = (map: Map<string, number[]>, key: string, value: number): void => {
    const list = map.get(key);
    if (list === undefined) map.set(key, [value]);
    else if (list[list.length - 1] !== value) list.push(value);
  };
  const prefixes: Array<{ key: string; skeleton: number }> = [];

  models.forEach((m, mi) => {
    for (const sk of compileModelPattern(m.model)) {
      const codes = new Int32Array(sk.tokens.length);
      let text = '';
      for (let k = 0; k < codes.length; k++) {
        const t: Token = sk.tokens[k]!;
        codes[k] = typeof t === 'number' ? t : classCode(t);
        text += codes[k]! >= 0 ? String.fromCharCode(codes[k]!) : '?';
      }
      let trailingAny = 0;
      while (trailingAny < codes.length && codes[codes.length - 1 - trailingAny] === ANY) trailingAny++;
      let literalPrefix = 0;
      while (literalPrefix < codes.length && (codes[literalPrefix] ?? -1) >= 0) literalPrefix++;
      const si = skeletons.length;
      skeletons.push({ model: mi, codes, core: codes.length - trailingAny, trailingAny, literal: sk.literal, literalPrefix, text });
      if (sk.literal) push(exact, text, mi);
      const lit = text.slice(0, literalPrefix);
      if (literalPrefix > 0) prefixes.push({ key: lit, skeleton: si });
      // Primary bucket: the literal prefix, capped.
      const l = Math.min(literalPrefix, BUCKET_PREFIX_CHARS);
      primary.insert(lit.slice(0, l), si);
      // Fuzzy buckets: the OCR-folded prefix and its one-deletion variants (window of fl + 1 literal
      // characters). A variant skipping character d shares the first d nodes with the prefix's path.
      const fl = Math.min(literalPrefix, FUZZY_PREFIX_CHARS);
      fuzzy.insertFrom(0, lit, 0, fl, -1, OCR_FOLD, si, path);
      const dl = Math.max(0, literalPrefix > FUZZY_PREFIX_CHARS ? FUZZY_PREFIX_CHARS : literalPrefix - 1);
      const upto = Math.min(literalPrefix, FUZZY_PREFIX_CHARS + 1);
      for (let d = 0; d < upto; d++) {
        const shared = Math.min(d, dl);
        fuzzy.insertFrom(path[shared]!, lit, shared, dl - shared, d, OCR_FOLD, si, null);
      }
    }
  });
  prefixes.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.skeleton - b.skeleton));

  // Record order: primary bucket key (depth-first order of the primary trie), then skeleton id.
  const bucketKey = skeletons.map((sk) => sk.text.slice(0, Math.min(sk.literalPrefix, BUCKET_PREFIX_CHARS)));
  const order = skeletons.map((_, si) => si).sort((a, b) => (bucketKey[a]! < bucketKey[b]! ? -1 : bucketKey[a]! > bucketKey[b]! ? 1 : a - b));
  const recordOf = new Int32Array(skeletons.length);
  const records = new Int32Array(SKELETON_RECORD * skeletons.length);
  if (CLASS_BASE - (classes.length - 1) < -0x8000) throw new Error('catalog index: too many character classes for 16-bit codes');
  // One byte per token while the classes fit (chars ≤ 90, classes down to −127): half the cache
  // footprint of 16-bit codes (measured: matcher 3–6% faster); 16-bit codes for a catalog with more.
  const totalCodes = skeletons.reduce((sum, sk) => sum + sk.codes.length, 0);
  const codes = CLASS_BASE - (classes.length - 1) >= -0x80 ? new Int8Array(totalCodes) : new Int16Array(totalCodes);
  let at = 0;
  order.forEach((si, r) => {
    const sk = skeletons[si]!;
    recordOf[si] = r;
    const o = SKELETON_RECORD * r;
    records[o + REC_CORE] = sk.core;
    records[o + REC_FULL] = sk.codes.length;
    records[o + REC_CODES] = at;
    records[o + REC_KNOWN] = Math.min(sk.literalPrefix, BUCKET_PREFIX_CHARS);
    records[o + REC_MODEL] = sk.model;
    records[o + REC_SKELETON] = si;
    records[o + REC_LAST] = foldedLastOf(sk);
    records[o + REC_LITERAL] = sk.literal ? 1 : 0;
    codes.set(sk.codes, at);
    at += sk.codes.length;
  });
  const classTable = new Uint8Array(CLASS_ROW * classes.length);
  const foldedClassTable = new Uint8Array(CLASS_ROW * classes.length);
  classes.forEach((row, k) => classTable.set(row, CLASS_ROW * k));
  foldedClasses.forEach((row, k) => foldedClassTable.set(row, CLASS_ROW * k));

  primary.freeze(recordOf);
  fuzzy.freeze(recordOf);
  const fuzzyEntries = new Int32Array(2 * fuzzy.values.length);
  fuzzy.values.forEach((r, k) => {
    const o = SKELETON_RECORD * r;
    const full = records[o + REC_FULL]!;
    if (full > 0xff) throw new Error(`catalog index: a skeleton of ${full} tokens exceeds the fuzzy filter key (255)`);
    fuzzyEntries[2 * k] = r;
    fuzzyEntries[2 * k + 1] = records[o + REC_CORE]! | (full << 8) | ((records[o + REC_LAST]! + 1) << 16);
  });
  const profiles = new Map<string, BrandProfile>();
  const searchKeys = models.map((m) => m.model.toUpperCase().replace(/[#?]/g, '*').replace(/[^A-Z0-9*]/g, ''));
  const searchOffsets = new Int32Array(searchKeys.length + 1);
  for (let k = 0; k < searchKeys.length; k++) searchOffsets[k + 1] = searchOffsets[k]! + searchKeys[k]!.length + 1;
  const brands = models.map((m) => profiles.get(m.brand) ?? profiles.set(m.brand, brandProfile(m.brand)).get(m.brand)!);
  return {
    models,
    byId: new Map(models.map((m) => [m.id, m])),
    positionById: new Map(models.map((m, i) => [m.id, i])),
    modelOrder: rankModels(models),
    productOf: productNumbers(models),
    brands,
    skeletons,
    classes,
    foldedClasses,
    primary,
    fuzzy,
    exact,
    prefixes,
    searchKeys,
    searchText: searchKeys.join('\n'),
    searchOffsets,
    coreLength: Int32Array.from(skeletons, (sk) => sk.core),
    fullLength: Int32Array.from(skeletons, (sk) => sk.codes.length),
    foldedLast: Int32Array.from(skeletons, foldedLastOf),
    records,
    codes,
    fuzzyEntries,
    classTable,
    foldedClassTable,
    visited: new Uint32Array(skeletons.length),
    stamp: { value: 0 },
    seriesNeighbours: buildSeriesNeighbours(models, brands),
  };
}

export { normalizeModelNumber };

/** First index ≥ key in the sorted literal-prefix list. */
export function prefixLowerBound(index: CatalogIndex, key: string): number {
  let lo = 0;
  let hi = index.prefixes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (index.prefixes[mid]!.key < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
