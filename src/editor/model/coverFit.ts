import type { Rect, Size } from './types.ts';

/**
 * Where to draw an image so it covers the whole box, centred and cropped evenly (CSS
 * `object-fit: cover`). Used for the background image over the template.
 */
export function coverRect(image: Size, box: Size): Rect {
  const scale = Math.max(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  return { x: (box.width - width) / 2, y: (box.height - height) / 2, width, height };
}
