import type Konva from 'konva';
import { memo, useLayoutEffect, useRef } from 'react';
import { Group, Layer, Transformer } from 'react-konva';
import { useAppSelector, useAppStore } from '../../app/hooks.ts';
import type { AppStore } from '../../app/store.ts';
import { rotationSnapDegrees, selectorStrokeWidth } from '../model/constants.ts';
import {
  anchorHitRadiusPx,
  boundResizeBox,
  itemFromGeometry,
  rotaterOffsetPx,
  type TransformBox,
} from '../model/transform.ts';
import type { SnapTargets } from '../model/snapTargets.ts';
import { selectSelectedItem, selectSelectedItems } from '../state/selectors.ts';
import { commitItems } from './gestures/gestureSelection.ts';
import { heldKeys } from './gestures/pointerKeys.ts';
import { gestureSnapTargets } from './gestures/snapping.ts';
import { revealLayer } from './layerReveal.ts';
import { publishLiveSticker } from './liveSticker.ts';
import { snappedResizeBox } from './resizeSnap.ts';
import { showSnapGuides } from './snapGuides.ts';
import { beginTransform, finishTransform, transformedSizes, transformingGeometry } from './transformSession.ts';

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

/**
 * A resize snapped to the case and the other items (Alt: not), then held to the resize rule
 * (model/transform) for every sticker the Transformer spans, so a group stops where its
 * smallest item reaches the minimum; the guides follow.
 */
function boundBox(transformer: Konva.Transformer | null, targets: SnapTargets | null, previous: TransformBox, next: TransformBox): TransformBox {
  const stage = transformer?.getStage();
  if (!transformer || !stage) return next;
  const anchor = transformer.getActiveAnchor();
  const resizing = anchor !== null && anchor !== 'rotater' && !heldKeys.alt;
  const snapped = resizing ? snappedResizeBox(stage, anchor, targets, next) : { box: next, guides: [] };
  showSnapGuides(stage, snapped.guides);
  return boundResizeBox(previous, snapped.box, transformedSizes(transformer));
}

/** transformend: the guides go, and what the transform changed is one undo snapshot. */
function endTransform(transformer: Konva.Transformer, store: AppStore): void {
  const stage = transformer.getStage();
  if (stage) showSnapGuides(stage, []);
  const geometries = finishTransform(transformer);
  if (!geometries) return;
  const before = selectSelectedItems(store.getState());
  const after = before.map((item) => {
    const geometry = geometries.find((candidate) => candidate.itemID === item.itemID);
    return geometry ? itemFromGeometry(item, geometry) : item;
  });
  commitItems(store.dispatch, before, after);
}

/**
 * The selection: a Konva Transformer on the selected stickers' nodes (Selector tool; one item or
 * a group), with the four corner anchors and the rotater, keeping the ratio and SPEC §5's
 * limits, snapping a resize; and the snap guides and marquee (snapGuides.ts). Konva moves the
 * nodes during a transform; the store is written once, at transformend (one undo snapshot).
 */
export const SelectionLayer = memo(function SelectionLayer({ scale }: { scale: number }) {
  const store = useAppStore();
  const transformerRef = useRef<Konva.Transformer>(null);
  const targetsRef = useRef<SnapTargets | null>(null);
  const selected = useAppSelector(selectSelectedItems);
  const tool = useAppSelector((state) => state.editor.tool);
  // Crop mode draws its own handles (CropLayer): the Transformer lets go meanwhile.
  const isCropping = useAppSelector((state) => state.editor.cropping !== null);
  const items = tool === 'selector' && !isCropping ? selected : null;

  useLayoutEffect(() => {
    const transformer = transformerRef.current;
    const stage = transformer?.getStage();
    if (!transformer) return;
    const nodes = (items ?? []).flatMap((item) => stage?.findOne(`#${item.itemID}`) ?? []);
    transformer.nodes(nodes);
    if (nodes.length) revealLayer(transformer);
    transformer.getLayer()?.batchDraw();
  }, [items]);

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

  const onTransformStart = () => {
    const transformer = transformerRef.current;
    if (!transformer) return;
    beginTransform(transformer);
    const state = store.getState();
    targetsRef.current = gestureSnapTargets(state, new Set(state.editor.selectedItemIDs));
  };

  const onTransformEnd = () => {
    publishLiveSticker(null);
    if (transformerRef.current) endTransform(transformerRef.current, store);
  };

  return (
    // Hidden until there is first something to show here (layerReveal.ts).
    <Layer name="selection" visible={false}>
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
        boundBoxFunc={(previous, next) => boundBox(transformerRef.current, targetsRef.current, previous, next)}
        onTransformStart={onTransformStart}
        onTransform={onTransform}
        onTransformEnd={onTransformEnd}
      />
      <Group name="guides" listening={false} />
    </Layer>
  );
});
