import { Layers } from 'lucide-react';
import { useState } from 'react';
import { LayersPanel } from './LayersPanel.tsx';

/** The rail's Layers button; the list opens beside the rail, over the canvas. */
export function LayersButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="editor-icon-button"
        aria-label="Layers"
        aria-expanded={open}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <Layers size={22} aria-hidden="true" />
      </button>
      {open && <LayersPanel onClose={() => setOpen(false)} />}
    </>
  );
}
