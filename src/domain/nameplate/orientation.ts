// Which of a photo's readings (upright and a quarter turn at a time) is the plate read the right way
// up. A reading turned from the text's own orientation is short fragments (the engine cuts rotated
// glyph rows into one- and two-character "words") that it can nonetheless be fairly sure of, so
// mean word confidence alone prefers it to an upright reading of a plate whose labels were not
// read. Words of four or more letters and digits, weighted by their length and confidence, do not.
import { locateValues } from './locate';
import type { OcrPage } from './types';

/** Fewest letters and digits in a word that counts as text read the right way up. */
const MIN_TEXT_CHARS = 4;
/** Text evidence (confidence-weighted characters) at which its share of the quality is one half. */
const HALF_EVIDENCE_CHARS = 60;

/** Σ over words of four or more letters and digits: their count of letters and digits × confidence (0–1). */
export function textEvidence(page: OcrPage): number {
  let sum = 0;
  for (const line of page.lines) {
    for (const w of line.words) {
      const n = (w.text.match(/[A-Za-z0-9]/g) ?? []).length;
      if (n >= MIN_TEXT_CHARS) sum += n * (w.confidence / 100);
    }
  }
  return sum;
}

/**
 * A reading's quality, to keep the best orientation: labels found (0–2) plus its text evidence
 * mapped into 0–1 (e / (e + HALF_EVIDENCE_CHARS)), so a label still outweighs any amount of text.
 */
export function orientationQuality(page: OcrPage): number {
  const found = locateValues(page);
  const e = textEvidence(page);
  return (found.model.length > 0 ? 1 : 0) + (found.serial.length > 0 ? 1 : 0) + e / (e + HALF_EVIDENCE_CHARS);
}
