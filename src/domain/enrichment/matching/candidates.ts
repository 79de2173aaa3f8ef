// Candidate generation and scoring for matchModel: the hot path. Written without per-call closures
// or maps (one match must cost microseconds): candidates are found through the prefix tries and
// kept best-per-model in a small array.
import { profilesAgree, type BrandAgreement, type BrandProfile } from '../brands';
import {
  BUCKET_PREFIX_CHARS,
  FUZZY_PREFIX_CHARS,
  OCR_FOLD,
  prefixLowerBound,
  REC_CORE,
  REC_FULL,
  REC_KNOWN,
  REC_LITERAL,
  REC_MODEL,
  REC_SKELETON,
  SKELETON_RECORD,
  type CatalogIndex,
} from '../catalog/catalog-index';
import { PrefixTrie } from '../catalog/prefix-trie';
import type { ModelMatchType } from '../types';
import { align, ALIGNED, MAX_REVISION_CHARS, type Alignment, type EditKind } from './align';
import { scoreAlignment, tierOf, type Scored } from './score';

/** A model's best fit: the alignment (its fields copied), score and sort keys. */
export interface Candidate extends Alignment {
  model: number;
  skeleton: number;
  /** The skeleton's core length (tokens before its trailing wildcard run). */
  core: number;
  type: ModelMatchType;
  confidence: number;
  brand: BrandAgreement | null;
  /** Sort keys precomputed: tier (0 exact … 2 possible) and brand rank (same 0, alias 1, none 2, conflict 3). */
  tier: number;
  brandRank: number;
}

const brandRankOf = (b: BrandAgreement | null): number => (b === 'same' ? 0 : b === 'alias' ? 1 : b === null ? 2 : 3);

/** Total order of candidates: tier, confidence, brand agreement, specificity, then (model string, id). */
export function compareCandidates(index: CatalogIndex, x: Candidate, y: Candidate): number {
  return (
    x.tier - y.tier ||
    y.confidence - x.confidence ||
    x.brandRank - y.brandRank ||
    y.core - x.core ||
    index.modelOrder[x.model]! - index.modelOrder[y.model]!
  );
}

/**
 * Lists of skeleton ids within one edit of q's prefix window after OCR folding: the folded q and each
 * one-deletion variant of its first FUZZY_PREFIX_CHARS + 1 characters (nodes up to depth d are the same
 * for q and q-minus-character-d, so that walk collects only below them).
 */
function fuzzyLists(index: CatalogIndex, q: string, out: Array<readonly number[]>): void {
  index.fuzzy.oneDeletionLists(q, FUZZY_PREFIX_CHARS, out, OCR_FOLD);
}

const SIBLING_MEMO = new WeakMap<CatalogIndex, Map<number, boolean>>();
/** Bound on memoized sibling answers per index (a long-running worker sees many distinct typos). */
const MAX_SIBLING_MEMO_ENTRIES = 200_000;
/** Edit kind as a number (a conditional, not a keyed property load: this runs per fuzzy fit). */
const editCode = (kind: EditKind): number => (kind === 'insertion' ? 1 : kind === 'deletion' ? 2 : kind === 'transposition' ? 3 : 0);

/**
 * Does the catalog vary at the place of the edit? A model whose pattern differs from skeleton s
 * exactly by such an edit (one token more or one fewer at j) means the family's model numbers
 * change there, so the input more likely names a sibling the catalog lacks than a typo.
 */
function hasSiblingAt(index: CatalogIndex, s: number, j: number, kind: EditKind): boolean {
  const memoKey = (s * 64 + Math.min(j, 63)) * 4 + editCode(kind);
  let memo = SIBLING_MEMO.get(index);
  if (!memo) SIBLING_MEMO.set(index, (memo = new Map()));
  const known = memo.get(memoKey);
  if (known !== undefined) return known;
  const sk = index.skeletons[s]!;
  const a = sk.codes;
  const own = index.models[sk.model]!.model;
  const lists: Array<readonly number[]> = [];
  fuzzyLists(index, sk.text, lists);
  let found = false;
  for (const list of lists) {
    for (const c of list) {
      if (found || c === s) continue;
      const o = index.skeletons[c]!.codes;
      let same = false;
      if (kind === 'insertion' && o.length === a.length + 1) {
        same = true;
        for (let k = 0; k < a.length && same; k++) same = o[k < j ? k : k + 1] === a[k];
      } else if (kind === 'deletion' && o.length === a.length - 1) {
        same = true;
        for (let k = 0; k < o.length && same; k++) same = o[k] === a[k < j ? k : k + 1];
      }
      if (same && index.models[index.skeletons[c]!.model]!.model !== own) found = true;
    }
  }
  if (memo.size >= MAX_SIBLING_MEMO_ENTRIES) memo.clear();
  memo.set(memoKey, found);
  return found;
}

const CODE_MEMO = new WeakMap<CatalogIndex, Map<number, boolean>>();
const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isLetter = (c: number): boolean => c >= 65 && c <= 90;
/** Same character class (digit or letter) as `c`: a code is a run of one class. */
const sameClass = (c: number, d: number): boolean => d >= 0 && (isDigit(c) ? isDigit(d) : isLetter(c) && isLetter(d));

/**
 * Typo recovery's guard on substitutions: is token j of skeleton s inside a code — a run of literal
 * digits, or of literal letters — that varies across the family, i.e. does another product share
 * every token before that run and carry another run of the same kind there? Capacity and
 * efficiency codes vary so ("25VNA4 24/36/48"): a different character of the same kind there names a
 * model the catalog lacks more often than a typo (typo-set evaluation: most false possible matches
 * on withheld models were such substitutions).
 */
function codeVariesAt(index: CatalogIndex, s: number, j: number): boolean {
  const memoKey = s * 64 + Math.min(j, 63);
  let memo = CODE_MEMO.get(index);
  if (!memo) CODE_MEMO.set(index, (memo = new Map()));
  const known = memo.get(memoKey);
  if (known !== undefined) return known;
  const sk = index.skeletons[s]!;
  const a = sk.codes;
  const cls = a[j]!;
  let start = j;
  while (start > 0 && sameClass(cls, a[start - 1]!)) start--;
  let end = j + 1;
  while (end < a.length && sameClass(cls, a[end]!)) end++;
  let varies = false;
  // Only a family named by a literal head (the tokens before the number all literal) can be looked up.
  if (start > 0 && sk.literalPrefix >= start) {
    const head = sk.text.slice(0, start);
    const own = sk.text.slice(start, end);
    const own2 = index.models[sk.model]!.model;
    for (let k = prefixLowerBound(index, head); k < index.prefixes.length && !varies; k++) {
      const p = index.prefixes[k]!;
      if (!p.key.startsWith(head)) break;
      const o = index.skeletons[p.skeleton]!;
      if (index.models[o.model]!.model === own2) continue;
      let e = start;
      while (e < o.codes.length && sameClass(cls, o.codes[e]!)) e++;
      if (e > start && o.text.slice(start, e) !== own) varies = true;
    }
  }
  if (memo.size >= MAX_SIBLING_MEMO_ENTRIES) memo.clear();
  memo.set(memoKey, varies);
  return varies;
}

/** Per-query state, reused (single-threaded JS: one query at a time). */
const RANGES = new Int32Array(PrefixTrie.rangesCapacity(Math.max(BUCKET_PREFIX_CHARS, FUZZY_PREFIX_CHARS)));
const SCORED: Scored = { type: 'possible_match', confidence: 0 };
let found: Candidate[] = [];
/** The query whose fuzzy trie ranges RANGES holds (count in fuzzyCount): the typo pass reuses them. */
let fuzzyQuery = '';
let fuzzyIndex: CatalogIndex | null = null;
let fuzzyCount = 0;
/** Entries of that walk within the length window of a one-edit fit (none: the typo pass has nothing to read). */
let fuzzyInWindow = 0;
/** Typo-recovery pass under way: every one-edit fit is kept (uniqueness is judged by the caller). */
let typoPass = false;
/** Typo pass: a second product was found, so the answer is "no match" and the walk can stop. */
let typoTwoProducts = false;

/** Record offset `o` (index.records), aligned as ALIGNED: score it and keep it if it is its model's best. */
function consider(index: CatalogIndex, q: string, profile: BrandProfile | null, o: number): void {
  const a = ALIGNED;
  const records = index.records;
  const s = records[o + REC_SKELETON]!;
  if (!typoPass && a.edit !== null && a.edit !== 'transposition' && hasSiblingAt(index, s, a.editAt, a.edit)) return;
  if (typoPass && a.edit === 'substitution' && sameClass(q.charCodeAt(a.editAt), index.skeletons[s]!.codes[a.editAt]!) && codeVariesAt(index, s, a.editAt)) return;
  const model = records[o + REC_MODEL]!;
  const brand = profile ? profilesAgree(profile, index.brands[model]!) : null;
  const core = records[o + REC_CORE]!;
  const literalEqual = records[o + REC_LITERAL] === 1 && q.length === core && records[o + REC_FULL] === core;
  if (!scoreAlignment(a, literalEqual, brand, SCORED)) return;
  const cand: Candidate = {
    model,
    skeleton: s,
    core,
    filled: a.filled,
    extra: a.extra,
    editAt: a.editAt,
    ocr: a.ocr,
    edit: a.edit,
    type: SCORED.type,
    confidence: SCORED.confidence,
    brand,
    tier: tierOf(SCORED.type),
    brandRank: brandRankOf(brand),
  };
  for (let k = 0; k < found.length; k++) {
    if (found[k]!.model === model) {
      if (compareCandidates(index, cand, found[k]!) < 0) found[k] = cand;
      return;
    }
  }
  if (typoPass && found.length > 0 && index.productOf[found[0]!.model] !== index.productOf[model]) typoTwoProducts = true;
  found.push(cand);
}

/**
 * Candidates for q, best per model (unsorted). Strict: exact, wildcard and revision-suffix fits.
 * Fuzzy: OCR confusions or one edit (never both), no revision suffix.
 */
export function collectCandidates(index: CatalogIndex, q: string, profile: BrandProfile | null, fuzzy: boolean): Candidate[] {
  found = [];
  typoPass = false;
  fuzzyIndex = null;
  const n = q.length;
  const records = index.records;
  if (!fuzzy) {
    const trie = index.primary;
    const values = trie.values;
    const count = trie.rangesOnPath(q, BUCKET_PREFIX_CHARS, RANGES);
    for (let r = 0; r < count; r += 2) {
      const end = RANGES[r + 1]!;
      for (let k = RANGES[r]!; k < end; k++) {
        const o = values[k]! * SKELETON_RECORD;
        // Length window first: the core must be filled, at most the trailing run + a revision beyond it.
        if (n < records[o + REC_CORE]! || n > records[o + REC_FULL]! + MAX_REVISION_CHARS) continue;
        if (align(index, q, o, 'strict', records[o + REC_KNOWN]!)) consider(index, q, profile, o);
      }
    }
  } else {
    const count = index.fuzzy.oneDeletionRanges(q, FUZZY_PREFIX_CHARS, RANGES, OCR_FOLD);
    fuzzyQuery = q;
    fuzzyIndex = index;
    fuzzyCount = count;
    fuzzyInWindow = 0;
    // Entries as (record, filter key) pairs: the filters below read only this array (the ranges'
    // own cache lines); the visited stamps and records are touched for survivors only. Filtering
    // before de-duplicating keeps the first-visit order, since the filters depend on q and the record alone.
    const entries = index.fuzzyEntries;
    const stamp = ++index.stamp.value;
    const seen = index.visited;
    const last1 = n >= 1 ? OCR_FOLD[q.charCodeAt(n - 1) & 127]! : -2;
    const last2 = n >= 2 ? OCR_FOLD[q.charCodeAt(n - 2) & 127]! : -2;
    for (let r = 0; r < count; r += 2) {
      const end = 2 * RANGES[r + 1]!;
      for (let k = 2 * RANGES[r]!; k < end; k += 2) {
        const key = entries[k + 1]!;
        const core = key & 0xff;
        const full = (key >> 8) & 0xff;
        if (n < core - 1 || n > full + 1) continue;
        fuzzyInWindow++;
        // A pattern ending in a literal: one OCR reading or one edit (never at the very end, except a
        // transposition of the last two) leaves q ending in that character or the one before it.
        const last = (key >> 16) - 1;
        if (last >= 0 && last1 !== last && (n < 2 || last2 !== last)) continue;
        const rec = entries[k]!;
        if (seen[rec] === stamp) continue;
        seen[rec] = stamp;
        const o = rec * SKELETON_RECORD;
        // An OCR-only reading of a skeleton is preferred to a one-edit reading of it.
        if (n >= core && n <= full && align(index, q, o, 'ocr')) consider(index, q, profile, o);
        else if (align(index, q, o, 'edit')) consider(index, q, profile, o);
      }
    }
  }
  const out = found;
  found = [];
  return out;
}

/**
 * Typo recovery (issue 18 item 3): every skeleton within one edit of q — substitution (from
 * MIN_SUBSTITUTION_POSITION on), insertion, deletion or adjacent transposition, at any place including
 * the last character — best per model, unsorted. Run only when the strict and fuzzy passes found
 * nothing; matchModel keeps the result only when it names a single product (the walk stops at a
 * second product: the answer is then "no match" whatever else fits). Reuses the fuzzy
 * (one-deletion) trie: a substitution at d meets the skeleton's deletion variant at d.
 */
export function collectTypoCandidates(index: CatalogIndex, q: string, profile: BrandProfile | null): Candidate[] {
  const n = q.length;
  // The fuzzy pass just walked the same trie for q: its ranges are still in RANGES, and when none of
  // their entries had a length within one edit of q there is nothing to read.
  const reuse = fuzzyIndex === index && fuzzyQuery === q;
  fuzzyIndex = null;
  if (reuse && fuzzyInWindow === 0) return [];
  const count = reuse ? fuzzyCount : index.fuzzy.oneDeletionRanges(q, FUZZY_PREFIX_CHARS, RANGES, OCR_FOLD);
  found = [];
  typoPass = true;
  typoTwoProducts = false;
  const entries = index.fuzzyEntries;
  const stamp = ++index.stamp.value;
  const seen = index.visited;
  for (let r = 0; r < count && !typoTwoProducts; r += 2) {
    const end = 2 * RANGES[r + 1]!;
    for (let k = 2 * RANGES[r]!; k < end && !typoTwoProducts; k += 2) {
      const key = entries[k + 1]!;
      if (n < (key & 0xff) - 1 || n > ((key >> 8) & 0xff) + 1) continue;
      const rec = entries[k]!;
      if (seen[rec] === stamp) continue;
      seen[rec] = stamp;
      const o = rec * SKELETON_RECORD;
      if (align(index, q, o, 'typo')) consider(index, q, profile, o);
    }
  }
  typoPass = false;
  const out = found;
  found = [];
  return out;
}
