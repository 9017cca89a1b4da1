/**
 * The collage bench design (issue 20): the editor bench's 50 stickers and 10 texts, every
 * picture cropped (a seeded zoom of 1.2–3× into a seeded part of it) and cut to a shape, the
 * five shapes in turn. The gesture sticker is a circle of the whole picture: the editor swaps two
 * cropped pictures when one is dropped on the other (issue 20 item 5), which the drag would do at
 * its end, and the raw page (drawing only) would not.
 */
import { mulberry32 } from '../../src/editor/model/ghosts.ts';
import { itemSize } from '../../src/editor/model/geometry.ts';
import { shapeKinds } from '../../src/editor/model/shapePath.ts';
import type { NewCanvasItem, Size } from '../../src/editor/model/types.ts';
import { gestureItemID } from './editorScene.ts';

/** A crop of the box's aspect ratio, `zoom` times into the picture, at a seeded place inside it. */
function seededCrop(picture: Size, box: Size, zoom: number, random: () => number) {
  const pxPerUnit = Math.min(picture.width / box.width, picture.height / box.height) / zoom;
  const width = box.width * pxPerUnit;
  const height = box.height * pxPerUnit;
  return { x: random() * (picture.width - width), y: random() * (picture.height - height), width, height };
}

/** The items with every picture cropped and shaped; `picture` is the stored size of every bench picture. */
export function cropAndShape(items: readonly NewCanvasItem[], picture: Size): NewCanvasItem[] {
  const random = mulberry32(2_020);
  let pictures = 0;
  return items.map((item) => {
    if (item.kind !== 'picture') return item;
    if (item.itemID === gestureItemID) return { ...item, shape: { kind: 'circle' } };
    const kind = shapeKinds[pictures % shapeKinds.length] ?? 'rectangle';
    pictures += 1;
    return { ...item, crop: seededCrop(picture, itemSize(item), 1.2 + random() * 1.8, random), shape: { kind } };
  });
}
