import { describe, expect, it } from 'vitest';
import { extractNameplateFields } from './extract';
import { mergedGlyph, twinGlyphPositions, withMergedTwins } from './twins';
import { withRereads } from './reread';
import type { ValueCandidate } from './locate';
import type { BoxPx, CatalogHit, OcrPage, OcrWord } from './types';

const TODAY = '2026-11-28';
const noCatalog = async (): Promise<CatalogHit[]> => [];

/**
 * A word at (x, y), 33 px high, its glyphs 24 px wide 4 px apart; the characters at `twinAt` (and
 * the one before each) share one glyph's columns, as the engine's symbol boxes show a glyph read
 * twice (eval plate "052072736961": the 7 at 13 px inside the 2's 26 px).
 */
function word(text: string, x: number, y: number, twinAt: number[] = []): OcrWord {
  const charBoxes: BoxPx[] = [];
  let left = x;
  for (let i = 0; i < text.length; i++) {
    if (twinAt.includes(i)) {
      const prev = charBoxes[i - 1]!;
      charBoxes.push({ x0: prev.x0 - 1, y0: y, x1: prev.x0 + 25, y1: y + 33 });
      left = prev.x0 + 29;
      continue;
    }
    const w = twinAt.includes(i + 1) ? 13 : 24;
    charBoxes.push({ x0: left, y0: y, x1: left + w, y1: y + 33 });
    left += w + 4;
  }
  return { text, confidence: 90, bbox: { x0: x, y0: y, x1: left, y1: y + 33 }, charConfidences: [...text].map(() => 98), charBoxes };
}
const page = (...lines: OcrWord[][]): OcrPage => ({ lines: lines.map((words) => ({ words })), widthPx: 1000, heightPx: 800 });
const candidate = (w: OcrWord): ValueCandidate => ({ text: w.text, bbox: w.bbox, ocr: 0.98, anchor: 1, source: 'label', charConfidences: w.charConfidences!.map((c) => c / 100), charBoxes: w.charBoxes! });

describe('twinGlyphPositions', () => {
  it('finds two characters whose boxes cover one glyph, and none where the glyphs sit side by side', () => {
    expect(twinGlyphPositions(candidate(word('052072736961', 200, 100, [5])))).toEqual([5]);
    expect(twinGlyphPositions(candidate(word('052072736961', 200, 100)))).toEqual([]);
  });

  it('ignores the engine\'s placeholder boxes (a column or two wide)', () => {
    const w = word('MPR0603411W5', 200, 100);
    w.charBoxes![0] = { ...w.charBoxes![0]!, x1: w.charBoxes![0]!.x0 + 1 };
    w.charBoxes![1] = { ...w.charBoxes![1]!, x0: w.charBoxes![0]!.x0 };
    expect(twinGlyphPositions(candidate(w))).toEqual([]);
  });
});

describe('mergedGlyph', () => {
  it('reads a 7 and a 2 on one glyph as the Z both are drawn like, a letter and its lookalike digit as the letter first', () => {
    expect(mergedGlyph('7', '2')).toEqual(['Z']);
    expect(mergedGlyph('O', '0')).toEqual(['O', '0']);
    expect(mergedGlyph('1', 'L')).toEqual(['L', '1']);
    expect(mergedGlyph('S', '5')).toEqual(['S', '5']);
  });

  it('with no lookalike letter between them, keeps the character the engine was surer of first', () => {
    expect(mergedGlyph('6', '0', 0.91, 0.98)).toEqual(['0', '6']);
    expect(mergedGlyph('W', 'A', 0.98, 0.93)).toEqual(['W', 'A']);
  });
});

describe('withMergedTwins', () => {
  it('puts the merged reading before the reading as read, which loses a little confidence', () => {
    const out = withMergedTwins([candidate(word('WO08Y030BKA9', 200, 100, [2]))]);
    expect(out.map((c) => c.text)).toEqual(['WO8Y030BKA9', 'W08Y030BKA9', 'WO08Y030BKA9']);
    expect(out[0]!.ocr).toBeGreaterThan(out[2]!.ocr);
    expect(out[0]!.charBoxes).toHaveLength(11);
  });
});

describe('withMergedTwins with the box read again', () => {
  const reread = (c: ValueCandidate, text: string): ValueCandidate => ({ ...c, text, charBoxes: undefined, charConfidences: undefined, ocr: 0.78 });

  it('merges the pair into the character the box\'s rereads show there (eval plate A2GX0724TA1N64H read "…1NG64H", both rereads "…1N64H")', () => {
    const first = candidate(word('A2GX0724TA1NG64H', 200, 100, [13]));
    const out = withMergedTwins([first, reread(first, 'A2GX0724TA1N64H')]);
    expect(out[0]!.text).toBe('A2GX0724TA1N64H');
    // Without a reread the letter comes first (mergedGlyph).
    expect(withMergedTwins([first])[0]!.text).toBe('A2GX0724TA1NG4H');
  });

  it('ranks the merged reading as unsure as the reading as read where the box\'s rereads of its length all read it otherwise (eval plate 718JKJ7H2 read "718IKJI7H2", both rereads "718JKJ7H2")', () => {
    const first = candidate(word('718IKJI7H2', 200, 100, [6]));
    const alone = withMergedTwins([first]);
    expect(alone[0]!.text).toBe('718IKJ7H2');
    expect(alone[0]!.ocr).toBeGreaterThan(first.ocr);
    const out = withMergedTwins([first, reread(first, '718JKJ7H2')]);
    expect(out[0]!.text).toBe('718IKJ7H2');
    expect(out[0]!.ocr).toBeCloseTo(first.ocr - 0.05, 5);
    // A reread that agrees with it keeps its gain.
    expect(withMergedTwins([first, reread(first, '718IKJ7H2')])[0]!.ocr).toBeGreaterThan(first.ocr);
  });

  it('keeps a pair the box\'s rereads read as the same two characters (eval plate FG7SD1200T45D1, F and G boxes overlapping on a blurred photo)', () => {
    const first = candidate(word('FG7SD1200T45D1', 200, 100, [1]));
    expect(withMergedTwins([first])[0]!.text).toHaveLength(13);
    const out = withMergedTwins([first, reread(first, 'FG7SD1200T4501')]);
    expect(out.map((c) => c.text)).toEqual(['FG7SD1200T45D1', 'FG7SD1200T4501']);
    // A reread that read the very same characters (withRereads keeps the first reading, marked) says so too
    // (eval plate CPM406384: the 3 and 8 boxes overlapping on a tilted photo, both rereads "CPM406384").
    const serial = candidate(word('CPM406384', 200, 100, [7]));
    expect(withMergedTwins([serial])[0]!.text).toHaveLength(8);
    const [agreed] = withRereads([serial], [{ bbox: serial.bbox, text: 'CPM406384', confidence: 80, charConfidences: [99, 99, 98, 97, 98, 99, 99, 98, 98] }]);
    expect(withMergedTwins([agreed!]).map((c) => c.text)).toEqual(['CPM406384']);
    // The same reading listed twice (two labels reaching one value) is no second reading.
    expect(withMergedTwins([first, { ...first }])[0]!.text).toHaveLength(13);
  });
});

describe('extractNameplateFields with a glyph read twice', () => {
  it('reads a serial with no rule to check it with the Z the engine read as "72" (plate 0520Z736961)', async () => {
    const p = page([word('ACME', 200, 20)], [word('SERIAL', 20, 100), word('052072736961', 200, 100, [5])]);
    expect((await extractNameplateFields(p, { catalog: noCatalog, today: TODAY })).serial?.value).toBe('0520Z736961');
    // The same characters printed side by side are kept as read.
    const q = page([word('ACME', 200, 20)], [word('SERIAL', 20, 100), word('052072736961', 200, 100)]);
    expect((await extractNameplateFields(q, { catalog: noCatalog, today: TODAY })).serial?.value).toBe('052072736961');
  });

  it('reads an L the engine read as "1L" as one L in a serial (plate 71L814T54374629)', async () => {
    const p = page([word('ACME', 200, 20)], [word('SERIAL', 20, 100), word('711L814T54374629', 200, 100, [3])]);
    expect((await extractNameplateFields(p, { catalog: noCatalog, today: TODAY })).serial?.value).toBe('71L814T54374629');
  });

  it('keeps the merged reading ahead of a glyph read alone at one of the pair\'s boxes (plate 0411Z695973 read "041172695973", the 2\'s box read alone as Z)', async () => {
    const w = word('041172695973', 200, 100, [5]);
    const glyphs = [{ bbox: { x0: w.charBoxes![5]!.x0, x1: w.charBoxes![5]!.x1, y0: w.bbox.y0, y1: w.bbox.y1 }, text: 'Z', confidence: 80 }];
    const p = page([word('ACME', 200, 20)], [word('SERIAL', 20, 100), w]);
    expect((await extractNameplateFields(p, { catalog: noCatalog, today: TODAY, glyphs })).serial?.value).toBe('0411Z695973');
  });
});
