import { Share2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { ShareDialog } from './ShareDialog.tsx';

/** Share: its dialog sits over the whole page. */
export function ShareButton() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button type="button" className="editor-icon-button" aria-label="Share" title="Share" onClick={() => setOpen(true)}>
        <Share2 size={22} aria-hidden="true" />
      </button>
      {open && createPortal(<ShareDialog onClose={close} />, document.body)}
    </>
  );
}
