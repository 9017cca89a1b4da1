import { nanoid } from '@reduxjs/toolkit';
import { useEffect, useRef } from 'react';

/**
 * Whether a pointer is dragging a slider, for the changes a drag makes rather than a key: the
 * drag's id while a pointer holds it (its changes are one undo step, or it snaps), null
 * otherwise. A drag ends wherever the pointer is let go, beside the slider too.
 */
export function useSliderDrag(): { drag: { readonly current: string | null }; onPointerDown: () => void } {
  const drag = useRef<string | null>(null);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);
  const onPointerDown = () => {
    stop.current?.();
    drag.current = nanoid();
    const end = () => {
      drag.current = null;
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      stop.current = null;
    };
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    stop.current = end;
  };
  return { drag, onPointerDown };
}
