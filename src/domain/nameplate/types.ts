// What the OCR engine saw (engine-neutral) and what extraction makes of it. Pixel coordinates are
// those of the prepared image the OCR read (origin top left).

export interface BoxPx {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrWord {
  text: string;
  /** The engine's confidence in this word, 0–100. */
  confidence: number;
  bbox: BoxPx;
  /**
   * The engine's confidence in each character of `text`, 0–100, when it gave them (Tesseract's
   * symbols): a misread glyph is mostly the word's least sure one.
   */
  charConfidences?: number[];
  /** Each character's box (Tesseract's symbols), aligned with `text` like `charConfidences`. */
  charBoxes?: BoxPx[];
}

export interface OcrLine {
  words: OcrWord[];
}

export interface OcrPage {
  lines: OcrLine[];
  widthPx: number;
  heightPx: number;
}

/** A barcode decoded from the plate (1D or 2D), with its text and where it was found. */
export interface BarcodeReading {
  text: string;
  format: string;
  bbox: BoxPx | null;
}

/**
 * A second, closer reading of one value's box (the box cropped, enlarged and read as a single line
 * with only the characters values use), for the candidate located at exactly that box.
 */
export interface LineReading {
  bbox: BoxPx;
  text: string;
  /** The engine's confidence in the line, 0–100. */
  confidence: number;
  /** Per character of `text` with its spaces removed, 0–100, when the engine gave them. */
  charConfidences?: number[];
}

/**
 * One glyph of a value read again on its own (cropped to the character's box, read as a single
 * character): out of the line's context the engine no longer leans to a digit among digits.
 */
export interface GlyphReading {
  /** The glyph's box as glyphTargets gave it. */
  bbox: BoxPx;
  text: string;
  /** 0–100. */
  confidence: number;
}

/** Where a value came from: a labelled value, a barcode, an unlabelled token, or the matched catalog model. */
export type FieldSource = 'label' | 'barcode' | 'unlabelled' | 'catalog';

export interface FieldAlternative {
  value: string;
  confidence: number;
}

export interface ExtractedField {
  value: string;
  /** 0–1: OCR confidence combined with the checks the value passed. */
  confidence: number;
  source: FieldSource;
  /** Where on the prepared image the value was read; null when it came from the catalog. */
  bbox: BoxPx | null;
  /** What was read before OCR-confusion repair, when the repair changed it. */
  read_as: string | null;
  /** Why this value: which checks it passed. */
  checks: string[];
  /** Up to three other readings, best first. */
  alternatives: FieldAlternative[];
}

export interface NameplateFields {
  model: ExtractedField | null;
  serial: ExtractedField | null;
  brand: ExtractedField | null;
}

/** One catalog model a model-number reading fits (from the catalog search: GET /gateway/{partner}/oems). */
export interface CatalogHit {
  /** The catalog's model string, with its wildcards ("25VNA424A*030*"). */
  pattern: string;
  brand: string;
  /** 0–1 as the search ranks it. */
  score: number;
}

/** Looks a model number up in the catalog (the server's search in the browser; the domain search in Node). */
export type CatalogLookup = (model: string, brand: string | null) => Promise<CatalogHit[]>;
