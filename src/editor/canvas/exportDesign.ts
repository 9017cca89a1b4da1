import { exportPixelRatio } from '../model/constants.ts';
import { itemSize } from '../model/geometry.ts';
import { exportSize, isExportTooLarge } from '../model/imageSizing.ts';
import { ghostDrawSize, ghostLayout, visibleGhosts } from '../model/ghosts.ts';
import { clipInItemBox, coveringRects, visibleItemsOnPrint, type VisibleItems } from '../model/printVisibility.ts';
import { isArt, isPicture, isText, pictureImageIDs } from '../model/items.ts';
import { itemOpacity } from '../model/opacity.ts';
import { isPlainFilter } from '../model/pictureFilter.ts';
import type { CanvasItem, PictureItem, PrintedItem, Rect, Size } from '../model/types.ts';
import type { StoredImage } from '../assets/imageStore.ts';
import { decodeAtMost, storedImage } from '../assets/bitmapCache.ts';
import { decodeStoredForPrint } from '../assets/decodeStored.ts';
import { loadEmoji } from '../assets/artImages.ts';
import { loadFont } from '../assets/fontLoader.ts';
import { drawBackground, drawSticker } from './draw/drawDesign.ts';
import { cropZoom } from './draw/drawPicture.ts';
import { drawArt } from './draw/drawArt.ts';
import { closeFiltered, filterPicture, type ShownPicture } from './filterPicture.ts';
import { drawTextInPrint } from './draw/drawText.ts';
import { atOpacity } from './draw/atOpacity.ts';
import { withinClip } from './draw/withinClip.ts';
import type { GhostLayerJob, GhostPicture } from './draw/ghostLayerJob.ts';
import { renderGhostLayer, type GhostLayer } from './ghostLayer.ts';
import { keepPrintCanvas, withPrintCanvas } from './printCanvas.ts';
import { printGhostLayers } from './printGhostLayer.ts';
import { quietAfter, taskActivity } from './quietAfter.ts';

/** A sticker whose picture this browser no longer has or cannot decode: the print file would lack it. */
export class MissingPictureError extends Error {
  override name = 'MissingPictureError';
  readonly itemID: string;
  constructor(itemID: string) {
    super(
      'A picture on your case is missing from this browser, so it cannot be printed. The sticker is selected: remove it, or add its picture again.',
    );
    this.itemID = itemID;
  }
}

/** Everything the print file shows; template units throughout. */
export interface DesignToExport {
  template: Size;
  backgroundColor: string;
  /** The background picture shown, by its imageID; null: the colour alone. */
  backgroundImageID: string | null;
  ghosts: { enabled: boolean; seed: number; freq: number; size: number; opacity: number };
  /** Back to front; never an empty frame (model/items printedItems). */
  items: readonly PrintedItem[];
  /** Pixel sizes of the stored images by imageID. */
  imageSizes: ReadonlyMap<string, Size>;
}

/** Print-size sticker decodes kept in flight while drawing, to bound memory. */
const stickerDecodesAhead = 6;

/**
 * Each item with its decoded bitmap, in order, keeping up to `ahead` decodes running in parallel
 * so drawing never waits on one decode at a time. The first decodes start at the call, before
 * the result is iterated.
 */
function decodedAhead<T, Decoded>(
  items: readonly T[],
  decode: (item: T) => Promise<Decoded | null>,
  ahead: number,
): AsyncGenerator<readonly [T, Decoded | null]> {
  const pending = items.slice(0, ahead).map(decode);
  return (async function* inOrder() {
    for (let index = 0; index < items.length; index += 1) {
      const next = items[index + ahead];
      if (next !== undefined) pending.push(decode(next));
      const item = items[index];
      const bitmap = await pending[index];
      if (item !== undefined) yield [item, bitmap ?? null] as const;
    }
  })();
}

// Imports keep only opaque pictures as JPEG.
const isOpaque = (picture: GhostPicture | undefined) => picture?.blob.type === 'image/jpeg';
/** Whether the picture of an imageID among `pictures` is opaque. */
const opaqueAmong = (pictures: ReadonlyMap<string, GhostPicture>) => (imageID: string) => isOpaque(pictures.get(imageID));

/** Each sticker's stored picture, read once; a missing one stops the export (MissingPictureError). */
async function readPictures(items: readonly CanvasItem[]): Promise<Map<string, StoredImage>> {
  const imageIDs = [...new Set(pictureImageIDs(items))];
  const stored = await Promise.all(imageIDs.map(storedImage));
  const pictures = new Map<string, StoredImage>();
  stored.forEach((picture, index) => {
    const imageID = imageIDs[index];
    if (picture && imageID !== undefined) pictures.set(imageID, picture);
  });
  const missing = items.filter(isPicture).find((item) => !pictures.has(item.imageID));
  if (missing) throw new MissingPictureError(missing.itemID);
  return pictures;
}

/** Pixel sizes of the ghosts of the stored pictures, in template units, by imageID. */
function ghostSizesOf(design: DesignToExport, pictures: ReadonlyMap<string, unknown>): Map<string, Size> {
  const sizes = new Map<string, Size>();
  for (const imageID of pictures.keys()) {
    const imageSize = design.imageSizes.get(imageID);
    if (imageSize) sizes.set(imageID, ghostDrawSize(imageSize, design.ghosts.size));
  }
  return sizes;
}

/**
 * The print file's ghost layer job; null without ghosts to draw. The layer leaves out what
 * other (opaque) ghosts cover, and what the opaque stickers of `covering` do: the layer drawn
 * ahead and kept (printGhostLayer) is given none, as it must not change when a sticker moves; an
 * export that finds none kept draws its own with the design's stickers.
 */
function ghostJob(
  design: DesignToExport,
  pictures: ReadonlyMap<string, GhostPicture>,
  sizes: ReadonlyMap<string, Size>,
  covering: readonly PrintedItem[],
): GhostLayerJob | null {
  const { template, ghosts: settings, items } = design;
  const ghosts = visibleGhosts(ghostLayout(settings.seed, template, pictureImageIDs(items)), settings.freq);
  if (ghosts.length === 0) return null;
  const isOpaquePicture = opaqueAmong(pictures);
  return {
    ...exportSize(template, exportPixelRatio),
    ratio: exportPixelRatio,
    template,
    ghosts,
    sizes,
    opacity: settings.opacity / 100,
    pictures,
    opaquePictures: new Set([...pictures.keys()].filter(isOpaquePicture)),
    covering: coveringRects(covering, isOpaquePicture).filter((rect) => rect.opaque),
  };
}

/** What the kept ghost layer depends on: the ghost settings, the template and which pictures are placed (at which sizes). */
function ghostKey(design: DesignToExport, sizes: ReadonlyMap<string, Size>): string {
  return JSON.stringify([design.template, design.ghosts, pictureImageIDs(design.items), [...sizes]]);
}

/** The print file's ghost layer drawn ahead and kept for the next exports (preparePrint). */
function keptGhostLayer(design: DesignToExport, pictures: ReadonlyMap<string, GhostPicture>): Promise<GhostLayer | null> {
  const sizes = ghostSizesOf(design, pictures);
  return printGhostLayers.layerFor(ghostKey(design, sizes), () => ghostJob(design, pictures, sizes, []));
}

/**
 * The export's ghost layer, null with the ghosts off or none to draw: the kept one when nothing
 * it depends on has changed (ready, or still being drawn ahead); else, right after a ghost
 * setting changed, one of only what of the ghosts the design's opaque stickers leave showing,
 * drawn for this export alone (with the bench's 50 stickers, an eighth of the ghosts' area or
 * less). `done` frees it.
 */
async function exportGhostLayer(
  design: DesignToExport,
  pictures: ReadonlyMap<string, GhostPicture>,
): Promise<{ layer: GhostLayer | null; done(): void }> {
  if (!design.ghosts.enabled) return { layer: null, done: () => undefined };
  const sizes = ghostSizesOf(design, pictures);
  const kept = printGhostLayers.kept(ghostKey(design, sizes));
  if (kept) return { layer: await kept, done: () => undefined };
  const job = ghostJob(design, pictures, sizes, design.items);
  const layer = job ? await renderGhostLayer(job) : null;
  return { layer, done: () => layer?.close() };
}

/**
 * The items the print file draws (those that can show a pixel: later opaque stickers cover the
 * others wholly), and the clip of each that they cover in part.
 */
function visibleItems(design: DesignToExport, pictures: ReadonlyMap<string, StoredImage>): VisibleItems {
  return visibleItemsOnPrint(design.template, design.items, opaqueAmong(pictures));
}

/** The exports being drawn, and when the last one ended. */
const exportsDrawing = taskActivity();

/**
 * Prepares the next export of the design: makes its print canvas and draws its ghost layer in a
 * worker (or frees the kept one with the ghosts off), both kept for the export to find ready.
 * Call once the ghost settings, the placed pictures or the model have settled; `signal` aborts
 * it when they change again before it starts drawing.
 */
export async function preparePrint(design: DesignToExport, quietMs: number, signal: AbortSignal): Promise<void> {
  // Right after a ghost setting changed, an export draws its own ghost layer: this one waits
  // rather than take the cores it is using, and then until no export has run for `quietMs`. A
  // shopper who changes a setting and saves, again and again, is still choosing: a layer drawn
  // ahead at once after each export took the one ghost worker just as the next export needed it.
  if (!(await quietAfter(exportsDrawing, quietMs, signal))) return;
  const pictures = design.ghosts.enabled ? await readPictures(design.items) : null;
  await keepPrintCanvas(exportSize(design.template, exportPixelRatio));
  if (signal.aborted) return;
  if (!pictures) {
    printGhostLayers.release();
    return;
  }
  await keptGhostLayer(design, pictures);
}

/** Draws a layer over the whole output, scaled to it. */
function composite(ctx: CanvasRenderingContext2D, layer: CanvasImageSource, operation: GlobalCompositeOperation) {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalCompositeOperation = operation;
  ctx.drawImage(layer, 0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.restore();
}

/**
 * A picture decoded for print with its look and sliders applied to the part its crop shows, by
 * the same function as the screen's display bitmap (filterPicture), at the size it prints (a
 * decode can be up to twice that: printDecodeSize), and only where its print `clip` lets it
 * show; the decode is freed.
 */
async function withFilter(decoded: ImageBitmap, picture: Size, item: PictureItem, clip: readonly Rect[] | undefined): Promise<ShownPicture> {
  if (isPlainFilter(item)) return { image: decoded, picture, crop: item.crop };
  try {
    return await filterPicture(decoded, picture, item.crop, item, {
      box: itemSize(item),
      pixelsPerUnit: exportPixelRatio,
      ...(clip && { shows: clipInItemBox(item, clip) }),
    });
  } finally {
    decoded.close();
  }
}

/** The printed items with their pictures decoded at print size (and filtered), the first decodes started now. */
function decodedItems(items: readonly PrintedItem[], pictures: ReadonlyMap<string, StoredImage>, clips: VisibleItems['itemClips']) {
  const decodeSticker = async (item: PrintedItem) => {
    const picture = isPicture(item) ? pictures.get(item.imageID) : undefined;
    if (!picture || !isPicture(item)) return null;
    const size = itemSize(item);
    // A crop shows part of the picture at the print size, so the whole is decoded that much larger.
    const longSide = Math.max(size.width, size.height) * exportPixelRatio * cropZoom(picture, item.crop);
    const decoded = await decodeStoredForPrint(picture, longSide).catch(() => null);
    const stored = { width: picture.width, height: picture.height };
    return decoded && withFilter(decoded, stored, item, clips.get(item.itemID)).catch(() => null);
  };
  return decodedAhead(items, decodeSticker, stickerDecodesAhead);
}

/**
 * Draws the items at print size over the background and ghosts, in layer order, each only where
 * the opaque stickers above it leave it showing (`clips`; rasterising what they cover was most
 * of an export's time) and at its opacity: each picture freed as soon as it is drawn, each text
 * in its font (loaded before) at the context's 2× scale.
 */
async function drawItems(
  ctx: CanvasRenderingContext2D,
  decoded: ReturnType<typeof decodedItems>,
  pictures: ReadonlyMap<string, StoredImage>,
  clips: VisibleItems['itemClips'],
  emoji: ReadonlyMap<string, HTMLImageElement>,
): Promise<void> {
  for await (const [item, printed] of decoded) {
    const clip = clips.get(item.itemID);
    const opacity = itemOpacity(item);
    if (isText(item)) {
      withinClip(ctx, clip, () => drawTextInPrint(ctx, item, exportPixelRatio));
      continue;
    }
    if (isArt(item)) {
      withinClip(ctx, clip, () => atOpacity(ctx, opacity, () => drawArt(ctx, item, emoji.get(item.artID) ?? null)));
      continue;
    }
    if (!printed || !pictures.has(item.imageID)) throw new MissingPictureError(item.itemID);
    withinClip(ctx, clip, () => atOpacity(ctx, opacity, () => drawSticker(ctx, { ...item, crop: printed.crop }, printed.image, printed.picture)));
    closeFiltered(printed.image);
  }
}

/** Loads every text's font; a font that cannot be loaded stops the export (FontLoadError), never a fallback. */
async function loadFonts(items: readonly CanvasItem[]): Promise<void> {
  await Promise.all(items.filter(isText).map((item) => loadFont(item.fontFamily, item.text)));
}

/** Loads every emoji's SVG by its id; one that cannot be loaded stops the export (ArtLoadError), never a blank. */
async function loadEmojiImages(items: readonly CanvasItem[]): Promise<Map<string, HTMLImageElement>> {
  const ids = [...new Set(items.filter(isArt).filter((item) => item.source === 'emoji').map((item) => item.artID))];
  const images = await Promise.all(ids.map(loadEmoji));
  return new Map(ids.map((id, index) => [id, images[index] as HTMLImageElement]));
}

/**
 * The print file: the design layer over the template's whole rectangle at 2× its size, as a
 * PNG, with no watermark, overlay or selection; texts in their own fonts and library art from its
 * vectors, drawn at that size.
 * What opaque stickers cover is not drawn (model/printVisibility); each picture
 * is decoded at the size it is printed and freed at once. The ghost layer comes from a worker,
 * usually drawn ahead (preparePrint). Resolves to null (with a warning) when the output
 * would exceed 16,777,216 pixels (SPEC §5).
 */
export function exportDesign(design: DesignToExport): Promise<Blob | null> {
  return exportsDrawing.track(drawExport(design));
}

async function drawExport(design: DesignToExport): Promise<Blob | null> {
  const ratio = exportPixelRatio;
  const size = exportSize(design.template, ratio);
  if (isExportTooLarge(size)) {
    console.warn(`Export refused: ${size.width}x${size.height} is over 16777216 pixels.`);
    return null;
  }
  const [pictures, , emoji] = await Promise.all([readPictures(design.items), loadFonts(design.items), loadEmojiImages(design.items)]);
  const printed = visibleItems(design, pictures);
  // The ghost layer is drawn in a worker while the stickers decode and the background is drawn.
  const ghostLayer = exportGhostLayer(design, pictures);
  const decoded = decodedItems(printed.items, pictures, printed.itemClips);

  return withPrintCanvas(size, async (ctx) => {
    ctx.scale(ratio, ratio);
    const background = design.backgroundImageID
      ? await decodeAtMost(design.backgroundImageID, Math.max(size.width, size.height))
      : null;
    drawBackground(ctx, design.template, design.backgroundColor, background);
    background?.close();
    // Drawn straight after it resolves: a kept layer is closed only once a newer job replaces it.
    const ghosts = await ghostLayer;
    if (ghosts.layer) composite(ctx, ghosts.layer.image, 'hard-light');
    ghosts.done();
    // Pictures decoded larger than they print are scaled down as they are drawn (decodeStoredForPrint).
    ctx.imageSmoothingQuality = 'high';
    await drawItems(ctx, decoded, pictures, printed.itemClips, emoji);
    return new Promise<Blob | null>((resolve) => ctx.canvas.toBlob((blob) => resolve(blob), 'image/png'));
  });
}
