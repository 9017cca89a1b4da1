/**
 * The looks bench design (issue 33): the editor bench's 50 stickers and 10 texts, every picture
 * given a look (the ten in turn) and seeded slider positions, so no two pictures share a filter.
 */
import { mulberry32 } from '../../src/editor/model/ghosts.ts';
import { filterKey } from '../../src/editor/model/pictureFilter.ts';
import type { NewCanvasItem } from '../../src/editor/model/types.ts';
import { adjustNames, lookNames } from '../../src/shared/pictureLooks.ts';

/** A seeded slider position from −60 to 60, never 0. */
const position = (random: () => number) => (Math.round(random() * 120) - 60 || 1);

/** The items with every picture given its own look and slider positions. */
export function giveLooks(items: readonly NewCanvasItem[]): NewCanvasItem[] {
  const random = mulberry32(3_033);
  let pictures = 0;
  const looked = items.map((item) => {
    if (item.kind !== 'picture') return item;
    const look = lookNames[pictures % lookNames.length] ?? 'original';
    pictures += 1;
    return { ...item, look, adjust: Object.fromEntries(adjustNames.map((name) => [name, position(random)])) };
  });
  const keys = looked.flatMap((item) => (item.kind === 'picture' ? [filterKey(item)] : []));
  if (new Set(keys).size !== keys.length) throw new Error('two bench pictures share a filter');
  return looked;
}
