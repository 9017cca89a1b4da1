import type Konva from 'konva';
import { useEffect } from 'react';
import { useAppStore } from '../../app/hooks.ts';
import type { AppStore } from '../../app/store.ts';
import { itemCentre, itemSize } from '../model/geometry.ts';
import {
  initialGestureGate,
  isRedrawDue,
  stepGestureGate,
  touchStartDueAt,
  type GestureDecision,
  type GestureEvent,
} from '../model/gestureGate.ts';
import { pointerTarget } from '../model/hitTest.ts';
import { gestureFor, itemDuringGesture, type ItemGesture } from '../model/transform.ts';
import type { CanvasItem, Point, Size, Viewport } from '../model/types.ts';
import { clampPan, clampZoom, pinch, screenToTemplate, zoomAround, type TouchPair } from '../model/viewport.ts';
import { stickerTransformed } from '../state/canvasSlice.ts';
import { itemSelected, viewportCommitted } from '../state/editorSlice.ts';
import { selectItems } from '../state/selectors.ts';
import { publishLiveSticker } from './liveSticker.ts';
import { placeSelection } from './placeSelection.ts';

type Action =
  | { kind: 'pan'; start: Viewport; from: Point }
  | { kind: 'sticker'; gesture: ItemGesture; current: CanvasItem }
  | { kind: 'pinch'; start: Viewport; touches: TouchPair }
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

function sameGeometry(a: CanvasItem, b: CanvasItem): boolean {
  return (
    a.rotation === b.rotation &&
    a.TL_imageBounds.x === b.TL_imageBounds.x &&
    a.TL_imageBounds.y === b.TL_imageBounds.y &&
    a.BR_imageBounds.x === b.BR_imageBounds.x &&
    a.BR_imageBounds.y === b.BR_imageBounds.y
  );
}

/**
 * Every canvas gesture (SPEC §4, §5): one finger pans (Pan tool) or selects, moves, resizes and
 * rotates (Selector) after a 25 ms wait; a second finger turns it into a pinch that zooms
 * about the fingers and pans with them, cancelling whatever the first finger started; moves
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
  let lastSelectionDraw: number | null = null;
  let wheelCommit: number | undefined;

  const stageSize = (): Size => ({ width: stage.width(), height: stage.height() });
  const localPoint = (event: PointerEvent | WheelEvent): Point => {
    const rect = container.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const toTemplate = (point: Point) => screenToTemplate(currentViewport(stage), point);
  const selectionLayer = () => stage.findOne<Konva.Layer>('.selection');
  const drawSelection = (item: CanvasItem | null, force = false) => {
    const now = performance.now();
    if (!force && !isRedrawDue(lastSelectionDraw, now)) return;
    lastSelectionDraw = now;
    const layer = selectionLayer();
    if (layer) placeSelection(layer, item, stage.scaleX());
  };

  /** Puts back what an unfinished single-finger action changed (STYLE 11). */
  const cancelAction = () => {
    if (action.kind === 'sticker') {
      placeSticker(stage, action.gesture.item);
      drawSelection(action.gesture.item, true);
      publishLiveSticker(null);
    }
    action = { kind: 'idle' };
  };

  const startSingle = (point: Point) => {
    const state = store.getState();
    const { tool, selectedItemID } = state.editor;
    if (tool !== 'selector') {
      action = { kind: 'pan', start: currentViewport(stage), from: point };
      return;
    }
    const at = toTemplate(point);
    const target = pointerTarget(selectItems(state), selectedItemID, at, stage.scaleX());
    const gesture = gestureFor(target, at);
    const selected = target.kind === 'item' ? target.item.itemID : target.kind === 'empty' ? null : selectedItemID;
    if (selected !== selectedItemID) store.dispatch(itemSelected(selected));
    action = gesture ? { kind: 'sticker', gesture, current: gesture.item } : { kind: 'idle' };
  };

  const moveSingle = (point: Point) => {
    if (action.kind === 'pan') {
      const next = {
        ...action.start,
        x: action.start.x + point.x - action.from.x,
        y: action.start.y + point.y - action.from.y,
      };
      applyViewport(stage, clampPan(next, stageSize(), template));
      return;
    }
    if (action.kind !== 'sticker') return;
    const next = itemDuringGesture(action.gesture, toTemplate(point));
    if (!next) return;
    action.current = next;
    placeSticker(stage, next);
    drawSelection(next);
    publishLiveSticker(next);
  };

  const endSingle = () => {
    if (action.kind === 'pan') {
      store.dispatch(viewportCommitted(currentViewport(stage)));
    } else if (action.kind === 'sticker') {
      const { current } = action;
      const { item } = action.gesture;
      drawSelection(current, true);
      if (!sameGeometry(current, item)) {
        store.dispatch(
          stickerTransformed({
            itemID: current.itemID,
            TL_imageBounds: current.TL_imageBounds,
            BR_imageBounds: current.BR_imageBounds,
            rotation: current.rotation,
          }),
        );
      }
      publishLiveSticker(null);
    }
    action = { kind: 'idle' };
  };

  const touchPair = (): TouchPair | null => {
    const [a, b] = [...pointers.values()];
    return a && b ? [a, b] : null;
  };

  const startPinch = () => {
    const touches = touchPair();
    if (touches) action = { kind: 'pinch', start: currentViewport(stage), touches };
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
    if (pointers.size === 1) downPoint = localPoint(event);
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
    if (decision === 'movePinch' && action.kind === 'pinch') {
      const touches = touchPair();
      if (touches) applyViewport(stage, clampPan(pinch(action.start, action.touches, touches), stageSize(), template));
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
      store.dispatch(viewportCommitted(currentViewport(stage)));
      action = { kind: 'idle' };
    } else if (decision === 'cancel') {
      if (action.kind === 'pinch') applyViewport(stage, action.start);
      cancelAction();
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
