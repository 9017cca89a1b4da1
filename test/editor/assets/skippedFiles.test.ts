import { describe, expect, it } from 'vitest';
import { skippedFilesNotice } from '../../../src/editor/assets/skippedFiles.ts';

describe('the notice of skipped files', () => {
  it('names one file and why', () => {
    expect(skippedFilesNotice([{ name: 'notes.txt', reason: 'is not an image' }])).toBe('notes.txt was skipped: it is not an image.');
  });

  it('names several files in one notice, each with why', () => {
    expect(
      skippedFilesNotice([
        { name: 'notes.txt', reason: 'is not an image' },
        { name: 'broken.png', reason: 'could not be read' },
      ]),
    ).toBe('2 files skipped: notes.txt is not an image; broken.png could not be read.');
  });
});
