import type Konva from 'konva';
import { memo, useLayoutEffect, useRef } from 'react';
import { Layer, Transformer } from 'react-konva';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks.ts';
import { rotationSnapDegrees, selectorStrokeWidth } from '../model/constants.ts';
import {
  anchorHitRadiusPx,
  boundResizeBox,
  itemFromGeometry,
  rotaterOffsetPx,
  sameGeometry,
  type TransformBox,
} from '../model/transform.ts';
import { stickerTransformed } from '../state/canvasSlice.ts';
import { selectSelectedItem } from '../state/selectors.ts';
import { publishLiveSticker } from './liveSticker.ts';
import { beginTransform, finishTransform, transformingGeometry } from './transformSession.ts';

const cornerAnchors = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];
const rightAngles = [0, 90, 180, 270];
/** Drawn anchor size in screen px; the hit area is larger (anchorHitRadiusPx). */
const anchorSizePx = 22;
const minBorderPx = 2;

/** Each anchor is hit within a circle of the SPEC's radius about its centre (never under a thumb). */
function styleAnchor(anchor: Konva.Rect): void {
  const scale = anchor.getStage()?.scaleX() ?? 1;
  const radius = anchorHitRadiusPx(scale);
  anchor.hitFunc((context, shape) => {
    context.beginPath();
    context.arc(shape.width() / 2, shape.height() / 2, radius, 0, Math.PI * 2);
    context.fillStrokeShape(shape);
  });
}

/** What of the Transformer's look depends on the zoom: the rotater 50 units away, the border's width. */
function zoomedStyle(scale: number) {
  return {
    rotateAnchorOffset: rotaterOffsetPx(scale),
    borderStrokeWidth: Math.max(minBorderPx, selectorStrokeWidth * scale),
  };
}

/** The resize rule (model/transform) at the stage's zoom of the moment. */
function boundBox(transformer: Konva.Transformer | null, previous: TransformBox, next: TransformBox): TransformBox {
  return boundResizeBox(previous, next, transformer?.getStage()?.scaleX() ?? 1);
}

/**
 * The selection: a Konva Transformer on the selected sticker's node (Selector tool), with the
 * four corner anchors and the rotater, keeping the ratio and SPEC §5's limits. Konva moves the
 * node during a transform; the store is written once, at transformend (one undo snapshot).
 */
export const SelectionLayer = memo(function SelectionLayer({ scale }: { scale: number }) {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const transformerRef = useRef<Konva.Transformer>(null);
  const selected = useAppSelector(selectSelectedItem);
  const tool = useAppSelector((state) => state.editor.tool);
  const item = tool === 'selector' ? selected : null;

  useLayoutEffect(() => {
    const transformer = transformerRef.current;
    if (!transformer) return;
    const node = item ? transformer.getStage()?.findOne(`#${item.itemID}`) : undefined;
    transformer.nodes(node ? [node] : []);
    transformer.getLayer()?.batchDraw();
  }, [item]);

  // A pinch or wheel zoom scales the stage before the store has the new view; follow it live.
  useLayoutEffect(() => {
    const transformer = transformerRef.current;
    const stage = transformer?.getStage();
    if (!transformer || !stage) return;
    stage.on('scaleXChange.selection', () => transformer.setAttrs(zoomedStyle(stage.scaleX())));
    return () => {
      stage.off('scaleXChange.selection');
    };
  }, []);

  // The sticker as the transform leaves it, for what follows it live (the print quality).
  const onTransform = () => {
    const transformer = transformerRef.current;
    const geometry = transformer ? transformingGeometry(transformer) : null;
    const current = selectSelectedItem(store.getState());
    if (geometry && current) publishLiveSticker(itemFromGeometry(current, geometry));
  };

  const onTransformEnd = () => {
    publishLiveSticker(null);
    const transformer = transformerRef.current;
    const geometry = transformer ? finishTransform(transformer) : null;
    const current = selectSelectedItem(store.getState());
    if (!geometry || !current) return;
    const next = itemFromGeometry(current, geometry);
    if (sameGeometry(next, current)) return;
    const { itemID, TL_imageBounds, BR_imageBounds, rotation } = next;
    dispatch(stickerTransformed({ itemID, TL_imageBounds, BR_imageBounds, rotation }));
  };

  return (
    <Layer name="selection">
      <Transformer
        ref={transformerRef}
        name="sticker-transformer"
        keepRatio
        flipEnabled={false}
        enabledAnchors={cornerAnchors}
        rotateEnabled
        {...zoomedStyle(scale)}
        rotationSnaps={rightAngles}
        rotationSnapTolerance={rotationSnapDegrees}
        borderStroke="#ffffff"
        borderDash={[10, 6]}
        anchorSize={anchorSizePx}
        anchorCornerRadius={anchorSizePx / 2}
        anchorFill="#ffffff"
        anchorStroke="#4a5759"
        anchorStrokeWidth={2}
        anchorStyleFunc={styleAnchor}
        boundBoxFunc={(previous, next) => boundBox(transformerRef.current, previous, next)}
        onTransformStart={() => {
          if (transformerRef.current) beginTransform(transformerRef.current);
        }}
        onTransform={onTransform}
        onTransformEnd={onTransformEnd}
      />
    </Layer>
  );
});
