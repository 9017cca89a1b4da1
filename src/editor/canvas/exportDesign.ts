import { exportPixelRatio } from '../model/constants.ts';
import { itemSize } from '../model/geometry.ts';
import { exportSize, isExportTooLarge } from '../model/imageSizing.ts';
import { ghostDrawSize, ghostLayout, visibleGhosts } from '../model/ghosts.ts';
import type { CanvasItem, Size } from '../model/types.ts';
import { backgroundImageKey } from '../assets/imageStore.ts';
import { decodeAtMost } from './bitmapCache.ts';
import { drawBackground, drawSticker } from './draw/drawDesign.ts';
import { drawGhosts } from './draw/drawGhosts.ts';

/** Everything the print file shows; template units throughout. */
export interface DesignToExport {
  template: Size;
  backgroundColor: string;
  showBackgroundImage: boolean;
  ghosts: { enabled: boolean; seed: number; freq: number; size: number; opacity: number };
  /** Back to front. */
  items: readonly CanvasItem[];
  /** Pixel sizes of the stored images by imageID. */
  imageSizes: ReadonlyMap<string, Size>;
}

function newCanvas(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the design (no 2D canvas).');
  return ctx;
}

async function drawGhostLayer(ctx: CanvasRenderingContext2D, design: DesignToExport, ratio: number) {
  const { template, ghosts: settings, items, imageSizes } = design;
  const imageIDs = items.map((item) => item.imageID);
  const ghosts = visibleGhosts(ghostLayout(settings.seed, template, imageIDs), settings.freq);
  const sizes = new Map<string, Size>();
  const bitmaps = new Map<string, ImageBitmap>();
  for (const imageID of new Set(imageIDs)) {
    const imageSize = imageSizes.get(imageID);
    if (!imageSize) continue;
    const size = ghostDrawSize(imageSize, settings.size);
    sizes.set(imageID, size);
    const bitmap = await decodeAtMost(imageID, Math.max(size.width, size.height) * ratio);
    if (bitmap) bitmaps.set(imageID, bitmap);
  }
  const layer = newCanvas(ctx.canvas.width, ctx.canvas.height);
  const layerCtx = context2d(layer);
  layerCtx.scale(ratio, ratio);
  drawGhosts(layerCtx, template, ghosts, bitmaps, sizes, settings.opacity / 100);
  for (const bitmap of bitmaps.values()) bitmap.close();
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalCompositeOperation = 'hard-light';
  ctx.drawImage(layer, 0, 0);
  ctx.restore();
}

/**
 * The print file: the design layer over the template's whole rectangle at 2× its size, as a
 * PNG, with no watermark, overlay or selection. Each image is decoded at the size it is
 * printed and freed at once. Resolves to null (with a warning) when the output would exceed
 * 16,777,216 pixels (SPEC §5).
 */
export async function exportDesign(design: DesignToExport): Promise<Blob | null> {
  const ratio = exportPixelRatio;
  const size = exportSize(design.template, ratio);
  if (isExportTooLarge(size)) {
    console.warn(`Export refused: ${size.width}x${size.height} is over 16777216 pixels.`);
    return null;
  }
  const { width, height } = size;
  const canvas = newCanvas(width, height);
  const ctx = context2d(canvas);
  ctx.scale(ratio, ratio);

  const background = design.showBackgroundImage
    ? await decodeAtMost(backgroundImageKey, Math.max(width, height))
    : null;
  drawBackground(ctx, design.template, design.backgroundColor, background);
  background?.close();

  if (design.ghosts.enabled && design.items.length) await drawGhostLayer(ctx, design, ratio);

  for (const item of design.items) {
    const size = itemSize(item);
    const bitmap = await decodeAtMost(item.imageID, Math.max(size.width, size.height) * ratio);
    if (!bitmap) continue;
    drawSticker(ctx, item, bitmap);
    bitmap.close();
  }

  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/png'));
}
