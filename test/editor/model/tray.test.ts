import { describe, expect, it } from 'vitest';
import { clampTrayScroll, dropSize, trayGridCellSize, trayLayout, trayStickerAt, trayStickerHeight } from '../../../src/editor/model/tray.ts';

const layout = trayLayout(
  [
    { width: 200, height: 100 },
    { width: 100, height: 200 },
    { width: 300, height: 300 },
  ],
  250,
);

describe('trayLayout', () => {
  it('starts at 20 px, leaves 20 px gaps and draws at tray height minus 150', () => {
    expect(layout).toEqual({
      stickers: [
        { left: 20, right: 220, width: 200, height: 100 },
        { left: 240, right: 290, width: 50, height: 100 },
        { left: 310, right: 410, width: 100, height: 100 },
      ],
      contentWidth: 430,
    });
  });

  it('has only the start gap when empty', () => {
    expect(trayLayout([], 250)).toEqual({ stickers: [], contentWidth: 20 });
  });

  it('never draws stickers lower than 40 px', () => {
    expect(trayStickerHeight(250)).toBe(100);
    expect(trayStickerHeight(190)).toBe(40);
    expect(trayStickerHeight(170)).toBe(40);
    expect(trayLayout([{ width: 200, height: 100 }], 170).stickers).toEqual([{ left: 20, right: 100, width: 80, height: 40 }]);
  });
});

describe('clampTrayScroll', () => {
  it('limits the offset to the content width', () => {
    expect(clampTrayScroll(-5, 430, 300)).toBe(0);
    expect(clampTrayScroll(50, 430, 300)).toBe(50);
    expect(clampTrayScroll(200, 430, 300)).toBe(130);
  });

  it('does not scroll content narrower than the tray', () => {
    expect(clampTrayScroll(50, 430, 500)).toBe(0);
  });
});

describe('trayStickerAt', () => {
  it('finds the sticker under a screen x, edges included', () => {
    expect(trayStickerAt(layout, 30, 0)).toBe(0);
    expect(trayStickerAt(layout, 220, 0)).toBe(0);
    expect(trayStickerAt(layout, 240, 0)).toBe(1);
  });

  it('misses in the gaps and past the end', () => {
    expect(trayStickerAt(layout, 230, 0)).toBeNull();
    expect(trayStickerAt(layout, 10, 0)).toBeNull();
    expect(trayStickerAt(layout, 420, 0)).toBeNull();
  });

  it('adds the scroll offset', () => {
    expect(trayStickerAt(layout, 30, 220)).toBe(1);
    expect(trayStickerAt(layout, 100, 220)).toBe(2);
  });
});

describe('dropSize', () => {
  it('is one eighth of the picture on screen, in template units', () => {
    expect(dropSize({ width: 2048, height: 1536 }, 0.5)).toEqual({ width: 512, height: 384 });
    expect(dropSize({ width: 2048, height: 1536 }, 0.25)).toEqual({ width: 1024, height: 768 });
    expect(dropSize({ width: 1600, height: 1000 }, 0.4)).toEqual({ width: 500, height: 312.5 });
  });

  it('grows a small result to the 75000 units² a resize needs, keeping its ratio', () => {
    expect(dropSize({ width: 2048, height: 1536 }, 1).width).toBeCloseTo(Math.sqrt(100000), 9);
    const size = dropSize({ width: 400, height: 300 }, 1);
    expect(size.width).toBeCloseTo(Math.sqrt(100000), 9);
    expect(size.height).toBeCloseTo(Math.sqrt(56250), 9);
    expect(size.width * size.height).toBeCloseTo(75000, 6);
  });
});

describe('trayGridCellSize', () => {
  it('splits the studio grid\'s width into three square cells 8 px apart', () => {
    expect(trayGridCellSize(316)).toBe(100);
    expect(trayGridCellSize(16)).toBe(0);
    expect(trayGridCellSize(0)).toBe(0);
  });
});
