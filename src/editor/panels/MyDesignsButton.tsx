import './collageSheet.css';
import { LibraryBig } from 'lucide-react';
import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useOverlayFocus } from '../../shared/ui/useOverlayFocus.ts';
import { MyDesignsPanel } from './MyDesignsPanel.tsx';

/**
 * The sheet's frame, the Collage sheet's, until the editor's one panel container shows
 * MyDesignsPanel (issue 48). Outside the rail (a portal), so it lies over the bottom panel as
 * that sheet does.
 */
function MyDesignsSheet({ close }: { close: () => void }) {
  const sheet = useRef<HTMLDivElement>(null);
  useOverlayFocus(sheet, { onClose: close, modal: true });
  return createPortal(
    <>
      <div className="collage-sheet-backdrop" aria-hidden="true" onPointerDown={close} />
      <div ref={sheet} className="collage-sheet" role="dialog" aria-modal="true" aria-label="My designs">
        <MyDesignsPanel close={close} />
      </div>
    </>,
    document.body,
  );
}

/** The rail's "My designs" button: the shelf over the editor. */
export function MyDesignsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="editor-icon-button" aria-label="My designs" aria-expanded={open} onClick={() => setOpen(true)}>
        <LibraryBig size={22} aria-hidden="true" />
      </button>
      {open && <MyDesignsSheet close={() => setOpen(false)} />}
    </>
  );
}
