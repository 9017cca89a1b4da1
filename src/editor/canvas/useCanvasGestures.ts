import type Konva from 'konva';
import { useEffect } from 'react';
import { useAppStore } from '../../app/hooks.ts';
import type { AppStore } from '../../app/store.ts';
import { containsPoint, itemCentre, itemSize, translateItem } from '../model/geometry.ts';
import {
  initialGestureGate,
  stepGestureGate,
  touchStartDueAt,
  type GestureDecision,
  type GestureEvent,
} from '../model/gestureGate.ts';
import { topItemAt } from '../model/hitTest.ts';
import { pinchItem, sameGeometry } from '../model/transform.ts';
import type { CanvasItem, Point, Size, Viewport } from '../model/types.ts';
import { clampPan, clampZoom, pinch, screenToTemplate, zoomAround, type TouchPair } from '../model/viewport.ts';
import { stickerTransformed } from '../state/canvasSlice.ts';
import { itemSelected, viewportCommitted } from '../state/editorSlice.ts';
import { selectItems, selectSelectedItem } from '../state/selectors.ts';
import { cancelTransform } from './transformSession.ts';

type Action =
  | { kind: 'pan'; start: Viewport; from: Point }
  | { kind: 'move'; item: CanvasItem; from: Point; current: CanvasItem }
  /** The Transformer (SelectionLayer) resizes or rotates the selected sticker. */
  | { kind: 'transforming' }
  | { kind: 'pinch'; start: Viewport; touches: TouchPair }
  /** Two fingers on the selected sticker: it scales and turns with them (template units). */
  | { kind: 'stickerPinch'; item: CanvasItem; touches: TouchPair; current: CanvasItem }
  | { kind: 'idle' };

function applyViewport(stage: Konva.Stage, viewport: Viewport): void {
  stage.scale({ x: viewport.scale, y: viewport.scale });
  stage.position({ x: viewport.x, y: viewport.y });
  stage.batchDraw();
}

function currentViewport(stage: Konva.Stage): Viewport {
  return { scale: stage.scaleX(), x: stage.x(), y: stage.y() };
}

/** Sets a sticker node to the item's geometry (template units) without touching the store. */
function placeSticker(stage: Konva.Stage, item: CanvasItem): void {
  const node = stage.findOne(`#${item.itemID}`);
  if (!node) return;
  const { width, height } = itemSize(item);
  const centre = itemCentre(item);
  node.setAttrs({ x: centre.x, y: centre.y, width, height, offsetX: width / 2, offsetY: height / 2, rotation: item.rotation });
  node.getLayer()?.batchDraw();
}

function transformerOf(stage: Konva.Stage): Konva.Transformer | undefined {
  return stage.findOne<Konva.Transformer>('.sticker-transformer');
}

/** Whether the screen point (stage px) is on one of the Transformer's anchors. */
function onTransformerAnchor(stage: Konva.Stage, point: Point): boolean {
  return stage.getIntersection(point)?.getParent()?.getClassName() === 'Transformer';
}

/**
 * Every canvas gesture (SPEC §4, §5): one finger pans (Pan tool) or selects and moves (Selector)
 * after a 25 ms wait, or resizes and rotates through the Transformer's anchors; a second finger
 * turns it into a pinch, cancelling whatever the first finger started: on the selected sticker
 * the pinch scales and turns it, elsewhere it zooms about the fingers and pans with them; moves
 * just after a touch ends are ignored. Desktop: the wheel and trackpad pinch zoom about the
 * pointer. While a finger is down Konva nodes move imperatively; the store is written once,
 * when the gesture ends (one undo snapshot for a sticker change, none for the view).
 */
export function useCanvasGestures(stage: Konva.Stage | null, template: Size): void {
  const store = useAppStore();
  useEffect(() => {
    if (!stage) return;
    return attachGestures(stage, template, store);
  }, [stage, template, store]);
}

function attachGestures(stage: Konva.Stage, template: Size, store: AppStore): () => void {
  const container = stage.container();
  const pointers = new Map<number, Point>();
  /** Where the current single finger went down: a gesture starts from there. */
  let downPoint: Point | null = null;
  let action: Action = { kind: 'idle' };
  let gate = initialGestureGate;
  let startTimer: number | undefined;
  let wheelCommit: number | undefined;

  const stageSize = (): Size => ({ width: stage.width(), height: stage.height() });
  const localPoint = (event: PointerEvent | WheelEvent): Point => {
    const rect = container.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const toTemplate = (point: Point) => screenToTemplate(currentViewport(stage), point);
  /** While two fingers are down no anchor may start a transform (the pinch owns the gesture). */
  const setAnchorsListening = (listening: boolean) => {
    const layer = transformerOf(stage)?.getLayer();
    if (!layer || layer.listening() === listening) return;
    layer.listening(listening);
    if (listening) layer.batchDraw();
  };

  /** Puts back what an unfinished single-finger action changed (STYLE 11). */
  const cancelAction = () => {
    if (action.kind === 'move' || action.kind === 'stickerPinch') placeSticker(stage, action.item);
    if (action.kind === 'transforming') {
      const transformer = transformerOf(stage);
      if (transformer) cancelTransform(transformer);
    }
    action = { kind: 'idle' };
  };

  const commitSticker = (item: CanvasItem, current: CanvasItem) => {
    if (sameGeometry(current, item)) return;
    const { itemID, TL_imageBounds, BR_imageBounds, rotation } = current;
    store.dispatch(stickerTransformed({ itemID, TL_imageBounds, BR_imageBounds, rotation }));
  };

  const startSingle = (point: Point) => {
    if (action.kind === 'transforming') return;
    const state = store.getState();
    const { tool, selectedItemID } = state.editor;
    if (tool !== 'selector') {
      action = { kind: 'pan', start: currentViewport(stage), from: point };
      return;
    }
    const at = toTemplate(point);
    const item = topItemAt(selectItems(state), at);
    const selected = item?.itemID ?? null;
    if (selected !== selectedItemID) store.dispatch(itemSelected(selected));
    action = item ? { kind: 'move', item, from: at, current: item } : { kind: 'idle' };
  };

  const moveSingle = (point: Point) => {
    if (action.kind === 'pan') {
      const next = {
        ...action.start,
        x: action.start.x + point.x - action.from.x,
        y: action.start.y + point.y - action.from.y,
      };
      applyViewport(stage, clampPan(next, stageSize(), template));
    } else if (action.kind === 'move') {
      const at = toTemplate(point);
      action.current = translateItem(action.item, at.x - action.from.x, at.y - action.from.y);
      placeSticker(stage, action.current);
    }
  };

  const endSingle = () => {
    if (action.kind === 'pan') store.dispatch(viewportCommitted(currentViewport(stage)));
    else if (action.kind === 'move') commitSticker(action.item, action.current);
    action = { kind: 'idle' };
  };

  const touchPair = (): TouchPair | null => {
    const [a, b] = [...pointers.values()];
    return a && b ? [a, b] : null;
  };

  const templateTouches = (touches: TouchPair): TouchPair => [toTemplate(touches[0]), toTemplate(touches[1])];

  /** Two fingers on the selected sticker (Selector tool) pinch the sticker, anywhere else the view. */
  const startPinch = () => {
    const touches = touchPair();
    if (!touches) return;
    setAnchorsListening(false);
    const state = store.getState();
    const selected = state.editor.tool === 'selector' ? selectSelectedItem(state) : null;
    const onSticker = selected !== null && touches.every((touch) => containsPoint(selected, toTemplate(touch)));
    action = onSticker
      ? { kind: 'stickerPinch', item: selected, touches: templateTouches(touches), current: selected }
      : { kind: 'pinch', start: currentViewport(stage), touches };
  };

  const movePinch = () => {
    const touches = touchPair();
    if (!touches) return;
    if (action.kind === 'pinch') {
      applyViewport(stage, clampPan(pinch(action.start, action.touches, touches), stageSize(), template));
    } else if (action.kind === 'stickerPinch') {
      action.current = pinchItem(action.item, action.touches, templateTouches(touches));
      placeSticker(stage, action.current);
    }
  };

  const endPinch = () => {
    if (action.kind === 'stickerPinch') commitSticker(action.item, action.current);
    else store.dispatch(viewportCommitted(currentViewport(stage)));
    setAnchorsListening(true);
    action = { kind: 'idle' };
  };

  const decide = (event: GestureEvent): GestureDecision => {
    const step = stepGestureGate(gate, event);
    gate = step.gate;
    return step.decision;
  };

  const scheduleStart = (pointerId: number) => {
    window.clearTimeout(startTimer);
    const dueAt = touchStartDueAt(gate);
    if (dueAt === null) return;
    // One extra ms: timers may fire a little early, and the gate wants the full delay.
    startTimer = window.setTimeout(() => {
      const point = pointers.get(pointerId);
      if (point && downPoint && decide({ type: 'tick', time: performance.now() }) === 'startSingle') {
        startSingle(downPoint);
        moveSingle(point);
      }
    }, Math.max(0, dueAt - performance.now()) + 1);
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.button > 0) return;
    container.setPointerCapture(event.pointerId);
    pointers.set(event.pointerId, localPoint(event));
    if (pointers.size === 1) {
      downPoint = localPoint(event);
      // Konva's Transformer takes a press on one of its anchors (resize, rotate).
      if (onTransformerAnchor(stage, downPoint)) action = { kind: 'transforming' };
    }
    const decision = decide({ type: 'down', time: event.timeStamp, touches: pointers.size });
    if (decision === 'cancelSingleStartPinch') cancelAction();
    if (decision === 'startPinch' || decision === 'cancelSingleStartPinch') {
      window.clearTimeout(startTimer);
      startPinch();
    } else {
      scheduleStart(event.pointerId);
    }
  };

  const onPointerMove = (event: PointerEvent) => {
    if (!pointers.has(event.pointerId)) return;
    const point = localPoint(event);
    pointers.set(event.pointerId, point);
    const decision = decide({ type: 'move', time: event.timeStamp });
    if (decision === 'movePinch') {
      movePinch();
    } else if (decision === 'moveSingle') {
      moveSingle(point);
    } else if (decision === 'startSingle' && downPoint) {
      startSingle(downPoint);
      moveSingle(point);
    }
  };

  const onPointerEnd = (event: PointerEvent) => {
    if (!pointers.delete(event.pointerId)) return;
    const decision =
      event.type === 'pointercancel'
        ? decide({ type: 'cancel', time: event.timeStamp })
        : decide({ type: 'up', time: event.timeStamp, touches: pointers.size });
    if (touchStartDueAt(gate) === null) window.clearTimeout(startTimer);
    if (decision === 'tap') {
      // A tap shorter than the start delay still selects or deselects.
      startSingle(downPoint ?? localPoint(event));
      action = { kind: 'idle' };
    } else if (decision === 'endSingle') {
      // Browsers coalesce moves; the lift's own position is the final one.
      moveSingle(localPoint(event));
      endSingle();
    } else if (decision === 'endPinch') {
      endPinch();
    } else if (decision === 'cancel') {
      if (action.kind === 'pinch') applyViewport(stage, action.start);
      cancelAction();
      setAnchorsListening(true);
    }
  };

  const onWheel = (event: WheelEvent) => {
    event.preventDefault();
    const viewport = currentViewport(stage);
    // Trackpad pinches arrive as wheel events with ctrlKey and small deltas.
    const factor = Math.exp(-event.deltaY * (event.ctrlKey ? 0.01 : 0.0015));
    const zoomed = zoomAround(viewport, localPoint(event), clampZoom(viewport.scale * factor));
    applyViewport(stage, clampPan(zoomed, stageSize(), template));
    window.clearTimeout(wheelCommit);
    wheelCommit = window.setTimeout(() => store.dispatch(viewportCommitted(currentViewport(stage))), 150);
  };

  container.addEventListener('pointerdown', onPointerDown);
  container.addEventListener('pointermove', onPointerMove);
  container.addEventListener('pointerup', onPointerEnd);
  container.addEventListener('pointercancel', onPointerEnd);
  container.addEventListener('wheel', onWheel, { passive: false });
  return () => {
    window.clearTimeout(startTimer);
    window.clearTimeout(wheelCommit);
    container.removeEventListener('pointerdown', onPointerDown);
    container.removeEventListener('pointermove', onPointerMove);
    container.removeEventListener('pointerup', onPointerEnd);
    container.removeEventListener('pointercancel', onPointerEnd);
    container.removeEventListener('wheel', onWheel);
  };
}
