import type Konva from 'konva';
import { memo, useCallback } from 'react';
import { Image as KonvaImage } from 'react-konva';
import { itemCentre, itemSize } from '../model/geometry.ts';
import type { CanvasItem, Size } from '../model/types.ts';
import { cropZoom, drawPictureBox, type PictureBitmap } from './draw/drawPicture.ts';
import { useProxy } from './useProxy.ts';
import { useTextBitmap } from './useTextBitmap.ts';

/**
 * The drawing of a cropped or shaped picture (drawPictureBox, as the print file draws it) in the
 * node's own box: during a resize Konva scales the node, so the box is its unscaled size and the
 * clip and crop follow without anything recomputed per frame. Undefined for a plain picture,
 * which Konva.Image draws itself.
 */
function usePictureDraw(item: CanvasItem, bitmap: PictureBitmap | null, picture: Size | undefined) {
  const crop = item.kind === 'picture' ? item.crop : undefined;
  const shape = item.kind === 'picture' ? item.shape : undefined;
  const draw = useCallback(
    (context: Konva.Context, node: Konva.Shape) => {
      if (bitmap && picture) drawPictureBox(context._context, bitmap, picture, node.size(), { crop, shape });
    },
    [bitmap, picture, crop, shape],
  );
  return crop || (shape && shape.kind !== 'rectangle') ? draw : undefined;
}

/** The display proxy's wanted long side (device px): a crop shows part of the picture, so the whole is larger. */
function proxyLongSide(item: CanvasItem, pixelsPerUnit: number, picture: Size | undefined): number {
  const size = itemSize(item);
  const zoom = item.kind === 'picture' && picture ? cropZoom(picture, item.crop) : 1;
  return Math.max(size.width, size.height) * pixelsPerUnit * zoom;
}

/**
 * One placed item, of any kind, as one Konva Image drawn from a bitmap of its on-screen size: a
 * picture's display proxy (its crop and shape drawn by drawPictureBox), or a text's words drawn
 * in its font. So every kind is moved, resized and turned by the same gestures and Transformer,
 * in the same layer order. Holds no rules: gestures are handled by the stage.
 */
export const StickerNode = memo(function StickerNode({
  item,
  pixelsPerUnit,
  picture,
  isHidden = false,
}: {
  item: CanvasItem;
  pixelsPerUnit: number;
  /** Drawn elsewhere for now (crop mode). */
  isHidden?: boolean;
  /** The stored picture's size (image px), which a crop is measured in; undefined for a text. */
  picture?: Size;
}) {
  const size = itemSize(item);
  const centre = itemCentre(item);
  const bitmap = useProxy(item.kind === 'picture' ? item.imageID : '', proxyLongSide(item, pixelsPerUnit, picture));
  const text = useTextBitmap(item.kind === 'text' ? item : null, pixelsPerUnit);
  const sceneFunc = usePictureDraw(item, bitmap, picture);
  // The node exists before its bitmap is ready, so the Transformer can attach to it at once.
  return (
    <KonvaImage
      id={item.itemID}
      name="sticker"
      image={bitmap ?? text ?? undefined}
      x={centre.x}
      y={centre.y}
      width={size.width}
      height={size.height}
      offsetX={size.width / 2}
      offsetY={size.height / 2}
      rotation={item.rotation}
      scaleX={item.flipX ? -1 : 1}
      perfectDrawEnabled={false}
      visible={!isHidden}
      {...(sceneFunc && { sceneFunc })}
    />
  );
});
