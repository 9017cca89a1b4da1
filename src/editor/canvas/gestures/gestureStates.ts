import { tapSlopPx, touchStartDelayMs } from '../../model/constants.ts';
import type { Tap } from '../../model/doubleTap.ts';
import { containsPoint, distance, translateItem } from '../../model/geometry.ts';
import { topShapedItemAt } from '../../model/shapeHitTest.ts';
import { pinchItem, sameGeometry } from '../../model/transform.ts';
import type { CanvasItem, Point, Viewport } from '../../model/types.ts';
import { pinch, screenToTemplate, type TouchPair } from '../../model/viewport.ts';
import { stickerTransformed } from '../../state/canvasSlice.ts';
import { swapCellsAt } from '../../state/collageCommands.ts';
import { itemSelected, viewportCommitted } from '../../state/editorSlice.ts';
import { selectItems, selectSelectedItem } from '../../state/selectors.ts';
import type { GestureHost } from './gestureHost.ts';

/**
 * The canvas's touch and mouse gestures as small states (SPEC §4, §5), each answering the
 * pointer events it cares about with the next state:
 *
 *   idle ─down─▶ pendingTouch ─25 ms─▶ panning (Pan tool) | moving (a sticker) | idle (empty)
 *   idle ─down on an anchor─▶ transforming (Konva's Transformer resizes or rotates)
 *   any one-finger state ─second finger─▶ pinching (the view) | stickerPinching (the selected sticker)
 *   pinching, stickerPinching ─a finger lifts─▶ draining ─all lifted─▶ idle
 *
 * A second finger puts back whatever the first one changed. The store is written once, when a
 * gesture ends: one undo snapshot for a sticker, the view for a pan or pinch.
 */
export interface GestureContext {
  host: GestureHost;
  /** The fingers (or the mouse) down, in the order they went down; stage px. */
  pointers: ReadonlyMap<number, Point>;
  /** An item was tapped (touched and let go without moving it): two soon after another open it. */
  tapped(tap: Tap): void;
}

export interface PointerInput {
  at: Point;
  /** ms, the pointer events' clock. */
  time: number;
}

export interface GestureState {
  readonly name: 'idle' | 'pendingTouch' | 'panning' | 'moving' | 'transforming' | 'pinching' | 'stickerPinching' | 'draining';
  down?(context: GestureContext, input: PointerInput): GestureState;
  move?(context: GestureContext, input: PointerInput): GestureState;
  /** A pointer lifted; `context.pointers` no longer holds it. */
  up?(context: GestureContext, input: PointerInput): GestureState;
  cancel?(context: GestureContext): GestureState;
  tick?(context: GestureContext, time: number): GestureState;
}

const toTemplate = (host: GestureHost, point: Point) => screenToTemplate(host.viewport(), point);

function firstTwo(pointers: ReadonlyMap<number, Point>): TouchPair | null {
  const [a, b] = [...pointers.values()];
  return a && b ? [a, b] : null;
}

function commitSticker(host: GestureHost, before: CanvasItem, after: CanvasItem): void {
  if (sameGeometry(before, after)) return;
  const { itemID, TL_imageBounds, BR_imageBounds, rotation } = after;
  host.store.dispatch(stickerTransformed({ itemID, TL_imageBounds, BR_imageBounds, rotation }));
}

/** A tap, or the start of a one-finger gesture, with the Selector: selects what is under the finger. */
function selectAt(host: GestureHost, point: Point): CanvasItem | null {
  const state = host.store.getState();
  const item = topShapedItemAt(selectItems(state), toTemplate(host, point));
  const itemID = item?.itemID ?? null;
  if (itemID !== state.editor.selectedItemID) host.store.dispatch(itemSelected(itemID));
  return item;
}

export const idle: GestureState = {
  name: 'idle',
  down(context, input) {
    if (context.pointers.size >= 2) return startPinch(context);
    if (context.host.onAnchor(input.at)) return transforming;
    context.host.scheduleTick(input.time + touchStartDelayMs);
    return pendingTouch(input);
  },
};

/** One finger down, waiting out the 25 ms start delay (SPEC §4 Gestures) where it went down. */
export function pendingTouch(downInput: PointerInput): GestureState {
  const due = (time: number) => time - downInput.time >= touchStartDelayMs;
  return {
    name: 'pendingTouch',
    down: (context) => startPinch(context),
    move: (context, input) => (due(input.time) ? startSingle(context, downInput.at).move?.(context, input) ?? idle : pendingTouch(downInput)),
    tick: (context, time) => (due(time) ? startSingle(context, downInput.at) : pendingTouch(downInput)),
    up(context, input) {
      // A tap shorter than the start delay still selects or deselects.
      if (context.host.store.getState().editor.tool !== 'selector') return idle;
      const item = selectAt(context.host, downInput.at);
      if (item) context.tapped({ itemID: item.itemID, at: input.at, time: input.time });
      return idle;
    },
    cancel: () => idle,
  };
}

function startSingle(context: GestureContext, from: Point): GestureState {
  const { host } = context;
  if (host.store.getState().editor.tool !== 'selector') return panning(host.viewport(), from);
  const item = selectAt(host, from);
  return item ? moving(item, toTemplate(host, from)) : idle;
}

/** One finger pans the view (Pan tool). */
export function panning(start: Viewport, from: Point): GestureState {
  const shown = (at: Point): Viewport => ({ ...start, x: start.x + at.x - from.x, y: start.y + at.y - from.y });
  return {
    name: 'panning',
    down: (context) => startPinch(context),
    move(context, input) {
      context.host.showViewport(shown(input.at));
      return this;
    },
    up(context) {
      context.host.store.dispatch(viewportCommitted(context.host.viewport()));
      return idle;
    },
    cancel(context) {
      context.host.showViewport(start);
      return idle;
    },
  };
}

/** One finger drags a sticker (Selector); `from` in template units. */
export function moving(item: CanvasItem, from: Point): GestureState {
  const at = (host: GestureHost, point: Point) => {
    const to = toTemplate(host, point);
    return translateItem(item, to.x - from.x, to.y - from.y);
  };
  return {
    name: 'moving',
    down(context) {
      context.host.placeSticker(item);
      return startPinch(context);
    },
    move(context, input) {
      const next = at(context.host, input.at);
      context.host.placeSticker(next);
      return this;
    },
    up(context, input) {
      // Browsers coalesce moves; the lift's own position is the final one.
      const last = at(context.host, input.at);
      if (distance(from, toTemplate(context.host, input.at)) * context.host.viewport().scale < tapSlopPx) {
        context.host.placeSticker(item);
        context.tapped({ itemID: item.itemID, at: input.at, time: input.time });
        return idle;
      }
      // Over another cell of a collage the two pictures swap, and the dragged one goes back to its cell.
      if (context.host.store.dispatch(swapCellsAt(item.itemID, toTemplate(context.host, input.at)))) {
        context.host.placeSticker(item);
        return idle;
      }
      context.host.placeSticker(last);
      commitSticker(context.host, item, last);
      return idle;
    },
    cancel(context) {
      context.host.placeSticker(item);
      return idle;
    },
  };
}

/** Konva's Transformer resizes or rotates the selected sticker and commits at transformend. */
export const transforming: GestureState = {
  name: 'transforming',
  down(context) {
    context.host.cancelTransform();
    return startPinch(context);
  },
  up: (context) => (context.pointers.size === 0 ? idle : transforming),
  cancel(context) {
    context.host.cancelTransform();
    return idle;
  },
};

/** Two fingers: on the selected sticker (Selector tool) they pinch it, anywhere else the view. */
function startPinch(context: GestureContext): GestureState {
  const { host } = context;
  const touches = firstTwo(context.pointers);
  if (!touches) return idle;
  host.setAnchorsListening(false);
  const state = host.store.getState();
  const selected = state.editor.tool === 'selector' ? selectSelectedItem(state) : null;
  const inTemplate: TouchPair = [toTemplate(host, touches[0]), toTemplate(host, touches[1])];
  if (selected && inTemplate.every((touch) => containsPoint(selected, touch))) {
    return stickerPinching(selected, inTemplate, selected);
  }
  return pinching(host.viewport(), touches);
}

/** The fingers left after a pinch are ignored until they all lift; a new pair pinches again. */
export const draining: GestureState = {
  name: 'draining',
  down: (context) => (context.pointers.size >= 2 ? startPinch(context) : draining),
  up: (context) => (context.pointers.size === 0 ? idle : draining),
  cancel: () => idle,
};

function endPinch(context: GestureContext): GestureState {
  context.host.setAnchorsListening(true);
  return context.pointers.size === 0 ? idle : draining;
}

/** Two fingers zoom about their midpoint and pan with it (SPEC §2, §5). */
export function pinching(start: Viewport, startTouches: TouchPair): GestureState {
  return {
    name: 'pinching',
    move(context) {
      const touches = firstTwo(context.pointers);
      if (touches) context.host.showViewport(pinch(start, startTouches, touches));
      return this;
    },
    up(context) {
      if (context.pointers.size >= 2) return this;
      context.host.store.dispatch(viewportCommitted(context.host.viewport()));
      return endPinch(context);
    },
    cancel(context) {
      context.host.showViewport(start);
      context.host.setAnchorsListening(true);
      return idle;
    },
  };
}

/** Two fingers on the selected sticker scale and turn it about their midpoint (template units). */
export function stickerPinching(item: CanvasItem, startTouches: TouchPair, current: CanvasItem): GestureState {
  return {
    name: 'stickerPinching',
    move(context) {
      const touches = firstTwo(context.pointers);
      if (!touches) return this;
      const next = pinchItem(item, startTouches, [toTemplate(context.host, touches[0]), toTemplate(context.host, touches[1])]);
      context.host.placeSticker(next);
      return stickerPinching(item, startTouches, next);
    },
    up(context) {
      if (context.pointers.size >= 2) return this;
      commitSticker(context.host, item, current);
      return endPinch(context);
    },
    cancel(context) {
      context.host.placeSticker(item);
      context.host.setAnchorsListening(true);
      return idle;
    },
  };
}
