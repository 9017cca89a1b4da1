import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useAppStore } from '../../app/hooks.ts';
import type { AppStore } from '../../app/store.ts';
import { stageRegistry } from '../canvas/stageRegistry.ts';
import { trayLongPressMs } from '../model/constants.ts';
import { addVelocitySample, inertiaStep, releaseVelocity, type VelocitySample } from '../model/inertia.ts';
import { clampTrayScroll, type TrayLayout } from '../model/tray.ts';
import { screenToTemplate } from '../model/viewport.ts';
import { trayDragChanged } from '../state/editorSlice.ts';
import { dropOnCell } from '../state/frameCommands.ts';
import { placeSticker } from '../state/stickerCommands.ts';
import { selectPhoneModel } from '../state/selectors.ts';
import { templateGeometry } from '../../shared/catalog/templateGeometry.ts';

/** A tray picture being dragged onto the case, in client px. */
export interface TrayDrag {
  imageID: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Movement (px) that makes a press a scroll rather than a long press. */
const scrollSlopPx = 8;

interface TrayGestureOptions {
  trayRef: RefObject<HTMLDivElement | null>;
  stripRef: RefObject<HTMLDivElement | null>;
  layout: TrayLayout;
  viewportWidth: number;
  onDragChange: (drag: TrayDrag | null) => void;
  imageAt: (index: number) => string | null;
}

/** What the tray's pointer handlers read and change. */
interface TrayContext {
  tray: HTMLDivElement;
  store: AppStore;
  /** The latest props (layout, sticker images, drag callback), read when an event comes. */
  latest: { readonly current: Pick<TrayGestureOptions, 'layout' | 'viewportWidth' | 'onDragChange' | 'imageAt'> };
  scrollOffset(): number;
  applyScroll(offset: number): void;
  /** Whether the next click on a tray button ends a scroll or a drag (then it places no sticker). */
  setClickSuppressed(suppressed: boolean): void;
}

/** A press on the tray: pending (could still become a long press), scrolling or dragging. */
interface TrayPress {
  pointerId: number;
  startX: number;
  startY: number;
  startScroll: number;
  index: number | null;
  mode: 'pending' | 'scroll' | 'drag';
  timer: number;
  samples: VelocitySample[];
}

/** The dragged picture under the finger, or null when the press is not on a picture. */
function dragAt(context: TrayContext, press: TrayPress, event: { clientX: number; clientY: number }): TrayDrag | null {
  if (press.index === null) return null;
  const imageID = context.latest.current.imageAt(press.index);
  const sticker = context.latest.current.layout.stickers[press.index];
  if (!imageID || !sticker) return null;
  return { imageID, x: event.clientX, y: event.clientY, width: sticker.width, height: sticker.height };
}

/**
 * Drops a tray picture at a client point when that point is over the template on the stage: into
 * the collage cell there (an empty frame or a collage's picture), else as a new sticker there.
 */
function dropOnCase(store: AppStore, imageID: string, clientX: number, clientY: number): void {
  const stage = stageRegistry.stage;
  const model = selectPhoneModel(store.getState());
  if (!stage || !model) return;
  const rect = stage.container().getBoundingClientRect();
  const local = { x: clientX - rect.left, y: clientY - rect.top };
  if (local.x < 0 || local.y < 0 || local.x > rect.width || local.y > rect.height) return;
  const point = screenToTemplate({ scale: stage.scaleX(), x: stage.x(), y: stage.y() }, local);
  const template = templateGeometry(model);
  if (point.x < 0 || point.y < 0 || point.x > template.width || point.y > template.height) return;
  if (!store.dispatch(dropOnCell(imageID, point))) store.dispatch(placeSticker({ imageID, centre: point }));
}

/** The long press has lasted 200 ms: the picture follows the finger and the tray hides. */
function startDrag(context: TrayContext, press: TrayPress, event: { clientX: number; clientY: number }): void {
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
  const dx = event.clientX - press.startX;
  if (press.mode === 'pending' && Math.hypot(dx, event.clientY - press.startY) > scrollSlopPx) {
    window.clearTimeout(press.timer);
    press.mode = 'scroll';
    context.tray.setPointerCapture(press.pointerId);
  }
  if (press.mode === 'scroll') {
    press.samples = addVelocitySample(press.samples, { time: event.timeStamp, position: event.clientX });
    context.applyScroll(press.startScroll - dx);
  }
}

/** Ends a press: a drag drops its picture (on a real lift), a scroll coasts on with inertia. */
function endPress(context: TrayContext, press: TrayPress, event: PointerEvent, coast: (velocity: number) => void): void {
  window.clearTimeout(press.timer);
  if (press.mode === 'drag') {
    context.setClickSuppressed(true);
    const imageID = press.index === null ? null : context.latest.current.imageAt(press.index);
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
  let press: TrayPress | null = null;
  let inertiaFrame = 0;
  const coast = (velocity: number) => {
    const step = inertiaStep(velocity);
    if (!step) return;
    context.applyScroll(context.scrollOffset() - step.delta);
    inertiaFrame = requestAnimationFrame(() => coast(step.velocity));
  };
  const onPointerDown = (event: PointerEvent) => {
    if (press || event.button > 0) return;
    cancelAnimationFrame(inertiaFrame);
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    const started: TrayPress = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      startScroll: context.scrollOffset(),
      index: item ? Number(item.dataset.index) : null,
      mode: 'pending',
      timer: window.setTimeout(() => startDrag(context, started, event), trayLongPressMs),
      samples: [{ time: event.timeStamp, position: event.clientX }],
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
 * The tray's touch and mouse handling (SPEC §4): moving before 200 ms scrolls with inertia,
 * holding 200 ms on a picture drags it (the tray hides) and releasing over the case drops it
 * there. Returns a check that tells a button's click apart from the end of a scroll or drag.
 */
export function useTrayGestures({
  trayRef,
  stripRef,
  layout,
  viewportWidth,
  onDragChange,
  imageAt,
}: TrayGestureOptions): () => boolean {
  const store = useAppStore();
  const scroll = useRef(0);
  const suppressNextClick = useRef(false);
  const latest = useRef({ layout, viewportWidth, onDragChange, imageAt });
  useLayoutEffect(() => {
    latest.current = { layout, viewportWidth, onDragChange, imageAt };
  });

  const applyScroll = (offset: number) => {
    const { layout: current, viewportWidth: width } = latest.current;
    scroll.current = clampTrayScroll(offset, current.contentWidth, width);
    if (stripRef.current) stripRef.current.style.transform = `translateX(${-scroll.current}px)`;
  };

  useEffect(() => {
    applyScroll(scroll.current);
  });

  useEffect(() => {
    const tray = trayRef.current;
    if (!tray) return;
    return attachTrayPointers({
      tray,
      store,
      latest,
      scrollOffset: () => scroll.current,
      applyScroll,
      setClickSuppressed: (suppressed) => {
        suppressNextClick.current = suppressed;
      },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- listeners read `latest`; attach once.
  }, [trayRef, store]);

  return () => {
    const suppressed = suppressNextClick.current;
    suppressNextClick.current = false;
    return suppressed;
  };
}
