import type { TemplateGeometry } from '../../../shared/catalog/templateGeometry.ts';
import type { Backdrop } from '../../model/designDocument.ts';
import { coverCrop } from '../../model/crop.ts';
import { ghostDrawSize, ghostLayout, ghostOpacity, visibleGhosts } from '../../model/ghosts.ts';
import type { CanvasItem, Size } from '../../model/types.ts';
import { drawArt } from './drawArt.ts';
import { drawBackground, drawInItemFrame } from './drawDesign.ts';
import { drawGhosts } from './drawGhosts.ts';
import { drawPictureBox, type PictureBitmap } from './drawPicture.ts';
import { drawText } from './drawText.ts';
import { addRoundedRect } from './paths.ts';

/** What a thumbnail shows in its photo places and draws its emoji from. */
export interface ThumbSources {
  /** The n-th photo place's picture (already in its look), drawn cropped to cover the place. */
  photo: (index: number) => PictureBitmap;
  /** An emoji's loaded image. */
  emoji: (artID: string) => CanvasImageSource | null;
  /** The size (image px) a shopper's stored photo has: what the ghosts are sized from. */
  photoSize: Size;
}

/** The camera module's plate and lenses, as the phone shows them through the cut-out. */
const camera = { plate: '#22292b', lens: '#0d1112', ring: '#3b4547' };

/** Where the lenses sit on the plate, as shares of its width and height, and their radius as a share of its shorter side. */
function lensLayout({ width, height }: { width: number; height: number }): { at: [number, number][]; radius: number } {
  const aspect = width / height;
  if (aspect > 0.75 && aspect < 1.34) return { at: [[0.28, 0.28], [0.28, 0.72], [0.7, 0.5]], radius: 0.17 };
  const count = Math.min(3, Math.max(2, Math.floor(Math.max(aspect, 1 / aspect) * 0.9)));
  const along = Array.from({ length: count }, (_, index) => (index + 0.5) / count);
  return { at: along.map((share) => (aspect > 1 ? [share, 0.5] : [0.5, share])), radius: Math.min(0.28, 0.4 / count / Math.min(aspect, 1 / aspect)) };
}

/** The camera module in its cut-out: a dark plate with its lenses. */
function drawCamera(ctx: CanvasRenderingContext2D, cutout: TemplateGeometry['cameraCutout']): void {
  ctx.beginPath();
  addRoundedRect(ctx, cutout);
  ctx.fillStyle = camera.plate;
  ctx.fill();
  const { at, radius } = lensLayout(cutout);
  const r = radius * Math.min(cutout.width, cutout.height);
  for (const [x, y] of at) {
    ctx.beginPath();
    ctx.arc(cutout.x + x * cutout.width, cutout.y + y * cutout.height, r, 0, 2 * Math.PI);
    ctx.fillStyle = camera.lens;
    ctx.fill();
    ctx.lineWidth = r * 0.16;
    ctx.strokeStyle = camera.ring;
    ctx.stroke();
  }
}

/**
 * The design's ghosts from the photos in its places, blended hard-light over what lies below as
 * the canvas and the print blend them; drawn on a canvas of their own, `scale` device px per unit.
 */
function drawThumbGhosts(ctx: CanvasRenderingContext2D, geometry: TemplateGeometry, photos: number, backdrop: Backdrop, sources: ThumbSources, scale: number): void {
  const imageIDs = Array.from({ length: photos }, (_, index) => String(index));
  const ghosts = visibleGhosts(ghostLayout(backdrop.ghostSeed, geometry, imageIDs), backdrop.ghostFreq);
  const layer = document.createElement('canvas');
  layer.width = Math.ceil(geometry.width * scale);
  layer.height = Math.ceil(geometry.height * scale);
  const layerCtx = layer.getContext('2d');
  if (!layerCtx) return;
  layerCtx.scale(scale, scale);
  const size = ghostDrawSize(sources.photoSize, backdrop.ghostSize);
  const images = new Map(imageIDs.map((imageID, index) => [imageID, sources.photo(index)]));
  drawGhosts(layerCtx, geometry, ghosts, images, new Map(imageIDs.map((imageID) => [imageID, size])), ghostOpacity(backdrop.ghostOpacity));
  ctx.save();
  ctx.globalCompositeOperation = 'hard-light';
  ctx.drawImage(layer, 0, 0, geometry.width, geometry.height);
  ctx.restore();
}

/**
 * A design template laid out on a model (its items back to front, its backdrop), drawn as the
 * case will print it through the editor's own drawing (background, ghosts, pictures, words,
 * art), with `sources`' photos in its photo places; cut to the case's back, the camera cut-out
 * dark. The context draws template units, `scale` device px each.
 */
export function drawTemplateThumb(
  ctx: CanvasRenderingContext2D,
  geometry: TemplateGeometry,
  items: readonly CanvasItem[],
  backdrop: Backdrop,
  sources: ThumbSources,
  scale: number,
): void {
  ctx.save();
  ctx.beginPath();
  addRoundedRect(ctx, geometry.caseBack);
  ctx.clip();
  drawBackground(ctx, geometry, backdrop.backgroundColor, null);
  const photos = items.filter((item) => item.kind === 'frame').length;
  if (backdrop.ghostsEnabled && photos > 0) drawThumbGhosts(ctx, geometry, photos, backdrop, sources, scale);
  let photo = 0;
  for (const item of items) {
    if (item.kind === 'text') drawText(ctx, item);
    else if (item.kind === 'art') drawArt(ctx, item, item.source === 'emoji' ? sources.emoji(item.artID) : null);
    else if (item.kind === 'frame') {
      const image = sources.photo(photo);
      photo += 1;
      drawInItemFrame(ctx, item, (size) => drawPictureBox(ctx, image, image, size, { crop: coverCrop(image, size), ...(item.shape && { shape: item.shape }) }));
    }
  }
  drawCamera(ctx, geometry.cameraCutout);
  ctx.restore();
}
