import { describe, expect, it } from 'vitest';
import type { GhostLayerJob } from '../../../src/editor/canvas/draw/ghostLayerJob.ts';
import type { GhostLayer } from '../../../src/editor/canvas/ghostLayer.ts';
import { ghostLayerKeeper } from '../../../src/editor/canvas/printGhostLayer.ts';

const job: GhostLayerJob = {
  width: 10,
  height: 20,
  ratio: 2,
  template: { width: 5, height: 10 },
  ghosts: [{ x: 1, y: 1, rotation: 0, imageID: 'a' }],
  sizes: new Map([['a', { width: 1, height: 1 }]]),
  opacity: 1,
  pictures: new Map(),
  opaquePictures: new Set(),
  covering: [],
};

/** A renderer that records what it drew and which layers were closed. */
function recordingRenderer(fail = false) {
  const drawn: GhostLayerJob[] = [];
  const closed: number[] = [];
  const render = async (drawnJob: GhostLayerJob): Promise<GhostLayer> => {
    drawn.push(drawnJob);
    const id = drawn.length;
    if (fail) throw new Error('no canvas');
    return { image: { id } as unknown as CanvasImageSource, close: () => closed.push(id) };
  };
  return { render, drawn, closed };
}

describe('the kept print ghost layer', () => {
  it('draws a key once and hands the same layer to later exports', async () => {
    const { render, drawn } = recordingRenderer();
    const keeper = ghostLayerKeeper(render);
    const first = await keeper.layerFor('k1', () => job);
    const second = await keeper.layerFor('k1', () => job);
    expect(drawn).toHaveLength(1);
    expect(second).toBe(first);
  });

  it('replaces the layer for a new key and closes the old one only after a waiting export drew it', async () => {
    const { render, drawn, closed } = recordingRenderer();
    const keeper = ghostLayerKeeper(render);
    const pending = keeper.layerFor('k1', () => job);
    const drawnByExport = pending.then((layer) => closed.includes(1) || layer === null);
    await keeper.layerFor('k2', () => job);
    expect(await drawnByExport).toBe(false);
    expect(drawn).toHaveLength(2);
    expect(closed).toEqual([1]);
  });

  it('draws nothing for a job without ghosts and frees the kept layer on release', async () => {
    const { render, drawn, closed } = recordingRenderer();
    const keeper = ghostLayerKeeper(render);
    expect(await keeper.layerFor('empty', () => null)).toBeNull();
    await keeper.layerFor('k1', () => job);
    keeper.release();
    await Promise.resolve();
    await Promise.resolve();
    expect(closed).toEqual([1]);
    await keeper.layerFor('k1', () => job);
    expect(drawn).toHaveLength(2);
  });

  it('forgets a layer that failed, so the next export draws it again', async () => {
    const { render, drawn } = recordingRenderer(true);
    const keeper = ghostLayerKeeper(render);
    await expect(keeper.layerFor('k1', () => job)).rejects.toThrow('no canvas');
    await expect(keeper.layerFor('k1', () => job)).rejects.toThrow('no canvas');
    expect(drawn).toHaveLength(2);
  });
});
