import { describe, expect, it } from 'vitest';
import type { ValueCandidate } from './locate';
import { scoreSerialCandidates, swapCost } from './resolve-serial';

const TODAY = '2026-11-27';
const box = { x0: 100, y0: 100, x1: 300, y1: 130 };
/** A labelled reading with the engine's confidence per character (0–1); `low` marks the unsure positions. */
const reading = (text: string, low: number[] = []): ValueCandidate => ({
  text,
  bbox: box,
  ocr: 0.9,
  anchor: 1,
  source: 'label',
  charConfidences: [...text].map((_, i) => (low.includes(i) ? 0.86 : 0.99)),
});

describe('swapCost', () => {
  it('makes a sure glyph dear to swap and an unsure one cheap', () => {
    expect(swapCost(0.99)).toBe(1);
    expect(swapCost(0.86)).toBeLessThan(0.2);
    expect(swapCost(undefined)).toBe(0.4);
  });
});

describe('scoreSerialCandidates with per-character confidences', () => {
  // RULES.md §12: A. O. Smith 2008 → YYWW ("1805…" = week 5 of 2018, stesso.com); before 2008
  // plant + month letter + YY. "I805A012345" is dated by either swap: I→1 (1805…) or 8→B (IB05…).
  it('swaps the glyph the engine was unsure of (the I) when it reads "I805A012345"', () => {
    const [best] = scoreSerialCandidates([reading('I805A012345', [0])], 'A. O. Smith', TODAY);
    expect(best!.value).toBe('1805A012345');
  });

  it('swaps the other glyph when that one was the unsure one', () => {
    const [best] = scoreSerialCandidates([reading('I805A012345', [1])], 'A. O. Smith', TODAY);
    expect(best!.value).toBe('IB05A012345');
  });

  // RULES.md §3: Trane 2010 → YYWW + 6 characters ("11241KADBB" = week 24 of 2011, pickhvac).
  it('repairs the unsure Z of a Trane serial rather than the sure 1 beside it', () => {
    const [best] = scoreSerialCandidates([reading('11Z41KADBB', [2])], 'Trane', TODAY);
    expect(best!.value).toBe('11241KADBB');
    expect(best!.checks[0]).toMatch(/dated 2011-06 by the trane serial rules, 1 OCR slip/);
  });

  it('keeps a reading the rules date as read, whatever its confidences', () => {
    // RULES.md §5 [src] "5898G07568" = July 1998 (plant 58).
    const [best] = scoreSerialCandidates([reading('5898G07568', [4])], 'Lennox', TODAY);
    expect(best!.value).toBe('5898G07568');
    expect(best!.checks[0]).toMatch(/^dated 1998-07 by the lennox serial rules$/);
  });

  it('keeps the reading of a brand without serial rules as read (no letter turned into a digit)', () => {
    const [best] = scoreSerialCandidates([reading('87P443Z3635062', [6])], 'GeoSmart', TODAY);
    expect(best!.value).toBe('87P443Z3635062');
  });

  it('reads an O or I in the serial of a brand without rules as the 0 or 1 serials use instead', () => {
    const [best] = scoreSerialCandidates([reading('FO5V59368368')], 'Direct Air', TODAY);
    expect(best!.value).toBe('F05V59368368');
  });
});

describe('scoreSerialCandidates, dates the rules call low-confidence', () => {
  it("prefers the reading the brand's main scheme dates to a part number only a rare all-digit scheme dates", () => {
    // Lennox (RULES.md §5): PP YY M NNNNN, 5023J62354 = Sept 2023 (high confidence); "2457-710", a
    // part number, dates only by the rare all-digit scheme (last four YYWW, ambiguous: low confidence).
    const pn: ValueCandidate = { text: '2457-710', bbox: box, ocr: 0.99, anchor: 0.3, source: 'unlabelled' };
    const serial: ValueCandidate = { text: '5023J62354', bbox: { ...box, y0: 140, y1: 170 }, ocr: 0.99, anchor: 0.25, source: 'unlabelled' };
    const [best] = scoreSerialCandidates([pn, serial], 'Lennox', TODAY);
    expect(best?.value).toBe('5023J62354');
  });
});
