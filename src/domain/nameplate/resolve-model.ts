// Model-number readings checked against the catalog: a reading a catalog pattern accepts once a
// few OCR-confusable characters are swapped ("25VNA4Z4A0O3" → "25VNA424A003") is repaired to it.
import { compileModelPattern, normalizeModelNumber } from '../enrichment/catalog/model-pattern';
import { ANY } from '../enrichment/catalog/model-pattern';
import { confusableWith, confusionVariants, doubledGlyphDrops, twinGlyphs } from './confusions';
import { DECODED_PLAUSIBILITY, modelPlausibility } from './model-plausibility';
import { repairModelByRules, structuralRepairs, type ModelRepair } from './model-repair';
import { sameBox } from './reread';
import type { BoxPx, CatalogHit, CatalogLookup } from './types';
import type { ValueCandidate } from './locate';

/** Most characters a catalog fit may change: more and the "repair" is a different model. */
export const MAX_MODEL_REPAIRS = 3;

export interface PatternFit {
  /** The reading with its repaired characters (punctuation kept where it was). */
  value: string;
  changes: number;
}

/**
 * The reading as a catalog pattern accepts it, swapping at most MAX_MODEL_REPAIRS confusable
 * characters; failing that, with one character dropped where OCR read one glyph twice ("N96VSNO0801…"
 * for "N96VSN0801…": a letter beside the digit it resembles; "RZQ18TAVjJU": a letter in both cases).
 */
export function fitToPattern(reading: string, pattern: string): PatternFit | null {
  const direct = fitSameLength(reading, pattern);
  if (direct) return direct;
  let best: PatternFit | null = null;
  for (let i = 0; i < reading.length; i++) {
    const c = reading[i]!;
    const doubled = (j: number) => j >= 0 && j < reading.length && j !== i && /[A-Za-z0-9]/.test(c) && twinGlyphs(c, reading[j]!);
    if (!doubled(i - 1) && !doubled(i + 1)) continue;
    const fit = fitSameLength(reading.slice(0, i) + reading.slice(i + 1), pattern);
    if (fit && (best === null || fit.changes + 1 < best.changes)) best = { value: fit.value, changes: fit.changes + 1 };
  }
  return best !== null && best.changes <= MAX_MODEL_REPAIRS ? best : null;
}

function fitSameLength(reading: string, pattern: string): PatternFit | null {
  const norm = normalizeModelNumber(reading);
  let best: { chars: string[]; changes: number } | null = null;
  for (const sk of compileModelPattern(pattern)) {
    if (sk.tokens.length !== norm.length) continue;
    const chars = norm.split('');
    let changes = 0;
    let ok = true;
    for (let i = 0; i < chars.length && ok; i++) {
      const t = sk.tokens[i]!;
      const c = chars[i]!;
      const accepts = (x: string) => t === ANY || (typeof t === 'number' ? t === x.charCodeAt(0) : t.has(x.charCodeAt(0)));
      if (accepts(c)) {
        // A wildcard takes either, and the letter O is rare in model numbers (232 O against 10,872
        // zeros in ENERGY_STAR_Certified_Furnaces.csv model numbers): the O read there is a zero.
        if (c === 'O' && t === ANY) chars[i] = '0';
        continue;
      }
      const alt = confusableWith(c).find(accepts);
      if (alt === undefined) ok = false;
      else {
        chars[i] = alt;
        changes++;
      }
    }
    if (ok && changes <= MAX_MODEL_REPAIRS && (best === null || changes < best.changes)) best = { chars, changes };
  }
  if (best === null) return null;
  // Put the repaired letters and digits back into the reading's own punctuation.
  let k = 0;
  const value = reading.replace(/[A-Za-z0-9]/g, () => best.chars[k++] ?? '');
  return { value, changes: best.changes };
}

/** A swapped reading must be this much more plausible than the reading itself to replace it. */
const MIN_PLAUSIBILITY_GAIN = 0.15;
/** Confusions tried per reading when no catalog model fits. */
const MAX_PLAUSIBILITY_CHANGES = 2;

/**
 * The reading, or the reading with up to two OCR confusions swapped when modelPlausibility (the
 * model-number rules) finds that clearly more plausible, with its plausibility.
 */
export function mostPlausibleReading(reading: string, brand: string | null): { value: string; changes: number; plausibility: number } {
  const own = modelPlausibility(reading, brand);
  let best = { value: reading, changes: 0, plausibility: own };
  for (const v of confusionVariants(reading, MAX_PLAUSIBILITY_CHANGES, 120)) {
    if (v.changes === 0) continue;
    const p = modelPlausibility(v.value, brand);
    if (p >= own + MIN_PLAUSIBILITY_GAIN && p - 0.02 * v.changes > best.plausibility - 0.02 * best.changes) best = { value: v.value, changes: v.changes, plausibility: p };
  }
  return best;
}

export interface ScoredModel {
  value: string;
  readAs: string;
  candidate: ValueCandidate;
  score: number;
  hit: CatalogHit | null;
  checks: string[];
}

/** Candidates checked in the catalog, at most this many (one catalog search each). */
export const MAX_MODEL_LOOKUPS = 6;
/** Twin-glyph variants looked up per labelled reading the catalog returned nothing for. */
const MAX_TWIN_LOOKUPS = 2;
/**
 * Score lost per unit of a rules repair's cost (model-repair.ts): at its most (MAX_REPAIR_COST) a
 * decoded repair still edges out the undecoded reading (0.3 × 0.8 shape-only), never a catalog fit.
 */
const REPAIR_COST_WEIGHT = 0.025;
/** Unlabelled readings (most model-like first) whose twin-glyph and structural repairs are looked up. */
const MAX_UNLABELLED_REPAIRED = 2;
/** Structural repairs (model-repair.structuralRepairs) looked up per labelled reading the catalog returned nothing for. */
const MAX_STRUCTURAL_LOOKUPS = 2;
/** Score a catalog fit loses per unit of its structural repair's cost (at MAX_REPAIR_COST still above any rules-only reading). */
const STRUCTURAL_COST_WEIGHT = 0.05;
/** Score taken from an unlabelled reading that only has a model number's shape. */
const UNLABELLED_SHAPE_PENALTY = 0.1;

export async function scoreModelCandidates(cands: ValueCandidate[], brand: string | null, catalog: CatalogLookup): Promise<ScoredModel[]> {
  const top = cands.slice(0, MAX_MODEL_LOOKUPS);
  const lookup = (text: string) => catalog(text, brand).catch(() => [] as CatalogHit[]);
  const looked = await Promise.all(top.map((c) => lookup(c.text)));
  const repaired: Array<(ModelRepair & { hits: CatalogHit[] }) | undefined> = [];
  // A reading with a glyph read twice can be too far from its model for the search to return it:
  // the labelled readings the catalog returned nothing for are looked up again without the twin.
  // Each unlabelled reading's rank among the unlabelled boxes: readings of one box (a reread, a
  // character vote) share its turn, and values from a serial label's reach ranked among them are
  // repaired as labelled readings and take no unlabelled turn.
  const unlabelledBoxes: BoxPx[] = [];
  for (const c of top) if (c.source === 'unlabelled' && !unlabelledBoxes.some((b) => sameBox(b, c.bbox))) unlabelledBoxes.push(c.bbox);
  const unlabelledRank = top.map((c) => unlabelledBoxes.findIndex((b) => sameBox(b, c.bbox)));
  await Promise.all(
    top.map(async (c, i) => {
      // Labelled readings, and (no label read) the most model-like unlabelled ones.
      if ((c.source !== 'label' && !(c.source === 'unlabelled' && unlabelledRank[i]! < MAX_UNLABELLED_REPAIRED)) || looked[i]!.length > 0) return;
      const twins = doubledGlyphDrops(c.text).slice(0, MAX_TWIN_LOOKUPS);
      for (const v of twins) looked[i]!.push(...(await lookup(v)));
      // Still nothing: the cheapest readings with a 9 read as I / O / "OI" put back or a glyph dropped.
      if (looked[i]!.length > 0 || modelPlausibility(c.text, brand) >= DECODED_PLAUSIBILITY) return;
      for (const r of structuralRepairs(c.text, MAX_STRUCTURAL_LOOKUPS, c.charConfidences, twins)) {
        const hits = await lookup(r.value);
        if (hits.length === 0) continue;
        repaired[i] = { ...r, hits };
        break;
      }
    }),
  );
  const out: ScoredModel[] = [];
  top.forEach((c, i) => {
    const base = 0.35 * c.anchor + 0.2 * c.ocr;
    let fitted: ScoredModel | null = null;
    // The reading as read, then its structural repair (if one found catalog hits), each fitted to its hits.
    const r = repaired[i];
    const readings = [{ text: c.text, hits: looked[i]!, cost: 0, edits: 0, repaired: false }];
    if (r) readings.push({ text: r.value, hits: r.hits, cost: r.cost, edits: r.edits, repaired: true });
    for (const reading of readings) {
      for (const hit of reading.hits) {
        const fit = fitToPattern(reading.text, hit.pattern);
        if (!fit) continue;
        const score = base + 0.45 - 0.04 * fit.changes - STRUCTURAL_COST_WEIGHT * reading.cost + 0.02 * hit.score;
        if (fitted && score <= fitted.score) continue;
        const slips = reading.edits + fit.changes;
        const note = reading.repaired ? `, ${slips} OCR slip(s) repaired` : fit.changes ? `, ${fit.changes} OCR confusion(s) repaired` : '';
        fitted = { value: fit.value, readAs: c.text, candidate: c, score, hit, checks: [`fits catalog model ${hit.pattern} (${hit.brand})${note}`] };
      }
    }
    if (fitted) out.push(fitted);
    const v = mostPlausibleReading(c.text, brand);
    // Unlabelled, a code's shape is weak evidence (part numbers have it too): rules or catalog must confirm it.
    const unconfirmed = c.source === 'unlabelled' && v.plausibility < DECODED_PLAUSIBILITY ? UNLABELLED_SHAPE_PENALTY : 0;
    out.push({
      value: v.value,
      readAs: c.text,
      candidate: c,
      score: base + 0.3 * v.plausibility - 0.04 * v.changes - unconfirmed,
      hit: null,
      checks: v.plausibility >= 0.5 ? [`reads as a model number${v.changes ? `, ${v.changes} OCR confusion(s) repaired` : ''}`] : [],
    });
    // Not decoded as read nor by two plain swaps: the cheapest confidence-weighted repair the rules decode.
    if (v.plausibility < DECODED_PLAUSIBILITY) {
      const r = repairModelByRules(c.text, brand, c.charConfidences);
      if (r && r.edits > 0) {
        out.push({
          value: r.value,
          readAs: c.text,
          candidate: c,
          score: base + 0.3 * DECODED_PLAUSIBILITY - REPAIR_COST_WEIGHT * r.cost,
          hit: null,
          checks: [`decoded by the ${brand ?? 'model-number'} rules, ${r.edits} OCR slip(s) repaired`],
        });
      }
    }
  });
  return out.sort((a, b) => b.score - a.score);
}
