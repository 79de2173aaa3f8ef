import { describe, expect, it } from 'vitest';
import { extractNameplateFields } from './extract';
import { glyphReadingToKeep, glyphTargets, withGlyphEvidence, withGlyphs, withModelGlyphs } from './glyphs';
import { locateValues, type ValueCandidate } from './locate';
import { buildCatalogIndex } from '../enrichment/catalog/catalog-index';
import { searchModels } from '../enrichment/model-search';
import { FIXTURE_MODELS } from '../enrichment/testing/catalog-fixtures';
import type { BoxPx, CatalogHit, CatalogLookup, OcrPage, OcrWord } from './types';

const TODAY = '2026-11-27';
const noCatalog = async (): Promise<CatalogHit[]> => [];
/** A word at (x, y) whose characters are 20 px wide, with per-character confidences (0–100). */
function word(text: string, x: number, y: number, conf?: number[]): OcrWord {
  const charBoxes: BoxPx[] = [...text].map((_, i) => ({ x0: x + 20 * i, y0: y, x1: x + 20 * i + 18, y1: y + 30 }));
  return { text, confidence: 90, bbox: { x0: x, y0: y, x1: x + 20 * text.length, y1: y + 30 }, charConfidences: conf ?? [...text].map(() => 99), charBoxes };
}
const page = (...lines: OcrWord[][]): OcrPage => ({ lines: lines.map((words) => ({ words })), widthPx: 1000, heightPx: 800 });
const glyphAt = (w: OcrWord, i: number) => ({ x0: w.charBoxes![i]!.x0, x1: w.charBoxes![i]!.x1, y0: w.bbox.y0, y1: w.bbox.y1 });

describe('glyphTargets', () => {
  it('picks the serial digits read under the rest of the word, least sure first', () => {
    // Plate 6499Z48511 read "6499248511" with the 2 at 94 %; a second digit at 96 %, the rest at 99 %.
    const serial = word('6499248511', 200, 100, [99, 99, 99, 99, 94, 99, 99, 96, 99, 99]);
    const p = page([word('SERIAL', 20, 100), serial]);
    expect(glyphTargets(locateValues(p))).toEqual([glyphAt(serial, 4), glyphAt(serial, 7)]);
  });

  it('picks a serial letter drawn like a digit read under the rest (an 8 read as B), never one without a digit lookalike', () => {
    // Plate K80CAS884 read "KB0CAS884": the B at 90 %, the K at 91 % (no digit is drawn like a K).
    const serial = word('KB0CAS884', 200, 100, [91, 90, 98, 98, 98, 98, 98, 98, 98]);
    const p = page([word('SERIAL', 20, 100), serial]);
    expect(glyphTargets(locateValues(p))).toEqual([glyphAt(serial, 1)]);
  });

  it('picks a serial digit a line reread of the box was unsure of, where the page reading was sure of all', () => {
    // Plate 1122S674095 read "11225674095" at 99 % throughout on the page; its reread at another
    // scale hesitates at the S (83 %) and the 6 after it (88 %). A reread of another length, or of
    // another box, is not aligned with the page reading's glyphs and says nothing of them.
    const serial = word('11225674095', 200, 100);
    const p = page([word('SERIAL', 20, 100), serial]);
    const reread = (text: string, conf: number[], bbox = serial.bbox) => ({ bbox, text, confidence: 60, charConfidences: conf });
    const sure = [99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99];
    expect(glyphTargets(locateValues(p), [reread('11225674095', sure), reread('11225674095', [99, 99, 99, 99, 83, 88, 99, 99, 99, 99, 99])])).toEqual([
      glyphAt(serial, 4),
      glyphAt(serial, 5),
    ]);
    expect(glyphTargets(locateValues(p))).toEqual([]);
    expect(glyphTargets(locateValues(p), [reread('1122567409', [99, 99, 99, 99, 83, 88, 99, 99, 99, 99])])).toEqual([]);
    expect(glyphTargets(locateValues(p), [reread('11225674095', [99, 99, 99, 99, 83, 88, 99, 99, 99, 99, 99], { x0: 0, y0: 0, x1: 50, y1: 30 })])).toEqual([]);
  });

  it('leaves a word the engine was evenly sure of alone, and letters without a digit lookalike', () => {
    const p = page([word('SERIAL', 20, 100), word('K044826834', 200, 100, [93, 95, 95, 95, 95, 95, 95, 95, 95, 95])]);
    expect(glyphTargets(locateValues(p))).toEqual([]);
  });
});

describe('withGlyphs', () => {
  const c = (w: OcrWord): ValueCandidate => ({ text: w.text, bbox: w.bbox, ocr: 0.6, anchor: 1, source: 'label', charConfidences: w.charConfidences!.map((x) => x / 100), charBoxes: w.charBoxes! });

  it('adds the reading with the glyph read alone as a letter, a little surer', () => {
    const w = word('2415769443', 200, 100, [99, 99, 99, 99, 87, 99, 99, 99, 99, 99]);
    const out = withGlyphs([c(w)], [{ bbox: glyphAt(w, 4), text: 'T', confidence: 91 }]);
    expect(out.map((x) => x.text)).toEqual(['2415769443', '2415T69443']);
    expect(out[1]!.ocr).toBeGreaterThan(out[0]!.ocr);
  });

  it('takes a letter read in both cases ("Zz") as that letter', () => {
    const w = word('090925463', 200, 100, [99, 99, 99, 99, 90, 99, 99, 99, 99]);
    expect(withGlyphs([c(w)], [{ bbox: glyphAt(w, 4), text: 'Zz', confidence: 51 }]).map((x) => x.text)).toEqual(['090925463', '0909Z5463']);
  });

  it('adds the reading with a letter read alone as its lookalike digit, only when the glyph is sure (80 % or more)', () => {
    const w = word('KB0CAS884', 200, 100, [98, 90, 98, 98, 98, 98, 98, 98, 98]);
    expect(withGlyphs([c(w)], [{ bbox: glyphAt(w, 1), text: '8', confidence: 88 }]).map((x) => x.text)).toEqual(['KB0CAS884', 'K80CAS884']);
    expect(withGlyphs([c(w)], [{ bbox: glyphAt(w, 1), text: '8', confidence: 70 }]).map((x) => x.text)).toEqual(['KB0CAS884']);
    // A letter read alone as a digit it is not drawn like is no evidence.
    expect(withGlyphs([c(w)], [{ bbox: glyphAt(w, 3), text: '4', confidence: 95 }]).map((x) => x.text)).toEqual(['KB0CAS884']);
  });

  it('ignores a glyph read alone as the same digit, as a letter unlike the digit, as O, as two letters, or unsurely', () => {
    const w = word('2415769443', 200, 100);
    for (const g of [{ text: '7', confidence: 95 }, { text: 'L', confidence: 92 }, { text: 'O', confidence: 95 }, { text: 'TB', confidence: 90 }, { text: 'T', confidence: 30 }]) {
      expect(withGlyphs([c(w)], [{ bbox: glyphAt(w, 4), ...g }]).map((x) => x.text)).toEqual(['2415769443']);
    }
  });
});

describe('extraction with glyph readings', () => {
  it('reads a no-rule brand\'s serial with the letter the glyph showed alone', async () => {
    const serial = word('7681355944', 200, 140, [99, 99, 99, 99, 95, 94, 99, 99, 99, 99]);
    const p = page([word('S/N', 20, 140), serial]);
    const f = await extractNameplateFields(p, { catalog: noCatalog, today: TODAY, glyphs: [{ bbox: glyphAt(serial, 4), text: 'J', confidence: 88 }] });
    expect(f.serial?.value).toBe('7681J55944');
    expect(f.serial?.alternatives.map((a) => a.value)).toContain('7681355944');
  });

  it('reads a no-rule brand\'s serial with the digit a letter\'s glyph showed alone, the letter kept as an alternative', async () => {
    const serial = word('KB0CAS884', 200, 140, [98, 90, 98, 98, 98, 98, 98, 98, 98]);
    const p = page([word('S/N', 20, 140), serial]);
    const f = await extractNameplateFields(p, { catalog: noCatalog, today: TODAY, glyphs: [{ bbox: glyphAt(serial, 1), text: '8', confidence: 96 }] });
    expect(f.serial?.value).toBe('K80CAS884');
    expect(f.serial?.alternatives.map((a) => a.value)).toContain('KB0CAS884');
  });

  it('lets the brand\'s serial rules overrule a glyph reading they cannot date', async () => {
    // RULES.md §4: Goodman serials are 10 digits, YYMM + 6 ("2205…" = May 2022, Goodman warranty).
    const serial = word('2205123456', 200, 140, [99, 99, 99, 99, 99, 90, 99, 99, 99, 99]);
    const p = page([word('GOODMAN', 20, 40), word('SERIAL', 20, 140), serial]);
    const f = await extractNameplateFields(p, { catalog: noCatalog, today: TODAY, glyphs: [{ bbox: glyphAt(serial, 5), text: 'Z', confidence: 80 }] });
    expect(f.serial?.value).toBe('2205123456');
  });
});

describe('model glyphs', () => {
  const index = buildCatalogIndex(FIXTURE_MODELS);
  const catalog: CatalogLookup = async (model, brand) =>
    searchModels(index, model, brand).map((h) => ({ pattern: h.model.model, brand: h.model.brand, score: h.confidence_score }));

  it('targets the labelled model\'s unsure letters as well as digits, after the serial\'s', () => {
    const serial = word('6499248511', 200, 140, [99, 99, 99, 99, 94, 99, 99, 99, 99, 99]);
    // "S" at 90 % and "0" at 93 % under a word read at 99 %; the "A" at 97 % is sure enough.
    const model = word('25VNA424AS0305', 200, 100, [99, 99, 99, 99, 97, 99, 99, 99, 99, 90, 93, 99, 99, 99]);
    const p = page([word('MODEL', 20, 100), model], [word('SERIAL', 20, 140), serial]);
    expect(glyphTargets(locateValues(p))).toEqual([glyphAt(serial, 4), glyphAt(model, 9), glyphAt(model, 10)]);
  });

  it('adds the model reading with a glyph read alone as its lookalike, both ways, and ignores other readings', () => {
    const w = word('25VNA424A50305', 200, 100, [99, 99, 99, 99, 99, 99, 99, 99, 99, 90, 99, 99, 99, 99]);
    const c: ValueCandidate = { text: w.text, bbox: w.bbox, ocr: 0.6, anchor: 1, source: 'label', charConfidences: w.charConfidences!.map((x) => x / 100), charBoxes: w.charBoxes! };
    expect(withModelGlyphs([c], [{ bbox: glyphAt(w, 9), text: 'S', confidence: 88 }]).map((x) => x.text)).toEqual(['25VNA424A50305', '25VNA424AS0305']);
    expect(withModelGlyphs([c], [{ bbox: glyphAt(w, 4), text: '4', confidence: 88 }]).map((x) => x.text)).toEqual(['25VNA424A50305', '25VN4424A50305']);
    for (const g of [{ text: 'K', confidence: 95 }, { text: 'S', confidence: 30 }, { text: 'SS', confidence: 90 }]) {
      expect(withModelGlyphs([c], [{ bbox: glyphAt(w, 9), ...g }]).map((x) => x.text)).toEqual(['25VNA424A50305']);
    }
  });

  it('lets the glyph decide a catalog wildcard position (25VNA424A*030*: an S or a 5 both fit)', async () => {
    const model = word('25VNA424A50305', 200, 100, [99, 99, 99, 99, 99, 99, 99, 99, 99, 90, 99, 99, 99, 99]);
    const p = page([word('CARRIER', 20, 40)], [word('MODEL', 20, 100), model]);
    const f = await extractNameplateFields(p, { catalog, today: TODAY, glyphs: [{ bbox: glyphAt(model, 9), text: 'S', confidence: 85 }] });
    expect(f.model?.value).toBe('25VNA424AS0305');
  });

  it('reads a model the line read without digits ("AROITSFYBWKN") with the 0 and the 9 its glyphs showed alone, not a part number', async () => {
    // Eval plate AR09TSFYBWKN (not in the catalog): the 9 read as I with its tail lost, the 0 as O.
    const model = word('AROITSFYBWKN', 200, 100, [98, 99, 92, 95, 99, 98, 98, 98, 98, 98, 98, 98]);
    const p = page([word('SAMSUNG', 20, 40)], [word('MODEL', 20, 100), model], [word('SERIAL', 20, 140), word('0520Z73696', 200, 140)], [word('P/N', 20, 180)], [word('8791-683', 200, 180)]);
    const glyphs = [{ bbox: glyphAt(model, 2), text: '0', confidence: 96 }, { bbox: glyphAt(model, 3), text: '9', confidence: 96 }];
    expect((await extractNameplateFields(p, { catalog, today: TODAY, glyphs })).model?.value).toBe('AR09TSFYBWKN');
  });

  it('adds the reading with an S read alone as 8 and an 8 as S (eval plate TDH2D120A9V5VL8 read "…VLS", its last glyph alone "8")', () => {
    const w = word('25VNA424AS0305', 200, 100, [99, 99, 99, 99, 99, 99, 99, 99, 99, 90, 99, 99, 99, 99]);
    const c: ValueCandidate = { text: w.text, bbox: w.bbox, ocr: 0.6, anchor: 1, source: 'label', charConfidences: w.charConfidences!.map((x) => x / 100), charBoxes: w.charBoxes! };
    expect(withModelGlyphs([c], [{ bbox: glyphAt(w, 9), text: '8', confidence: 96 }]).map((x) => x.text)).toEqual(['25VNA424AS0305', '25VNA424A80305']);
    expect(withModelGlyphs([c], [{ bbox: glyphAt(w, 3), text: '8', confidence: 96 }]).map((x) => x.text)).toEqual(['25VNA424AS0305']);
  });

  it('ranks a reread the catalog fits alike below the first reading when the glyph read alone contradicts it (eval plate A951X100CU5SY9T: reread "…SYIT", the glyph alone "9")', async () => {
    // The first reading's 5 at 85 %, the reread's S at 92 %: their character vote takes the S; read alone, the glyph is a 5 at 96 %.
    const model = word('25VNA424A50305', 200, 100, [99, 99, 99, 99, 99, 99, 99, 99, 99, 85, 99, 99, 99, 99]);
    const p = page([word('CARRIER', 20, 40)], [word('MODEL', 20, 100), model]);
    const rereads = [{ bbox: model.bbox, text: '25VNA424AS0305', confidence: 90, charConfidences: [99, 99, 99, 99, 99, 99, 99, 99, 99, 92, 99, 99, 99, 99] }];
    expect((await extractNameplateFields(p, { catalog, today: TODAY, rereads })).model?.value).toBe('25VNA424AS0305');
    const glyphs = [{ bbox: glyphAt(model, 9), text: '5', confidence: 96 }];
    expect((await extractNameplateFields(p, { catalog, today: TODAY, rereads, glyphs })).model?.value).toBe('25VNA424A50305');
  });

  it('lets the catalog overrule a glyph where the pattern prints a digit (the 2 of 25VNA424A*030*)', async () => {
    const model = word('25VNA424A10305', 200, 100, [99, 99, 99, 99, 99, 99, 90, 99, 99, 99, 99, 99, 99, 99]);
    const p = page([word('CARRIER', 20, 40)], [word('MODEL', 20, 100), model]);
    const f = await extractNameplateFields(p, { catalog, today: TODAY, glyphs: [{ bbox: glyphAt(model, 6), text: 'Z', confidence: 85 }] });
    expect(f.model?.value).toBe('25VNA424A10305');
  });
});

describe('withGlyphEvidence', () => {
  // ICP serial (RULES.md §2): plant letter, YYWW, sequence. "A1051…" (2010 week 51) and "A1651…"
  // (2016 week 51) both date, so only the plate's own evidence can choose between the readings.
  const plate = (serial: OcrWord) => page([word('ARCOAIRE', 20, 20)], [word('MODEL', 20, 60), word('DLFPHAH12XAK', 200, 60)], [word('SERIAL', 20, 100), serial]);

  it('ranks the reading a glyph read alone agrees with above the one it contradicts (a 0 read as 6 in the line)', async () => {
    const serial = word('A165129466', 200, 100, [98, 98, 95, 98, 98, 99, 98, 99, 99, 99]);
    const rereads = [{ bbox: serial.bbox, text: 'A105129466', confidence: 83, charConfidences: [98, 97, 98, 99, 98, 98, 98, 99, 98, 98] }];
    const glyphs = [{ bbox: glyphAt(serial, 2), text: '0', confidence: 88 }];
    const withEvidence = await extractNameplateFields(plate(serial), { catalog: noCatalog, today: TODAY, rereads, glyphs });
    expect(withEvidence.serial?.value).toBe('A105129466');
    expect(withEvidence.serial?.alternatives.map((a) => a.value)).toContain('A165129466');
    expect(withEvidence.serial?.checks).toContain('1 of 1 unsure glyph(s) read alone agree');
  });

  it('counts a digit against a digit, lends a reread the first reading’s glyph boxes, and ignores unsure glyphs', () => {
    const w = word('612N1J1576', 200, 100);
    const box = w.bbox;
    const cands: ValueCandidate[] = [
      { text: '612N1J1576', bbox: box, ocr: 0.96, anchor: 1, source: 'label', charBoxes: w.charBoxes! },
      { text: '612N1J15T6', bbox: box, ocr: 0.98, anchor: 1, source: 'label' },
      { text: '612N1J15T0', bbox: box, ocr: 0.97, anchor: 1, source: 'label' },
    ];
    const out = withGlyphEvidence(cands, [
      { bbox: glyphAt(w, 8), text: 'T', confidence: 92 },
      { bbox: glyphAt(w, 9), text: '0', confidence: 87 },
      { bbox: glyphAt(w, 0), text: '5', confidence: 60 },
    ]);
    expect(out.map((c) => Math.round(c.ocr * 100))).toEqual([86, 93, 97]);
  });

  it('takes an O read alone as agreeing with a 0 (the serial rules settle O/0 themselves)', () => {
    const w = word('A105129466', 200, 100);
    const c: ValueCandidate = { text: w.text, bbox: w.bbox, ocr: 0.9, anchor: 1, source: 'label', charBoxes: w.charBoxes! };
    expect(withGlyphEvidence([c], [{ bbox: glyphAt(w, 2), text: 'O', confidence: 95 }])[0]!.ocr).toBe(0.9);
  });
});

describe('glyphReadingToKeep', () => {
  it('keeps the first scale\'s reading when it shows one character, else the second scale\'s when that does', () => {
    // Eval plate 2202Z513930: its Z read alone "yA" at 40 px, "Z" at 64 px.
    expect(glyphReadingToKeep({ text: 'yA', confidence: 75 }, { text: 'Z', confidence: 64 })).toEqual({ text: 'Z', confidence: 64 });
    expect(glyphReadingToKeep({ text: '7', confidence: 90 }, { text: 'Z', confidence: 95 })).toEqual({ text: '7', confidence: 90 });
    expect(glyphReadingToKeep({ text: 'Zz', confidence: 70 }, { text: 'Z', confidence: 95 })).toEqual({ text: 'Zz', confidence: 70 });
    expect(glyphReadingToKeep({ text: '(', confidence: 93 }, { text: ')', confidence: 93 })).toEqual({ text: '(', confidence: 93 });
    expect(glyphReadingToKeep({ text: '', confidence: 0 }, undefined)).toEqual({ text: '', confidence: 0 });
  });
});
