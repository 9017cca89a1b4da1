import type { PhoneModel } from '../../shared/catalog/catalog.ts';
import { templateGeometry } from '../../shared/catalog/templateGeometry.ts';
import type { DesignTemplate } from '../../shared/designTemplates/designTemplate.ts';
import { loadEmoji } from '../assets/artImages.ts';
import { loadSamplePhoto, loadTemplateFonts } from '../assets/templateAssets.ts';
import { measureLineIn } from '../assets/textMeasure.ts';
import { templateBackdrop } from '../model/backdrop.ts';
import { defaultBackdrop } from '../model/designDocument.ts';
import { storedPhonePhotos } from '../model/designTemplateCheck.ts';
import { layoutDesignTemplate } from '../model/designTemplateLayout.ts';
import type { CanvasItem } from '../model/types.ts';
import { drawFiltered } from './draw/filterBitmap.ts';
import { drawTemplateThumb } from './draw/drawTemplateThumb.ts';

/** A number from the template's id, so each template shows its own set of sample photos. */
function photoSet(template: DesignTemplate): number {
  let set = 7;
  for (let index = 0; index < template.id.length; index += 1) set = (set * 31 + template.id.charCodeAt(index)) % 9973;
  return set;
}

/** The sample photos for the template's places, each in its place's look. */
async function placePhotos(template: DesignTemplate, items: readonly CanvasItem[]) {
  const set = photoSet(template);
  const frames = items.filter((item) => item.kind === 'frame');
  return Promise.all(
    frames.map(async (frame, index) => {
      const photo = await loadSamplePhoto(set, index);
      if (!frame.look) return photo;
      const canvas = document.createElement('canvas');
      drawFiltered(canvas, photo, { look: frame.look });
      return canvas;
    }),
  );
}

/** The emoji of the template, by id; one that cannot be loaded (offline, never seen) is left out. */
async function emojiImages(items: readonly CanvasItem[]) {
  const ids = [...new Set(items.flatMap((item) => (item.kind === 'art' && item.source === 'emoji' ? [item.artID] : [])))];
  const loaded = await Promise.all(ids.map((id) => loadEmoji(id).catch(() => null)));
  return new Map(ids.map((id, index) => [id, loaded[index] ?? null]));
}

async function drawThumbnail(template: DesignTemplate, model: PhoneModel, widthPx: number): Promise<string> {
  await loadTemplateFonts(template);
  const geometry = templateGeometry(model);
  const items = layoutDesignTemplate({ template, geometry, measure: measureLineIn, newItemID: String });
  const [photos, emoji] = await Promise.all([placePhotos(template, items), emojiImages(items)]);
  const back = geometry.caseBack;
  const scale = widthPx / back.width;
  const canvas = document.createElement('canvas');
  canvas.width = widthPx;
  canvas.height = Math.round(back.height * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the design (no 2D canvas).');
  ctx.scale(scale, scale);
  ctx.translate(-back.x, -back.y);
  const backdrop = { ...defaultBackdrop(), ...templateBackdrop(template) };
  const sources = {
    photo: (index: number) => photos[index % photos.length] ?? new Image(),
    emoji: (artID: string) => emoji.get(artID) ?? null,
    photoSize: storedPhonePhotos[0] ?? { width: 1, height: 1 },
  };
  drawTemplateThumb(ctx, geometry, items, backdrop, sources, scale);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.9));
  if (!blob) throw new Error('The design could not be drawn.');
  return URL.createObjectURL(blob);
}

const thumbnails = new Map<string, Promise<string>>();
let queue: Promise<unknown> = Promise.resolve();

/**
 * The thumbnail of a design template on a model (issue 49): laid out by the editor's own layout
 * code and drawn by its own drawing (drawTemplateThumb), with the store's sample photos in its
 * photo places; `widthPx` device px wide. An object URL of a WebP image, kept for the page's
 * life. Thumbnails are drawn one after another (the gallery asks for all of them at once), in the
 * order asked for.
 */
export function templateThumbnail(template: DesignTemplate, model: PhoneModel, widthPx: number): Promise<string> {
  const key = `${template.id}/${model.key}/${widthPx}`;
  let thumbnail = thumbnails.get(key);
  if (!thumbnail) {
    thumbnail = queue.then(() => drawThumbnail(template, model, widthPx));
    queue = thumbnail.catch(() => undefined);
    thumbnails.set(key, thumbnail);
    thumbnail.catch(() => thumbnails.delete(key));
  }
  return thumbnail;
}
