import { minCornerDistance, minItemArea, rotationSnapDegrees } from './constants.ts';
import { centredBounds, fromItemFrame, itemCentre, itemSize, rotatePoint, toItemFrame, translateItem } from './geometry.ts';
import type { PointerTarget } from './hitTest.ts';
import type { CanvasItem, Handle, ItemBounds, Point, Size } from './types.ts';

/** The four resize handles. */
export type CornerHandle = Exclude<Handle, 'rotate'>;

/** Which way each corner lies from the centre in the item's frame (x, y). */
const cornerDirections: Record<CornerHandle, [number, number]> = {
  'top-left': [-1, -1],
  'top-right': [1, -1],
  'bottom-right': [1, 1],
  'bottom-left': [-1, 1],
};

/**
 * Whether a resize from `current` to `next` (units) is allowed (SPEC §5): both sides at least 10
 * units, and the area not below 75000 units². A sticker that is already smaller than that may
 * still grow, so it never gets stuck.
 */
export function isResizeAllowed(current: Size, next: Size): boolean {
  if (next.width < minCornerDistance || next.height < minCornerDistance) return false;
  const area = next.width * next.height;
  return area >= minItemArea || area >= current.width * current.height;
}

/**
 * New bounds after dragging a corner handle to the template point `pointer` (units). The ratio is
 * kept and the opposite corner stays where it is on the template, at any rotation: the pointer is
 * taken into the item's frame and projected onto the diagonal through the fixed corner. Returns null
 * when the resize is refused (see isResizeAllowed), including when the corner crosses over.
 */
export function resizeFromCorner(item: CanvasItem, handle: CornerHandle, pointer: Point): ItemBounds | null {
  const size = itemSize(item);
  const centre = itemCentre(item);
  const [dirX, dirY] = cornerDirections[handle];
  const fixedLocal = { x: centre.x - (dirX * size.width) / 2, y: centre.y - (dirY * size.height) / 2 };
  const local = toItemFrame(item, pointer);
  const reachX = (local.x - fixedLocal.x) * dirX;
  const reachY = (local.y - fixedLocal.y) * dirY;
  const factor = (reachX * size.width + reachY * size.height) / (size.width ** 2 + size.height ** 2);
  const next = { width: size.width * factor, height: size.height * factor };
  if (!isResizeAllowed(size, next)) return null;
  const fixed = fromItemFrame(item, fixedLocal);
  const unrotatedCentre = { x: fixed.x + (dirX * next.width) / 2, y: fixed.y + (dirY * next.height) / 2 };
  return centredBounds(rotatePoint(unrotatedCentre, fixed, item.rotation), next);
}

/**
 * The rotation (degrees clockwise, 0 ≤ r < 360) that points the item's rotate handle at the
 * template point `pointer` (units), snapped to 0/90/180/270 when within `snapDegrees` of one.
 * A pointer on the centre keeps the current rotation.
 */
export function rotationTowards(item: CanvasItem, pointer: Point, snapDegrees = rotationSnapDegrees): number {
  const centre = itemCentre(item);
  if (pointer.x === centre.x && pointer.y === centre.y) return item.rotation;
  // The handle sits straight above the centre at rotation 0, i.e. at -90° from the +x axis.
  const degrees = (Math.atan2(pointer.y - centre.y, pointer.x - centre.x) * 180) / Math.PI + 90;
  const normalised = ((degrees % 360) + 360) % 360;
  const rightAngle = Math.round(normalised / 90) * 90;
  return Math.abs(normalised - rightAngle) <= snapDegrees ? rightAngle % 360 : normalised;
}

/** A one-finger change of a sticker in progress, from where it started. */
export type ItemGesture =
  | { kind: 'move'; item: CanvasItem; from: Point }
  | { kind: 'resize'; item: CanvasItem; handle: CornerHandle }
  | { kind: 'rotate'; item: CanvasItem };

/**
 * The sticker as the gesture leaves it with the pointer at the template point `at` (units):
 * moved by the pointer's travel, resized from its corner, or turned towards the pointer. Null
 * when a resize is refused (the sticker keeps its last allowed size).
 */
export function itemDuringGesture(gesture: ItemGesture, at: Point): CanvasItem | null {
  switch (gesture.kind) {
    case 'move':
      return translateItem(gesture.item, at.x - gesture.from.x, at.y - gesture.from.y);
    case 'resize': {
      const bounds = resizeFromCorner(gesture.item, gesture.handle, at);
      return bounds ? { ...gesture.item, ...bounds } : null;
    }
    case 'rotate':
      return { ...gesture.item, rotation: rotationTowards(gesture.item, at) };
  }
}

/**
 * The gesture a finger starts on a pointer target (model/hitTest pointerTarget): the body moves
 * the item, a corner resizes it, the top handle rotates it; nothing for empty space.
 */
export function gestureFor(target: PointerTarget, at: Point): ItemGesture | null {
  if (target.kind === 'empty') return null;
  const { item } = target;
  if (target.kind === 'item') return { kind: 'move', item, from: at };
  return target.handle === 'rotate' ? { kind: 'rotate', item } : { kind: 'resize', item, handle: target.handle };
}
