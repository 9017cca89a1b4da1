import './dialog.css';
import { X } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { useOverlayFocus } from './useOverlayFocus.ts';

interface DialogProps {
  title: string;
  onClose: () => void;
  /** A see-through backdrop instead of the dark one. */
  transparent?: boolean;
  children: ReactNode;
  actions?: ReactNode;
}

/**
 * The modal overlay layer: an accessible dialog (useOverlayFocus: focus moved in and kept inside,
 * Escape closes, focus returned on close) over a dark or transparent backdrop.
 */
export function Dialog({ title, onClose, transparent = false, children, actions }: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useOverlayFocus(dialogRef, { onClose, modal: true });

  return (
    <div
      className={`modal-layer${transparent ? ' modal-layer--transparent' : ''}`}
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="modal__close" aria-label="Close dialog" onClick={onClose}>
          <X size={22} aria-hidden="true" />
        </button>
        {children}
        {actions && <div className="modal__actions">{actions}</div>}
      </div>
    </div>
  );
}
