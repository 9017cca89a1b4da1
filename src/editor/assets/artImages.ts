import { emojiFileURL } from './artFiles.ts';

/**
 * Loads emoji as SVG images, each once per page (the browser caches the file too): a canvas
 * draws an SVG image as vectors at whatever size it is drawn, so the screen's bitmaps and the
 * print file are sharp at any size. A file that cannot be loaded is an error naming what is
 * missing, never a blank; the next try fetches it again.
 */

export class ArtLoadError extends Error {
  override name = 'ArtLoadError';
  constructor() {
    super('We could not load an emoji on your case. Check your connection and try again.');
  }
}

const images = new Map<string, Promise<HTMLImageElement>>();
const loaded = new Map<string, HTMLImageElement>();

function fetchImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new ArtLoadError());
    image.src = url;
  });
}

/** The emoji's SVG image, decoded; rejects with an ArtLoadError when it cannot be had. */
export function loadEmoji(emojiID: string): Promise<HTMLImageElement> {
  const known = images.get(emojiID);
  if (known) return known;
  const url = emojiFileURL(emojiID);
  const image = url === null ? Promise.reject(new ArtLoadError()) : fetchImage(url);
  images.set(emojiID, image);
  image.then(
    (ready) => loaded.set(emojiID, ready),
    () => images.delete(emojiID),
  );
  return image;
}

/** The emoji's image if it is loaded already (then drawing can start at once), else null. */
export function loadedEmoji(emojiID: string): HTMLImageElement | null {
  return loaded.get(emojiID) ?? null;
}
