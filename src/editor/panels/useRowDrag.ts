import { useRef, useState, type PointerEvent } from 'react';

/** Where a dragged row is: the row it started as, the row it would land as, and its offset (CSS px). */
export interface RowDrag {
  from: number;
  to: number;
  offset: number;
}

/**
 * A list's rows dragged by a handle, with a finger or the mouse (pointer events, so touch works
 * where HTML drag and drop does not): the row follows the pointer and lands, at the lift, where
 * it passed half of another row. `onDrop(from, to)` gets row positions (0: the first row).
 */
export function useRowDrag(count: number, onDrop: (from: number, to: number) => void) {
  const [drag, setDrag] = useState<RowDrag | null>(null);
  const start = useRef<{ y: number; height: number } | null>(null);
  const handleProps = (row: number) => ({
    onPointerDown(event: PointerEvent<HTMLElement>) {
      const rowElement = event.currentTarget.closest('li');
      if (!rowElement) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      start.current = { y: event.clientY, height: rowElement.getBoundingClientRect().height };
      setDrag({ from: row, to: row, offset: 0 });
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (!start.current || drag?.from !== row) return;
      const offset = event.clientY - start.current.y;
      const to = Math.min(count - 1, Math.max(0, Math.round(row + offset / start.current.height)));
      setDrag({ from: row, to, offset });
    },
    onPointerUp() {
      if (drag && drag.from === row && drag.to !== drag.from) onDrop(drag.from, drag.to);
      start.current = null;
      setDrag(null);
    },
    onPointerCancel() {
      start.current = null;
      setDrag(null);
    },
  });
  return { drag, handleProps };
}
