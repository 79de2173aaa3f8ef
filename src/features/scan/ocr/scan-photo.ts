// One photo → the plate's fields: prepare, read any barcode, then the text, retry a quarter turn at a time
// when the reading is weak (a phone held sideways), then extract (src/domain/nameplate).
import {
  extractNameplateFields,
  glyphReadingToKeep,
  glyphTargets,
  locateValues,
  orientationQuality,
  rereadTargets,
  showsOneGlyph,
  valueLikeness,
  type CatalogLookup,
  type GlyphReading,
  type LineReading,
  type NameplateFields,
  type OcrPage,
} from '@/domain/nameplate';
import { readPlateBarcodes } from './barcode-reader';
import { GLYPH_HEIGHTS_PX, LINE_HEIGHTS_PX, lineCrop, loadBitmap, prepareImage, type PreparedImage } from './prepare-image';
import type { TextReader } from './tesseract-reader';

export interface ScanResult {
  fields: NameplateFields;
  /** The prepared colour image the boxes refer to. */
  image: HTMLCanvasElement;
  quarterTurns: number;
  elapsedMs: number;
  /** What the OCR read (words and boxes), for the review and for evaluation. */
  page: OcrPage;
  /** The value boxes' second readings. */
  rereads: LineReading[];
  /** The serial's and the model's unsure glyphs read one at a time. */
  glyphs: GlyphReading[];
}

/** Mean word confidence (0–100) under which a reading is retried rotated even when it found a label. */
const WEAK_CONFIDENCE = 40;
/** Orientations tried after upright, in order: a sideways phone first, upside down last. */
const RETRY_TURNS = [1, 3, 2] as const;

/** Labels found (0–2) plus the text read the right way up (0–1): the reading of the best orientation is kept. */
const quality = (page: OcrPage): number => orientationQuality(page);

/** Good enough to stop turning: a label was read, in text read with fair confidence. */
const goodEnough = (page: OcrPage & { meanConfidence: number }, q: number) => q >= 1 && page.meanConfidence >= WEAK_CONFIDENCE;

export async function scanPhoto(
  file: Blob,
  reader: TextReader,
  options: { catalog: CatalogLookup; today: string },
): Promise<ScanResult> {
  const started = performance.now();
  const bitmap = await loadBitmap(file);
  try {
    let best: { prepared: PreparedImage; page: OcrPage & { meanConfidence: number }; turns: number; q: number } | null = null;
    const upright = prepareImage(bitmap, 0);
    // The barcode first (zxing finds codes at any rotation): its text is exact, and confirms or adds a serial.
    const barcodes = await readPlateBarcodes(upright.gray).catch(() => []);
    for (const turns of [0, ...RETRY_TURNS]) {
      const prepared = turns === 0 ? upright : prepareImage(bitmap, turns);
      const page = await reader.read(prepared.gray);
      const q = quality(page);
      if (!best || q > best.q) best = { prepared, page, turns, q };
      if (goodEnough(page, q)) break;
    }
    // Barcode boxes are in upright coordinates: kept only when the upright reading was used.
    const placed = best!.turns === 0 ? barcodes : barcodes.map((b) => ({ ...b, bbox: null }));
    // The value boxes read again, enlarged, as single lines, at each of LINE_HEIGHTS_PX.
    const located = locateValues(best!.page);
    const targets = rereadTargets(located);
    const crops = LINE_HEIGHTS_PX.flatMap((heightPx) => targets.map((b) => lineCrop(best!.prepared, b, { heightPx })));
    const lines = await reader.readLines(crops);
    // Every reading is kept (the domain votes on their characters), the surest and most value-like first.
    const worth = (r: { text: string; confidence: number }) => r.confidence * valueLikeness(r.text);
    const rereads: LineReading[] = targets.flatMap((bbox, i) =>
      LINE_HEIGHTS_PX.map((_, k) => ({ bbox, ...lines[k * targets.length + i]! })).sort((a, b) => worth(b) - worth(a)),
    );
    const glyphBoxes = glyphTargets(located, rereads);
    const glyphCrop = (b: (typeof glyphBoxes)[number], heightPx: number) => lineCrop(best!.prepared, b, { heightPx, blankOutside: true });
    const glyphReads = await reader.readGlyphs(glyphBoxes.map((b) => glyphCrop(b, GLYPH_HEIGHTS_PX[0])));
    // A glyph read as no character at the first scale is read again at the second.
    const again = glyphBoxes.flatMap((b, i) => (showsOneGlyph(glyphReads[i]!.text) ? [] : [i]));
    const second = await reader.readGlyphs(again.map((i) => glyphCrop(glyphBoxes[i]!, GLYPH_HEIGHTS_PX[1])));
    const glyphs = glyphBoxes.map((bbox, i) => ({ bbox, ...glyphReadingToKeep(glyphReads[i]!, again.includes(i) ? second[again.indexOf(i)] : undefined) }));
    const fields = await extractNameplateFields(best!.page, { catalog: options.catalog, today: options.today, barcodes: placed, rereads, glyphs });
    return { fields, image: best!.prepared.color, quarterTurns: best!.turns, elapsedMs: performance.now() - started, page: best!.page, rereads, glyphs };
  } finally {
    bitmap.close();
  }
}
