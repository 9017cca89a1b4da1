import { groupCentre } from './groupTransform.ts';
import { centredBounds, itemCentre, itemSize } from './geometry.ts';
import type { OrientedBounds } from './itemLocal.ts';
import { normaliseRotation } from './transform.ts';
import type { CanvasItem } from './types.ts';

/** An item that can be mirrored: any canvas item with the optional flipX field. */
export type FlippableItem = CanvasItem & Pick<OrientedBounds, 'flipX'>;

/** The item with flipX toggled; a false flipX is left out, as designs saved before it have none. */
export function toggleFlipX<T extends FlippableItem>(item: T): T {
  const { flipX, ...rest } = item;
  return (flipX ? rest : { ...rest, flipX: true }) as T;
}

/**
 * Flip: the items mirrored horizontally as they are seen, about the vertical centre line of their
 * group's box (an item alone: its own centre). Each centre is mirrored across that line, flipX
 * toggles and the rotation is negated (a picture tilted 30° clockwise, mirrored, leans 30° the
 * other way). Flipping twice gives the items back.
 */
export function flipItems<T extends FlippableItem>(items: readonly T[]): T[] {
  const axis = groupCentre(items).x;
  return items.map((item) => {
    const centre = itemCentre(item);
    const mirrored = { x: 2 * axis - centre.x, y: centre.y };
    return { ...toggleFlipX(item), ...centredBounds(mirrored, itemSize(item)), rotation: normaliseRotation(-item.rotation) };
  });
}
