import { describe, expect, it } from 'vitest';
import { decodeSourceFor, previewSizes } from '../../../src/editor/model/imagePreviews.ts';

describe('previewSizes', () => {
  it('halves the long side from 1024 down to 128, only below the picture, ratio kept', () => {
    expect(previewSizes(2048, 1536)).toEqual([
      { width: 128, height: 96 },
      { width: 256, height: 192 },
      { width: 512, height: 384 },
      { width: 1024, height: 768 },
    ]);
    expect(previewSizes(600, 800)).toEqual([
      { width: 96, height: 128 },
      { width: 192, height: 256 },
      { width: 384, height: 512 },
    ]);
    expect(previewSizes(128, 40)).toEqual([]);
  });

  it('keeps a very thin picture at least 1 px wide', () => {
    expect(previewSizes(2000, 2)[0]).toEqual({ width: 128, height: 1 });
  });
});

describe('decodeSourceFor', () => {
  const picture = {
    id: 'full',
    width: 800,
    height: 600,
    previews: [
      { id: 'p128', width: 128, height: 96 },
      { id: 'p256', width: 256, height: 192 },
      { id: 'p512', width: 512, height: 384 },
    ],
  };

  it('takes the smallest preview at least as large as the wanted long side', () => {
    expect(decodeSourceFor(picture, 82).id).toBe('p128');
    expect(decodeSourceFor(picture, 128).id).toBe('p128');
    expect(decodeSourceFor(picture, 129).id).toBe('p256');
    expect(decodeSourceFor(picture, 300).id).toBe('p512');
  });

  it('takes the picture itself when no preview is large enough, or there are none', () => {
    expect(decodeSourceFor(picture, 513).id).toBe('full');
    expect(decodeSourceFor({ id: 'old', width: 800, height: 600 }, 100).id).toBe('old');
  });
});
