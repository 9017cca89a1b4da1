import type Konva from 'konva';
import { rotateHandleOffset, selectorStrokeWidth } from '../model/constants.ts';
import { itemCentre, itemSize } from '../model/geometry.ts';
import type { CanvasItem } from '../model/types.ts';

/** Drawn handle radius in screen px (the hit radius is larger: model/hitTest). */
const handleRadiusPx = 11;
const minFramePx = 2;

/**
 * Puts the selector box on `item` (template units) at zoom `scale`, or hides it. Shared by the
 * React render and the gestures, which call it while a sticker moves without a store write.
 */
export function placeSelection(layer: Konva.Layer, item: CanvasItem | null, scale: number): void {
  const frame = layer.findOne<Konva.Group>('.selection-frame');
  if (!frame) return;
  if (!item) {
    if (frame.visible()) {
      frame.visible(false);
      layer.batchDraw();
    }
    return;
  }
  const { width, height } = itemSize(item);
  const centre = itemCentre(item);
  const radius = handleRadiusPx / scale;
  frame.setAttrs({ visible: true, x: centre.x, y: centre.y, rotation: item.rotation });
  frame.findOne('.selection-box')?.setAttrs({
    x: -width / 2,
    y: -height / 2,
    width,
    height,
    strokeWidth: Math.max(minFramePx, selectorStrokeWidth * scale),
  });
  const corners: Record<string, [number, number]> = {
    'top-left': [-width / 2, -height / 2],
    'top-right': [width / 2, -height / 2],
    'bottom-right': [width / 2, height / 2],
    'bottom-left': [-width / 2, height / 2],
    rotate: [0, -height / 2 - rotateHandleOffset],
  };
  for (const [name, [x, y]] of Object.entries(corners)) {
    frame.findOne(`.handle-${name}`)?.setAttrs({ x, y, radius });
  }
  frame.findOne('.rotate-stem')?.setAttrs({
    points: [0, -height / 2, 0, -height / 2 - rotateHandleOffset],
  });
  layer.batchDraw();
}
