import { describe, expect, it } from 'vitest';
import type { ScanResult } from './ocr/scan-photo';
import { withProgress, type ScanItem } from './photo-queue-state';

const read: ScanItem = { id: 1, name: 'first.jpg', state: 'read', result: {} as ScanResult };
const failed: ScanItem = { id: 2, name: 'broken.jpg', state: 'failed', error: 'The source image could not be decoded.' };
const reading: ScanItem = { id: 3, name: 'second.jpg', state: 'reading', progress: 'Reading the plate…' };
const queued: ScanItem = { id: 4, name: 'third.jpg', state: 'queued' };

describe('withProgress', () => {
  it('gives the progress to the photo being read', () => {
    expect(withProgress([read, reading, queued], 3, 'recognizing text 40 %')).toEqual([read, { ...reading, progress: 'recognizing text 40 %' }, queued]);
  });

  it("never replaces a photo's fields or its error, even when the report names it", () => {
    expect(withProgress([read, failed, reading], 1, 'recognizing text 100 %')).toEqual([read, failed, reading]);
    expect(withProgress([read, failed, reading], 2, 'recognizing text 100 %')).toEqual([read, failed, reading]);
    expect(withProgress([queued], 4, 'recognizing text 0 %')).toEqual([queued]);
  });

  it('with no photo being read, changes nothing', () => {
    expect(withProgress([read, failed], null, 'recognizing text 100 %')).toEqual([read, failed]);
  });
});
