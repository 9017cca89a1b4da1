import type { DesignTemplate } from '../../shared/designTemplates/designTemplate.ts';
import { photoKinds, photoSvg } from '../../shared/samplePhotos.ts';
import { loadFont } from './fontLoader.ts';

/** The fonts of a design template's words, loaded for what each says (they are measured to be laid out). */
export async function loadTemplateFonts(template: DesignTemplate): Promise<void> {
  await Promise.all(template.items.flatMap((item) => (item.kind === 'text' ? [loadFont(item.fontFamily, item.text)] : [])));
}

/** A sample photo's size (px): a phone photo's 4:3, drawn cropped to cover its frame. */
const sampleSize = { width: 480, height: 360 };

const samples = new Map<string, Promise<HTMLImageElement>>();

/**
 * The n-th sample photo of a set (shared/samplePhotos: the store's procedural pictures), decoded
 * once per page: what a design template's thumbnail shows in its photo places.
 */
export function loadSamplePhoto(set: number, index: number): Promise<HTMLImageElement> {
  const key = `${set}/${index}`;
  let image = samples.get(key);
  if (!image) {
    const photo = { kind: photoKinds[(set + index) % photoKinds.length] ?? 'landscape', seed: set * 97 + index * 13 + 1 };
    const { width, height } = sampleSize;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${photoSvg(`p${set}-${index}`, photo, width, height)}</svg>`;
    image = new Promise((resolve, reject) => {
      const element = new Image(width, height);
      element.onload = () => resolve(element);
      element.onerror = () => reject(new Error('A sample photo could not be drawn.'));
      element.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    });
    samples.set(key, image);
    image.catch(() => samples.delete(key));
  }
  return image;
}
