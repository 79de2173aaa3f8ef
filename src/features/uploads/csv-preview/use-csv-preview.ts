import { useEffect, useState } from 'react';
import type { CsvPreview } from './preview-accumulator';
import type { PreviewMessage, PreviewRequest } from './preview-messages';

export type CsvPreviewState =
  | { status: 'idle' }
  | { status: 'parsing'; bytesRead: number; totalBytes: number; rowsSoFar: number }
  | { status: 'done'; preview: CsvPreview }
  | { status: 'error'; message: string };

/** Parses `file` in a Web Worker (a new one per file; the old one is terminated) and follows its progress. */
export function useCsvPreview(file: File | null): CsvPreviewState {
  const [state, setState] = useState<{ file: File; value: CsvPreviewState } | null>(null);

  useEffect(() => {
    if (!file) return;
    const worker = new Worker(new URL('./csv-preview.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<PreviewMessage>) => {
      const m = event.data;
      const value: CsvPreviewState =
        m.type === 'progress'
          ? { status: 'parsing', bytesRead: m.bytesRead, totalBytes: m.totalBytes, rowsSoFar: m.rowsSoFar }
          : m.type === 'done'
            ? { status: 'done', preview: m.preview }
            : { status: 'error', message: m.message };
      setState({ file, value });
      if (m.type !== 'progress') worker.terminate();
    };
    worker.onerror = () => {
      setState({ file, value: { status: 'error', message: 'The file could not be previewed in this browser.' } });
      worker.terminate();
    };
    const request: PreviewRequest = { file };
    worker.postMessage(request);
    return () => worker.terminate();
  }, [file]);

  if (!file) return { status: 'idle' };
  if (!state || state.file !== file) return { status: 'parsing', bytesRead: 0, totalBytes: file.size, rowsSoFar: 0 };
  return state.value;
}
