// Second readings of the value boxes: which boxes the scan crops, enlarges and reads again as one
// line (rereadTargets), and how those readings join the candidates (withRereads). A reread is an
// extra candidate, not a replacement: the catalog, the model-number rules and the serial rules
// still choose between it and the first reading.
import { doubledGlyphDrops } from './confusions';
import { cleanReading, isValueToken, readingConfidence, type LocatedValues, type ValueCandidate } from './locate';
import type { BoxPx, LineReading } from './types';

/** Boxes reread per photo: each costs one small recognition (about 0.1–0.3 s in Chromium). */
export const MAX_REREADS = 4;
/** Labelled boxes reread per field (a value and that value joined with its neighbour). */
const REREADS_PER_FIELD = 2;

/** The same box (the candidate a reading was made for). */
export const sameBox = (a: BoxPx, b: BoxPx) => Math.abs(a.x0 - b.x0) < 1 && Math.abs(a.y0 - b.y0) < 1 && Math.abs(a.x1 - b.x1) < 1 && Math.abs(a.y1 - b.y1) < 1;
const core = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * The boxes worth a second reading: the first labelled model and serial values; when a field has
 * no labelled value, the longest unlabelled value-like words instead (model and serial numbers are
 * a plate's longest codes).
 */
export function rereadTargets(located: LocatedValues): BoxPx[] {
  const out: BoxPx[] = [];
  const add = (b: BoxPx) => {
    if (out.length < MAX_REREADS && !out.some((o) => sameBox(o, b))) out.push(b);
  };
  for (const list of [located.model, located.serial]) {
    // A value glued to its label has no box of its own to crop.
    for (const c of list.filter((c) => c.source === 'label' && !c.glued).slice(0, REREADS_PER_FIELD)) add(c.bbox);
  }
  const missing = (located.model.length === 0 ? 1 : 0) + (located.serial.length === 0 ? 1 : 0);
  // Unlabelled words are only candidates when a field has no labelled value.
  if (missing > 0) {
    const longest = [...located.unlabelled].sort((a, b) => core(b.text).length - core(a.text).length);
    for (const c of longest.slice(0, missing + 1)) add(c.bbox);
  }
  return out;
}

/**
 * How much a line reading looks like a printed value, 0–1: its share of capitals, digits and - / .
 * (plates print values in capitals; lower case and symbols are the engine guessing). Of several
 * readings of one box, the one with the highest confidence × this is kept.
 */
export function valueLikeness(text: string): number {
  const t = text.replace(/\s+/g, '');
  return t.length === 0 ? 0 : (t.match(/[A-Z0-9\-/.]/g) ?? []).length / t.length;
}

/**
 * Length of a lower-case run before the capitals and digits of a reading ("wwserDBS8064"): plates
 * print values in capitals, so it is a neighbouring label's garble the crop caught.
 */
const lowerCasePrefix = (text: string) => /^[a-z]{2,}(?=[A-Z0-9]{4})/.exec(text)?.[0].length ?? 0;
const dropLowerCasePrefix = (text: string) => text.slice(lowerCasePrefix(text));

/** A reading with characters no model or serial number is printed with inside it ("968)7151", "1820jJ04106"). */
const damaged = (text: string) => /[^A-Z0-9\-/.]/.test(text);

/** Confidence of a second reading that disagrees with an undamaged first one, relative to the surer of the two. */
const UNCONFIRMED_REREAD = 0.8;
/**
 * Confidence, relative to the surer of the two, of a box's further rereads (not its best): kept as
 * candidates, they win only where the catalog or the serial rules accept them and nothing surer.
 */
const LESSER_REREAD = 0.5;

/** True when `longer` is `shorter` with one glyph read twice as two lookalike characters side by side ("O0", "S5": confusions.ts doubledGlyphDrops). */
export const readTwice = (longer: string, shorter: string): boolean => longer.length === shorter.length + 1 && doubledGlyphDrops(longer).includes(shorter);

/** A reading of one box with its per-character confidences (0–1). */
export interface CharReading {
  text: string;
  charConfidences: readonly number[];
}

/** Largest share of positions on which same-length readings may disagree and still be aligned glyph for glyph. */
export const MAX_DISAGREEING_SHARE = 0.34;

/**
 * Several readings of one box (the page's and the line rereads), character by character: where
 * they disagree (5/S, 7/T, 1/J, 0/O, 8/B, 2/Z, 0/6 …) the character some reading was surest of
 * wins (not the sum: two rereads of a damaged box agreeing on a hesitant glyph must not outvote a
 * sure first reading). Only
 * readings of the first one's length take part, and only when they disagree on at most a third of
 * the positions (else they are not aligned glyph for glyph). Null when fewer than two readings
 * qualify or they all agree.
 */
export function voteCharacters(readings: readonly CharReading[]): CharReading | null {
  const first = readings[0];
  if (!first) return null;
  const same = readings.filter((r) => r.text.length === first.text.length && r.charConfidences.length === r.text.length);
  if (same.length < 2) return null;
  const text: string[] = [];
  const conf: number[] = [];
  let disagreements = 0;
  for (let i = 0; i < first.text.length; i++) {
    const votes = new Map<string, number>();
    for (const r of same) votes.set(r.text[i]!, Math.max(votes.get(r.text[i]!) ?? 0, r.charConfidences[i]!));
    if (votes.size > 1) disagreements++;
    const [best, surest] = [...votes].reduce((a, b) => (b[1] > a[1] ? b : a));
    text.push(best);
    conf.push(surest);
  }
  if (disagreements === 0 || disagreements > MAX_DISAGREEING_SHARE * first.text.length) return null;
  return { text: text.join(''), charConfidences: conf };
}

/**
 * Each candidate whose box was reread gets the reread value beside it (spaces the line reading put
 * inside a value removed). A first reading with characters no value has ("968)7151") yields to the
 * reread; otherwise the reread comes second, at a lower confidence, and wins where the catalog or
 * the serial rules accept it and not the first reading, or where it is much surer than a first
 * reading the engine barely believed. (A whitelisted line's confidence is low exactly where the
 * whitelist overruled the engine, so a low one says little.) A reread that agrees raises the first
 * reading's confidence. The first of a box's readings in `rereads` is its best; where the readings
 * disagree on confusable characters, their character vote (voteCharacters) is one more candidate.
 */
export function withRereads(cands: ValueCandidate[], rereads: readonly LineReading[]): ValueCandidate[] {
  if (rereads.length === 0) return cands;
  const out: ValueCandidate[] = [];
  for (const c of cands) {
    const all = rereads
      .filter((x) => sameBox(x.bbox, c.bbox))
      .map((x) => ({ ...cleanReading(dropLowerCasePrefix(x.text.replace(/\s+/g, '')), x.charConfidences && x.charConfidences.slice(lowerCasePrefix(x.text.replace(/\s+/g, '')))), confidence: x.confidence }))
      .filter((x) => isValueToken(x.text))
      // On the first readings' scale: the mean of the line's glyph confidences where it gave them.
      .map((x) => ({ ...x, sure: readingConfidence(x.charConfidences, x.confidence / 100) }));
    const r = all[0];
    const text = r?.text ?? '';
    const start = out.length;
    // A reading of other text keeps no per-character boxes (they belong to the first reading's glyphs).
    const withConf = (x: { charConfidences?: number[] } | undefined) => ({ charBoxes: undefined, charConfidences: x?.charConfidences });
    if (!r) out.push(c);
    else if (core(text) === core(c.text)) out.push(damaged(c.text) ? { ...c, text, ...withConf(r), ocr: Math.max(c.ocr, r.sure) } : { ...c, ocr: Math.max(c.ocr, r.sure), rereadAgrees: true });
    else if (damaged(c.text)) out.push({ ...c, text, ...withConf(r) }, { ...c, ocr: c.ocr / 2 });
    else {
      // Two closer readings that agree on a length other than the first reading's (a glyph read twice
      // or lost: "M388HN18PBY9" for "M88HN18PBY9") are two readings to one, as sure as the surest of
      // the box's; readings of one length are settled glyph by glyph by the character vote instead.
      // Not so when the longer reading is the other with one glyph read twice as a lookalike pair
      // ("KOENO03771772" for "KOEN03771772": an O and a 0 at one glyph, twins.ts): that is the
      // decoder's double label, which the closer readings make as readily as the first.
      const agreeing = all.filter((x) => core(x.text) === core(text)).length;
      const confirmed = agreeing >= 2 && core(text).length !== core(c.text).length && !readTwice(core(text), core(c.text));
      out.push(c, { ...c, text, ...withConf(r), ocr: (confirmed ? 1 : UNCONFIRMED_REREAD) * Math.max(c.ocr, r.sure) });
    }
    const readings: CharReading[] = [c, ...all].flatMap((x) => (x.charConfidences ? [{ text: x.text, charConfidences: x.charConfidences }] : []));
    const voted = voteCharacters(readings);
    // As sure as the surest reading of the box (a disagreeing reread's share of it below).
    const surest = Math.max(c.ocr, ...all.map((x) => x.sure));
    const same = voted ? out.findIndex((o, i) => i >= start && o.text === voted.text) : -1;
    // The vote agrees with a reading of this box: that reading has the surest glyph at every
    // position, so it is as sure as the surest reading.
    if (same >= 0) out[same] = { ...out[same]!, ocr: Math.max(out[same]!.ocr, surest) };
    else if (voted && isValueToken(voted.text)) {
      // A reading of its own: as a second reading that disagrees with the first.
      out.push({ ...c, text: voted.text, charConfidences: [...voted.charConfidences], charBoxes: undefined, ocr: UNCONFIRMED_REREAD * surest });
    }
    // The box's other rereads (a glyph lost or read twice in one of them: "TLO9EO80C16UH11" at 32 px,
    // "TL9EO80C16UH11" at 40 px), each a lesser candidate only the catalog or the serial rules can raise.
    for (const x of all.slice(1)) {
      if (!out.slice(start).some((o) => core(o.text) === core(x.text))) out.push({ ...c, text: x.text, ...withConf(x), ocr: LESSER_REREAD * Math.max(c.ocr, x.sure) });
    }
  }
  return out;
}
