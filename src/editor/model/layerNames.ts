import { findArtShape } from '../../shared/art/artShapes.ts';
import type { CanvasItem } from './types.ts';

/** How long a text's name may be before it is cut with an ellipsis. */
const textNameLength = 24;

/**
 * The Layers list's rows (issue 21): the items topmost first, each with its accessible name. A
 * picture is "Photo n", n counting the pictures from the back layer up (so Photo 1 is the
 * bottom one); an empty collage cell "Empty frame n", counted the same way; a text is "Text: "
 * and its words on one line; an emoji "Emoji n", counted as the photos are; a shape "Shape: "
 * and its name.
 */
export function layerRows<T extends CanvasItem>(items: readonly T[]): { item: T; name: string }[] {
  const backToFront = [...items].sort((a, b) => a.itemIndex - b.itemIndex);
  let pictures = 0;
  let frames = 0;
  let emoji = 0;
  const rows = backToFront.map((item) => {
    if (item.kind === 'picture') return { item, name: `Photo ${(pictures += 1)}` };
    if (item.kind === 'frame') return { item, name: `Empty frame ${(frames += 1)}` };
    if (item.kind === 'art' && item.source === 'emoji') return { item, name: `Emoji ${(emoji += 1)}` };
    if (item.kind === 'art') return { item, name: `Shape: ${findArtShape(item.artID)?.name ?? item.artID}` };
    const words = item.text.replace(/\s+/g, ' ').trim();
    const shown = words.length > textNameLength ? `${words.slice(0, textNameLength - 1)}…` : words;
    return { item, name: `Text: ${shown}` };
  });
  return rows.reverse();
}
