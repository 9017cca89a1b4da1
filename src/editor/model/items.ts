import type { ArtItem, CanvasItem, FrameItem, PictureItem, PrintedItem, TextItem } from './types.ts';

/** What is true of each kind of item, for the code that treats kinds differently. */

export function isPicture(item: CanvasItem): item is PictureItem {
  return item.kind === 'picture';
}

export function isText(item: CanvasItem): item is TextItem {
  return item.kind === 'text';
}

export function isFrame(item: CanvasItem): item is FrameItem {
  return item.kind === 'frame';
}

/** The items that reach the print file and its review: all but the empty frames, which are on screen only. */
export function printedItems(items: readonly CanvasItem[]): PrintedItem[] {
  return items.filter((item): item is PrintedItem => !isFrame(item));
}

export function isArt(item: CanvasItem): item is ArtItem {
  return item.kind === 'art';
}

/** The pictures' imageIDs, in the items' order (a picture used twice is listed twice). */
export function pictureImageIDs(items: readonly CanvasItem[]): string[] {
  return items.filter(isPicture).map((item) => item.imageID);
}
