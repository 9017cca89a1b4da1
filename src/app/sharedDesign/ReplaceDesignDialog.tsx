import { Dialog } from '../../shared/ui/Dialog.tsx';

interface ReplaceDesignDialogProps {
  onReplace: () => void;
  onKeep: () => void;
  onClose: () => void;
}

/** Asked before a shared design replaces the one this browser holds: nothing is replaced silently. */
export function ReplaceDesignDialog({ onReplace, onKeep, onClose }: ReplaceDesignDialogProps) {
  return (
    <Dialog
      title="Replace your design?"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button--light" onClick={onKeep}>
            Keep my design
          </button>
          <button type="button" className="button" onClick={onReplace}>
            Replace my design
          </button>
        </>
      }
    >
      <p>
        This browser already holds a case design. Opening the shared one replaces it; the pictures in
        your sticker tray stay. Keep your design to go back to it instead.
      </p>
    </Dialog>
  );
}
