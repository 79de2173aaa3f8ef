import { describe, expect, it } from 'vitest';
import { orientationQuality, textEvidence } from './orientation';
import type { OcrPage } from './types';

/** A page of rows of [text, confidence] words. */
function page(rows: Array<Array<[string, number]>>): OcrPage {
  return {
    lines: rows.map((row, r) => ({ words: row.map(([text, confidence], i) => ({ text, confidence, bbox: { x0: 20 + 200 * i, y0: 20 + 40 * r, x1: 20 + 200 * i + 12 * text.length, y1: 44 + 40 * r } })) })),
    widthPx: 1200,
    heightPx: 800,
  };
}

describe('orientationQuality', () => {
  // An upright reading of a dark, keystoned plate (eval:scan --photo) whose labels the engine garbled,
  // and the same photo read a quarter turn off: short fragments, each fairly sure.
  const upright = page([[['KENMORE', 40]], [['wn', 20], ['FIMVEOS02120A90', 30]], [['=', 10], ['DXL9306SE', 35]], [['COMMER', 20], ['BATTY', 25], ['WOTOR', 20]]]);
  const turned = page([[['—', 70]], [['it', 75]], [['Fix', 70]], [['ed', 60]], [['i', 65], ['[=]', 55]], [['ii', 60]], [['im', 70]], [['iif', 60]]]);

  it('prefers the upright reading with long words to a turned one of sure fragments', () => {
    const mean = (p: OcrPage) => p.lines.flatMap((l) => l.words).reduce((a, w, _, all) => a + w.confidence / all.length, 0);
    // Mean word confidence alone would keep the turned reading.
    expect(mean(turned)).toBeGreaterThan(mean(upright));
    expect(orientationQuality(upright)).toBeGreaterThan(orientationQuality(turned));
  });

  it('counts only words of four or more letters and digits, by length and confidence', () => {
    // 7 × 0.4 + 15 × 0.3 + 9 × 0.35 + 6 × 0.2 + 5 × 0.25 + 5 × 0.2
    expect(textEvidence(upright)).toBeCloseTo(2.8 + 4.5 + 3.15 + 1.2 + 1.25 + 1.0, 6);
    expect(textEvidence(turned)).toBe(0);
  });

  it('ranks a reading with a label above any amount of unlabelled text', () => {
    const labelled = page([[['MODEL', 30], ['XQ7788ZZ1', 30]]]);
    const long = page(Array.from({ length: 40 }, () => [['ABCDEFGHIJKL', 99] as [string, number]]));
    expect(orientationQuality(labelled)).toBeGreaterThan(1);
    expect(orientationQuality(long)).toBeLessThan(1);
  });
});
