import { memo } from 'react';
import { Image as KonvaImage } from 'react-konva';
import { itemCentre, itemSize } from '../model/geometry.ts';
import type { CanvasItem } from '../model/types.ts';
import { useProxy } from './useProxy.ts';

/**
 * One placed sticker, drawn from a display proxy sized to its on-screen size. Holds no rules:
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
  const bitmap = useProxy(item.imageID, Math.max(size.width, size.height) * pixelsPerUnit);
  // The node exists before its picture is decoded, so the Transformer can attach to it at once.
  return (
    <KonvaImage
      id={item.itemID}
      name="sticker"
      image={bitmap ?? undefined}
      x={centre.x}
      y={centre.y}
      width={size.width}
      height={size.height}
      offsetX={size.width / 2}
      offsetY={size.height / 2}
      rotation={item.rotation}
      perfectDrawEnabled={false}
    />
  );
});
