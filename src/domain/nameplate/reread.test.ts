import { describe, expect, it } from 'vitest';
import { rereadTargets, voteCharacters, withRereads } from './reread';
import type { LocatedValues, ValueCandidate } from './locate';

const box = (x0: number, y0: number, x1 = x0 + 200, y1 = y0 + 30) => ({ x0, y0, x1, y1 });
const cand = (text: string, bbox = box(100, 100), o: Partial<ValueCandidate> = {}): ValueCandidate => ({ text, bbox, ocr: 0.9, anchor: 1, source: 'label', ...o });

describe('rereadTargets', () => {
  it('rereads the labelled model and serial boxes, not a value glued to its label', () => {
    const located: LocatedValues = {
      model: [cand('25VNA424A003', box(300, 100)), cand('25VNA424A0030', box(300, 100, 600))],
      serial: [cand('1619A12345', box(100, 140), { glued: true })],
      unlabelled: [cand('3746136', box(100, 400), { source: 'unlabelled', anchor: 0.3 })],
    };
    expect(rereadTargets(located)).toEqual([box(300, 100), box(300, 100, 600)]);
  });

  it('rereads the longest unlabelled words when a field has no labelled value', () => {
    const located: LocatedValues = {
      model: [cand('GSX140361', box(300, 100))],
      serial: [],
      unlabelled: [cand('4471', box(10, 400), { source: 'unlabelled' }), cand('2205123456', box(10, 200), { source: 'unlabelled' }), cand('374613', box(10, 300), { source: 'unlabelled' })],
    };
    expect(rereadTargets(located)).toEqual([box(300, 100), box(10, 200), box(10, 300)]);
  });
});

describe('withRereads', () => {
  it('puts the reread first when the first reading has characters no value has', () => {
    const out = withRereads([cand('968)7151')], [{ bbox: box(100, 100), text: '968J7151', confidence: 0 }]);
    expect(out.map((c) => c.text)).toEqual(['968J7151', '968)7151']);
    expect(out[0]!.ocr).toBeGreaterThan(out[1]!.ocr);
  });

  it('keeps an undamaged first reading first, the disagreeing reread after it at a lower confidence', () => {
    const out = withRereads([cand('429G0319')], [{ bbox: box(100, 100), text: '42960319', confidence: 95 }]);
    expect(out.map((c) => c.text)).toEqual(['429G0319', '42960319']);
    expect(out[1]!.ocr).toBeLessThan(out[0]!.ocr);
  });

  it('joins a value the line reading split, and lets an agreeing reread raise the confidence', () => {
    const out = withRereads([cand('25VNA424A003', box(1, 1), { ocr: 0.5 }), cand('GSX140361')], [
      { bbox: box(1, 1), text: '25VNA424A003', confidence: 91 },
      { bbox: box(100, 100), text: 'GSX 140361', confidence: 80 },
    ]);
    expect(out.map((c) => [c.text, c.ocr])).toEqual([['25VNA424A003', 0.91], ['GSX140361', 0.9]]);
  });

  it('repairs the reread\'s glyphs as the first reading\'s, so the two agree ("6012)2517")', () => {
    const out = withRereads([cand('6012J2517', box(100, 100), { ocr: 0.5 })], [{ bbox: box(100, 100), text: '6012)2517', confidence: 74 }]);
    expect(out.map((c) => [c.text, c.ocr])).toEqual([['6012J2517', 0.74]]);
  });

  it('reads a lower-case l as 1, or beside a 1 as that 1 read twice', () => {
    const out = withRereads([cand('CM50DE3A1'), cand('A150653652', box(1, 1))], [
      { bbox: box(100, 100), text: 'CM50DE3Al', confidence: 60 },
      { bbox: box(1, 1), text: 'Al150653652', confidence: 57 },
    ]);
    expect(out.map((c) => c.text)).toEqual(['CM50DE3A1', 'A150653652']);
  });

  it('ranks the character vote below a first reading on the same scale (its glyphs\' mean, as the rereads\')', () => {
    // A plate serial R41D293973ZZ: the page read it at 45 % (its glyphs 92–99 %, mean 97.67 %); two rereads at 39 % and 19 % read the first Z as 2.
    const conf = (xs: number[]) => xs.map((x) => x / 100);
    const first = cand('R41D293973ZZ', box(100, 100), { ocr: 0.9767, charConfidences: conf([99, 98, 99, 98, 98, 99, 99, 99, 98, 98, 92, 95]) });
    const out = withRereads([first], [
      { bbox: box(100, 100), text: 'R41D29397322', confidence: 39, charConfidences: [99, 99, 98, 98, 98, 99, 99, 98, 98, 98, 95, 91] },
      { bbox: box(100, 100), text: 'R41D2939732Z', confidence: 19, charConfidences: [98, 99, 99, 98, 99, 98, 98, 98, 99, 98, 91, 88] },
    ]);
    const voted = out.find((c) => c.text === 'R41D2939732Z');
    expect(voted).toBeDefined();
    expect(voted!.ocr).toBeLessThan(first.ocr);
  });

  it('raises a first reading the character vote agrees with to the surest reading\'s confidence', () => {
    // A State serial 1945T980258 read with its T at 90 % (glyph mean 98.09 %); two rereads read the T as 7 at
    // 89 % and 87 % with their other glyphs surer (means 98.91 % and 98.73 %): the vote keeps the T.
    const conf = (t: number, rest: number) => [rest, rest, rest, rest, t, rest, rest, rest, rest, rest, rest];
    const first = cand('1945T980258', box(100, 100), { ocr: 0.9809, charConfidences: conf(90, 98.9).map((x) => x / 100) });
    const out = withRereads([first], [
      { bbox: box(100, 100), text: '19457980258', confidence: 69, charConfidences: conf(89, 99.9) },
      { bbox: box(100, 100), text: '19457980258', confidence: 53, charConfidences: conf(87, 99.9) },
    ]);
    expect(out.map((c) => c.text)).toEqual(['1945T980258', '19457980258']);
    expect(out[0]!.ocr).toBeCloseTo((89 + 10 * 99.9) / 11 / 100, 4);
    expect(out[1]!.ocr).toBeLessThan(out[0]!.ocr);
    expect(first.ocr).toBe(0.9809);
  });

  it('scores a reread by its glyphs\' mean where the engine gave them, not the line\'s confidence', () => {
    // Tesseract's line confidence of 12 % over glyphs all read at 97 %: as sure as a 97 % first reading.
    const out = withRereads([cand('GSX140361', box(100, 100), { ocr: 0.5 })], [{ bbox: box(100, 100), text: 'GSX140361', confidence: 12, charConfidences: Array<number>(9).fill(97) }]);
    expect(out[0]!.ocr).toBeCloseTo(0.97);
  });

  it('takes two rereads agreeing on one glyph fewer than the first reading as sure as the surest reading', () => {
    // A Trinity serial M88HN18PBY9 read on the page as M388HN18PBY9 (the extra 3 at 89 %, glyph mean 96.3 %);
    // both rereads read M88HN18PBY9 (means 97.9 % and 97.5 %).
    const firstConf = [98, 89, 96, 92, 98, 99, 98, 98, 98, 98, 98, 94].map((x) => x / 100);
    const first = cand('M388HN18PBY9', box(100, 100), { ocr: 0.9633, charConfidences: firstConf });
    const a = [99, 97, 96, 98, 98, 98, 98, 98, 99, 99, 96];
    const out = withRereads([first], [
      { bbox: box(100, 100), text: 'M88HN18PBY9', confidence: 74, charConfidences: a },
      { bbox: box(100, 100), text: 'M88HN18PBY9', confidence: 57, charConfidences: [98, 96, 97, 99, 99, 98, 98, 98, 99, 98, 93] },
    ]);
    expect(out.map((c) => c.text)).toEqual(['M388HN18PBY9', 'M88HN18PBY9']);
    expect(out[1]!.ocr).toBeCloseTo(a.reduce((s, x) => s + x, 0) / a.length / 100, 4);
    expect(out[1]!.ocr).toBeGreaterThan(out[0]!.ocr);
    // One reread alone stays an unconfirmed second reading.
    const one = withRereads([first], [{ bbox: box(100, 100), text: 'M88HN18PBY9', confidence: 74, charConfidences: a }]);
    expect(one[1]!.ocr).toBeLessThan(one[0]!.ocr);
  });

  it('does not take two rereads agreeing on one glyph more as sure when that glyph is read twice as a lookalike pair', () => {
    // A Conforto serial K0EN03771772 read on the page as KOEN03771772 (the 0 after N at 93 %); both
    // rereads read KOENO03771772: the O and the 0 are one glyph the decoder labelled twice.
    const first = cand('KOEN03771772', box(100, 100), { ocr: 0.98, charConfidences: [99, 99, 99, 98, 93, 98, 98, 98, 98, 98, 98, 98].map((x) => x / 100) });
    const out = withRereads([first], [
      { bbox: box(100, 100), text: 'KOENO03771772', confidence: 77, charConfidences: [98, 98, 99, 99, 96, 97, 99, 98, 98, 98, 98, 98, 98] },
      { bbox: box(100, 100), text: 'KOENO03771772', confidence: 72, charConfidences: [99, 99, 98, 98, 96, 97, 99, 98, 98, 98, 98, 98, 98] },
    ]);
    expect(out.map((c) => c.text)).toEqual(['KOEN03771772', 'KOENO03771772']);
    expect(out[1]!.ocr).toBeLessThan(out[0]!.ocr);
  });

  it('drops a lower-case run a reread caught before the value (a neighbouring label\'s garble)', () => {
    const out = withRereads([cand('DBS8064')], [{ bbox: box(100, 100), text: 'wwser DBS8064', confidence: 45 }]);
    expect(out.map((c) => c.text)).toEqual(['DBS8064']);
  });

  it('ignores a reread that is not a value (a label or a rating)', () => {
    const out = withRereads([cand('GSX140361')], [{ bbox: box(100, 100), text: '208/230', confidence: 90 }]);
    expect(out.map((c) => c.text)).toEqual(['GSX140361']);
  });
});

describe('voteCharacters', () => {
  it('takes, position by position, the glyph some reading was surest of', () => {
    // The page read the York serial's 0 as a 6 at 92 %; two line rereads read 0 at 95 % and 94 %.
    const v = voteCharacters([
      { text: 'XKRD964260', charConfidences: [0.98, 0.99, 0.99, 0.99, 0.98, 0.92, 0.98, 0.98, 0.99, 0.95] },
      { text: 'XKRD904260', charConfidences: [0.98, 0.99, 0.99, 0.99, 0.98, 0.95, 0.99, 0.98, 0.98, 0.94] },
      { text: 'XKRD9042660', charConfidences: [0.98, 0.99, 0.98, 0.98, 0.98, 0.98, 0.99, 0.98, 0.99, 0.95, 0.95] },
    ]);
    expect(v?.text).toBe('XKRD904260');
  });

  it('lets one sure reading outvote an unsure one (T read as 7 at 80 %)', () => {
    const v = voteCharacters([
      { text: '02197365', charConfidences: [0.99, 0.99, 0.99, 0.99, 0.8, 0.99, 0.99, 0.99] },
      { text: '0219T365', charConfidences: [0.98, 0.99, 0.99, 0.98, 0.97, 0.99, 0.99, 0.98] },
    ]);
    expect(v?.text).toBe('0219T365');
  });

  it('does not let two hesitant readings outvote a sure one', () => {
    const v = voteCharacters([
      { text: '34A514N75503508', charConfidences: [0.81, 0.98, 0.98, 0.98, 0.98, 0.98, 0.98, 0.99, 0.98, 0.98, 0.97, 0.99, 0.99, 0.99, 0.99] },
      { text: '3AAS14NTS503508', charConfidences: [0.94, 0.91, 0.98, 0.94, 0.97, 0.9, 0.98, 0.97, 0.95, 0.98, 0.99, 0.98, 0.98, 0.98, 0.98] },
      { text: '34A514NT5503508', charConfidences: [0.97, 0.88, 0.96, 0.88, 0.98, 0.91, 0.98, 0.93, 0.97, 0.98, 0.98, 0.97, 0.98, 0.99, 0.98] },
    ]);
    expect(v?.text).toBe('34A514N75503508');
  });

  it('gives nothing when the readings agree, differ in length, or differ too much to be aligned', () => {
    const c = (text: string) => ({ text, charConfidences: [...text].map(() => 0.9) });
    expect(voteCharacters([c('2205123456'), c('2205123456')])).toBeNull();
    expect(voteCharacters([c('2205123456'), c('220512345')])).toBeNull();
    expect(voteCharacters([c('2205123456'), c('ABCD123456')])).toBeNull();
  });
});

describe('withRereads: the box\'s further rereads', () => {
  it('keeps a reread of another length than the best one as a lesser candidate (a glyph read twice only in the best)', () => {
    // Champion TL9E080C16UH11 (a catalog model): the page read "TLOEOB80C16UH11", the 32 px reread
    // "TLO9EO80C16UH11", the 40 px one "TL9EO80C16UH11", which alone the catalog fits (O as 0).
    const first = cand('TLOEOB80C16UH11', box(100, 100), { ocr: 0.96 });
    const out = withRereads([first], [
      { bbox: box(100, 100), text: 'TLO9EO80C16UH11', confidence: 39 },
      { bbox: box(100, 100), text: 'TL9EO80C16UH11', confidence: 27 },
    ]);
    expect(out.map((c) => c.text)).toEqual(['TLOEOB80C16UH11', 'TLO9EO80C16UH11', 'TL9EO80C16UH11']);
    expect(out[2]!.ocr).toBeCloseTo(0.5 * 0.96, 6);
    expect(out[2]!.ocr).toBeLessThan(out[1]!.ocr);
  });

  it('adds no reading twice', () => {
    const out = withRereads([cand('1945T980258', box(100, 100))], [
      { bbox: box(100, 100), text: '19457980258', confidence: 69 },
      { bbox: box(100, 100), text: '19457980258', confidence: 53 },
    ]);
    expect(out.map((c) => c.text)).toEqual(['1945T980258', '19457980258']);
  });
});
