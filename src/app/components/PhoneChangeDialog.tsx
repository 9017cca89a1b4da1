import { Dialog } from '../../shared/ui/Dialog.tsx';

interface PhoneChangeDialogProps {
  /** The phone the design is for now, and the one chosen. */
  from: string;
  to: string;
  onChange: () => void;
  onCopy: () => void;
  onClose: () => void;
}

/** Asked when a design moves to another phone: re-fit this design, or keep it and make a copy for the new phone. */
export function PhoneChangeDialog({ from, to, onChange, onCopy, onClose }: PhoneChangeDialogProps) {
  return (
    <Dialog
      title={`Move your design to the ${to}?`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button--light" onClick={onCopy}>
            Make a copy for another phone
          </button>
          <button type="button" className="button" onClick={onChange}>
            Change this design’s phone
          </button>
        </>
      }
    >
      <p>
        Your design is made for the {from}. Changing its phone lays your collage out again for the {to}’s back and camera
        (Undo puts it back). A copy for the {to} leaves this design as it is.
      </p>
    </Dialog>
  );
}
