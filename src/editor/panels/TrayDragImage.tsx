import { createPortal } from 'react-dom';
import { TrayThumb } from './TrayThumb.tsx';
import type { TrayDrag } from './useTrayGestures.ts';

/** The tray picture under the finger (or pointer) while it is dragged onto the case, over the whole page. */
export function TrayDragImage({ drag }: { drag: TrayDrag | null }) {
  if (!drag) return null;
  return createPortal(
    <div className="sticker-drag-image" style={{ transform: `translate(${drag.x - drag.width / 2}px, ${drag.y - drag.height / 2}px)` }}>
      <TrayThumb imageID={drag.imageID} width={drag.width} height={drag.height} />
    </div>,
    document.body,
  );
}
