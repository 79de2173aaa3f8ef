// State changes of the photo queue, kept pure so they can be tested without OCR.
import type { ScanResult } from './ocr/scan-photo';

export type ScanItem =
  | { id: number; name: string; state: 'queued' }
  | { id: number; name: string; state: 'reading'; progress: string }
  | { id: number; name: string; state: 'read'; result: ScanResult }
  | { id: number; name: string; state: 'failed'; error: string };

/**
 * The text reader's progress for the photo being read. One reader serves every photo and reports
 * progress through the callback it was created with, so the photo is named at each report; and only a
 * photo still being read takes it: a late report must never replace a photo's fields or its error
 * (it did: the second photo's "recognizing text" overwrote the first photo's review, and the stuck
 * "reading" state then stopped the queue).
 */
export function withProgress(items: readonly ScanItem[], id: number | null, progress: string): ScanItem[] {
  return items.map((x) => (x.id === id && x.state === 'reading' ? { ...x, progress } : x));
}
