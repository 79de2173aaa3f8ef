import { describe, expect, it } from 'vitest';
import { locateValues } from './locate';
import type { OcrPage, OcrWord } from './types';

const w = (text: string, x0: number, y0: number, x1: number, y1: number): OcrWord => ({ text, confidence: 90, bbox: { x0, y0, x1, y1 } });

// Layout as Tesseract read a rendered Intertherm plate: a small "MODEL #" label over a value in a
// larger type, split at a narrow gap past the label's reach ("FG7TC 100K1CL", Nordyne FG7TC keys).
describe('locateValues', () => {
  const page = (value: OcrWord[], serialX: number): OcrPage => ({
    widthPx: 1600,
    heightPx: 1000,
    lines: [
      { words: [w('MODEL', 296, 717, 372, 730), w('#', 376, 717, 386, 730)] },
      { words: [w('SER.', serialX, 717, serialX + 43, 730), w('NO.', serialX + 50, 717, serialX + 84, 730)] },
      { words: [w('|', 279, 743, 293, 787), ...value, w('LWL070417451', serialX, 746, serialX + 310, 775)] },
    ],
  });

  it('joins the rest of a value below its label across a narrow gap past the label', () => {
    const l = locateValues(page([w('FG7TC', 301, 747, 442, 794), w('100K1CL', 450, 746, 637, 775)], 1014));
    expect(l.model.map((c) => c.text)).toContain('FG7TC100K1CL');
  });

  it('does not join the next column value', () => {
    const l = locateValues(page([w('FG7TC100K1CL', 301, 746, 637, 775)], 660));
    expect(l.model.map((c) => c.text)).toEqual(['FG7TC100K1CL']);
  });

  it('gives a value the mean of its glyphs\' confidences, not the word confidence Tesseract put near 0', () => {
    // A Lennox model read at word confidence 3 with every glyph at 96–99 %: mean 97.5 %.
    const value: OcrWord = { ...w('ML180UH070', 301, 747, 560, 775), confidence: 3, charConfidences: [99, 96, 98, 97, 99, 96, 98, 97, 99, 96] };
    const l = locateValues(page([value], 1014));
    expect(l.model[0]!.ocr).toBeCloseTo(0.975);
    // Without glyph confidences, the word's.
    expect(locateValues(page([w('ML180UH070', 301, 747, 560, 775)], 1014)).model[0]!.ocr).toBeCloseTo(0.9);
  });

  it('finds a label with a border mark read into its first word ("[\'MoDEL", "|SERIAL NO.")', () => {
    // As Tesseract read a degraded Kenmore plate: the labels' left border read as "['" and "|".
    const l = locateValues({
      widthPx: 1600,
      heightPx: 1000,
      lines: [
        { words: [w("['MoDEL", 100, 600, 260, 640), w('F9MVE0802120AED', 300, 600, 760, 640)] },
        { words: [w('|SERIAL', 100, 700, 260, 740), w('NO.', 270, 700, 320, 740), w('1940F8565', 360, 700, 640, 740)] },
      ],
    });
    expect(l.model[0]!.text).toBe('F9MVE0802120AED');
    expect(l.serial.map((c) => c.text)).toEqual(['1940F8565']);
    expect(l.unlabelled).toEqual([]);
  });

  it('drops from the unlabelled words a value printed under a distractor label (a grid: "PART NO." over "2224-554")', () => {
    // Grid layout: header row of labels, values row under it; the model and serial labels read as other words.
    const l = locateValues({
      widthPx: 1600,
      heightPx: 1000,
      lines: [
        { words: [w('TYPE', 100, 500, 220, 530), w('UNIT', 600, 500, 740, 530), w('PART', 1000, 500, 1090, 530), w('NO.', 1100, 500, 1150, 530)] },
        { words: [w('25VNA424A003', 100, 545, 420, 585), w('4419E12345', 600, 545, 880, 585), w('2224-554', 1000, 545, 1200, 585)] },
      ],
    });
    expect(l.unlabelled.map((c) => c.text)).toEqual(['25VNA424A003', '4419E12345']);
  });

  it('ranks a word after a label below the value read glued to that label ("MODEL:25VNA424A003 0831W2829")', () => {
    const l = locateValues({ widthPx: 1600, heightPx: 1000, lines: [{ words: [w('MODEL:25VNA424A003', 100, 500, 520, 530), w('0831W2829', 560, 502, 760, 532)] }] });
    expect(l.model.map((c) => [c.text, c.anchor])).toEqual([['25VNA424A003', 1], ['0831W2829', 0.8]]);
  });

  it('joins a serial\'s first letters past a garbled label tail, their J read as ")" ("seriaL Numer: UB) Z725997")', () => {
    // As Tesseract read a degraded Luxaire plate (York-family serial UBJZ725997, RULES.md).
    const l = locateValues({
      widthPx: 1600,
      heightPx: 1000,
      lines: [{ words: [w('seriaL', 300, 700, 380, 716), w('Numer:', 390, 700, 470, 716), w('UB)', 480, 700, 530, 735), w('Z725997', 540, 700, 700, 735)] }],
    });
    expect(l.serial.map((c) => c.text)).toContain('UBJZ725997');
  });
});

describe('locateValues: a label number word left apart', () => {
  it('skips "NUMBER" after a label read with other text glued on and takes the value after it', () => {
    // A bilingual "MODELO / MODEL NUMBER FG7TE100D35CT" read "mopeLo/Moper NUMBER FG7TE100D35CT" (Frigidaire FG7T keys).
    const page: OcrPage = {
      widthPx: 1600,
      heightPx: 1000,
      lines: [
        { words: [w('mopeLo/Moper', 300, 626, 540, 657), w('NUMBER', 555, 626, 676, 657), w('FG7TE100D35CT', 697, 626, 1058, 657)] },
        { words: [w('SER.', 300, 686, 360, 717), w('NO.', 370, 686, 420, 717), w('BNK1003X1Y03', 697, 686, 1024, 717)] },
      ],
    };
    const l = locateValues(page);
    expect(l.model[0]?.text).toBe('FG7TE100D35CT');
    expect(l.model.map((c) => c.text)).not.toContain('NUMBER');
  });
});

describe('locateValues: a label line photographed at an angle', () => {
  it('finds the value on the label line measured from the label\'s last word, not its first', () => {
    // Boxes as Tesseract read a keystoned York plate: the line rises 13 px from "MODELO" to the value.
    const page: OcrPage = {
      widthPx: 2000,
      heightPx: 1500,
      lines: [
        { words: [w('MODELO', 464, 707, 549, 726), w('/', 561, 707, 567, 723), w('MODEL', 580, 695, 644, 733), w('NO.', 656, 695, 688, 733), w('YAFS060351T1Z009H', 712, 688, 1054, 719)] },
        { words: [w('No.', 464, 753, 497, 770), w('DE', 503, 752, 530, 769), w('SERIE/', 537, 734, 608, 776), w('SERIAL', 617, 734, 698, 776), w('F0D9192140', 711, 738, 898, 766)] },
      ],
    };
    const l = locateValues(page);
    expect(l.model[0]?.text).toBe('YAFS060351T1Z009H');
    expect(l.serial[0]?.text).toBe('F0D9192140');
  });
});

describe('locateValues: an unlabelled value split after a rating-like head', () => {
  it('tries "3108F 80789" joined (a Lennox-family serial split where its letter follows digits), the word alone too', () => {
    const page: OcrPage = { widthPx: 2000, heightPx: 1500, lines: [{ words: [w('3108F', 480, 714, 580, 758), w('80789', 590, 714, 664, 758)] }] };
    const texts = locateValues(page).unlabelled.map((c) => c.text);
    expect(texts).toContain('3108F80789');
    expect(texts).toContain('80789');
  });

  it('does not join a rating-like word to a word that starts with a letter', () => {
    const page: OcrPage = { widthPx: 2000, heightPx: 1500, lines: [{ words: [w('3108F', 480, 714, 580, 758), w('A80789', 590, 714, 680, 758)] }] };
    expect(locateValues(page).unlabelled.map((c) => c.text)).toEqual(['A80789']);
  });

});

describe('locateValues: a model number that starts like a label', () => {
  // A Midea / MDV outdoor model starts with MOB (MOB30-12HFN1-BT0W, ENERGY STAR list), which also reads as a
  // garbled "MOD." label glued to its value: under a MODEL label, the word is offered whole as well.
  it('offers a MOB… / MOD… word under a MODEL label whole, as well as after its label-like start', () => {
    const l = locateValues({
      widthPx: 1600,
      heightPx: 1000,
      lines: [{ words: [w('MODEL', 373, 650, 470, 680)] }, { words: [w('MOB3012HFN1BTOW', 373, 709, 677, 739)] }],
    });
    const texts = l.model.map((c) => c.text);
    expect(texts).toContain('MOB3012HFN1BTOW');
    expect(texts).toContain('3012HFN1BTOW');
  });
});

describe('locateValues: a serial whose head reads like a rating, glued to its label', () => {
  // A Lennox-family serial (4-digit plant/date head + letter, then digits) read into its label word and split at a gap.
  it('tries the glued head joined with the word after it ("SER.N0:4116A" + "64206")', () => {
    const l = locateValues({
      widthPx: 1600,
      heightPx: 1000,
      lines: [{ words: [w('SER.N0:4116A', 300, 700, 560, 730), w('64206', 570, 700, 690, 730)] }],
    });
    expect(l.serial.map((c) => c.text)).toContain('4116A64206');
  });
});
