import { dropSizeFraction, minItemArea, minTrayStickerHeight, trayGap, trayGridColumns, trayGridGap, trayStartX, trayStickerHeightInset } from './constants.ts';
import type { Size } from './types.ts';

/**
 * The sticker tray (SPEC §3, §4, §9). Tray coordinates are CSS px along the tray's content, from its
 * left end; at a scroll offset s, content x is drawn at x − s from the tray's left edge.
 */

/** One tray sticker's horizontal extent and drawn size, in tray content px. */
export interface TraySticker {
  left: number;
  right: number;
  width: number;
  height: number;
}

export interface TrayLayout {
  stickers: TraySticker[];
  /** Width of everything in the tray, gaps at both ends included, in px. */
  contentWidth: number;
}

/** Drawn height of every tray sticker (px): the tray height (px) minus 150, but at least 40. */
export function trayStickerHeight(trayHeight: number): number {
  return Math.max(trayHeight - trayStickerHeightInset, minTrayStickerHeight);
}

/**
 * Lays the stickers out left to right: the first at 20 px, 20 px apart, each drawn at
 * trayStickerHeight and its image's (any unit) aspect ratio.
 */
export function trayLayout(imageSizes: readonly Size[], trayHeight: number): TrayLayout {
  const height = trayStickerHeight(trayHeight);
  let left = trayStartX;
  const stickers = imageSizes.map((size) => {
    const width = (size.width * height) / size.height;
    const sticker = { left, right: left + width, width, height };
    left += width + trayGap;
    return sticker;
  });
  return { stickers, contentWidth: left };
}

/** A scroll offset (px) limited to the content: 0 up to contentWidth − viewportWidth (never below 0). */
export function clampTrayScroll(offset: number, contentWidth: number, viewportWidth: number): number {
  return Math.min(Math.max(offset, 0), Math.max(contentWidth - viewportWidth, 0));
}

/** Index of the sticker at screen x (px from the tray's left edge) at a scroll offset (px), or null. */
export function trayStickerAt(layout: TrayLayout, x: number, scrollOffset: number): number | null {
  const contentX = x + scrollOffset;
  const index = layout.stickers.findIndex((sticker) => contentX >= sticker.left && contentX <= sticker.right);
  return index === -1 ? null : index;
}

/**
 * Size in template units of a sticker dropped from the tray (SPEC §4: "one eighth of the tray
 * image adjusted for scale"). Our reading: the tray image is the loaded picture, so the new sticker
 * shows on screen at one eighth of the picture's pixel size, i.e. imageSize (image px) / 8 /
 * stageScale (screen px per unit). One eighth of the small drawn tray copy would be a few units,
 * far under the 75000 units² a resize needs, so the result is also grown, keeping its ratio, to at
 * least that area; otherwise a small image would drop as a sticker that can never be resized.
 */
export function dropSize(imageSize: Size, stageScale: number): Size {
  const width = (imageSize.width * dropSizeFraction) / stageScale;
  const height = (imageSize.height * dropSizeFraction) / stageScale;
  const growth = Math.max(1, Math.sqrt(minItemArea / (width * height)));
  return { width: width * growth, height: height * growth };
}

/** The side (px) of a square cell of the studio's tray grid `width` px wide: trayGridColumns cells a row, trayGridGap apart. */
export function trayGridCellSize(width: number): number {
  return Math.max(0, (width - trayGridGap * (trayGridColumns - 1)) / trayGridColumns);
}
