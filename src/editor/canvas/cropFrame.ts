import type Konva from 'konva';
import { pictureRectInBox } from '../model/crop.ts';
import { cornerPoint, cropCorners } from '../model/cropHandles.ts';
import { itemCentre, itemSize } from '../model/geometry.ts';
import type { PictureItem, Size } from '../model/types.ts';

/**
 * Sets crop mode's frame (CropLayer's `crop-frame` group, in the picture's own frame: units from
 * its box's top-left, turned and mirrored as the item) to show `item`'s box and crop over the
 * whole `picture` (image px). CropLayer calls it when the store's draft changes, the gestures on
 * every move, so a crop gesture redraws one small layer and writes the store only when it ends.
 */
export function applyCropFrame(frame: Konva.Group, item: PictureItem, picture: Size): void {
  const box = itemSize(item);
  const centre = itemCentre(item);
  frame.setAttrs({
    x: centre.x,
    y: centre.y,
    offsetX: box.width / 2,
    offsetY: box.height / 2,
    rotation: item.rotation,
    scaleX: item.flipX ? -1 : 1,
  });
  const whole = pictureRectInBox(item.crop ?? { x: 0, y: 0, ...picture }, box, picture);
  frame.findOne('.crop-picture-dimmed')?.setAttrs(whole);
  frame.findOne('.crop-picture')?.setAttrs(whole);
  frame.findOne('.crop-window')?.setAttrs({ clipX: 0, clipY: 0, clipWidth: box.width, clipHeight: box.height });
  frame.findOne('.crop-border')?.setAttrs(box);
  for (const corner of cropCorners) frame.findOne(`.crop-handle-${corner}`)?.setAttrs(cornerPoint(corner, box));
}
