import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useAppDispatch, useAppStore } from '../../app/hooks.ts';
import { stageRegistry } from '../canvas/stageRegistry.ts';
import { trayLongPressMs } from '../model/constants.ts';
import { addVelocitySample, inertiaStep, releaseVelocity, type VelocitySample } from '../model/inertia.ts';
import { clampTrayScroll, type TrayLayout } from '../model/tray.ts';
import { screenToTemplate } from '../model/viewport.ts';
import { trayDragChanged } from '../state/editorSlice.ts';
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
  const dispatch = useAppDispatch();
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
    let press: {
      pointerId: number;
      startX: number;
      startY: number;
      startScroll: number;
      index: number | null;
      mode: 'pending' | 'scroll' | 'drag';
      timer: number;
      samples: VelocitySample[];
    } | null = null;
    let inertiaFrame = 0;

    const startDrag = (event: { clientX: number; clientY: number }) => {
      if (!press || press.index === null) return;
      const imageID = latest.current.imageAt(press.index);
      const sticker = latest.current.layout.stickers[press.index];
      if (!imageID || !sticker) return;
      press.mode = 'drag';
      // Captured only now: a capture from the start would retarget a plain tap's click.
      tray.setPointerCapture(press.pointerId);
      dispatch(trayDragChanged(true));
      latest.current.onDragChange({
        imageID,
        x: event.clientX,
        y: event.clientY,
        width: sticker.width,
        height: sticker.height,
      });
    };

    const dropAt = (imageID: string, clientX: number, clientY: number) => {
      const stage = stageRegistry.stage;
      const model = selectPhoneModel(store.getState());
      if (!stage || !model) return;
      const rect = stage.container().getBoundingClientRect();
      const local = { x: clientX - rect.left, y: clientY - rect.top };
      if (local.x < 0 || local.y < 0 || local.x > rect.width || local.y > rect.height) return;
      const point = screenToTemplate({ scale: stage.scaleX(), x: stage.x(), y: stage.y() }, local);
      const template = templateGeometry(model);
      if (point.x < 0 || point.y < 0 || point.x > template.width || point.y > template.height) return;
      dispatch(placeSticker({ imageID, centre: point }));
    };

    const onPointerDown = (event: PointerEvent) => {
      if (press || event.button > 0) return;
      cancelAnimationFrame(inertiaFrame);
      const item = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
      press = {
        pointerId: event.pointerId,
        startX: event.clientX,
        startY: event.clientY,
        startScroll: scroll.current,
        index: item ? Number(item.dataset.index) : null,
        mode: 'pending',
        timer: window.setTimeout(() => startDrag(event), trayLongPressMs),
        samples: [{ time: event.timeStamp, position: event.clientX }],
      };
      suppressNextClick.current = false;
    };

    const onPointerMove = (event: PointerEvent) => {
      if (!press || event.pointerId !== press.pointerId) return;
      if (press.mode === 'drag') {
        const imageID = press.index === null ? null : latest.current.imageAt(press.index);
        const sticker = press.index === null ? undefined : latest.current.layout.stickers[press.index];
        if (imageID && sticker) {
          latest.current.onDragChange({ imageID, x: event.clientX, y: event.clientY, width: sticker.width, height: sticker.height });
        }
        return;
      }
      const dx = event.clientX - press.startX;
      if (press.mode === 'pending' && Math.hypot(dx, event.clientY - press.startY) > scrollSlopPx) {
        window.clearTimeout(press.timer);
        press.mode = 'scroll';
        tray.setPointerCapture(press.pointerId);
      }
      if (press.mode === 'scroll') {
        press.samples = addVelocitySample(press.samples, { time: event.timeStamp, position: event.clientX });
        applyScroll(press.startScroll - dx);
      }
    };

    const coast = (velocity: number) => {
      const step = inertiaStep(velocity);
      if (!step) return;
      applyScroll(scroll.current - step.delta);
      inertiaFrame = requestAnimationFrame(() => coast(step.velocity));
    };

    const onPointerEnd = (event: PointerEvent) => {
      if (!press || event.pointerId !== press.pointerId) return;
      window.clearTimeout(press.timer);
      const ended = press;
      press = null;
      if (ended.mode === 'drag') {
        suppressNextClick.current = true;
        const imageID = ended.index === null ? null : latest.current.imageAt(ended.index);
        latest.current.onDragChange(null);
        dispatch(trayDragChanged(false));
        if (imageID && event.type === 'pointerup') dropAt(imageID, event.clientX, event.clientY);
      } else if (ended.mode === 'scroll') {
        suppressNextClick.current = true;
        coast(releaseVelocity(ended.samples, event.timeStamp));
      }
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- listeners read `latest`; attach once.
  }, [trayRef, dispatch, store]);

  return () => {
    const suppressed = suppressNextClick.current;
    suppressNextClick.current = false;
    return suppressed;
  };
}
