import type Konva from 'konva';
import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { Circle, Group, Image as KonvaImage, Layer, Rect } from 'react-konva';
import { useAppSelector } from '../../app/hooks.ts';
import { cropCorners } from '../model/cropHandles.ts';
import { shapePath, traceShape, type ItemShape } from '../model/shapePath.ts';
import { selectCroppingItem } from '../state/cropCommands.ts';
import { applyCropFrame } from './cropFrame.ts';
import { useFilteredPicture } from './useFilteredPicture.ts';
import { useProxy } from './useProxy.ts';

/** Handle radius and border width, screen px (as the Transformer's anchors). */
const handleRadiusPx = 11;
const borderPx = 2;
/** Far enough past any view to shade the whole canvas, units. */
const scrimReach = 100000;

/**
 * The bright part cut to the picture's shape, as it will print. The box's size is read from the
 * window's clip attributes (applyCropFrame keeps them), so a gesture needs no new function.
 */
function shapeClip(shape: ItemShape | undefined) {
  if (!shape || shape.kind === 'rectangle') return undefined;
  return (context: Konva.Context, window: Konva.Container) => {
    traceShape(context, shapePath(shape, { width: window.clipWidth(), height: window.clipHeight() }));
  };
}

/**
 * Crop mode (issue 20), drawn over the design and never exported: the rest of the canvas shaded,
 * the whole picture dimmed, the part inside the crop box bright (cut to its shape), and the box's four corner
 * handles. Exists only in crop mode, so nothing of it costs an ordinary gesture; the picture's own
 * node is hidden meanwhile (StickersLayer). Geometry comes from applyCropFrame.
 */
export const CropLayer = memo(function CropLayer({ scale }: { scale: number }) {
  const item = useAppSelector(selectCroppingItem);
  const picture = useAppSelector((state) => state.editor.cropping?.picture);
  const frameRef = useRef<Konva.Group>(null);
  // The stored picture whole, at its own size: one decode for the visit, sharp at any zoom, and
  // not re-made at each wheel step or gesture end as a size-matched proxy would be.
  const bitmap = useProxy(item?.imageID ?? '', picture ? Math.max(picture.width, picture.height) : 0);
  // Shown whole (not cropped) in its look, as the sticker shows it.
  const look = useMemo(() => item && { look: item.look, adjust: item.adjust }, [item]);
  const shown = useFilteredPicture(look, bitmap, picture);

  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame || !item || !picture) return;
    applyCropFrame(frame, item, picture);
    frame.getLayer()?.batchDraw();
  }, [item, picture, shown]);

  if (!item || !picture) return null;
  const image = shown?.image;
  return (
    <Layer name="crop" listening={false}>
      <Rect x={-scrimReach} y={-scrimReach} width={scrimReach * 2} height={scrimReach * 2} fill="rgba(20, 24, 26, 0.55)" />
      <Group ref={frameRef} name="crop-frame">
        <KonvaImage name="crop-picture-dimmed" image={image} opacity={0.45} />
        <Group name="crop-window" clipFunc={shapeClip(item.shape)}>
          <KonvaImage name="crop-picture" image={image} />
        </Group>
        <Rect name="crop-border" stroke="#ffffff" strokeWidth={borderPx} strokeScaleEnabled={false} />
        {cropCorners.map((corner) => (
          <Circle
            key={corner}
            name={`crop-handle-${corner}`}
            radius={handleRadiusPx / scale}
            fill="#ffffff"
            stroke="#4a5759"
            strokeWidth={borderPx}
            strokeScaleEnabled={false}
          />
        ))}
      </Group>
    </Layer>
  );
});
