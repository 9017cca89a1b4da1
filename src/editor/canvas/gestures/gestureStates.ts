import { tapSlopPx, touchStartDelayMs } from '../../model/constants.ts';
import type { Tap } from '../../model/doubleTap.ts';
import { distance } from '../../model/geometry.ts';
import { pinchGroup, selectionContains } from '../../model/groupTransform.ts';
import { marqueeRect } from '../../model/marquee.ts';
import type { CanvasItem, Point, Viewport } from '../../model/types.ts';
import { pinch, screenToTemplate, type TouchPair } from '../../model/viewport.ts';
import { swapCellsAt } from '../../state/collageCommands.ts';
import { viewportCommitted } from '../../state/editorSlice.ts';
import { selectSelectedItems } from '../../state/selectors.ts';
import { startCropGesture } from './cropStates.ts';
import type { GestureHost } from './gestureHost.ts';
import {
  commitItems,
  grabAt,
  longPressGrab,
  longPressMs,
  selectableItemAt,
  selectInMarquee,
  tapSelect,
  type Grab,
} from './gestureSelection.ts';
import { noKeys, type PointerKeys } from './pointerKeys.ts';
import { gestureSnapTargets, snappedMove } from './snapping.ts';

/**
 * The canvas's touch and mouse gestures as small states (SPEC §4, §5), each answering the
 * pointer events it cares about with the next state:
 *
 *   idle ─down─▶ pendingTouch ─25 ms─▶ panning (Pan tool) | moving (the selection) | marqueeing (empty)
 *   idle ─down on an anchor─▶ transforming (Konva's Transformer resizes or rotates)
 *   any one-finger state ─second finger─▶ pinching (the view) | stickerPinching (the selection)
 *   pinching, stickerPinching ─a finger lifts─▶ draining ─all lifted─▶ idle
 *   idle ─down in crop mode─▶ the crop states (cropStates.ts) ─all lifted─▶ idle
 *
 * A second finger puts back whatever the first one changed. The store is written once, when a
 * gesture ends: one undo snapshot for the stickers moved, the view for a pan or pinch. A drag
 * snaps to the case and the other items (snapping.ts) unless Alt is held.
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
  keys?: PointerKeys;
}

export interface GestureState {
  readonly name:
    | 'idle'
    | 'pendingTouch'
    | 'panning'
    | 'moving'
    | 'marqueeing'
    | 'transforming'
    | 'pinching'
    | 'stickerPinching'
    | 'draining'
    | 'cropDragging'
    | 'cropResizing'
    | 'cropPinching'
    | 'cropDraining';
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


export const idle: GestureState = {
  name: 'idle',
  down(context, input) {
    if (context.host.store.getState().editor.cropping) return startCropGesture(context, idle);
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
    move: (context, input) => (due(input.time) ? startSingle(context, downInput).move?.(context, input) ?? idle : pendingTouch(downInput)),
    tick: (context, time) => (due(time) ? startSingle(context, downInput) : pendingTouch(downInput)),
    up(context, input) {
      // A tap shorter than the start delay still selects or deselects (with the Pan tool, fills a frame).
      if (context.host.store.getState().editor.tool !== 'selector') {
        tapFrameAt(context, downInput.at, input);
        return idle;
      }
      const item = selectableItemAt(context.host, downInput.at);
      tapSelect(context.host, item, downInput.keys?.toggle ?? false);
      if (item) context.tapped({ itemID: item.itemID, at: input.at, time: input.time });
      return idle;
    },
    cancel: () => idle,
  };
}

function startSingle(context: GestureContext, down: PointerInput): GestureState {
  const { host } = context;
  if (host.store.getState().editor.tool !== 'selector') return panning(host.viewport(), down.at);
  const keys = down.keys ?? noKeys;
  const hit = selectableItemAt(host, down.at);
  if (!hit) return marqueeing(down.at, keys.toggle);
  const grab = grabAt(host, hit, keys);
  if (!grab) return idle;
  if (grab.previous) host.scheduleTick(down.time + longPressMs);
  return moving(grab, toTemplate(host, down.at));
}

/** With the Pan tool a tap selects nothing, but a tap on an empty frame still opens its photo picker. */
function tapFrameAt(context: GestureContext, at: Point, input: PointerInput): void {
  const item = selectableItemAt(context.host, at);
  if (item?.kind === 'frame') context.tapped({ itemID: item.itemID, at: input.at, time: input.time });
}

/** One finger pans the view (Pan tool); one that lifts without moving tapped (an empty frame opens its picker). */
export function panning(start: Viewport, from: Point): GestureState {
  const shown = (at: Point): Viewport => ({ ...start, x: start.x + at.x - from.x, y: start.y + at.y - from.y });
  return {
    name: 'panning',
    down: (context) => startPinch(context),
    move(context, input) {
      context.host.showViewport(shown(input.at));
      return this;
    },
    up(context, input) {
      context.host.store.dispatch(viewportCommitted(context.host.viewport()));
      if (distance(from, input.at) < tapSlopPx) tapFrameAt(context, from, input);
      return idle;
    },
    cancel(context) {
      context.host.showViewport(start);
      return idle;
    },
  };
}

/**
 * One finger drags the grabbed items (Selector), snapping as it goes; `from` in template units.
 * Held still for longPressMs by a finger, it adds the item to the selection it was pressed beside.
 */
export function moving(grab: Grab, from: Point): GestureState {
  const { items } = grab;
  let targets: ReturnType<typeof gestureSnapTargets> | undefined;
  let wandered = false;
  const at = (host: GestureHost, input: PointerInput) => {
    const to = toTemplate(host, input.at);
    targets ??= gestureSnapTargets(host.store.getState(), new Set(items.map((item) => item.itemID)));
    return snappedMove(targets, items, { dx: to.x - from.x, dy: to.y - from.y }, host.viewport().scale, input.keys?.alt ?? false);
  };
  const isTap = (host: GestureHost, point: Point) => distance(from, toTemplate(host, point)) * host.viewport().scale < tapSlopPx;
  const putBack = (host: GestureHost) => {
    host.placeStickers(items);
    host.showGuides([]);
  };
  return {
    name: 'moving',
    down(context) {
      putBack(context.host);
      return startPinch(context);
    },
    move(context, input) {
      wandered ||= !isTap(context.host, input.at);
      const next = at(context.host, input);
      context.host.placeStickers(next.items);
      context.host.showGuides(next.guides);
      return this;
    },
    tick(context) {
      if (wandered || !grab.previous) return this;
      putBack(context.host);
      return moving(longPressGrab(context.host, grab), from);
    },
    up(context, input) {
      const { host } = context;
      if (isTap(host, input.at)) {
        putBack(host);
        if (grab.tapSelectsAlone) tapSelect(host, grab.hit, false);
        context.tapped({ itemID: grab.hit.itemID, at: input.at, time: input.time });
        return idle;
      }
      // Let go over another cell of a collage, one picture swaps with that cell's; the dragged one goes back.
      if (items.length === 1 && host.store.dispatch(swapCellsAt(grab.hit.itemID, toTemplate(host, input.at)))) {
        putBack(host);
        return idle;
      }
      // Browsers coalesce moves; the lift's own position is the final one.
      const last = at(host, input);
      host.placeStickers(last.items);
      host.showGuides([]);
      commitItems(host.store.dispatch, items, last.items);
      return idle;
    },
    cancel(context) {
      putBack(context.host);
      return idle;
    },
  };
}

/** One finger (or the mouse) drags a selection marquee from empty canvas; `from` in stage px. */
export function marqueeing(from: Point, toggle: boolean): GestureState {
  const rect = (host: GestureHost, to: Point) => marqueeRect(toTemplate(host, from), toTemplate(host, to));
  return {
    name: 'marqueeing',
    down(context) {
      context.host.showMarquee(null);
      return startPinch(context);
    },
    move(context, input) {
      context.host.showMarquee(rect(context.host, input.at));
      return this;
    },
    up(context, input) {
      const { host } = context;
      host.showMarquee(null);
      if (distance(from, input.at) < tapSlopPx) tapSelect(host, null, toggle);
      else selectInMarquee(host, rect(host, input.at), toggle);
      return idle;
    },
    cancel(context) {
      context.host.showMarquee(null);
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

/**
 * Two fingers: on the selection (Selector tool; both inside the one sticker, or inside the box
 * around a group) they pinch it, anywhere else the view.
 */
function startPinch(context: GestureContext): GestureState {
  const { host } = context;
  const touches = firstTwo(context.pointers);
  if (!touches) return idle;
  host.setAnchorsListening(false);
  const state = host.store.getState();
  const selected = state.editor.tool === 'selector' ? selectSelectedItems(state) : [];
  const inTemplate: TouchPair = [toTemplate(host, touches[0]), toTemplate(host, touches[1])];
  if (inTemplate.every((touch) => selectionContains(selected, touch))) {
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

/**
 * Two fingers on the selection scale and turn it as one about their midpoint (template units;
 * model/groupTransform pinchGroup, the resize rule held for every item); one undo step at the end.
 */
export function stickerPinching(items: readonly CanvasItem[], startTouches: TouchPair, current: readonly CanvasItem[]): GestureState {
  return {
    name: 'stickerPinching',
    move(context) {
      const touches = firstTwo(context.pointers);
      if (!touches) return this;
      const next = pinchGroup(items, startTouches, [toTemplate(context.host, touches[0]), toTemplate(context.host, touches[1])]);
      context.host.placeStickers(next);
      return stickerPinching(items, startTouches, next);
    },
    up(context) {
      if (context.pointers.size >= 2) return this;
      commitItems(context.host.store.dispatch, items, current);
      return endPinch(context);
    },
    cancel(context) {
      context.host.placeStickers(items);
      context.host.setAnchorsListening(true);
      return idle;
    },
  };
}
