import './collageSheet.css';
import { LibraryBig } from 'lucide-react';
import { useRef, useState } from 'react';
import { useOverlayFocus } from '../../shared/ui/useOverlayFocus.ts';
import { MyDesignsPanel } from './MyDesignsPanel.tsx';

/** The sheet's frame, the Collage sheet's, until the editor's one panel container shows MyDesignsPanel (issue 48). */
function MyDesignsSheet({ close }: { close: () => void }) {
  const sheet = useRef<HTMLDivElement>(null);
  useOverlayFocus(sheet, { onClose: close, modal: true });
  return (
    <>
      <div className="collage-sheet-backdrop" aria-hidden="true" onPointerDown={close} />
      <div ref={sheet} className="collage-sheet" role="dialog" aria-modal="true" aria-label="My designs">
        <MyDesignsPanel close={close} />
      </div>
    </>
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
