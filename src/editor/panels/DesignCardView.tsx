import { Copy, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { findModel, templatePath } from '../../shared/catalog/catalog.ts';
import { changedAgo } from './changedAgo.ts';
import type { ShelfCard } from './useDesignCards.ts';

interface DesignCardViewProps {
  design: ShelfCard;
  isOpen: boolean;
  onOpen: () => void;
  onDuplicate: () => void;
  onRename: (name: string) => void;
  /** Absent where the design cannot be deleted (the one open in the editor). */
  onDelete?: () => void;
}

/** One design on the shelf: its picture, name, phone and when it changed, and what can be done with it. */
export function DesignCardView({ design, isOpen, onOpen, onDuplicate, onRename, onDelete }: DesignCardViewProps) {
  const thumbnail = design.thumbnailUrl;
  const [renaming, setRenaming] = useState(false);
  const model = findModel(design.phoneModel);
  const phone = model ? `${design.caseFinish} ${model.name}` : 'No phone chosen yet';
  return (
    <li className="design-card" aria-label={design.name}>
      <button type="button" className="design-card__picture" onClick={onOpen} aria-label={`Open ${design.name}`}>
        {thumbnail ? (
          <img src={thumbnail} alt="" />
        ) : (
          model && <img className="design-card__outline" src={templatePath(model.key)} alt="" />
        )}
      </button>
      <div className="design-card__text">
        {renaming ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              const name = new FormData(event.currentTarget).get('name');
              if (typeof name === 'string') onRename(name);
              setRenaming(false);
            }}
          >
            <input name="name" aria-label="Design name" defaultValue={design.name} maxLength={60} autoFocus onBlur={(event) => event.currentTarget.form?.requestSubmit()} />
          </form>
        ) : (
          <h3>{design.name}</h3>
        )}
        <p>{phone}</p>
        <p>{isOpen ? 'Open now' : changedAgo(design.updatedAt)}</p>
      </div>
      <div className="design-card__actions">
        <button type="button" className="design-card__action" aria-label={`Duplicate ${design.name}`} onClick={onDuplicate}>
          <Copy size={20} aria-hidden="true" />
        </button>
        <button type="button" className="design-card__action" aria-label={`Rename ${design.name}`} onClick={() => setRenaming(true)}>
          <Pencil size={20} aria-hidden="true" />
        </button>
        {onDelete && (
          <button type="button" className="design-card__action" aria-label={`Delete ${design.name}`} onClick={onDelete}>
            <Trash2 size={20} aria-hidden="true" />
          </button>
        )}
      </div>
    </li>
  );
}
