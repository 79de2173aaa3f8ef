// matchModel: a nameplate model number (+ optional brand) → the best catalog model, up to three
// alternatives, and why. Pure and deterministic (same input → same answer).
import { brandProfile, type BrandAgreement, type BrandProfile } from '../brands';
import type { CatalogIndex } from '../catalog/catalog-index';
import { normalizeModelNumber } from '../catalog/model-pattern';
import type { CatalogModel, ModelMatchType } from '../types';
import { collectCandidates, collectTypoCandidates, compareCandidates, type Candidate } from './candidates';
import { CONFIDENCE_BANDS, MIN_FUZZY_INPUT_CHARS } from './score';

export interface ModelMatch {
  model: CatalogModel;
  confidence: number;
  match_type: ModelMatchType;
  reason: string;
}

export interface MatchOutcome {
  best: ModelMatch | null;
  /** Up to three other candidates, best first, excluding `best`. */
  alternatives: ModelMatch[];
  normalized_input: string;
  reason: string;
  brand_agreement: BrandAgreement | null;
}

export const MAX_ALTERNATIVES = 3;
/** Model numbers longer than this (after normalization) are not real nameplate models. */
export const MAX_MODEL_CHARS = 40;
/** Confidence taken off the best candidate when another product fits the input as well. */
const AMBIGUITY_PENALTY = { likely_match: 0.03, possible_match: 0.08, exact_match: 0 } as const;

// A small cache of brand profiles: uploads repeat a handful of brand spellings thousands of times.
const PROFILE_CACHE = new Map<string, BrandProfile>();
const PROFILE_CACHE_MAX = 2048;
function cachedProfile(brand: string): BrandProfile {
  let p = PROFILE_CACHE.get(brand);
  if (p === undefined) {
    if (PROFILE_CACHE.size >= PROFILE_CACHE_MAX) PROFILE_CACHE.clear();
    p = brandProfile(brand);
    PROFILE_CACHE.set(brand, p);
  }
  return p;
}

// Reasons repeat for every query of the same model: cached per skeleton and fit shape (fill count,
// OCR count, edit, brand agreement). Two slots per skeleton in typed arrays (one array read, no
// hashing on the hot path), further shapes in a bounded Map.
interface ReasonCache {
  shapeA: Int32Array;
  shapeB: Int32Array;
  textA: Array<string | undefined>;
  textB: Array<string | undefined>;
  more: Map<number, string>;
}
const REASON_CACHE = new WeakMap<CatalogIndex, ReasonCache>();
const MAX_REASON_CACHE_ENTRIES = 100_000;
/** Shapes stay below (3 × 2 × 5) × 2^12 < 2^17; skeleton × 2^17 stays a small integer. */
const SHAPE_BITS = 17;


function reasonCache(index: CatalogIndex): ReasonCache {
  let cache = REASON_CACHE.get(index);
  if (!cache) {
    const n = index.skeletons.length;
    cache = { shapeA: new Int32Array(n).fill(-1), shapeB: new Int32Array(n).fill(-1), textA: new Array<string | undefined>(n).fill(undefined), textB: new Array<string | undefined>(n).fill(undefined), more: new Map() };
    REASON_CACHE.set(index, cache);
  }
  return cache;
}

/** Brand part of a reason: 0 none ('same' or no brand given), 1 sister brand, 2 conflict. */
const brandPart = (c: Candidate): number => (c.brand === 'alias' ? 1 : c.brand === 'conflict' ? 2 : 0);

function fitText(index: CatalogIndex, c: Candidate, atEnd: boolean): string {
  const sk = index.skeletons[c.skeleton]!;
  const model = index.models[c.model]!.model;
  if (c.edit === null && c.ocr === 0) {
    return sk.literal
      ? `equals catalog model ${model} apart from case and punctuation`
      : c.filled > 0
        ? `fits catalog pattern ${model} (${c.filled} wildcard position${c.filled === 1 ? '' : 's'} filled)`
        : `fits catalog model ${model} after normalization`;
  }
  if (c.ocr > 0) return `fits ${model} reading ${c.ocr} OCR-confusable character${c.ocr === 1 ? '' : 's'} (O/0, I/1, B/8, S/5, Z/2)`;
  return `fits ${model} with one typo (${c.edit}${atEnd ? ', last character' : ''})`;
}

function brandText(index: CatalogIndex, c: Candidate): string {
  if (c.brand === 'alias') return `, brand ${index.models[c.model]!.brand} is a sister brand of the one given`;
  if (c.brand === 'conflict') return `, but the given brand conflicts with ${index.models[c.model]!.brand}`;
  return '';
}

/** The reason of a candidate's fit with its brand part (`withBrand`), revision suffix aside; cached. */
function cachedReason(index: CatalogIndex, c: Candidate, withBrand: boolean): string {
  const cache = reasonCache(index);
  const s = c.skeleton;
  const atEnd = c.edit !== null && c.edit !== 'transposition' && c.editAt >= c.core - 1;
  const part = withBrand ? brandPart(c) : 0;
  const shape = ((((part * 2 + (atEnd ? 1 : 0)) * 5 + (c.edit === null ? 0 : c.edit === 'insertion' ? 1 : c.edit === 'deletion' ? 2 : c.edit === 'transposition' ? 3 : 4)) * 64 + c.filled) * 64) + c.ocr;
  if (cache.shapeA[s] === shape) return cache.textA[s]!;
  if (cache.shapeB[s] === shape) return cache.textB[s]!;
  const key = s * (1 << SHAPE_BITS) + shape;
  let text = cache.more.get(key);
  if (text === undefined) {
    text = fitText(index, c, atEnd);
    if (part !== 0) text += brandText(index, c);
    if (cache.shapeA[s] === -1) {
      cache.shapeA[s] = shape;
      cache.textA[s] = text;
    } else if (cache.shapeB[s] === -1) {
      cache.shapeB[s] = shape;
      cache.textB[s] = text;
    } else {
      if (cache.more.size >= MAX_REASON_CACHE_ENTRIES) cache.more.clear();
      cache.more.set(key, text);
    }
  }
  return text;
}

function describe(index: CatalogIndex, c: Candidate, q: string): string {
  if (c.extra === 0) return cachedReason(index, c, true);
  // Concatenation rather than a template literal: no ToString call per part (hot path).
  return cachedReason(index, c, false) + ', with revision suffix "' + q.slice(q.length - c.extra) + '"' + brandText(index, c);
}

function toMatch(index: CatalogIndex, c: Candidate, q: string): ModelMatch {
  return { model: index.models[c.model]!, confidence: c.confidence, match_type: c.type, reason: describe(index, c, q) };
}

function noMatch(q: string, reason: string): MatchOutcome {
  return { best: null, alternatives: [], normalized_input: q, reason, brand_agreement: null };
}

/** Same tier and score as the top candidate, but a different product (model string). */
function fitsAsWell(index: CatalogIndex, c: Candidate, top: Candidate): boolean {
  return c.type === top.type && c.confidence === top.confidence && index.productOf[c.model] !== index.productOf[top.model];
}

/** Longest list sorted by insertion; longer lists (rare: huge fuzzy neighbourhoods) use Array.prototype.sort. */
const MAX_INSERTION_SORT = 32;

/** Sort by compareCandidates. The order is total (candidates are distinct models), so any sort gives the same list. */
function sortCandidates(index: CatalogIndex, cands: Candidate[]): void {
  if (cands.length > MAX_INSERTION_SORT) {
    cands.sort((x, y) => compareCandidates(index, x, y));
    return;
  }
  for (let k = 1; k < cands.length; k++) {
    const c = cands[k]!;
    let j = k - 1;
    for (; j >= 0 && compareCandidates(index, cands[j]!, c) > 0; j--) cands[j + 1] = cands[j]!;
    cands[j + 1] = c;
  }
}

function anotherEditFitsAsWell(index: CatalogIndex, cands: readonly Candidate[], top: Candidate): boolean {
  for (let k = 1; k < cands.length; k++) if (cands[k]!.edit !== null && fitsAsWell(index, cands[k]!, top)) return true;
  return false;
}

function withoutEdits(cands: readonly Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (let k = 0; k < cands.length; k++) if (cands[k]!.edit === null) out.push(cands[k]!);
  return out;
}

/**
 * Typo recovery (issue 18 item 3), when nothing fits otherwise: the models within one edit of q
 * (substitution from the fourth character on but not at the last, insertion, deletion, adjacent transposition). Exactly one
 * product (one model string, possibly under several sister badges) → possible_match, its other badges
 * as alternatives; two or more products → no match (a guess between them would often be wrong).
 */
function recoverTypo(index: CatalogIndex, q: string, profile: BrandProfile | null): MatchOutcome {
  const found = collectTypoCandidates(index, q, profile);
  if (found.length === 0) return noMatch(q, `no catalog model fits ${q}, even allowing OCR confusions and one typo`);
  const product = index.productOf[found[0]!.model];
  for (let k = 1; k < found.length; k++) {
    if (index.productOf[found[k]!.model] !== product) return noMatch(q, `${q} is one typo away from several different catalog models; not guessing`);
  }
  // Another last character names a variant the catalog lacks far more often than a typo
  // (eval:matching: 14% precision for a last-character substitution). Dropped after the walk, which
  // still counts such a fit toward a tie (and stops at the second product).
  const cands = found.filter((c) => !(c.edit === 'substitution' && c.editAt >= c.core - 1));
  if (cands.length === 0) return noMatch(q, `${q} differs from ${index.models[found[0]!.model]!.model} only in its last character: another variant, not guessed`);
  if (cands.length > 1) sortCandidates(index, cands);
  const shown: ModelMatch[] = [];
  for (let k = 0; k < cands.length && k <= MAX_ALTERNATIVES; k++) shown.push(toMatch(index, cands[k]!, q));
  const best = shown[0]!;
  best.reason += '; the only catalog model within one typo';
  return { best, alternatives: shown.slice(1), normalized_input: q, reason: best.match_type + ': ' + best.reason, brand_agreement: cands[0]!.brand };
}

/** Match a nameplate model number against the catalog. */
export function matchModel(index: CatalogIndex, modelNumber: string, brand: string | null): MatchOutcome {
  const q = normalizeModelNumber(modelNumber);
  const profile = brand !== null && brand.trim() !== '' ? cachedProfile(brand) : null;
  if (q.length === 0) return noMatch(q, 'the model number has no letters or digits');
  if (q.length > MAX_MODEL_CHARS) return noMatch(q, `the model number is longer than ${MAX_MODEL_CHARS} characters`);

  let cands = collectCandidates(index, q, profile, false);
  // OCR/typo reading only when nothing fits as written (a fit under another brand is kept, demoted).
  if (cands.length === 0 && q.length >= MIN_FUZZY_INPUT_CHARS) cands = collectCandidates(index, q, profile, true);
  if (cands.length === 0) return q.length >= MIN_FUZZY_INPUT_CHARS ? recoverTypo(index, q, profile) : noMatch(q, `no catalog model fits ${q}`);
  if (cands.length > 1) sortCandidates(index, cands);

  let top = cands[0]!;
  // Two different products one typo away: a guess between them would be wrong about half the time.
  if (top.edit !== null && anotherEditFitsAsWell(index, cands, top)) {
    cands = withoutEdits(cands);
    if (cands.length === 0) return noMatch(q, `${q} is one typo away from several different catalog models; not guessing`);
    top = cands[0]!;
  }
  const shown: ModelMatch[] = [];
  for (let k = 0; k < cands.length && k <= MAX_ALTERNATIVES; k++) shown.push(toMatch(index, cands[k]!, q));
  // Another product fitting in the same tier as well: lower every such candidate a little, so the
  // confidence says "review me".
  let rival: Candidate | null = null;
  for (let k = 1; k < cands.length && rival === null; k++) if (fitsAsWell(index, cands[k]!, top)) rival = cands[k]!;
  if (rival !== null && top.type !== 'exact_match') {
    const [lo] = CONFIDENCE_BANDS[top.type];
    for (let k = 0; k < shown.length; k++) {
      if (cands[k]!.type === top.type && cands[k]!.confidence === top.confidence) {
        shown[k]!.confidence = Math.max(lo, Math.round((shown[k]!.confidence - AMBIGUITY_PENALTY[top.type]) * 1000) / 1000);
      }
    }
    shown[0]!.reason += `; ${index.models[rival.model]!.model} fits equally well`;
  }
  const best = shown[0]!;
  return {
    best,
    alternatives: shown.slice(1),
    normalized_input: q,
    reason: best.match_type + ': ' + best.reason,
    brand_agreement: top.brand,
  };
}
