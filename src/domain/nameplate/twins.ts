// One glyph read as two characters. Tesseract's LSTM decoder can emit two labels at one glyph
// ("WO08…" for "W08…", "72" for a Z, "1L" for an L, "S5" for an S); the symbol boxes then show it:
// the two characters' boxes cover the same columns (one inside the other, or overlapping by more
// than half the narrower one), where printed glyphs sit side by side with a gap between them. On the
// eval plates 2173 of 2183 neighbouring glyph pairs of rightly read codes overlap by under a tenth
// of the narrower box. Such a pair is read as one character beside the reading as read: the catalog
// fit, the model-number rules and the serial rules still choose.
import type { ValueCandidate } from './locate';
import { sameBox } from './reread';
import type { BoxPx } from './types';

/** Two neighbours' boxes sharing at least this share of the narrower one's columns are one glyph. */
const TWIN_OVERLAP = 0.5;
/** Boxes narrower than this share of the value's height are the engine's placeholders, not glyph boxes. */
const MIN_GLYPH_WIDTH_HEIGHTS = 0.15;
/** Twin pairs merged per reading (more and the reading is garbled beyond this repair). */
const MAX_TWIN_PAIRS = 2;
/** Confidence (0–1) the reading as read loses per glyph it read twice. */
const TWIN_LOSS = 0.05;
/** Confidence (0–1) the merged reading gains over the reading as read (its glyph count is the printed one). */
const MERGED_GAIN = 0.02;

/**
 * The letters a digit is drawn like (confusions.ts and glyphs.ts pairs): a glyph the engine read as
 * both a digit and one of these letters, or as two digits that share one (7 and 2: a Z, its top bar
 * and its base), is that letter.
 */
const DIGIT_LOOKALIKES: Readonly<Record<string, string>> = { '0': 'OD', '1': 'LIJT', '2': 'Z', '3': 'JB', '4': 'A', '5': 'S', '6': 'G', '7': 'TZ', '8': 'B', '9': 'G' };

const isGlyph = (ch: string) => /[A-Za-z0-9]/.test(ch);

/** The share of the narrower box's columns the two boxes share (0 when either is a placeholder). */
function columnOverlap(a: BoxPx, b: BoxPx, heightPx: number): number {
  const wa = a.x1 - a.x0;
  const wb = b.x1 - b.x0;
  if (Math.min(wa, wb) < MIN_GLYPH_WIDTH_HEIGHTS * heightPx) return 0;
  return Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) / Math.min(wa, wb);
}

/** Positions i where characters i − 1 and i of a reading are one glyph read twice (their boxes cover the same columns). */
export function twinGlyphPositions(c: Pick<ValueCandidate, 'text' | 'charBoxes' | 'bbox'>): number[] {
  const boxes = c.charBoxes;
  if (!boxes || boxes.length !== c.text.length) return [];
  const h = Math.max(1, c.bbox.y1 - c.bbox.y0);
  const out: number[] = [];
  for (let i = 1; i < c.text.length; i++) {
    if (out[out.length - 1] === i - 1) continue; // a glyph is read twice at most: pairs do not chain
    if (isGlyph(c.text[i - 1]!) && isGlyph(c.text[i]!) && columnOverlap(boxes[i - 1]!, boxes[i]!, h) >= TWIN_OVERLAP) out.push(i);
  }
  return out;
}

/**
 * The one character a glyph read as `a` and `b` is, most likely first: the letter when one is a
 * letter the other digit is drawn like (O/0, L/1, S/5), the letter both digits are drawn like
 * (7 and 2: Z), otherwise either character, the one the engine was surer of first.
 */
export function mergedGlyph(a: string, b: string, confA = 0, confB = 0): string[] {
  const A = a.toUpperCase();
  const B = b.toUpperCase();
  if (A === B) return [A];
  if (/[A-Z]/.test(A) && (DIGIT_LOOKALIKES[B] ?? '').includes(A)) return [A, B];
  if (/[A-Z]/.test(B) && (DIGIT_LOOKALIKES[A] ?? '').includes(B)) return [B, A];
  const shared = [...(DIGIT_LOOKALIKES[A] ?? '')].filter((l) => (DIGIT_LOOKALIKES[B] ?? '').includes(l));
  if (/\d/.test(A) && /\d/.test(B) && shared.length > 0) return [shared[0]!];
  return confA >= confB ? [A, B] : [B, A];
}

const union = (a: BoxPx, b: BoxPx): BoxPx => ({ x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) });

/**
 * Each candidate with a glyph read twice (twinGlyphPositions) is preceded by its reading with each
 * such pair read as one character (mergedGlyph's first choice), a hair surer, and by the one with
 * the second choice where there is one; the reading as read stays, TWIN_LOSS per twin less sure.
 * Merged readings keep aligned confidences (the surer of the pair) and boxes (their union).
 */
export function withMergedTwins(cands: ValueCandidate[]): ValueCandidate[] {
  const out: ValueCandidate[] = [];
  for (const c of cands) {
    // A pair another reading of the box (a reread: same length) reads as the same two characters is
    // two glyphs (a tilted or blurred pair whose boxes overlap), not one read twice.
    const sameLength = cands.filter((o) => o.text !== c.text && o.text.length === c.text.length && sameBox(o.bbox, c.bbox));
    const apart = (i: number) => c.rereadAgrees === true || sameLength.some((o) => o.text.slice(i - 1, i + 1).toUpperCase() === c.text.slice(i - 1, i + 1).toUpperCase());
    const twins = twinGlyphPositions(c)
      .filter((i) => !apart(i))
      .slice(0, MAX_TWIN_PAIRS);
    if (twins.length === 0) {
      out.push(c);
      continue;
    }
    const conf = c.charConfidences && c.charConfidences.length === c.text.length ? c.charConfidences : undefined;
    // The box's other readings (its rereads at other scales) of the merged length name the glyph where
    // they show one of the pair's characters there: the one more of them show comes first.
    const mergedLength = c.text.length - twins.length;
    const others = cands.filter((o) => o.text.length === mergedLength && sameBox(o.bbox, c.bbox));
    const choices = twins.map((i, k) => {
      const ch = mergedGlyph(c.text[i - 1]!, c.text[i]!, conf?.[i - 1], conf?.[i]);
      const shown = (x: string) => others.filter((o) => o.text[i - 1 - k]!.toUpperCase() === x).length;
      return ch.length > 1 && shown(ch[1]!) > shown(ch[0]!) ? [ch[1]!, ch[0]!, ...ch.slice(2)] : ch;
    });
    // The first choice at every pair, then the second choice at one pair at a time.
    const picks: number[][] = [twins.map(() => 0)];
    choices.forEach((ch, k) => {
      if (ch.length > 1) picks.push(twins.map((_, j) => (j === k ? 1 : 0)));
    });
    picks.forEach((pick, n) => {
      let text = '';
      const confs: number[] = [];
      const boxes: BoxPx[] = [];
      for (let i = 0; i < c.text.length; i++) {
        const k = twins.indexOf(i + 1);
        if (k >= 0) {
          text += choices[k]![pick[k]!]!;
          if (conf) confs.push(Math.max(conf[i]!, conf[i + 1]!));
          boxes.push(union(c.charBoxes![i]!, c.charBoxes![i + 1]!));
          i++;
          continue;
        }
        text += c.text[i]!;
        if (conf) confs.push(conf[i]!);
        boxes.push(c.charBoxes![i]!);
      }
      // Where the box was read again at its merged length and no such reading agrees with it, the merged
      // reading is one against them: as unsure as the reading as read.
      const outvoted = others.length > 0 && !others.some((o) => o.text.toUpperCase() === text.toUpperCase());
      const ocr = outvoted ? c.ocr - TWIN_LOSS * twins.length : c.ocr + (n === 0 ? MERGED_GAIN : 0);
      out.push({ ...c, text, charBoxes: boxes, ...(conf ? { charConfidences: confs } : {}), ocr: Math.max(0, Math.min(1, ocr)) });
    });
    out.push({ ...c, ocr: Math.max(0, c.ocr - TWIN_LOSS * twins.length) });
  }
  return out;
}
