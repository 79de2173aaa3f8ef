import type { CsvPreview } from './preview-accumulator';

/** Main thread → worker: parse this file. */
export interface PreviewRequest {
  file: File;
}

/** Worker → main thread. A file the server would refuse is `done`, with the refusal in its preview. */
export type PreviewMessage =
  | { type: 'progress'; bytesRead: number; totalBytes: number; rowsSoFar: number }
  | { type: 'done'; preview: CsvPreview }
  | { type: 'error'; message: string };
