/**
 * The raw page's layers: a static background (colour, and the ghosts drawn once into one bitmap
 * at on-screen resolution), the stickers as Konva.Image nodes from bitmaps pre-scaled to their
 * on-screen size (cropped and cut to their shapes, in their looks), the template overlay, and the
 * selection's Transformer. Only the selection layer listens, so only it keeps a hit graph.
 */
import Konva from 'konva';
import { loadEmoji } from '../../../src/editor/assets/artImages.ts';
import { loadFont } from '../../../src/editor/assets/fontLoader.ts';
import { renderArtBitmap } from '../../../src/editor/canvas/draw/drawArt.ts';
import { drawGhosts } from '../../../src/editor/canvas/draw/drawGhosts.ts';
import { drawFiltered } from '../../../src/editor/canvas/draw/filterBitmap.ts';
import { drawPictureBox } from '../../../src/editor/canvas/draw/drawPicture.ts';
import { renderTextBitmap } from '../../../src/editor/canvas/draw/drawText.ts';
import { drawTemplateShade } from '../../../src/editor/canvas/draw/drawTemplateShade.ts';
import { itemCentre, itemSize } from '../../../src/editor/model/geometry.ts';
import { isPlainFilter } from '../../../src/editor/model/pictureFilter.ts';
import type { CanvasItem, PictureItem } from '../../../src/editor/model/types.ts';
import type { RawScene } from './scene.ts';

const dpr = window.devicePixelRatio;

/** The device pixels that `width` x `height` units cover at `scale`. */
function devicePixels(width: number, height: number, scale: number): { width: number; height: number } {
  return { width: Math.max(1, Math.round(width * scale * dpr)), height: Math.max(1, Math.round(height * scale * dpr)) };
}

/** A bitmap of `blob` at exactly the device pixels that `width` x `height` units cover at `scale`. */
function prescaled(blob: Blob, width: number, height: number, scale: number): Promise<ImageBitmap> {
  const size = devicePixels(width, height, scale);
  return createImageBitmap(blob, { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' });
}

function pictureOf(blobs: ReadonlyMap<string, Blob>, imageID: string): Blob {
  const blob = blobs.get(imageID);
  if (!blob) throw new Error(`no picture for ${imageID}`);
  return blob;
}

async function ghostBitmap(scene: RawScene, blobs: ReadonlyMap<string, Blob>): Promise<HTMLCanvasElement> {
  const { template, viewport } = scene;
  const sizes = new Map(Object.entries(scene.ghostSizes));
  const bitmaps = new Map<string, ImageBitmap>();
  for (const [imageID, size] of sizes) {
    bitmaps.set(imageID, await prescaled(pictureOf(blobs, imageID), size.width, size.height, viewport.scale));
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(template.width * viewport.scale * dpr);
  canvas.height = Math.ceil(template.height * viewport.scale * dpr);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  ctx.scale(viewport.scale * dpr, viewport.scale * dpr);
  drawGhosts(ctx, template, scene.ghosts, bitmaps, sizes, scene.ghostOpacity);
  return canvas;
}

export async function backgroundLayer(scene: RawScene, blobs: ReadonlyMap<string, Blob>): Promise<Konva.Layer> {
  const { template } = scene;
  const layer = new Konva.Layer({ name: 'design-background', listening: false });
  layer.add(new Konva.Rect({ width: template.width, height: template.height, fill: scene.backgroundColor }));
  layer.add(
    new Konva.Image({
      image: await ghostBitmap(scene, blobs),
      width: template.width,
      height: template.height,
      globalCompositeOperation: 'hard-light',
    }),
  );
  return layer;
}

/** Sets a sticker node to the item's geometry (template units). */
export function placeSticker(node: Konva.Node | undefined, item: CanvasItem): void {
  const { width, height } = itemSize(item);
  const centre = itemCentre(item);
  node?.setAttrs({ x: centre.x, y: centre.y, width, height, offsetX: width / 2, offsetY: height / 2, rotation: item.rotation });
}

/**
 * A cropped and shaped picture (issue 20) drawn once, at exactly its on-screen device pixels: the
 * crop decoded straight to that size, then cut to the shape. A gesture then draws it like any
 * other sticker, one drawImage of on-screen size with no clip path: cheaper per frame than
 * Konva.Image's crop (sampling a larger source) with a clipFunc (a path traced and an
 * anti-aliased clip applied per sticker per frame).
 */
async function croppedAndShaped(item: PictureItem, blob: Blob, scale: number): Promise<ImageBitmap | HTMLCanvasElement> {
  const box = itemSize(item);
  const size = devicePixels(box.width, box.height, scale);
  const crop = item.crop;
  const options = { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' } as const;
  const cropped = crop
    ? await createImageBitmap(blob, crop.x, crop.y, crop.width, crop.height, options)
    : await createImageBitmap(blob, options);
  if (!item.shape || item.shape.kind === 'rectangle') return cropped;
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  ctx.scale(size.width / box.width, size.height / box.height);
  drawPictureBox(ctx, cropped, box, box, { shape: item.shape });
  cropped.close();
  return canvas;
}

/**
 * The selection: a Transformer with the editor's anchors (four corners and the rotater, ratio
 * kept, right-angle snaps), the only listening layer.
 */
export function selectionLayer(scale: number): { layer: Konva.Layer; transformer: Konva.Transformer } {
  const layer = new Konva.Layer({ name: 'selection' });
  const transformer = new Konva.Transformer({
    keepRatio: true,
    flipEnabled: false,
    enabledAnchors: ['top-left', 'top-right', 'bottom-left', 'bottom-right'],
    rotateAnchorOffset: 50 * scale,
    rotationSnaps: [0, 90, 180, 270],
    rotationSnapTolerance: 5,
    borderStroke: '#ffffff',
    borderDash: [10, 6],
    anchorSize: 22,
    anchorCornerRadius: 11,
    anchorStroke: '#4a5759',
  });
  layer.add(transformer);
  return { layer, transformer };
}

export interface StickersLayer {
  layer: Konva.Layer;
  nodes: Map<string, Konva.Image>;
  /**
   * Gives a sticker a bitmap of its new on-screen size once a resize has ended, as the editor
   * re-makes its proxy: a resized sticker is then drawn from as many pixels on both pages.
   */
  refit(item: CanvasItem, scale: number): Promise<void>;
}

/** A picture's bitmap with its look and sliders applied (issue 33), once, by the editor's own pixel function. */
async function filtered(bitmap: ImageBitmap | HTMLCanvasElement, item: PictureItem): Promise<ImageBitmap | HTMLCanvasElement> {
  if (isPlainFilter(item)) return bitmap;
  const canvas = document.createElement('canvas');
  drawFiltered(canvas, bitmap, item);
  if (bitmap instanceof ImageBitmap) bitmap.close();
  return createImageBitmap(canvas);
}

/**
 * An item's bitmap at exactly its on-screen device pixels: a picture pre-scaled (and filtered), a
 * text drawn in its font, library art from its vector (the same drawing as the editor's; the raw
 * page's texts and art are bitmaps like its pictures).
 */
async function bitmapOf(item: CanvasItem, blobs: ReadonlyMap<string, Blob>, scale: number): Promise<ImageBitmap | HTMLCanvasElement> {
  const { width, height } = itemSize(item);
  if (item.kind === 'picture' && (item.crop || item.shape)) return filtered(await croppedAndShaped(item, pictureOf(blobs, item.imageID), scale), item);
  if (item.kind === 'picture') return filtered(await prescaled(pictureOf(blobs, item.imageID), width, height, scale), item);
  if (item.kind === 'art') return renderArtBitmap(item, scale * dpr, item.source === 'emoji' ? await loadEmoji(item.artID) : null);
  if (item.kind !== 'text') throw new Error(`The bench scene has no ${item.kind} items`);
  await loadFont(item.fontFamily, item.text);
  return renderTextBitmap(item, scale * dpr);
}

/** The stickers layer and its nodes by itemID. */
export async function stickersLayer(scene: RawScene, blobs: ReadonlyMap<string, Blob>): Promise<StickersLayer> {
  const layer = new Konva.Layer({ name: 'stickers', listening: false });
  const nodes = new Map<string, Konva.Image>();
  for (const item of scene.items) {
    const node = new Konva.Image({
      id: item.itemID,
      name: 'sticker',
      image: await bitmapOf(item, blobs, scene.viewport.scale),
      perfectDrawEnabled: false,
    });
    placeSticker(node, item);
    layer.add(node);
    nodes.set(item.itemID, node);
  }
  const refit = async (item: CanvasItem, scale: number) => {
    const node = nodes.get(item.itemID);
    const { width, height } = itemSize(item);
    const wanted = devicePixels(width, height, scale);
    const shown = node?.image();
    const current = shown instanceof ImageBitmap || shown instanceof HTMLCanvasElement ? shown : null;
    if (!node || (current && Math.abs(current.width - wanted.width) <= 1 && Math.abs(current.height - wanted.height) <= 1)) return;
    node.image(await bitmapOf(item, blobs, scale));
    if (current instanceof ImageBitmap) current.close();
    layer.batchDraw();
  };
  return { layer, nodes, refit };
}

export function overlayLayer(scene: RawScene, outline: HTMLImageElement): Konva.Layer {
  const { template } = scene;
  const layer = new Konva.Layer({ name: 'overlay', listening: false });
  layer.add(
    new Konva.Shape({
      sceneFunc: (context) => drawTemplateShade(context._context, template),
    }),
  );
  layer.add(new Konva.Image({ image: outline, width: template.width, height: template.height }));
  return layer;
}
