import { memo, useEffect, useMemo } from 'react';
import { Image as KonvaImage } from 'react-konva';
import { itemCentre, itemSize } from '../model/geometry.ts';
import { itemOpacity } from '../model/opacity.ts';
import type { CanvasItem, Size } from '../model/types.ts';
import { renderFrameBitmap } from './draw/drawFrame.ts';
import { cropZoom, renderPictureBitmap } from './draw/drawPicture.ts';
import type { ShownPicture } from './filterPicture.ts';
import { useFilteredPicture } from './useFilteredPicture.ts';
import { useProxy } from './useProxy.ts';
import { useArtBitmap } from './useArtBitmap.ts';
import { useTextBitmap } from './useTextBitmap.ts';

/**
 * A cropped or shaped picture's look (drawPictureBox, as the print file draws it) rendered once
 * at its on-screen size, and again only when its size, crop, shape, bitmap or the zoom change: a
 * gesture then draws it as one bitmap, as it does a text or a plain picture (a clip traced per
 * sticker per frame cost 50 shaped stickers their frame rate). During a resize Konva scales the
 * node, and the store's new size at its end renders it afresh. Null for a plain picture, which
 * Konva.Image draws from its (filtered) proxy itself.
 */
function usePictureBitmap(item: CanvasItem, shown: ShownPicture | null, pixelsPerUnit: number) {
  const shape = item.kind === 'picture' ? item.shape : undefined;
  const { width, height } = itemSize(item);
  const looked = shown?.crop || (shape && shape.kind !== 'rectangle');
  return useMemo(
    () =>
      looked && shown
        ? renderPictureBitmap(shown.image, shown.picture, { width, height }, pixelsPerUnit, { crop: shown.crop, shape })
        : null,
    [looked, shown, width, height, pixelsPerUnit, shape],
  );
}

/** An empty frame's dashed outline at its on-screen size, drawn again when its size, outline or the zoom change; null for other kinds. */
function useFrameBitmap(item: CanvasItem, pixelsPerUnit: number): HTMLCanvasElement | null {
  const isFrame = item.kind === 'frame';
  const shape = item.kind === 'frame' ? item.shape : undefined;
  const { width, height } = itemSize(item);
  return useMemo(
    () => (isFrame ? renderFrameBitmap({ width, height }, shape, pixelsPerUnit) : null),
    [isFrame, width, height, shape, pixelsPerUnit],
  );
}

/** The display proxy's wanted long side (device px): a crop shows part of the picture, so the whole is larger. */
function proxyLongSide(item: CanvasItem, pixelsPerUnit: number, picture: Size | undefined): number {
  const size = itemSize(item);
  const zoom = item.kind === 'picture' && picture ? cropZoom(picture, item.crop) : 1;
  return Math.max(size.width, size.height) * pixelsPerUnit * zoom;
}

/**
 * One placed item, of any kind, as one Konva Image drawn from a bitmap of its on-screen size: a
 * picture's display proxy with its look and sliders baked in (or, cropped or shaped, a bitmap of
 * that), a text's words drawn in its font, library art drawn from its vector, or an empty frame's
 * dashed outline. So every kind is moved, resized and turned by the same gestures and
 * Transformer, in the same layer order, and shown at its opacity by the node (the bitmap stays
 * as it is). Holds no rules: gestures are handled by the stage.
 */
export const StickerNode = memo(function StickerNode({
  item,
  pixelsPerUnit,
  picture,
  isHidden = false,
  isAdjusting = false,
  onShown,
}: {
  item: CanvasItem;
  pixelsPerUnit: number;
  /** Drawn elsewhere for now (crop mode). */
  isHidden?: boolean;
  /** In the open Adjust sheet: its look is made on the page, a slider's step shown at once. */
  isAdjusting?: boolean;
  /** The stored picture's size (image px), which a crop is measured in; undefined for a text. */
  picture?: Size;
  /** Called once the item shows its bitmap. */
  onShown: (itemID: string) => void;
}) {
  const size = itemSize(item);
  const centre = itemCentre(item);
  const bitmap = useProxy(item.kind === 'picture' ? item.imageID : '', proxyLongSide(item, pixelsPerUnit, picture));
  const text = useTextBitmap(item.kind === 'text' ? item : null, pixelsPerUnit);
  const art = useArtBitmap(item.kind === 'art' ? item : null, pixelsPerUnit);
  const shown = useFilteredPicture(item.kind === 'picture' ? item : null, bitmap, picture, isAdjusting);
  const look = usePictureBitmap(item, shown, pixelsPerUnit);
  const frame = useFrameBitmap(item, pixelsPerUnit);
  const image = look ?? shown?.image ?? text ?? art ?? frame ?? undefined;
  useEffect(() => {
    if (image) onShown(item.itemID);
  }, [image, onShown, item.itemID]);
  // The node exists before its bitmap is ready, so the Transformer can attach to it at once.
  return (
    <KonvaImage
      id={item.itemID}
      name="sticker"
      image={image}
      x={centre.x}
      y={centre.y}
      width={size.width}
      height={size.height}
      offsetX={size.width / 2}
      offsetY={size.height / 2}
      rotation={item.rotation}
      scaleX={item.flipX ? -1 : 1}
      opacity={itemOpacity(item)}
      perfectDrawEnabled={false}
      visible={!isHidden}
    />
  );
});
