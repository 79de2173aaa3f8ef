// Tesseract.js (LSTM, English best_int data) in its Web Worker, with every file from our origin.
// One worker per scan page, reused for every photo of the visit, terminated when the page closes.
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { OcrPage } from '@/domain/nameplate';
import { TESSERACT_CORE_PATH, TESSERACT_LANG_PATH, TESSERACT_WORKER_PATH } from './scan-asset-paths';

export interface TextReader {
  read(image: HTMLCanvasElement): Promise<OcrPage & { meanConfidence: number }>;
  terminate(): Promise<void>;
}

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
  await worker.setParameters({
    // Sparse text: plates are columns and boxes of labels and values, not paragraphs.
    tessedit_pageseg_mode: PSM.SPARSE_TEXT,
    user_defined_dpi: '300',
    preserve_interword_spaces: '0',
  });
  return {
    async read(image) {
      const { data } = await worker.recognize(image, {}, { blocks: true, text: false });
      const lines = (data.blocks ?? []).flatMap((b) =>
        b.paragraphs.flatMap((p) =>
          p.lines.map((l) => ({ words: l.words.map((w) => ({ text: w.text, confidence: w.confidence, bbox: w.bbox })) })),
        ),
      );
      const words = lines.flatMap((l) => l.words);
      const meanConfidence = words.length ? words.reduce((a, w) => a + w.confidence, 0) / words.length : 0;
      return { lines, widthPx: image.width, heightPx: image.height, meanConfidence };
    },
    async terminate() {
      await worker.terminate();
    },
  };
}
