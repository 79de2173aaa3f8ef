// matchModel: a nameplate model number (+ optional brand) → the best catalog model, up to three
// alternatives, and why. Pure and deterministic (same input → same answer).
import { brandProfile, type BrandAgreement, type BrandProfile } from '../brands';
import type { CatalogIndex } from '../catalog/catalog-index';
import { normalizeModelNumber } from '../catalog/model-pattern';
import type { CatalogModel, ModelMatchType } from '../types';
import { collectCandidates, compareCandidates, type Candidate } from './candidates';
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

// Reasons of plain fits repeat for every query of the same model: cache them per skeleton and fill count.
const REASON_CACHE = new WeakMap<CatalogIndex, Map<number, string>>();
const MAX_REASON_CACHE_ENTRIES = 100_000;

const EDIT_NUMBER = { insertion: 1, deletion: 2, transposition: 3 } as const;

/** The reason of a candidate's fit, brand and revision suffix aside; cached per skeleton and fit shape. */
function fitReason(index: CatalogIndex, c: Candidate): string {
  let cache = REASON_CACHE.get(index);
  if (!cache) REASON_CACHE.set(index, (cache = new Map()));
  const sk = index.skeletons[c.skeleton]!;
  const atEnd = c.a.edit === 'deletion' && c.a.editAt >= sk.core - 1;
  const shape = (Math.min(c.a.filled, 63) * 16 + Math.min(c.a.ocr, 15)) * 8 + (c.a.edit === null ? 0 : EDIT_NUMBER[c.a.edit]) * 2 + (atEnd ? 1 : 0);
  const key = c.skeleton * 8192 + shape;
  let text = cache.get(key);
  if (text === undefined) {
    const model = index.models[c.model]!.model;
    if (c.a.edit === null && c.a.ocr === 0) {
      text = sk.literal
        ? `equals catalog model ${model} apart from case and punctuation`
        : c.a.filled > 0
          ? `fits catalog pattern ${model} (${c.a.filled} wildcard position${c.a.filled === 1 ? '' : 's'} filled)`
          : `fits catalog model ${model} after normalization`;
    } else if (c.a.ocr > 0) {
      text = `fits ${model} reading ${c.a.ocr} OCR-confusable character${c.a.ocr === 1 ? '' : 's'} (O/0, I/1, B/8, S/5, Z/2)`;
    } else {
      text = `fits ${model} with one typo (${c.a.edit}${atEnd ? ', last character' : ''})`;
    }
    if (cache.size >= MAX_REASON_CACHE_ENTRIES) cache.clear();
    cache.set(key, text);
  }
  return text;
}

function describe(index: CatalogIndex, c: Candidate, q: string): string {
  let text = fitReason(index, c);
  if (c.a.extra > 0) text += `, with revision suffix "${q.slice(q.length - c.a.extra)}"`;
  if (c.brand === 'alias') text += `, brand ${index.models[c.model]!.brand} is a sister brand of the one given`;
  else if (c.brand === 'conflict') text += `, but the given brand conflicts with ${index.models[c.model]!.brand}`;
  return text;
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

/** Match a nameplate model number against the catalog. */
export function matchModel(index: CatalogIndex, modelNumber: string, brand: string | null): MatchOutcome {
  const q = normalizeModelNumber(modelNumber);
  const profile = brand !== null && brand.trim() !== '' ? cachedProfile(brand) : null;
  if (q.length === 0) return noMatch(q, 'the model number has no letters or digits');
  if (q.length > MAX_MODEL_CHARS) return noMatch(q, `the model number is longer than ${MAX_MODEL_CHARS} characters`);

  let cands = collectCandidates(index, q, profile, false);
  // OCR/typo reading only when nothing fits as written (a fit under another brand is kept, demoted).
  if (cands.length === 0 && q.length >= MIN_FUZZY_INPUT_CHARS) {
    const fuzzy = collectCandidates(index, q, profile, true);
    for (const f of fuzzy) if (!cands.some((c) => c.model === f.model)) cands.push(f);
  }
  if (cands.length === 0) return noMatch(q, `no catalog model fits ${q}, even allowing OCR confusions and one typo`);
  if (cands.length > 1) cands.sort((x, y) => compareCandidates(index, x, y));

  let top = cands[0]!;
  // Two different products one typo away: a guess between them would be wrong about half the time.
  if (top.a.edit !== null && cands.some((c, k) => k > 0 && c.a.edit !== null && fitsAsWell(index, c, top))) {
    cands = cands.filter((c) => c.a.edit === null);
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
    reason: `${best.match_type}: ${best.reason}`,
    brand_agreement: top.brand,
  };
}
