// Unsure glyphs of a serial or a model read again one at a time. Tesseract's LSTM reads a line with its
// context, and inside a run of digits it reads a letter drawn like a digit (Z, T, S, J, G, B, D)
// as that digit, at a confidence a little under the rest of the word's (often 85–96 % against
// 98–99 %). Cropped alone and read as a single character, the glyph's own shape decides. Which
// glyphs (glyphTargets), and what their readings make of the values (withGlyphs for serials,
// withModelGlyphs for models), is decided here; the serial rules, the catalog and the model-number
// rules still choose between the readings.
import type { LocatedValues, ValueCandidate } from './locate';
import { MAX_DISAGREEING_SHARE, sameBox } from './reread';
import type { BoxPx, GlyphReading, LineReading } from './types';

/** Glyphs reread per photo: each is one tiny recognition. */
export const MAX_GLYPH_REREADS = 3;
/** Unsure model glyphs reread per photo, on top of the serial's. */
export const MAX_MODEL_GLYPH_REREADS = 3;
/** A digit is unsure at or under this confidence… */
const UNSURE_DIGIT = 0.96;
/** …and at least this far under the median of its word's characters. */
const UNSURE_GAP = 0.02;
/** A single-glyph reading below this confidence (0–100) is ignored. */
const MIN_GLYPH_CONFIDENCE = 50;
/**
 * The letters the LSTM reads as each digit inside a value (confusions.ts pairs, plus J read as 3 and
 * Z as 7 on bold faces): a glyph read alone as one of these is that letter. O, I and Q are not
 * here: serials avoid them because they read as digits (RULES.md §0, §5, §6 letter tables).
 */
const LOOKALIKE_LETTERS: Readonly<Record<string, string>> = { '0': 'D', '1': 'JLT', '2': 'Z', '3': 'JB', '4': 'A', '5': 'S', '6': 'G', '7': 'TZ', '8': 'B', '9': 'G' };
/**
 * The reverse: the digits a serial letter may be, read as that letter with the line's context (a 5
 * read as S after letters, an 8 as B). O and I are not here: the serial rules, and for brands
 * without rules the O→0 / I→1 reading, settle those.
 */
const LOOKALIKE_DIGITS: Readonly<Record<string, string>> = Object.entries(LOOKALIKE_LETTERS).reduce<Record<string, string>>((acc, [digit, letters]) => {
  for (const l of letters) acc[l] = (acc[l] ?? '') + digit;
  return acc;
}, {});

/** Serial glyphs both ways: a digit read alone as its lookalike letter, a letter read alone as its lookalike digit. */
const SERIAL_LOOKALIKES: Readonly<Record<string, string>> = { ...LOOKALIKE_LETTERS, ...LOOKALIKE_DIGITS };

/**
 * What the engine reads in a model number for each glyph it is drawn like, both ways (letters and
 * digits: S/5, S/8 (Tesseract reads an S as 8 in mixed codes: naptha/tesseract.js#151, madmaze/pytesseract#432), J/3, B/8, E/8, Z/2, Z/7, T/7, G/6, I/1, L/1, A/4, D/0, O/0, Q/0; letters alike: U/V,
 * O/D/Q; a 9 read as I or O with its tail lost, as model-repair.ts NINE_LOOKALIKES). Model numbers use
 * letters and digits at any position (RULES.md model keys; AHRI listings), so either may be the misread one.
 */
const MODEL_LOOKALIKES: Readonly<Record<string, string>> = {
  '0': 'ODQ', '1': 'IJLT', '2': 'Z', '3': 'JB', '4': 'A', '5': 'S', '6': 'G', '7': 'TZ', '8': 'BES', '9': 'GIO',
  A: '4', B: '83', D: '0O', E: '8', G: '69', I: '19', J: '13', L: '1', O: '0DQ9', Q: '0O', S: '58', T: '71', U: 'V', V: 'U', Z: '27',
};

/** The character a single-glyph reading of a model glyph shows: one capital or digit, or a letter read in both cases. */
function glyphChar(text: string): string | null {
  const t = text.trim();
  return /^[0-9]$/.test(t) ? t : glyphLetter(t);
}

/**
 * Of a glyph's readings at its first and its second scale (prepare-image GLYPH_HEIGHTS_PX), the one
 * to keep: the first when it shows one character; otherwise the second when that does. Read alone,
 * the LSTM turns a clean glyph into no character at some scales ("yA" for a Z at 40 px, "Z" at 64 px;
 * "(" for half an O), so a reading that shows none says nothing of the glyph and the other scale is asked.
 */
export function glyphReadingToKeep<T extends { text: string }>(first: T, second: T | undefined): T {
  if (glyphChar(first.text) !== null || !second) return first;
  return glyphChar(second.text) !== null ? second : first;
}

/** True when a single-glyph reading shows one character (a capital, a digit, or one letter in both cases). */
export const showsOneGlyph = (text: string): boolean => glyphChar(text) !== null;

/** The letter a single-glyph reading shows: one capital, or one letter read in both cases ("Zz"). */
function glyphLetter(text: string): string | null {
  const t = text.trim();
  if (/^[A-Z]$/.test(t)) return t;
  return /^[A-Za-z]{2}$/.test(t) && t[0] !== t[1] && t[0]!.toUpperCase() === t[1]!.toUpperCase() ? t[0]!.toUpperCase() : null;
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** The box of character `i` of a candidate: its own columns, the value's full height. */
const glyphBox = (c: ValueCandidate, i: number): BoxPx => ({ x0: c.charBoxes![i]!.x0, x1: c.charBoxes![i]!.x1, y0: c.bbox.y0, y1: c.bbox.y1 });

/**
 * A candidate's per-character confidences (0–1) with its box's line rereads of the same length
 * (aligned glyph for glyph) taken in: at each position the least sure reading. The page reading is
 * made with the line's context, and a letter drawn like a digit inside a digit run is read there as
 * that digit at 98–99 %; read again alone at another scale, the engine often hesitates at exactly that
 * glyph (83–96 % where the rest stay at 98–99 %).
 */
export function leastSureConfidences(c: ValueCandidate, rereads: readonly LineReading[]): number[] | undefined {
  const conf = c.charConfidences;
  if (!conf || conf.length !== c.text.length) return conf;
  const out = [...conf];
  for (const r of rereads) {
    const text = r.text.replace(/\s+/g, '');
    if (!sameBox(r.bbox, c.bbox) || text.length !== c.text.length || r.charConfidences?.length !== text.length) continue;
    let differ = 0;
    for (let i = 0; i < text.length; i++) if (text[i] !== c.text[i]) differ++;
    if (differ > MAX_DISAGREEING_SHARE * text.length) continue;
    for (let i = 0; i < text.length; i++) out[i] = Math.min(out[i]!, r.charConfidences[i]! / 100);
  }
  return out;
}

/**
 * The unsure digits of the serial candidates worth a glyph reading, least sure first: the labelled
 * ones, or when no serial label was read the longest unlabelled values (the serial is among a
 * plate's longest codes), at most MAX_GLYPH_REREADS. A serial glyph is unsure in the page reading
 * or in any aligned line reread of its box (leastSureConfidences).
 */
export function glyphTargets(located: LocatedValues, rereads: readonly LineReading[] = []): BoxPx[] {
  const cands = located.serial.length > 0 ? located.serial.slice(0, 2) : [...located.unlabelled].sort((a, b) => b.text.length - a.text.length).slice(0, 3);
  // Its digits, and its letters drawn like a digit (LOOKALIKE_DIGITS): either may be the misread one.
  const serial = unsureGlyphs(cands, (ch) => /\d/.test(ch) || ch in LOOKALIKE_DIGITS, MAX_GLYPH_REREADS, [], (c) => leastSureConfidences(c, rereads));
  // The model's: its first labelled reading's glyphs that have a lookalike (letters as well as digits).
  const model = unsureGlyphs(located.model.filter((c) => c.source === 'label').slice(0, 1), (ch) => ch in MODEL_LOOKALIKES, MAX_MODEL_GLYPH_REREADS, serial);
  return [...serial, ...model];
}

/**
 * The glyphs of `cands` that `suspect` admits read under the rest of their word (at most
 * UNSURE_DIGIT, UNSURE_GAP under the word's median), least sure first, at most `max`, none in `taken`.
 */
function unsureGlyphs(
  cands: readonly ValueCandidate[],
  suspect: (ch: string) => boolean,
  max: number,
  taken: readonly BoxPx[],
  confidences: (c: ValueCandidate) => number[] | undefined = (c) => c.charConfidences,
): BoxPx[] {
  const unsure: Array<{ box: BoxPx; confidence: number }> = [];
  for (const c of cands) {
    const conf = confidences(c);
    if (!conf || !c.charBoxes || conf.length !== c.text.length || c.charBoxes.length !== c.text.length) continue;
    const mid = median(conf);
    for (let i = 0; i < c.text.length; i++) {
      if (!suspect(c.text[i]!) || conf[i]! > UNSURE_DIGIT || conf[i]! > mid - UNSURE_GAP) continue;
      const box = glyphBox(c, i);
      if (!unsure.some((u) => sameBox(u.box, box)) && !taken.some((t) => sameBox(t, box))) unsure.push({ box, confidence: conf[i]! });
    }
  }
  return unsure
    .sort((a, b) => a.confidence - b.confidence)
    .slice(0, max)
    .map((u) => u.box);
}

/**
 * Each candidate with a digit whose glyph, read alone, is a letter gets that reading beside it
 * (all such glyphs swapped), a hair surer than the line reading: where the serial rules accept both
 * or neither, the glyph's own shape decides; where they accept only one, they decide.
 */
export function withGlyphs(cands: ValueCandidate[], glyphs: readonly GlyphReading[]): ValueCandidate[] {
  // A letter the line read where the glyph alone is a lookalike digit, read so at GLYPH_EVIDENCE_CONFIDENCE
  // or more: the line model reads a 5 after letters as S as readily as an S among digits as 5.
  const sure = glyphs.filter((g) => g.confidence >= GLYPH_EVIDENCE_CONFIDENCE || glyphLetter(g.text) !== null);
  return withSwappedGlyphs(cands, sure, (t) => glyphLetter(t) ?? (/^\d$/.test(t.trim()) ? t.trim() : null), SERIAL_LOOKALIKES);
}

/**
 * Each model candidate with a glyph that, read alone, is a lookalike of the character the line
 * reading has there (MODEL_LOOKALIKES, both ways) gets that reading beside it (all such glyphs
 * swapped), a hair surer: where the catalog fits both or neither, and the model-number rules decode
 * both or neither, the glyph's own shape decides; where only one fits or decodes, that one wins.
 */
export function withModelGlyphs(cands: ValueCandidate[], glyphs: readonly GlyphReading[]): ValueCandidate[] {
  return withSwappedGlyphs(cands, glyphs, glyphChar, MODEL_LOOKALIKES);
}

/** Both of the above: a glyph read alone (`read`) that is one of the line character's `lookalikes` replaces it. */
function withSwappedGlyphs(
  cands: ValueCandidate[],
  glyphs: readonly GlyphReading[],
  read: (text: string) => string | null,
  lookalikes: Readonly<Record<string, string>>,
): ValueCandidate[] {
  if (glyphs.length === 0) return cands;
  const out: ValueCandidate[] = [];
  for (const c of cands) {
    out.push(c);
    if (!c.charBoxes || c.charBoxes.length !== c.text.length) continue;
    const chars = c.text.split('');
    let swapped = 0;
    for (let i = 0; i < chars.length; i++) {
      const g = glyphs.find((x) => sameBox(x.bbox, glyphBox(c, i)));
      const ch = g ? read(g.text) : null;
      if (!g || !ch || g.confidence < MIN_GLYPH_CONFIDENCE || !(lookalikes[chars[i]!] ?? '').includes(ch)) continue;
      chars[i] = ch;
      swapped++;
    }
    // A labelled model read without digits ("AROITSFYBWKN") is no longer digitless once a glyph read alone gives it one.
    const text = chars.join('');
    if (swapped > 0) out.push({ ...c, text, charBoxes: undefined, ocr: Math.min(1, c.ocr + 0.02), digitless: c.digitless && !/\d/.test(text) ? true : undefined });
  }
  return out;
}

/**
 * A glyph read alone at this confidence (0–100) or more is evidence against a reading of its box
 * that has another character there: on the eval plates such single-character readings name the
 * printed character 53 times in 55 (the line model, with its context, misread 14 of those glyphs).
 */
const GLYPH_EVIDENCE_CONFIDENCE = 80;
/** OCR confidence a reading loses per glyph its own single-character reading contradicts. */
const CONTRADICTED_GLYPH_LOSS = 0.05;
/** Characters the rules themselves equate (an O or I in a digit position is read as 0 / 1). */
const sameGlyph = (a: string, b: string) => a === b || (/[O0]/.test(a) && /[O0]/.test(b)) || (/[I1]/.test(a) && /[I1]/.test(b));

/**
 * Every reading of a box (the first reading, its rereads, their character vote, the glyph-swapped
 * ones) checked against the box's glyphs read alone: each glyph read as another character than
 * the reading has there (digits as well as letters: a 6 read alone as 0) costs it
 * CONTRADICTED_GLYPH_LOSS of its confidence. Readings the serial rules and the catalog accept alike
 * (a reread's "A105…" against the first reading's "A165…", both dated) are so ranked by the
 * plate's own independent evidence, not by their order. A reading without character boxes borrows
 * those of a reading of the same box and length (same-length readings are aligned glyph for glyph,
 * as the character vote assumes).
 */
export function withGlyphEvidence(cands: ValueCandidate[], glyphs: readonly GlyphReading[]): ValueCandidate[] {
  const sure = glyphs.filter((g) => g.confidence >= GLYPH_EVIDENCE_CONFIDENCE && glyphChar(g.text) !== null);
  if (sure.length === 0) return cands;
  return cands.map((c) => {
    const boxed = c.charBoxes && c.charBoxes.length === c.text.length ? c : cands.find((o) => o.charBoxes && o.charBoxes.length === c.text.length && o.text.length === c.text.length && sameBox(o.bbox, c.bbox));
    if (!boxed) return c;
    let contradicted = 0;
    let agreed = 0;
    for (let i = 0; i < c.text.length; i++) {
      const g = sure.find((x) => sameBox(x.bbox, glyphBox(boxed, i)));
      if (g && !sameGlyph(glyphChar(g.text)!, c.text[i]!.toUpperCase())) contradicted++;
      else if (g) agreed++;
    }
    if (contradicted + agreed === 0) return c;
    return { ...c, ocr: Math.max(0, c.ocr - CONTRADICTED_GLYPH_LOSS * contradicted), glyphEvidence: { agree: agreed, disagree: contradicted } };
  });
}
