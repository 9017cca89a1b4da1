import { Move } from 'lucide-react';
import { useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { ArrangeSheet } from './ArrangeSheet.tsx';

/** "Arrange" on the selection bar: the selection's numbers, opacity and alignment in a sheet (issue 48). */
export function ArrangeButton() {
  const [isOpen, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button type="button" className="editor-icon-button" data-focus-return="arrange" aria-expanded={isOpen} onClick={() => setOpen(true)}>
        <Move size={20} aria-hidden="true" />
        Arrange
      </button>
      {/* Out of the selection bar's stacking context, over the editor as the other sheets are. */}
      {isOpen && createPortal(<ArrangeSheet close={close} />, document.body)}
    </>
  );
}
