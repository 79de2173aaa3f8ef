// Reads a CSV file off the main thread: the File in CHUNK_BYTES slices, each folded into the preview
// by the server's own reader (preview-accumulator.ts), progress posted per slice. A file the server
// would refuse stops at the refusal.
import '@/lib/zod-jitless';
import { PreviewAccumulator } from './preview-accumulator';
import type { PreviewMessage, PreviewRequest } from './preview-messages';

/** Bytes per slice: 1 MiB gives ~100 progress steps for a 100 MB file. */
const CHUNK_BYTES = 1024 * 1024;

function post(message: PreviewMessage): void {
  self.postMessage(message);
}

async function preview(file: File): Promise<void> {
  const acc = new PreviewAccumulator();
  for (let at = 0; at < file.size && !acc.refused; at += CHUNK_BYTES) {
    acc.write(new Uint8Array(await file.slice(at, at + CHUNK_BYTES).arrayBuffer()));
    post({ type: 'progress', bytesRead: Math.min(file.size, at + CHUNK_BYTES), totalBytes: file.size, rowsSoFar: acc.rowsSoFar });
  }
  post({ type: 'done', preview: acc.result() });
}

self.onmessage = (event: MessageEvent<PreviewRequest>) => {
  preview(event.data.file).catch((err: unknown) => {
    post({ type: 'error', message: `The file could not be read: ${err instanceof Error ? err.message : String(err)}` });
  });
};
