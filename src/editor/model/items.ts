import type { CanvasItem, PictureItem, TextItem } from './types.ts';

/** What is true of each kind of item, for the code that treats kinds differently. */

export function isPicture(item: CanvasItem): item is PictureItem {
  return item.kind === 'picture';
}

export function isText(item: CanvasItem): item is TextItem {
  return item.kind === 'text';
}

/** The pictures' imageIDs, in the items' order (a picture used twice is listed twice). */
export function pictureImageIDs(items: readonly CanvasItem[]): string[] {
  return items.filter(isPicture).map((item) => item.imageID);
}
