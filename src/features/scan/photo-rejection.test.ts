import { describe, expect, it } from 'vitest';
import { photoRejectionMessage } from './photo-rejection';

const file = (name: string) => ({ file: new File(['x'], name) });

describe('photoRejectionMessage', () => {
  it('names the file that is not a photo and says what to choose', () => {
    expect(photoRejectionMessage([file('service-report.pdf')])).toBe(
      'service-report.pdf is not a photo, so it was not read. Choose a picture of the data plate (JPEG or PNG, as a camera or phone takes it).',
    );
  });

  it('names every refused file', () => {
    expect(photoRejectionMessage([file('a.pdf'), file('b.docx'), file('c.txt')])).toMatch(/^a\.pdf, b\.docx and c\.txt are not photos, so they were not read\./);
  });

  it('says nothing when nothing was refused', () => {
    expect(photoRejectionMessage([])).toBeNull();
  });
});
