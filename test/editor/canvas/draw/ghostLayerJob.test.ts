import { describe, expect, it, vi } from 'vitest';
import { decodeGhostPictures, type DecodedGhostPictures, type GhostLayerJob } from '../../../../src/editor/canvas/draw/ghostLayerJob.ts';

/** Decoding is the browser's (createImageBitmap); here each decode is a recorded stand-in bitmap. */
const decodes = vi.hoisted(() => [] as { longSide: number; closed: boolean }[]);
vi.mock('../../../../src/editor/assets/decodeStored.ts', () => ({
  decodeStoredAtMost: async (_stored: unknown, longSide: number) => {
    const bitmap = { longSide, closed: false, close() { this.closed = true; } };
    decodes.push(bitmap);
    return bitmap as unknown as ImageBitmap;
  },
}));

const picture = { blob: new Blob(), width: 4000, height: 3000 };

function jobWith(ratio: number, imageIDs: string[]): GhostLayerJob {
  return {
    width: 100,
    height: 200,
    ratio,
    template: { width: 50, height: 100 },
    ghosts: imageIDs.map((imageID) => ({ x: 1, y: 1, rotation: 0, imageID })),
    sizes: new Map(imageIDs.map((imageID) => [imageID, { width: 40, height: 30 }])),
    opacity: 1,
    pictures: new Map(imageIDs.map((imageID) => [imageID, picture])),
    opaquePictures: new Set(),
    covering: [],
  };
}

describe('the ghost layer decodes', () => {
  it('decode each picture named once, at its ghosts long side in output px', async () => {
    decodes.length = 0;
    const decoded = await decodeGhostPictures(jobWith(2, ['a', 'b']), ['a', 'b', 'a']);
    expect(decodes.map((bitmap) => bitmap.longSide)).toEqual([80, 80]);
    expect([...decoded.keys()]).toEqual(['a', 'b']);
  });

  it('leave out the pictures of the ghosts that do not show', async () => {
    decodes.length = 0;
    const decoded = await decodeGhostPictures(jobWith(2, ['a', 'b']), ['b']);
    expect(decodes).toHaveLength(1);
    expect([...decoded.keys()]).toEqual(['b']);
  });

  it('kept between layers are reused at the same size, and replaced (the old one closed) at another', async () => {
    decodes.length = 0;
    const kept: DecodedGhostPictures = new Map();
    const first = await decodeGhostPictures(jobWith(2, ['a', 'b']), ['a', 'b'], kept);
    const second = await decodeGhostPictures(jobWith(2, ['a', 'b']), ['a', 'b'], kept);
    expect(decodes).toHaveLength(2);
    expect(second.get('a')).toBe(first.get('a'));
    expect(second.get('b')).toBe(first.get('b'));

    const larger = await decodeGhostPictures(jobWith(3, ['a']), ['a'], kept);
    expect(decodes).toHaveLength(3);
    expect(decodes[0]?.closed).toBe(true);
    expect(decodes[1]?.closed).toBe(false);
    expect(larger.get('a')).toBe(decodes[2]);
    expect(kept.get('a')?.longSide).toBe(120);
    expect(kept.get('b')?.longSide).toBe(80);
  });
});
