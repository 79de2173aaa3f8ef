// Parses a CSV file off the main thread: papaparse streams the File in CHUNK_BYTES slices, each
// record is folded into the preview (counts exact, examples capped), progress is posted per slice.
import '@/lib/zod-jitless';
import Papa from 'papaparse';
import { PreviewAccumulator } from './preview-accumulator';
import { looksLikeUtf8Text } from './utf8-sniff';
import type { PreviewMessage, PreviewRequest } from './preview-messages';

/** Bytes per papaparse slice: 1 MiB gives ~100 progress steps for a 100 MB file. */
const CHUNK_BYTES = 1024 * 1024;
/** Bytes checked for UTF-8 before parsing. */
const UTF8_SNIFF_BYTES = 64 * 1024;

function post(message: PreviewMessage): void {
  self.postMessage(message);
}

async function preview(file: File): Promise<void> {
  const head = new Uint8Array(await file.slice(0, UTF8_SNIFF_BYTES).arrayBuffer());
  if (!looksLikeUtf8Text(head, file.size > UTF8_SNIFF_BYTES)) {
    post({ type: 'not-utf-8' });
    return;
  }
  const acc = new PreviewAccumulator();
  let bytesRead = 0;
  let recordsBefore = 0;
  Papa.parse<string[]>(file, {
    // RFC 4180 commas, as the server reads the file; no delimiter guessing.
    delimiter: ',',
    header: false,
    skipEmptyLines: false,
    chunkSize: CHUNK_BYTES,
    chunk(results) {
      for (const record of results.data) acc.addRecord(record);
      for (const err of results.errors) acc.addParseWarning(recordsBefore + (err.row ?? 0), err.code, err.message);
      recordsBefore += results.data.length;
      bytesRead = Math.min(file.size, bytesRead + CHUNK_BYTES);
      post({ type: 'progress', bytesRead, totalBytes: file.size, rowsSoFar: acc.rowsSoFar });
    },
    complete() {
      post({ type: 'done', preview: acc.result() });
    },
    error(err) {
      post({ type: 'error', message: `The file could not be read: ${err.message}` });
    },
  });
}

self.onmessage = (event: MessageEvent<PreviewRequest>) => {
  preview(event.data.file).catch((err: unknown) => {
    post({ type: 'error', message: `The file could not be read: ${err instanceof Error ? err.message : String(err)}` });
  });
};
