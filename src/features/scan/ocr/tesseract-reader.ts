// Tesseract.js (LSTM, English best_int data) in its Web Worker, with every file from our origin.
// One worker per scan page, reused for every photo of the visit, terminated when the page closes.
import { createWorker, OEM, PSM, type Word, type Worker } from 'tesseract.js';
import type { OcrPage } from '@/domain/nameplate';
import { TESSERACT_CORE_PATH, TESSERACT_LANG_PATH, TESSERACT_WORKER_PATH } from './scan-asset-paths';

export interface TextReader {
  read(image: HTMLCanvasElement): Promise<OcrPage & { meanConfidence: number }>;
  /**
   * Each image read as one line. No character whitelist: it forces a choice where the engine saw
   * none of the allowed characters (")" for J becomes nothing or a 1) and its confidence then says
   * nothing; the extraction repairs such glyphs itself.
   */
  readLines(images: HTMLCanvasElement[]): Promise<Array<{ text: string; confidence: number; charConfidences?: number[] }>>;
  /** Each image read as one character (a glyph cropped from a value). */
  readGlyphs(images: HTMLCanvasElement[]): Promise<Array<{ text: string; confidence: number }>>;
  terminate(): Promise<void>;
}

/** A word's symbols, when they spell exactly its text one character each. */
function alignedSymbols(w: Word): Word['symbols'] | undefined {
  const symbols = w.symbols ?? [];
  return symbols.length > 0 && symbols.map((s) => s.text).join('') === w.text && symbols.every((s) => s.text.length === 1) ? symbols : undefined;
}

/** Per-character confidences of a word, when its symbols spell exactly its text. */
const symbolConfidences = (w: Word): number[] | undefined => alignedSymbols(w)?.map((s) => s.confidence);

export async function createTextReader(onProgress?: (status: string, progress: number) => void): Promise<TextReader> {
  const worker: Worker = await createWorker('eng', OEM.LSTM_ONLY, {
    workerPath: TESSERACT_WORKER_PATH,
    corePath: TESSERACT_CORE_PATH,
    langPath: TESSERACT_LANG_PATH,
    // A same-origin worker script (no blob: wrapper), so a strict worker-src 'self' CSP suffices.
    workerBlobURL: false,
    gzip: true,
    logger: onProgress ? (m) => onProgress(m.status, m.progress) : () => undefined,
  });
  // Sparse text: plates are columns and boxes of labels and values, not paragraphs.
  const pageParams = { tessedit_pageseg_mode: PSM.SPARSE_TEXT };
  await worker.setParameters({ ...pageParams, user_defined_dpi: '300', preserve_interword_spaces: '0' });
  return {
    async read(image) {
      const { data } = await worker.recognize(image, {}, { blocks: true, text: false });
      const lines = (data.blocks ?? []).flatMap((b) =>
        b.paragraphs.flatMap((p) =>
          p.lines.map((l) => ({
            words: l.words.map((w) => ({ text: w.text, confidence: w.confidence, bbox: w.bbox, charConfidences: symbolConfidences(w), charBoxes: alignedSymbols(w)?.map((s) => s.bbox) })),
          })),
        ),
      );
      const words = lines.flatMap((l) => l.words);
      const meanConfidence = words.length ? words.reduce((a, w) => a + w.confidence, 0) / words.length : 0;
      return { lines, widthPx: image.width, heightPx: image.height, meanConfidence };
    },
    async readLines(images) {
      if (images.length === 0) return [];
      await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE });
      try {
        const out: Array<{ text: string; confidence: number; charConfidences?: number[] }> = [];
        for (const image of images) {
          const { data } = await worker.recognize(image, {}, { blocks: true, text: false });
          const words = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)));
          const chars = words.reduce((a, w) => a + w.text.length, 0);
          const perChar = words.map(symbolConfidences);
          out.push({
            charConfidences: perChar.every((c) => c !== undefined) && chars > 0 ? perChar.flat() : undefined,
            text: words.map((w) => w.text).join(' '),
            // Per character, so a stray one-character word (a border read as "1") weighs little.
            confidence: chars ? words.reduce((a, w) => a + w.confidence * w.text.length, 0) / chars : 0,
          });
        }
        return out;
      } finally {
        await worker.setParameters(pageParams);
      }
    },
    async readGlyphs(images) {
      if (images.length === 0) return [];
      await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_CHAR });
      try {
        const out: Array<{ text: string; confidence: number }> = [];
        for (const image of images) {
          const { data } = await worker.recognize(image, {}, { blocks: true, text: false });
          const words = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)));
          const w = words[0];
          out.push({ text: w?.text ?? '', confidence: w?.confidence ?? 0 });
        }
        return out;
      } finally {
        await worker.setParameters(pageParams);
      }
    },
    async terminate() {
      await worker.terminate();
    },
  };
}
