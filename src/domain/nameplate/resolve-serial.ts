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
const MAX_SERIAL_CANDIDATES = 4;
/** Every serial format in RULES.md has 8+ characters; a reading under 6 is likely part of one (OCR split it). */
const MIN_SERIAL_CHARS = 6;
const SHORT_SERIAL_PENALTY = 0.1;

export function scoreSerialCandidates(cands: ValueCandidate[], brand: string | null, today: string): ScoredSerial[] {
  const hasRule = brand !== null && brandFamily(brand) !== null;
  const out: ScoredSerial[] = [];
  for (const c of cands.slice(0, MAX_SERIAL_CANDIDATES)) {
    const base = 0.35 * c.anchor + 0.2 * c.ocr;
    const digits = (c.text.match(/\d/g) ?? []).length / Math.max(1, c.text.length);
    // Without a rule to check against, a mostly numeric code gets its in-run letters read as digits.
    const plain = digits >= 0.6 ? digitContextRepair(c.text) : c.text;
    const short = (c.text.match(/[A-Za-z0-9]/g) ?? []).length < MIN_SERIAL_CHARS ? SHORT_SERIAL_PENALTY : 0;
    out.push({ value: plain, readAs: c.text, candidate: c, score: base + (hasRule ? 0.05 : 0.25) - short, checks: [] });
    if (!hasRule) continue;
    // As read (with swaps), then with a doubled glyph dropped (one change more).
    const readings = [{ text: c.text, extra: 0 }, ...doubledGlyphDrops(c.text).map((text) => ({ text, extra: 1 }))];
    let found = false;
    for (const r of readings) {
      for (const v of confusionVariants(r.text, 3 - r.extra, MAX_SERIAL_VARIANTS)) {
        const d = decodeSerial(v.value, brand, { today });
        if (!d.ok) continue;
        const changes = v.changes + r.extra;
        out.push({
          value: digitsForO(v.value, brand, today, d.manufacturing_date),
          readAs: c.text,
          candidate: c,
          score: base + 0.45 - 0.06 * changes,
          checks: [`dated ${d.manufacturing_date} by the ${d.family} serial rules${changes ? `, ${changes} OCR slip(s) repaired` : ''}`],
        });
        found = true;
        break;
      }
      if (found) break;
    }
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
