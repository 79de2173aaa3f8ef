// The brand printed on a plate: a known brand (enrichment/brands) spelled by one to three adjacent
// words, allowing one OCR confusion or typo in names of five or more letters. Larger print wins
// (brand names are the plate's biggest words; "for use with Carrier coils" is small print).
import { KNOWN_BRANDS, canonicalBrand, normalizeBrandKey } from '../enrichment/brands';
import { confusable } from './confusions';
import type { BoxPx, OcrPage, OcrWord } from './types';

export interface BrandReading {
  brand: string;
  bbox: BoxPx;
  confidence: number;
  alternatives: string[];
}

const BRAND_KEYS: ReadonlyMap<string, string> = new Map(KNOWN_BRANDS.map((b) => [normalizeBrandKey(b), b]));
/** Brand keys shorter than this are too easily found inside other words (e.g. "LG", "GE"). */
const MIN_FUZZY_KEY_CHARS = 5;

function union(words: OcrWord[]): BoxPx {
  return {
    x0: Math.min(...words.map((w) => w.bbox.x0)),
    y0: Math.min(...words.map((w) => w.bbox.y0)),
    x1: Math.max(...words.map((w) => w.bbox.x1)),
    y1: Math.max(...words.map((w) => w.bbox.y1)),
  };
}

/** Edit distance ≤ 1, where substituting OCR-confusable characters costs nothing. */
function nearKey(a: string, b: string): 0 | 1 | 2 {
  if (a.length === b.length) {
    let edits = 0;
    for (let i = 0; i < a.length; i++) if (!confusable(a[i]!, b[i]!)) edits++;
    return edits === 0 ? (a === b ? 0 : 1) : edits === 1 ? 1 : 2;
  }
  const [s, l] = a.length < b.length ? [a, b] : [b, a];
  if (l.length - s.length !== 1) return 2;
  for (let i = 0; i < l.length; i++) if (l.slice(0, i) + l.slice(i + 1) === s) return 1;
  return 2;
}

function knownBrand(text: string): { brand: string; exact: boolean } | null {
  const key = normalizeBrandKey(text);
  if (key.length < 2) return null;
  const exact = BRAND_KEYS.get(key);
  if (exact) return { brand: exact, exact: true };
  // Aliases of the brand table ("ICP", "Rheem Manufacturing") resolve through canonicalBrand.
  const canon = canonicalBrand(text);
  if (BRAND_KEYS.has(normalizeBrandKey(canon)) && normalizeBrandKey(canon) !== key && key.length >= 3) return { brand: canon, exact: true };
  if (key.length < MIN_FUZZY_KEY_CHARS) return null;
  for (const [k, name] of BRAND_KEYS) if (k.length >= MIN_FUZZY_KEY_CHARS && nearKey(key, k) === 1) return { brand: name, exact: false };
  return null;
}

/** The brand spelled on the plate, or null when no known brand is found. */
export function findBrand(page: OcrPage): BrandReading | null {
  const found: Array<{ brand: string; bbox: BoxPx; score: number; confidence: number }> = [];
  for (const line of page.lines) {
    const words = line.words;
    for (let i = 0; i < words.length; i++) {
      for (let n = 3; n >= 1; n--) {
        const span = words.slice(i, i + n);
        if (span.length < n) continue;
        const hit = knownBrand(span.map((w) => w.text).join(' '));
        if (!hit) continue;
        const bbox = union(span);
        const heightPx = bbox.y1 - bbox.y0;
        const ocr = span.reduce((a, w) => a + w.confidence, 0) / span.length / 100;
        const confidence = (hit.exact ? 0.9 : 0.65) * (0.5 + 0.5 * ocr);
        found.push({ brand: hit.brand, bbox, confidence, score: heightPx * (hit.exact ? 1 : 0.7) * (0.5 + ocr) });
        break;
      }
    }
  }
  if (found.length === 0) return null;
  found.sort((a, b) => b.score - a.score);
  const best = found[0]!;
  const alternatives = [...new Set(found.slice(1).map((f) => f.brand))].filter((b) => b !== best.brand).slice(0, 3);
  return { brand: best.brand, bbox: best.bbox, confidence: best.confidence, alternatives };
}
