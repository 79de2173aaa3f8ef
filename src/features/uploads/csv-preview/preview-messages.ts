import type { CsvPreview } from './preview-accumulator';

/** Main thread → worker: parse this file. */
export interface PreviewRequest {
  file: File;
}

/**
 * Worker → main thread. `not-utf-8`: the first bytes are not UTF-8 text (a binary file, or a legacy
 * encoding), so no preview is possible; the upload stays allowed and the server decides.
 */
export type PreviewMessage =
  | { type: 'progress'; bytesRead: number; totalBytes: number; rowsSoFar: number }
  | { type: 'done'; preview: CsvPreview }
  | { type: 'not-utf-8' }
  | { type: 'error'; message: string };
