import { memo } from 'react';
import { Image as KonvaImage } from 'react-konva';
import { itemCentre, itemSize } from '../model/geometry.ts';
import type { CanvasItem } from '../model/types.ts';
import { useProxy } from './useProxy.ts';
import { useTextBitmap } from './useTextBitmap.ts';

/**
 * One placed item, of any kind, as one Konva Image drawn from a bitmap of its on-screen size: a
 * picture's display proxy, or a text's words drawn in its font. So every kind is moved, resized
 * and turned by the same gestures and Transformer, in the same layer order. Holds no rules:
 * gestures are handled by the stage.
 */
export const StickerNode = memo(function StickerNode({
  item,
  pixelsPerUnit,
}: {
  item: CanvasItem;
  pixelsPerUnit: number;
}) {
  const size = itemSize(item);
  const centre = itemCentre(item);
  const picture = useProxy(item.kind === 'picture' ? item.imageID : '', Math.max(size.width, size.height) * pixelsPerUnit);
  const text = useTextBitmap(item.kind === 'text' ? item : null, pixelsPerUnit);
  // The node exists before its bitmap is ready, so the Transformer can attach to it at once.
  return (
    <KonvaImage
      id={item.itemID}
      name="sticker"
      image={picture ?? text ?? undefined}
      x={centre.x}
      y={centre.y}
      width={size.width}
      height={size.height}
      offsetX={size.width / 2}
      offsetY={size.height / 2}
      rotation={item.rotation}
      scaleX={item.flipX ? -1 : 1}
      perfectDrawEnabled={false}
    />
  );
});
