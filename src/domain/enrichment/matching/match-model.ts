// matchModel: a nameplate model number (+ optional brand) → the best catalog model, up to three
// alternatives, and why. Pure and deterministic (same input → same answer).
import { brandProfile, profilesAgree, type BrandAgreement, type BrandProfile } from '../brands';
import { BUCKET_PREFIX_CHARS, foldOcr, type CatalogIndex, type IndexedSkeleton } from '../catalog/catalog-index';
import { normalizeModelNumber } from '../catalog/model-pattern';
import type { CatalogModel, ModelMatchType } from '../types';
import { align, type Alignment, type EditKind } from './align';
import { CONFIDENCE_BANDS, MIN_FUZZY_INPUT_CHARS, scoreAlignment, tierOf } from './score';

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

interface Candidate {
  model: number;
  skeleton: number;
  a: Alignment;
  type: ModelMatchType;
  confidence: number;
  brand: BrandAgreement | null;
}

const BRAND_RANK: Record<string, number> = { same: 0, alias: 1, null: 2, conflict: 3 };

function compare(index: CatalogIndex, x: Candidate, y: Candidate): number {
  return (
    tierOf(x.type) - tierOf(y.type) ||
    y.confidence - x.confidence ||
    BRAND_RANK[String(x.brand)]! - BRAND_RANK[String(y.brand)]! ||
    index.skeletons[y.skeleton]!.core - index.skeletons[x.skeleton]!.core ||
    (index.models[x.model]!.model < index.models[y.model]!.model ? -1 : index.models[x.model]!.model > index.models[y.model]!.model ? 1 : 0) ||
    (index.models[x.model]!.id < index.models[y.model]!.id ? -1 : 1)
  );
}

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

type Visit = (skeleton: number) => void;

function visitPrimary(index: CatalogIndex, q: string, visit: Visit): void {
  for (const s of index.primary[0]!.get('') ?? []) visit(s);
  const top = Math.min(BUCKET_PREFIX_CHARS, q.length);
  for (let l = 1; l <= top; l++) {
    const bucket = index.primary[l]!.get(q.slice(0, l));
    if (bucket) for (const s of bucket) visit(s);
  }
}

function visitFuzzy(index: CatalogIndex, qf: string, visit: Visit): void {
  for (const s of index.fuzzy[0]!.get('') ?? []) visit(s);
  const top = Math.min(BUCKET_PREFIX_CHARS, qf.length);
  for (let l = 1; l <= top; l++) {
    const map = index.fuzzy[l]!;
    const direct = map.get(qf.slice(0, l));
    if (direct) for (const s of direct) visit(s);
    for (let d = 0; d <= l && d < qf.length; d++) {
      const key = (qf.slice(0, d) + qf.slice(d + 1, l + 1)).slice(0, l);
      if (key.length < l) continue;
      const bucket = map.get(key);
      if (bucket) for (const s of bucket) visit(s);
    }
  }
}

function describe(index: CatalogIndex, c: Candidate, q: string): string {
  const sk = index.skeletons[c.skeleton]!;
  const m = index.models[c.model]!;
  const parts: string[] = [];
  if (c.a.edit === null && c.a.ocr === 0) {
    if (sk.literal && c.a.extra === 0) parts.push(`equals catalog model ${m.model} apart from case and punctuation`);
    else if (c.a.filled > 0) parts.push(`fits catalog pattern ${m.model} (${c.a.filled} wildcard position${c.a.filled === 1 ? '' : 's'} filled)`);
    else parts.push(`fits catalog model ${m.model} after normalization`);
  } else {
    if (c.a.ocr > 0) parts.push(`fits ${m.model} reading ${c.a.ocr} OCR-confusable character${c.a.ocr === 1 ? '' : 's'} (O/0, I/1, B/8, S/5, Z/2)`);
    if (c.a.edit !== null) {
      const where = c.a.edit === 'deletion' && c.a.editAt >= sk.core - 1 ? ', last character' : '';
      parts.push(`${c.a.ocr > 0 ? 'and ' : `fits ${m.model} `}with one typo (${c.a.edit}${where})`);
    }
  }
  if (c.a.extra > 0) parts.push(`with revision suffix "${q.slice(q.length - c.a.extra)}"`);
  if (c.brand === 'alias') parts.push(`brand ${m.brand} is a sister brand of the one given`);
  if (c.brand === 'conflict') parts.push(`but the given brand conflicts with ${m.brand}`);
  return parts.join(', ');
}

/**
 * Does the catalog vary at the place of the edit? A model whose pattern differs from s exactly by
 * such an edit (a character more or a character less at j) means the family's model numbers change
 * there, so the input more likely names a sibling the catalog lacks than a typo.
 */
function hasSiblingAt(index: CatalogIndex, s: number, j: number, kind: EditKind): boolean {
  const memoKey = (s * 64 + Math.min(j, 63)) * 4 + EDIT_CODE[kind];
  const memo = SIBLING_MEMO.get(index) ?? new Map<number, boolean>();
  SIBLING_MEMO.set(index, memo);
  const known = memo.get(memoKey);
  if (known !== undefined) return known;
  const sk = index.skeletons[s]!;
  const a = sk.codes;
  const own = index.models[sk.model]!.model;
  // o matches a with the edit applied at j: insertion → o has one more token at j; deletion → one fewer.
  const differsAt = (o: Int32Array): boolean => {
    if (kind === 'insertion') {
      if (o.length !== a.length + 1) return false;
      for (let k = 0; k < a.length; k++) if (o[k < j ? k : k + 1] !== a[k]) return false;
      return true;
    }
    if (kind === 'deletion') {
      if (o.length !== a.length - 1) return false;
      for (let k = 0; k < o.length; k++) if (o[k] !== a[k < j ? k : k + 1]) return false;
      return true;
    }
    return false;
  };
  let found = false;
  visitFuzzy(index, foldOcr(sk.text), (c) => {
    if (!found && c !== s && differsAt(index.skeletons[c]!.codes) && index.models[index.skeletons[c]!.model]!.model !== own) found = true;
  });
  memo.set(memoKey, found);
  return found;
}
const EDIT_CODE: Record<EditKind, number> = { insertion: 1, deletion: 2, transposition: 3 };
const SIBLING_MEMO = new WeakMap<CatalogIndex, Map<number, boolean>>();

function collect(index: CatalogIndex, q: string, profile: BrandProfile | null, fuzzy: boolean): Candidate[] {
  const best = new Map<number, Candidate>();
  const seen = new Set<number>();
  const consider = (s: number, sk: IndexedSkeleton, a: Alignment): void => {
    if (a.edit !== null && a.edit !== 'transposition' && hasSiblingAt(index, s, a.editAt, a.edit)) return;
    const brand = profile ? profilesAgree(profile, index.brands[sk.model]!) : null;
    const literalEqual = sk.literal && q.length === sk.core && sk.trailingAny === 0;
    const scored = scoreAlignment(a, literalEqual, brand);
    if (!scored) return;
    const cand: Candidate = { model: sk.model, skeleton: s, a, type: scored.type, confidence: scored.confidence, brand };
    const prev = best.get(sk.model);
    if (!prev || compare(index, cand, prev) < 0) best.set(sk.model, cand);
  };
  const visit: Visit = (s) => {
    if (seen.has(s)) return;
    seen.add(s);
    const sk = index.skeletons[s]!;
    if (!fuzzy) {
      const a = align(index, q, sk, 'strict');
      if (a) consider(s, sk, a);
      return;
    }
    const ocr = align(index, q, sk, 'ocr');
    if (ocr) consider(s, sk, ocr);
    const edit = align(index, q, sk, 'edit');
    if (edit) consider(s, sk, edit);
  };
  if (fuzzy) visitFuzzy(index, foldOcr(q), visit);
  else visitPrimary(index, q, visit);
  return [...best.values()];
}

function toMatch(index: CatalogIndex, c: Candidate, q: string): ModelMatch {
  return { model: index.models[c.model]!, confidence: c.confidence, match_type: c.type, reason: describe(index, c, q) };
}

/** Match a nameplate model number against the catalog. */
export function matchModel(index: CatalogIndex, modelNumber: string, brand: string | null): MatchOutcome {
  const q = normalizeModelNumber(modelNumber);
  const profile = brand !== null && brand.trim() !== '' ? cachedProfile(brand) : null;
  const none = (reason: string): MatchOutcome => ({ best: null, alternatives: [], normalized_input: q, reason, brand_agreement: null });
  if (q.length === 0) return none('the model number has no letters or digits');
  if (q.length > MAX_MODEL_CHARS) return none(`the model number is longer than ${MAX_MODEL_CHARS} characters`);

  let cands = collect(index, q, profile, false);
  const agreeing = cands.some((c) => c.brand !== 'conflict');
  if (!agreeing && q.length >= MIN_FUZZY_INPUT_CHARS) {
    const strictModels = new Set(cands.map((c) => c.model));
    cands = cands.concat(collect(index, q, profile, true).filter((c) => !strictModels.has(c.model)));
  }
  if (cands.length === 0) return none(`no catalog model fits ${q}, even allowing OCR confusions and one typo`);
  cands.sort((x, y) => compare(index, x, y));

  let top = cands[0]!;
  const fitsAsWell = (c: Candidate): boolean => c.type === top.type && c.confidence === top.confidence && index.models[c.model]!.model !== index.models[top.model]!.model;
  // Two different products one typo away: a guess between them would be wrong about half the time.
  if (top.a.edit !== null && cands.some((c, k) => k > 0 && c.a.edit !== null && fitsAsWell(c))) {
    cands = cands.filter((c) => c.a.edit === null);
    if (cands.length === 0) return none(`${q} is one typo away from several different catalog models; not guessing`);
    top = cands[0]!;
  }
  // Another product (a different model string) fitting in the same tier as well: lower every such
  // candidate a little, so the confidence says "review me".
  const rival = cands.find((c, k) => k > 0 && fitsAsWell(c));
  const shown = cands.slice(0, 1 + MAX_ALTERNATIVES).map((c) => toMatch(index, c, q));
  if (rival && top.type !== 'exact_match') {
    const [lo] = CONFIDENCE_BANDS[top.type];
    for (const [k, m] of shown.entries()) {
      if (cands[k]!.type === top.type && cands[k]!.confidence === top.confidence) {
        m.confidence = Math.max(lo, Math.round((m.confidence - AMBIGUITY_PENALTY[top.type]) * 1000) / 1000);
      }
    }
    shown[0]!.reason += `; ${index.models[rival.model]!.model} fits equally well`;
  }
  const best = shown[0]!;
  const alternatives = shown.slice(1);
  return {
    best,
    alternatives,
    normalized_input: q,
    reason: `${best.match_type}: ${best.reason}`,
    brand_agreement: top.brand,
  };
}
