import './designShelf.css';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import type { DesignCard } from '../assets/designStore.ts';
import { deleteUndoMs } from '../state/designKeeper.ts';
import { deleteDesign, duplicateDesign, renameDesign, undoDeleteDesign } from '../state/designShelfCommands.ts';
import { DesignCardView } from './DesignCardView.tsx';
import { useDesignCards } from './useDesignCards.ts';

interface DesignShelfProps {
  /** Opens the design (in the editor). */
  onOpen: (designID: string) => void;
  /** Starts a new design (its phone first). */
  onNew: () => void;
  /** Whether the open design may be deleted here (not inside the editor that shows it). */
  canDeleteOpen: boolean;
}

/** The delete a shopper can still undo, for a few seconds. */
function useUndoableDelete() {
  const dispatch = useAppDispatch();
  const [deleted, setDeleted] = useState<DesignCard | null>(null);
  useEffect(() => {
    if (!deleted) return;
    const timer = window.setTimeout(() => setDeleted(null), deleteUndoMs);
    return () => window.clearTimeout(timer);
  }, [deleted]);
  return {
    deleted,
    remove: (design: DesignCard) => {
      setDeleted(design);
      void dispatch(deleteDesign(design.id));
    },
    undo: () => {
      if (deleted) void dispatch(undoDeleteDesign(deleted.id));
      setDeleted(null);
    },
  };
}

/** "My designs": every design kept on this device, with new, open, duplicate, rename and delete (with Undo). */
export function DesignShelf({ onOpen, onNew, canDeleteOpen }: DesignShelfProps) {
  const dispatch = useAppDispatch();
  const cards = useDesignCards();
  const openID = useAppSelector((state) => state.shelf.currentDesignID);
  const { deleted, remove, undo } = useUndoableDelete();
  return (
    <div className="design-shelf">
      <button type="button" className="button design-shelf__new" onClick={onNew}>
        <Plus size={20} aria-hidden="true" />
        New design
      </button>
      {cards?.length === 0 && <p className="design-shelf__empty">No designs yet: start one with New design.</p>}
      <ul className="design-shelf__list" aria-label="My designs">
        {cards?.map((design) => (
          <DesignCardView
            key={design.id}
            design={design}
            isOpen={design.id === openID}
            onOpen={() => onOpen(design.id)}
            onDuplicate={() => void dispatch(duplicateDesign(design.id))}
            onRename={(name) => void dispatch(renameDesign(design.id, name))}
            {...((canDeleteOpen || design.id !== openID) && { onDelete: () => remove(design) })}
          />
        ))}
      </ul>
      {deleted && (
        <div className="design-shelf__undo" role="status">
          <span>“{deleted.name}” deleted.</span>
          <button type="button" className="button button--light" onClick={undo}>
            Undo
          </button>
        </div>
      )}
    </div>
  );
}
