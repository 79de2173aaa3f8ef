// Label-anchored value candidates: the value printed after a "MODEL" / "SERIAL" label on the same
// line, or right below it. Geometry is used, not only the OCR's line grouping, because Tesseract
// splits a plate's label column and value column into separate blocks when they are far apart.
import { isAmbiguousLabelWord, isDistractorLabel, isDistractorValue, isGluedRating, isLabelNumberWord, labelAt } from './labels';
import type { BoxPx, OcrPage, OcrWord } from './types';

export interface ValueCandidate {
  /** The value as read (punctuation around it trimmed). */
  text: string;
  bbox: BoxPx;
  /** Mean OCR confidence of its characters, 0–1. */
  ocr: number;
  /** 0–1: how sure we are this is the labelled value (same line after the label: 1; below: less). */
  anchor: number;
  source: 'label' | 'unlabelled' | 'barcode';
  /** Read glued to its label ("S/N:1619A12345"): the box is the label word's share, an estimate. */
  glued?: boolean;
  /** The engine's confidence in each character of `text`, 0–1, when known. */
  charConfidences?: number[];
  /** A labelled model reading with no digit (isValueToken refuses it): kept only when the catalog fits it. */
  digitless?: boolean;
  /** Each character's box, aligned with `text`, when the engine gave them (first readings only). */
  charBoxes?: BoxPx[];
  /** Two short unlabelled words joined ("EK 1RT"): a model only where the catalog fits it, never a serial. */
  catalogOnly?: boolean;
  /** The box's best reread read the same characters (reread.ts withRereads): no glyph of it was read twice. */
  rereadAgrees?: boolean;
  /** Its box's glyphs read alone (glyphs.ts withGlyphEvidence) that show the same character / another one. */
  glyphEvidence?: { agree: number; disagree: number };
}

interface Label {
  kind: 'model' | 'serial';
  bbox: BoxPx;
  /** Words of the page consumed by the label (not values). */
  words: Set<OcrWord>;
  /** Text of the last label word after the label, when the value was read into it ("MODEL:25VNA…"). */
  rest: { text: string; word: OcrWord } | null;
  line: number;
  index: number;
}

const TRIM_RE = /^[\s:;.,#=|'"`_\-~*]+|[\s:;.,=|'"`_\-~*]+$/g;

export function cleanToken(text: string): string {
  return text.replace(TRIM_RE, '');
}

/**
 * A raw reading with its per-character confidences (0–100), cleaned (cleanToken, parenAsJ) with the
 * confidences kept aligned to the cleaned text (0–1); none when a repair changed the length.
 */
export function cleanReading(
  raw: string,
  confidences: readonly number[] | undefined,
  boxes?: readonly BoxPx[],
): { text: string; charConfidences?: number[]; charBoxes?: BoxPx[] } {
  const trimmed = cleanToken(raw);
  const text = parenAsJ(trimmed);
  if (!confidences || confidences.length !== raw.length || text.length !== trimmed.length || trimmed.length === 0) return { text };
  const start = raw.length - raw.replace(/^[\s:;.,#=|'"`_\-~*]+/, '').length;
  const charBoxes = boxes && boxes.length === raw.length ? boxes.slice(start, start + trimmed.length) : undefined;
  return { text, charConfidences: confidences.slice(start, start + trimmed.length).map((c) => c / 100), ...(charBoxes ? { charBoxes } : {}) };
}

/**
 * Per-character boxes of words read together, when every word has them and each word starts where
 * the one before it ends (words whose boxes overlap give no left-to-right run of glyph boxes).
 */
function wordCharBoxes(words: readonly OcrWord[]): BoxPx[] | undefined {
  if (words.some((w, i) => i > 0 && w.bbox.x0 < words[i - 1]!.bbox.x1)) return undefined;
  return words.every((w) => w.charBoxes && w.charBoxes.length === w.text.length) ? words.flatMap((w) => w.charBoxes!) : undefined;
}

/** Per-character confidences (0–100) of words read together: the engine's, or the word's for each character. */
export function wordCharConfidences(words: readonly OcrWord[]): number[] {
  return words.flatMap((w) => (w.charConfidences && w.charConfidences.length === w.text.length ? w.charConfidences : Array<number>(w.text.length).fill(w.confidence)));
}

/**
 * A reading's confidence, 0–1: the mean of its glyphs' confidences (0–1) where the engine gave them,
 * else `fallback` (the word's or line's). Tesseract's word confidence also weighs its language model
 * and runs near 0 on some plate codes whose every glyph it is 99 % sure of; the glyphs' mean is the
 * same scale for first readings, rereads and votes.
 */
export function readingConfidence(charConfidences: readonly number[] | undefined, fallback: number): number {
  if (!charConfidences || charConfidences.length === 0) return fallback;
  return charConfidences.reduce((a, c) => a + c, 0) / charConfidences.length;
}

/** Confidence (0–1) of words read together: the mean of their characters' (the engine's, or each word's for its characters). */
function wordsConfidence(words: readonly OcrWord[]): number {
  const conf = wordCharConfidences(words);
  return conf.length === 0 ? words.reduce((a, w) => a + w.confidence, 0) / Math.max(1, words.length) / 100 : readingConfidence(conf.map((c) => c / 100), 0);
}

/** A token that can be a model or serial number: 4+ letters/digits with a digit, not a rating or label. */
export function isValueToken(text: string): boolean {
  const t = cleanToken(text);
  const core = t.replace(/[^A-Za-z0-9]/g, '');
  if (core.length < 4 || core.length > 30) return false;
  if (!/\d/.test(core)) return false;
  if (isDistractorValue(t) || isGluedRating(t)) return false;
  if ((labelAt(t, 'model') > 0 && !isAmbiguousLabelWord(t)) || labelAt(t, 'serial') > 0) return false;
  return true;
}

/** Edge and rule marks OCR reads before a word: brackets, bars, quotes. */
const LABEL_LEAD = /^[[\]|(){}'"`]+/;

function findLabels(page: OcrPage): Label[] {
  const out: Label[] = [];
  page.lines.forEach((line, li) => {
    const words = line.words;
    for (let i = 0; i < words.length; i++) {
      // The text from word i on (up to four words), with the offset where each word starts.
      const starts: number[] = [];
      let text = '';
      for (let j = i; j < words.length && j < i + 4; j++) {
        if (j > i) text += ' ';
        starts.push(text.length);
        text += words[j]!.text;
      }
      // A plate's border or a rule read into the label's first word ("['MoDEL", "|SERIAL"): skipped.
      const lead = LABEL_LEAD.exec(text)?.[0].length ?? 0;
      for (const kind of ['model', 'serial'] as const) {
        const len = labelAt(text.slice(lead), kind) + lead;
        if (len === lead) continue;
        let last = 0;
        while (last + 1 < starts.length && starts[last + 1]! < len) last++;
        const used = words.slice(i, i + last + 1);
        const lastWord = used[used.length - 1]!;
        const restText = cleanToken(text.slice(len, starts[last]! + lastWord.text.length));
        out.push({
          kind,
          bbox: used[0]!.bbox,
          words: new Set(used),
          rest: restText.length > 0 ? { text: restText, word: lastWord } : null,
          line: li,
          index: i,
        });
        i += last;
        break;
      }
    }
  });
  return out;
}

/**
 * Words closer than this many label heights are also tried joined (OCR splits values at narrow gaps
 * and dashes); the joined reading is only an alternative, kept when the catalog or the serial rules
 * accept it.
 */
const JOIN_GAP_HEIGHTS = 0.9;
const JOINABLE = /^[A-Za-z0-9-]{1,8}$/;
/** The rest a value word is tried joined with ("HBO18H5 6CGEL17D2": a model split at a narrow gap). */
const JOINABLE_REST = /^[A-Za-z0-9-]{1,12}$/;
/** Anchor of a same-line word after a label whose value was read glued to it ("MOD3018HFN1MZ22W"). */
const GLUED_RIVAL_ANCHOR = 0.8;
/** A letters-only word closing a label with its separator ("Numer:", "NO.", "#:"). */
const LABEL_TAIL = /^[A-Za-z]{0,7}[:#.]{1,2}$/;

const heightOf = (b: BoxPx) => Math.max(1, b.y1 - b.y0);
const centerY = (b: BoxPx) => (b.y0 + b.y1) / 2;
/** The share of the shorter box's height that the two boxes share. */
const verticalOverlap = (a: BoxPx, b: BoxPx) => Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0)) / Math.min(heightOf(a), heightOf(b));

/** A word's share of a box, proportional to the characters it spans (for values glued to a label). */
function tailBox(word: OcrWord, restChars: number): BoxPx {
  const frac = Math.min(1, restChars / Math.max(1, word.text.length));
  return { ...word.bbox, x0: word.bbox.x1 - (word.bbox.x1 - word.bbox.x0) * frac };
}

/**
 * Glyph repairs no letter/digit swap covers. A J read as ")" (its hook, in bold sans faces:
 * "244)47758", "RICH09AVF)"): no value has a closing parenthesis without an opening one, so one
 * after a letter or digit is the J.
 */
export function parenAsJ(text: string): string {
  // A ")" beside a J is that J's hook read a second time ("4PX)JCD60BS3"): dropped.
  const hook = text.includes('(') ? text : text.replace(/\)(?=J)|(?<=J)\)/g, '');
  // Between a value's letters or digits it is the J however few come before it ("H)240940").
  const paren = hook.includes('(') ? hook : hook.replace(/(?<=[A-Za-z0-9]{2})\)|(?<=[A-Za-z0-9])\)(?=[A-Za-z0-9]{2})/g, 'J');
  // A "]" after a value's letters or digits with no "[" before it is the J too, its hook read square ("HWO72]").
  const bracket = paren.includes('[') ? paren : paren.replace(/(?<=[A-Za-z0-9]{2})\](?![A-Za-z0-9])/g, 'J');
  // A "$" before or among letters and digits is the S it was drawn from ("$195133915").
  const j = bracket.replace(/\$(?=[A-Za-z0-9]{3})/g, 'S');
  // Likewise an L read as "1." (its foot as a dot) inside a code: "93661.29841", "30281.0782",
  // or with two digits after it in a code with letters (no rating has letters before its decimals:
  // "VAE2304281.30"); and a lower-case l, which plates do not print, is the 1 it resembles
  // ("CM50DE3Al"), or beside a 1 that 1 read twice ("Al150653652").
  const l = /^[A-Za-z0-9]{3,}1\.\d{3,}$/.test(j) || /^(?=[0-9]*[A-Za-z])[A-Za-z0-9]{3,}1\.\d{2}$/.test(j) ? j.replace('1.', 'L') : j;
  return /[A-Z0-9]/.test(l) ? l.replace(/l(?=1)|(?<=1)l/g, '').replace(/l/g, '1') : l;
}

function toCandidate(words: OcrWord[], anchor: number): ValueCandidate {
  const { text, charConfidences, charBoxes } = cleanReading(words.map((w) => w.text).join(''), wordCharConfidences(words), wordCharBoxes(words));
  return {
    text,
    ...(charConfidences ? { charConfidences } : {}),
    ...(charBoxes ? { charBoxes } : {}),
    bbox: {
      x0: Math.min(...words.map((w) => w.bbox.x0)),
      y0: Math.min(...words.map((w) => w.bbox.y0)),
      x1: Math.max(...words.map((w) => w.bbox.x1)),
      y1: Math.max(...words.map((w) => w.bbox.y1)),
    },
    ocr: wordsConfidence(words),
    anchor,
    source: 'label',
  };
}

/** Capitals only, with a letter OCR reads a digit as (confusions.ts: O, I, L, B, S, Z, G, T), model-number length. */
const DIGITLESS_MODEL = /^(?=[A-Z]*[OILBSZGT])[A-Z]{5,18}$/;

/** A short piece of a value: one to three capitals or digits (the start of "A1234567", "2311C932723"). */
const PREFIX_FRAGMENT = /^[A-Z0-9]{1,3}$/;
/** A value's head that reads like a rating when split off: digits and the letter after them ("909F", "1312A"). */
const RATING_LIKE_HEAD = /^\d{2,6}[A-Z]$/;
/** Characters a model or serial number is printed with. */
const VALUE_CHARS = /^[A-Za-z0-9-]+$/;

/**
 * The rest of a label word joined with the word after it, with per-character confidences when both
 * words have them (the rest is the label word's last characters); no character boxes (the label
 * word's are not the value's), the value word's confidence.
 */
function gluedJoin(rest: { text: string; word: OcrWord }, next: OcrWord, anchor: number): ValueCandidate {
  const nextRead = cleanReading(next.text, wordCharConfidences([next]));
  const restConf = wordCharConfidences([rest.word]).slice(-rest.text.length).map((c) => c / 100);
  const aligned = nextRead.charConfidences && cleanToken(rest.word.text).endsWith(rest.text);
  return {
    text: rest.text + nextRead.text,
    ...(aligned ? { charConfidences: [...restConf, ...nextRead.charConfidences!] } : {}),
    bbox: { ...tailBox(rest.word, rest.text.length), x1: next.bbox.x1, y1: Math.max(rest.word.bbox.y1, next.bbox.y1) },
    ocr: wordsConfidence([next]),
    anchor,
    source: 'label',
    glued: true,
  };
}

/** Candidates for one label: same line to the right first, then the line below. */
function candidatesOf(label: Label, all: OcrWord[], labelWords: Set<OcrWord>): ValueCandidate[] {
  const out: ValueCandidate[] = [];
  const h = heightOf(label.bbox);
  const labelRight = Math.max(...[...label.words].map((w) => w.bbox.x1));
  // The same line measured from the label's last word, the one the value follows: a plate photographed
  // at an angle drifts with distance along the line ("MODELO / MODEL NO. YAFS060351T1Z009H").
  const lastWord = [...label.words].reduce((a, b) => (b.bbox.x1 > a.bbox.x1 ? b : a));
  const lineY = centerY(lastWord.bbox);
  const right = all
    .filter((w) => !labelWords.has(w) && w.bbox.x0 >= labelRight - h * 0.3 && Math.abs(centerY(w.bbox) - lineY) < h * 0.6)
    .sort((a, b) => a.bbox.x0 - b.bbox.x0);
  if (label.rest && isValueToken(label.rest.text)) {
    const rest: ValueCandidate = { text: parenAsJ(label.rest.text), bbox: tailBox(label.rest.word, label.rest.text.length), ocr: readingConfidence(wordCharConfidences([label.rest.word]).slice(-label.rest.text.length).map((c) => c / 100), label.rest.word.confidence / 100), anchor: 1, source: 'label', glued: true };
    out.push(rest);
    // "SERIALNO.:9766G 11648": the value glued to the label and split by a gap.
    const next = right[0];
    if (next && next.bbox.x0 - labelRight < h * JOIN_GAP_HEIGHTS && JOINABLE.test(cleanToken(next.text)) && !isDistractorValue(next.text)) {
      out.push({ ...toCandidate([label.rest.word, next], 0.9), glued: true, text: rest.text + cleanToken(next.text), bbox: { ...rest.bbox, x1: next.bbox.x1, y1: Math.max(rest.bbox.y1, next.bbox.y1) } });
    }
  }
  // "SERIAL NO.A 1234567": the value's first letters or digits read into the label word, its rest
  // apart. The fragment is no value alone; joined with the word right after it, it is a candidate.
  // Likewise a head that reads like a rating ("SER.N0:4116A 64206": 4116 A), which no value word is alone.
  if (label.rest && !isValueToken(label.rest.text) && (PREFIX_FRAGMENT.test(label.rest.text) || RATING_LIKE_HEAD.test(label.rest.text))) {
    const next = right[0];
    const joined = next ? label.rest.text + cleanToken(next.text) : '';
    if (next && next.bbox.x0 - labelRight < h * JOIN_GAP_HEIGHTS && VALUE_CHARS.test(cleanToken(next.text)) && isValueToken(joined)) out.push(gluedJoin(label.rest, next, 1));
  }
  // A label has one value: with its value glued on, a word to its right is a lesser candidate.
  const restIsValue = label.rest !== null && isValueToken(label.rest.text);
  pushRun(out, right, h, restIsValue ? GLUED_RIVAL_ANCHOR : 1, label.kind);
  const below = all
    .filter(
      (w) =>
        !labelWords.has(w) &&
        w.bbox.y0 >= label.bbox.y1 - h * 0.2 &&
        w.bbox.y0 <= label.bbox.y1 + h * 2.2 &&
        w.bbox.x1 >= label.bbox.x0 - h &&
        w.bbox.x0 <= labelRight + h * 4,
    )
    .sort((a, b) => a.bbox.y0 - b.bbox.y0 || a.bbox.x0 - b.bbox.x0);
  if (below.length > 0) {
    const firstRowY = centerY(below[0]!.bbox);
    const inRow = below.filter((w) => Math.abs(centerY(w.bbox) - firstRowY) < h * 0.6);
    // The value's rest past the window (a value in a larger type than its label, split at a narrow
    // gap: "FG7TC 100K1CL" under "MODEL #"): words overlapping the row's first word's height to its right.
    // Only words each within a join gap of the one before (the next column's value stays apart).
    const row = [...inRow].sort((a, b) => a.bbox.x0 - b.bbox.x0);
    const first = row[0]!;
    for (;;) {
      const last = row[row.length - 1]!;
      const next = all.find((w) => !labelWords.has(w) && !row.includes(w) && w.bbox.x0 > last.bbox.x1 && w.bbox.x0 - last.bbox.x1 < h * JOIN_GAP_HEIGHTS && verticalOverlap(w.bbox, first.bbox) > 0.5);
      if (!next) break;
      row.push(next);
    }
    pushRun(out, row, h, 0.7, label.kind);
  }
  return out;
}

/**
 * The first value-like word of a run (stopping at the next label), and that word joined with
 * close neighbours: OCR splits "25VNA424A003 0030" where the plate has a narrow gap or a dash.
 */
function pushRun(out: ValueCandidate[], run: OcrWord[], h: number, anchor: number, kind: 'model' | 'serial'): void {
  /** Garbled label words skipped before the value. */
  let skipped = 0;
  for (let i = 0; i < run.length && i < 4; i++) {
    const w = run[i]!;
    if ((labelAt(w.text, 'model') > 0 && !isAmbiguousLabelWord(cleanToken(w.text))) || labelAt(w.text, 'serial') > 0 || isDistractorLabel(cleanToken(w.text))) {
      if (cleanToken(w.text).length > 0) return;
    }
    const next = run[i + 1];
    // A bare number this close to the value is its rest (a rating sits under its own label), not a rating.
    const joinable = next !== undefined && next.bbox.x0 - w.bbox.x1 < h * JOIN_GAP_HEIGHTS && JOINABLE_REST.test(cleanToken(next.text)) && (!isDistractorValue(next.text) || /^\d{1,4}$/.test(cleanToken(next.text)));
    if (!isValueToken(w.text)) {
      // The rest of a garbled label ("MODEL Numer: CPP036…"): a short word ending as labels end, or
      // the label's number word left over when its first word was read with other text glued on
      // ("mopeLo/Moper NUMBER FG7TE100D35CT": "MODELO / MODEL NUMBER").
      if (i === 0 && (LABEL_TAIL.test(w.text.trim()) || isLabelNumberWord(w.text))) {
        skipped++;
        continue;
      }
      // A value split where a letter follows digits reads like a rating ("909F 13265": 909 °F;
      // "1312A 92572": 1312 A): right after the label, with its rest close by, it is the value.
      // Likewise a value's first one to three characters split from a longer rest ("23 11C932723").
      const close = next !== undefined && next.bbox.x0 - w.bbox.x1 < h * JOIN_GAP_HEIGHTS && (!isDistractorValue(next.text) || /^\d{1,4}$/.test(cleanToken(next.text)));
      // The value's first word, past a garbled label's tail ("seriaL Numer: UB) 2725997"), its glyphs repaired ("UB)" is "UBJ").
      const head = parenAsJ(cleanToken(w.text));
      const rest = next !== undefined && (JOINABLE.test(cleanToken(next.text)) || (PREFIX_FRAGMENT.test(head) && VALUE_CHARS.test(cleanToken(next.text))));
      if (i === skipped && close && rest && JOINABLE.test(head) && isValueToken(head + cleanToken(next.text))) {
        out.push(toCandidate([w, next], anchor * 0.9));
        pushThirdJoin(out, [w, next], run[i + 2], h, anchor);
        return;
      }
      // A model number OCR read without its digits (9 and 0 as I and O: "LRFVIORF" for "LRFV90RF"):
      // a candidate only the catalog can confirm (extract.ts keeps it only with a catalog fit).
      if (kind === 'model' && DIGITLESS_MODEL.test(cleanToken(w.text))) {
        out.push({ ...toCandidate([w], anchor * 0.8), digitless: true });
        return;
      }
      // Plates print values in capitals: a lower-case word is a garbled label word ("wumser" for NUMBER).
      if (i < 2 && /^[a-z]{2,8}[:.]?$/.test(w.text.trim())) {
        if (i === skipped) skipped++;
        continue;
      }
      if (head.length > 2) return; // another word: the value is not on this run
      continue;
    }
    // The next word printed inside the box of this word's last glyph, a box as wide as two glyphs: the OCR
    // read two glyphs as one and then the second again as a word of its own ("K165B29V" + "2"). The joined
    // reading comes first then; otherwise the word alone.
    const swallowed = joinable && swallowedBy(w, next);
    out.push(toCandidate([w], swallowed ? anchor * 0.9 : anchor));
    if (joinable) {
      out.push(toCandidate([w, next], swallowed ? anchor : anchor * 0.9));
      pushThirdJoin(out, [w, next], run[i + 2], h, anchor);
    }
    return;
  }
}

/** A glyph box at least this many times the word's median glyph width holds two glyphs (a W is ~1.5×). */
const TWO_GLYPHS_WIDTH = 1.8;

/** Whether `next` starts in the right half of `w`'s last glyph box, and that box is as wide as two glyphs. */
export function swallowedBy(w: OcrWord, next: OcrWord): boolean {
  const boxes = w.charBoxes;
  if (boxes === undefined || boxes.length < 3 || boxes.length !== w.text.length) return false;
  const last = boxes[boxes.length - 1]!;
  const widths = boxes.slice(0, -1).map((b) => b.x1 - b.x0).sort((a, b) => a - b);
  const median = widths[widths.length >> 1]!;
  const width = last.x1 - last.x0;
  return median > 0 && width >= TWO_GLYPHS_WIDTH * median && next.bbox.x0 >= last.x0 + width / 2 && next.bbox.x0 < last.x1;
}

/** Anchor share of a value joined from three words: below the two-word join, for the catalog or the serial rules to confirm. */
const THIRD_JOIN_ANCHOR = 0.85;

/**
 * A value OCR split twice at narrow gaps ("R96 TAO0852521 MSA" for R96TA0852521MSA): the two words
 * already joined with the close word after them, a lesser reading (no distractor, label or rating word).
 */
function pushThirdJoin(out: ValueCandidate[], joined: OcrWord[], third: OcrWord | undefined, h: number, anchor: number): void {
  if (!third) return;
  const t = cleanToken(third.text);
  const last = joined[joined.length - 1]!;
  // A bare number this close is the value's rest, as in a two-word join.
  if (third.bbox.x0 - last.bbox.x1 >= h * JOIN_GAP_HEIGHTS || !JOINABLE.test(t) || (isDistractorValue(t) && !/^\d{1,4}$/.test(t)) || isDistractorLabel(t)) return;
  if (labelAt(t, 'model') > 0 || labelAt(t, 'serial') > 0) return;
  out.push(toCandidate([...joined, third], anchor * THIRD_JOIN_ANCHOR));
}

export interface LocatedValues {
  model: ValueCandidate[];
  serial: ValueCandidate[];
  /** Value-like words near no label and no distractor label: fallbacks when a label was not read. */
  unlabelled: ValueCandidate[];
}

/**
 * A word printed under a distractor label (grid layouts: "P/N" over "2224-554", "MFG DATE" over its
 * date): the nearest word above it that shares its columns, within two of its heights, begins a
 * distractor label (read with the words after it on its line: "PART" "NO.") with no value of its
 * own beside it.
 */
function underDistractorLabel(word: OcrWord, page: OcrPage): boolean {
  let best: { gap: number; text: string; ownValue: boolean } | null = null;
  for (const line of page.lines) {
    line.words.forEach((a, i) => {
      if (a === word || a.bbox.x1 <= word.bbox.x0 || a.bbox.x0 >= word.bbox.x1) return;
      const gap = word.bbox.y0 - a.bbox.y1;
      if (gap < -heightOf(word.bbox) * 0.2 || gap > heightOf(word.bbox) * 2 || centerY(a.bbox) >= word.bbox.y0) return;
      if (best && gap >= best.gap) return;
      const after = line.words.slice(i + 1, i + 4).map((x) => cleanToken(x.text));
      best = { gap, text: [cleanToken(a.text), ...after.slice(0, 2)].join(' '), ownValue: after.some((t) => isDistractorValue(t) || isValueToken(t)) };
    });
  }
  const found = best as { gap: number; text: string; ownValue: boolean } | null;
  // A label with a value beside it on its line ("VOLTS 208/230") is a list row: the word below is not its value.
  return found !== null && !found.ownValue && isDistractorLabel(found.text);
}

export function locateValues(page: OcrPage): LocatedValues {
  const all = page.lines.flatMap((l) => l.words);
  const labels = findLabels(page);
  // A MOD / MOB word glued to digits is a label and a value at once (labels.ts isAmbiguousLabelWord):
  // another label's value too, and read whole as well as after its label.
  const labelWords = new Set(labels.flatMap((l) => [...l.words].filter((w) => !(l.words.size === 1 && isAmbiguousLabelWord(cleanToken(w.text))))));
  const model: ValueCandidate[] = [];
  const serial: ValueCandidate[] = [];
  for (const label of labels) (label.kind === 'model' ? model : serial).push(...candidatesOf(label, all, labelWords));
  const taken = new Set([...model, ...serial].map((c) => c.text));
  const unlabelled: ValueCandidate[] = [];
  for (const line of page.lines) {
    line.words.forEach((w, i) => {
      if (labelWords.has(w) || taken.has(parenAsJ(cleanToken(w.text))) || !isValueToken(w.text)) return;
      const prev = line.words[i - 1];
      if (prev && isDistractorLabel(cleanToken(prev.text))) return;
      if (underDistractorLabel(w, page)) return;
      // A value's first characters split off just before it ("23 11C932723"): the joined reading too,
      // a little below the word alone (the serial rules or the catalog take it when it fits them).
      // Likewise a value split where a letter follows digits, so that its head reads like a rating
      // ("3108F 80789": 3108 °F), as below a label.
      const head = prev ? cleanToken(prev.text) : '';
      if (prev && !labelWords.has(prev) && (PREFIX_FRAGMENT.test(head) || (RATING_LIKE_HEAD.test(head) && /^\d/.test(cleanToken(w.text)))) && VALUE_CHARS.test(cleanToken(w.text))) {
        const gap = w.bbox.x0 - prev.bbox.x1;
        if (gap >= 0 && gap < heightOf(w.bbox) * JOIN_GAP_HEIGHTS && verticalOverlap(prev.bbox, w.bbox) > 0.5) unlabelled.push({ ...toCandidate([prev, w], 0.3 * 0.9), source: 'unlabelled' });
      }
      unlabelled.push({ ...toCandidate([w], 0.3), source: 'unlabelled' });
    });
    // A short model split at a narrow gap into two words neither of which is a value ("EK 1RT" for
    // EK1RT, "HW 072J"): the joined reading, for the catalog alone to confirm.
    line.words.forEach((w, i) => {
      const next = line.words[i + 1];
      if (!next || labelWords.has(w) || labelWords.has(next)) return;
      const a = cleanToken(w.text);
      const b = cleanToken(next.text);
      if (!JOINABLE.test(a) || !JOINABLE.test(b) || isValueToken(a) || isValueToken(b)) return;
      if ([a, b].some((t) => isDistractorLabel(t) || isDistractorValue(t) || labelAt(t, 'model') > 0 || labelAt(t, 'serial') > 0)) return;
      const gap = next.bbox.x0 - w.bbox.x1;
      if (gap < 0 || gap >= heightOf(w.bbox) * JOIN_GAP_HEIGHTS || verticalOverlap(w.bbox, next.bbox) <= 0.5) return;
      const joined = toCandidate([w, next], 0.3 * 0.9);
      if (!/[A-Z]/.test(joined.text) || !isValueToken(joined.text) || taken.has(joined.text)) return;
      const prev = line.words[i - 1];
      if ((prev && isDistractorLabel(cleanToken(prev.text))) || underDistractorLabel(w, page)) return;
      unlabelled.push({ ...joined, source: 'unlabelled', catalogOnly: true });
    });
  }
  return { model, serial, unlabelled };
}
