// The OCR and barcode engines' files, served from our own origin under /scan-assets/ (no CDN):
// copied from node_modules into the build by scripts/vite-scan-assets.ts, and served from
// node_modules by the Vite dev server. Keys: the served path; values: the file in node_modules.

export const SCAN_ASSET_BASE = '/scan-assets/';

export const SCAN_ASSET_FILES: Readonly<Record<string, string>> = {
  'tesseract/worker.min.js': 'tesseract.js/dist/worker.min.js',
  // LSTM-only cores (the best_int data is LSTM-only): the worker picks relaxed SIMD, SIMD or plain.
  'tesseract-core/tesseract-core-relaxedsimd-lstm.wasm.js': 'tesseract.js-core/tesseract-core-relaxedsimd-lstm.wasm.js',
  'tesseract-core/tesseract-core-simd-lstm.wasm.js': 'tesseract.js-core/tesseract-core-simd-lstm.wasm.js',
  'tesseract-core/tesseract-core-lstm.wasm.js': 'tesseract.js-core/tesseract-core-lstm.wasm.js',
  'lang/eng.traineddata.gz': '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz',
  'zxing/zxing_reader.wasm': 'zxing-wasm/dist/reader/zxing_reader.wasm',
};

export const TESSERACT_WORKER_PATH = `${SCAN_ASSET_BASE}tesseract/worker.min.js`;
export const TESSERACT_CORE_PATH = `${SCAN_ASSET_BASE}tesseract-core`;
export const TESSERACT_LANG_PATH = `${SCAN_ASSET_BASE}lang`;
export const ZXING_READER_WASM_PATH = `${SCAN_ASSET_BASE}zxing/zxing_reader.wasm`;
