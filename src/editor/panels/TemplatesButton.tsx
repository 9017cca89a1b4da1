import './collageSheet.css';
import { LayoutTemplate } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useOverlayFocus } from '../../shared/ui/useOverlayFocus.ts';
import { TemplatesPanel } from './TemplatesPanel.tsx';

/**
 * "Templates" on the rail and the sheet it opens over the editor (the Collage sheet's frame),
 * holding the TemplatesPanel; a tap outside, Escape or Done closes it.
 */
export function TemplatesButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="editor-icon-button" aria-label="Templates" onClick={() => setOpen(true)}>
        <LayoutTemplate size={22} aria-hidden="true" />
      </button>
      {/* Over the whole editor, not in the rail's layer. */}
      {open && createPortal(<TemplatesSheet close={() => setOpen(false)} />, document.body)}
    </>
  );
}

function TemplatesSheet({ close }: { close: () => void }) {
  const id = useId();
  const sheet = useRef<HTMLElement>(null);
  useOverlayFocus(sheet, { onClose: close, modal: true });
  return (
    <>
      <div className="collage-sheet-backdrop" aria-hidden="true" onPointerDown={close} />
      <section ref={sheet} className="collage-sheet templates-sheet" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
        <div className="collage-sheet__top">
          <h2 id={`${id}-title`}>Templates</h2>
          <span className="templates-sheet__space" />
          <button type="button" className="button collage-sheet__done" onClick={close}>
            Done
          </button>
        </div>
        <TemplatesPanel close={close} />
      </section>
    </>
  );
}
