// Serial-number readings checked against the brand's serial rules (enrichment/serial, RULES.md):
// the reading, or the reading with the fewest OCR-confusable characters swapped, that the brand's
// rules date, wins.
import { brandFamily } from '../enrichment/brands';
import { decodeSerial } from '../enrichment/serial/decode';
import { confusionVariants, digitContextRepair, doubledGlyphDrops } from './confusions';
import type { ValueCandidate } from './locate';

export interface ScoredSerial {
  value: string;
  readAs: string;
  candidate: ValueCandidate;
  score: number;
  checks: string[];
}

/** Readings tried per candidate (the candidate and its confusion variants, fewest changes first). */
const MAX_SERIAL_VARIANTS = 300;
const MAX_SERIAL_CANDIDATES = 6;
/** Every serial format in RULES.md has 8+ characters; a reading under 6 is likely part of one (OCR split it). */
const MIN_SERIAL_CHARS = 6;
const SHORT_SERIAL_PENALTY = 0.25;
/** Serials of 6–7 characters exist (no-rule brands), but a longer reading of the same box is likelier whole. */
const TYPICAL_SERIAL_CHARS = 8;
const SHORTISH_SERIAL_PENALTY = 0.05;
/**
 * Score a dating loses when the rules themselves call it low-confidence (a rare scheme that reads
 * bare digit runs, several dates possible: Lennox type 4 "all digits, last four YYWW"): a part
 * number dates that way as easily as a serial, so a reading the brand's main scheme dates comes first.
 */
const LOW_CONFIDENCE_DATE_PENALTY = 0.1;

/** Cost of swapping a character whose confidence is unknown (0.06 of score per swap, as 0.15 × 0.4). */
const UNKNOWN_SWAP_COST = 0.4;
/** Score lost per unit of swap cost. */
const SWAP_COST_WEIGHT = 0.15;

/**
 * What swapping the character at one position costs, from the engine's confidence in it (0–1): a
 * glyph read at 99 % is rarely the misread one, one read at 90 % or under often is (Tesseract's
 * confidences on plate values run 97–99 % where right; its misreads typically 85–95 %).
 */
export function swapCost(confidence: number | undefined): number {
  if (confidence === undefined) return UNKNOWN_SWAP_COST;
  return Math.min(1, Math.max(0.1, (confidence * 100 - 84) / 15));
}

/** Total cost of the positions where `variant` differs from `reading`. */
function variantCost(reading: string, variant: string, charConfidences: readonly number[] | undefined): number {
  const aligned = charConfidences && charConfidences.length === reading.length ? charConfidences : undefined;
  let cost = 0;
  for (let i = 0; i < reading.length; i++) if (reading[i] !== variant[i]) cost += swapCost(aligned?.[i]);
  return cost;
}

/** What the glyphs read alone said of a reading (glyphs.ts withGlyphEvidence), for the field's checks. */
const glyphCheck = (c: ValueCandidate): string[] =>
  c.glyphEvidence ? [`${c.glyphEvidence.agree} of ${c.glyphEvidence.agree + c.glyphEvidence.disagree} unsure glyph(s) read alone agree`] : [];

export function scoreSerialCandidates(cands: ValueCandidate[], brand: string | null, today: string): ScoredSerial[] {
  const hasRule = brand !== null && brandFamily(brand) !== null;
  const out: ScoredSerial[] = [];
  for (const c of cands.slice(0, MAX_SERIAL_CANDIDATES)) {
    const base = 0.35 * c.anchor + 0.2 * c.ocr;
    const digits = (c.text.match(/\d/g) ?? []).length / Math.max(1, c.text.length);
    // Without a rule to check against: a brand with no serial rules gets every O and I read as 0 and 1
    // (serials avoid those letters because they read as digits, RULES.md §0, §5, §6 tables; the schemes
    // that do use an O are rule brands, Trane and Bradford White); a mostly numeric code of a rule brand
    // gets those between digits read as digits.
    const plain = !hasRule && /\d.*\d.*\d/.test(c.text) ? c.text.replace(/O/g, '0').replace(/I/g, '1') : digits >= 0.6 ? digitContextRepair(c.text) : c.text;
    const chars = (c.text.match(/[A-Za-z0-9]/g) ?? []).length;
    const short = chars < MIN_SERIAL_CHARS ? SHORT_SERIAL_PENALTY : chars < TYPICAL_SERIAL_CHARS ? SHORTISH_SERIAL_PENALTY : 0;
    out.push({ value: plain, readAs: c.text, candidate: c, score: base + (hasRule ? 0.05 : 0.25) - short, checks: glyphCheck(c) });
    if (!hasRule) continue;
    // As read (with swaps), then with a doubled glyph dropped (one change more, confidences unaligned).
    // Of the readings the brand's rules date, the cheapest: the fewest and least sure glyphs swapped.
    const readings = [{ text: c.text, extra: 0, conf: c.charConfidences }, ...doubledGlyphDrops(c.text).map((text) => ({ text, extra: 1, conf: undefined }))];
    let best: { value: string; cost: number; changes: number; date: string; family: string; low: boolean } | null = null;
    for (const r of readings) {
      for (const v of confusionVariants(r.text, 3 - r.extra, MAX_SERIAL_VARIANTS)) {
        const cost = variantCost(r.text, v.value, r.conf) + r.extra * UNKNOWN_SWAP_COST;
        if (best && cost >= best.cost) continue;
        const d = decodeSerial(v.value, brand, { today });
        if (!d.ok) continue;
        best = { value: v.value, cost, changes: v.changes + r.extra, date: d.manufacturing_date, family: d.family, low: d.confidence === 'low' };
      }
      if (best?.cost === 0) break;
    }
    if (!best) continue;
    out.push({
      value: digitsForO(best.value, brand, today, best.date),
      readAs: c.text,
      candidate: c,
      score: base + 0.45 - SWAP_COST_WEIGHT * best.cost - short - (best.low ? LOW_CONFIDENCE_DATE_PENALTY : 0),
      checks: [`dated ${best.date} by the ${best.family} serial rules${best.changes ? `, ${best.changes} OCR slip(s) repaired` : ''}`, ...glyphCheck(c)],
    });
  }
  return out.sort((a, b) => b.score - a.score);
}

/**
 * The letter O read where the brand's rule dates the serial the same with a zero there is that zero
 * (decoders read an O in a digit position as 0, York's char 2 for one; RULES.md §0 keeps the letter
 * O only where a scheme uses it, and there swapping it changes or loses the date).
 */
function digitsForO(value: string, brand: string, today: string, date: string): string {
  let out = value;
  for (let i = 0; i < out.length; i++) {
    if (out[i] !== 'O') continue;
    const v = out.slice(0, i) + '0' + out.slice(i + 1);
    const d = decodeSerial(v, brand, { today });
    if (d.ok && d.manufacturing_date === date) out = v;
  }
  return out;
}
