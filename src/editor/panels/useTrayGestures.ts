import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useAppStore } from '../../app/hooks.ts';
import type { AppStore } from '../../app/store.ts';
import { trayLongPressMs } from '../model/constants.ts';
import { addVelocitySample, inertiaStep, releaseVelocity, type VelocitySample } from '../model/inertia.ts';
import type { Size } from '../model/types.ts';
import { trayDragChanged } from '../state/editorSlice.ts';
import { dropOnCase } from './trayDrop.ts';

/** A tray picture being dragged onto the case, in client px. */
export interface TrayDrag {
  imageID: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How a tray scrolls: along one axis, to an offset in px (the scroller keeps it within the content). */
export interface TrayScroller {
  axis: 'x' | 'y';
  offset(): number;
  scrollTo(offset: number): void;
}

/** Movement (px) that makes a press a scroll (or, with a mouse in a grid, a drag) rather than a long press. */
const scrollSlopPx = 8;

interface TrayGestureOptions {
  trayRef: RefObject<HTMLElement | null>;
  scroller: TrayScroller;
  /** The picture drawn at a tray index and its drawn size (px), or null. */
  pictureAt: (index: number) => (Size & { imageID: string }) | null;
  onDragChange: (drag: TrayDrag | null) => void;
  /**
   * A mouse or pen that moves on a picture drags it at once (a grid, which scrolls by the wheel);
   * otherwise moving scrolls and only a held press drags, as a finger always does.
   */
  mouseDragsAtOnce?: boolean;
}

type LatestOptions = Pick<TrayGestureOptions, 'scroller' | 'pictureAt' | 'onDragChange' | 'mouseDragsAtOnce'>;

/** What the tray's pointer handlers read and change. */
interface TrayContext {
  tray: HTMLElement;
  store: AppStore;
  /** The latest options, read when an event comes. */
  latest: { readonly current: LatestOptions };
  /** Whether the next click on a tray button ends a scroll or a drag (then it places no sticker). */
  setClickSuppressed(suppressed: boolean): void;
}

/** A press on the tray: pending (could still become a long press), scrolling or dragging. */
interface TrayPress {
  pointerId: number;
  isTouch: boolean;
  startX: number;
  startY: number;
  startScroll: number;
  index: number | null;
  mode: 'pending' | 'scroll' | 'drag';
  timer: number;
  samples: VelocitySample[];
}

const along = (axis: TrayScroller['axis'], event: { clientX: number; clientY: number }) => (axis === 'x' ? event.clientX : event.clientY);

/** The dragged picture under the pointer, or null when the press is not on a picture. */
function dragAt(context: TrayContext, press: TrayPress, event: { clientX: number; clientY: number }): TrayDrag | null {
  const picture = press.index === null ? null : context.latest.current.pictureAt(press.index);
  return picture ? { imageID: picture.imageID, x: event.clientX, y: event.clientY, width: picture.width, height: picture.height } : null;
}

/** A long press has lasted 200 ms (or a mouse moved on a grid's picture): the picture follows the pointer and a phone's tray hides. */
function startDrag(context: TrayContext, press: TrayPress, event: { clientX: number; clientY: number }): void {
  window.clearTimeout(press.timer);
  const drag = dragAt(context, press, event);
  if (!drag) return;
  press.mode = 'drag';
  // Captured only now: a capture from the start would retarget a plain tap's click.
  context.tray.setPointerCapture(press.pointerId);
  context.store.dispatch(trayDragChanged(true));
  context.latest.current.onDragChange(drag);
}

function movePress(context: TrayContext, press: TrayPress, event: PointerEvent): void {
  if (press.mode === 'drag') {
    const drag = dragAt(context, press, event);
    if (drag) context.latest.current.onDragChange(drag);
    return;
  }
  const { scroller, mouseDragsAtOnce } = context.latest.current;
  const moved = along(scroller.axis, event) - (scroller.axis === 'x' ? press.startX : press.startY);
  if (press.mode === 'pending' && Math.hypot(event.clientX - press.startX, event.clientY - press.startY) > scrollSlopPx) {
    if (mouseDragsAtOnce && !press.isTouch && press.index !== null) {
      startDrag(context, press, event);
      return;
    }
    window.clearTimeout(press.timer);
    press.mode = 'scroll';
    context.tray.setPointerCapture(press.pointerId);
  }
  if (press.mode === 'scroll') {
    press.samples = addVelocitySample(press.samples, { time: event.timeStamp, position: along(scroller.axis, event) });
    scroller.scrollTo(press.startScroll - moved);
  }
}

/** Ends a press: a drag drops its picture (on a real lift), a scroll coasts on with inertia. */
function endPress(context: TrayContext, press: TrayPress, event: PointerEvent, coast: (velocity: number) => void): void {
  window.clearTimeout(press.timer);
  if (press.mode === 'drag') {
    context.setClickSuppressed(true);
    const imageID = press.index === null ? null : (context.latest.current.pictureAt(press.index)?.imageID ?? null);
    context.latest.current.onDragChange(null);
    context.store.dispatch(trayDragChanged(false));
    if (imageID && event.type === 'pointerup') dropOnCase(context.store, imageID, event.clientX, event.clientY);
  } else if (press.mode === 'scroll') {
    context.setClickSuppressed(true);
    coast(releaseVelocity(press.samples, event.timeStamp));
  }
}

/** Wires the tray's pointer events; returns the detach. */
function attachTrayPointers(context: TrayContext): () => void {
  const { tray } = context;
  const scroller = () => context.latest.current.scroller;
  let press: TrayPress | null = null;
  let inertiaFrame = 0;
  const coast = (velocity: number) => {
    const step = inertiaStep(velocity);
    if (!step) return;
    scroller().scrollTo(scroller().offset() - step.delta);
    inertiaFrame = requestAnimationFrame(() => coast(step.velocity));
  };
  const onPointerDown = (event: PointerEvent) => {
    if (press || event.button > 0) return;
    cancelAnimationFrame(inertiaFrame);
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    const started: TrayPress = {
      pointerId: event.pointerId,
      isTouch: event.pointerType === 'touch',
      startX: event.clientX,
      startY: event.clientY,
      startScroll: scroller().offset(),
      index: item ? Number(item.dataset.index) : null,
      mode: 'pending',
      timer: window.setTimeout(() => startDrag(context, started, event), trayLongPressMs),
      samples: [{ time: event.timeStamp, position: along(scroller().axis, event) }],
    };
    press = started;
    context.setClickSuppressed(false);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (press?.pointerId === event.pointerId) movePress(context, press, event);
  };
  const onPointerEnd = (event: PointerEvent) => {
    if (press?.pointerId !== event.pointerId) return;
    const ended = press;
    press = null;
    endPress(context, ended, event, coast);
  };
  tray.addEventListener('pointerdown', onPointerDown);
  tray.addEventListener('pointermove', onPointerMove);
  tray.addEventListener('pointerup', onPointerEnd);
  tray.addEventListener('pointercancel', onPointerEnd);
  return () => {
    cancelAnimationFrame(inertiaFrame);
    if (press) window.clearTimeout(press.timer);
    tray.removeEventListener('pointerdown', onPointerDown);
    tray.removeEventListener('pointermove', onPointerMove);
    tray.removeEventListener('pointerup', onPointerEnd);
    tray.removeEventListener('pointercancel', onPointerEnd);
  };
}

/**
 * The tray's touch and mouse handling (SPEC §4), for the phone's strip and the studio's grid:
 * moving before 200 ms scrolls with inertia, holding 200 ms on a picture drags it (a phone's tray
 * hides) and releasing over the case drops it there. Returns a check that tells a button's click
 * apart from the end of a scroll or drag.
 */
export function useTrayGestures({ trayRef, scroller, pictureAt, onDragChange, mouseDragsAtOnce = false }: TrayGestureOptions): () => boolean {
  const store = useAppStore();
  const suppressNextClick = useRef(false);
  const latest = useRef<LatestOptions>({ scroller, pictureAt, onDragChange, mouseDragsAtOnce });
  useLayoutEffect(() => {
    latest.current = { scroller, pictureAt, onDragChange, mouseDragsAtOnce };
  });

  useEffect(() => {
    const tray = trayRef.current;
    if (!tray) return;
    return attachTrayPointers({
      tray,
      store,
      latest,
      setClickSuppressed: (suppressed) => {
        suppressNextClick.current = suppressed;
      },
    });
  }, [trayRef, store]);

  return () => {
    const suppressed = suppressNextClick.current;
    suppressNextClick.current = false;
    return suppressed;
  };
}
