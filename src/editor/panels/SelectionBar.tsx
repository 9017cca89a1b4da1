import { ArrowDown, ArrowUp, ChevronsDown, ChevronsUp, Copy, FlipHorizontal2, ImagePlus, X, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { pickPhotoForFrame } from '../canvas/framePicker.ts';
import { duplicateSelected, flipSelected } from '../state/selectionCommands.ts';
import { selectSelectedItem, selectSelectedItems, selectSelectedLayerPosition } from '../state/selectors.ts';
import { deleteSelected, reorderSelected, type LayerMove } from '../state/stickerCommands.ts';
import { CropButton } from './CropButton.tsx';
import { SectionButton } from './sections/SectionButton.tsx';
import { selectionSections } from './sections/selectionSections.ts';
import { SelectionStatus } from './SelectionStatus.tsx';
import { ShapeButton, ShapeChoices } from './ShapeMenu.tsx';

const moves: { move: LayerMove; label: string; Icon: LucideIcon; disabledAt: 'top' | 'bottom' }[] = [
  { move: 'back', label: 'Back', Icon: ChevronsDown, disabledAt: 'bottom' },
  { move: 'backward', label: 'Send Backward', Icon: ArrowDown, disabledAt: 'bottom' },
  { move: 'forward', label: 'Bring Forward', Icon: ArrowUp, disabledAt: 'top' },
  { move: 'front', label: 'Front', Icon: ChevronsUp, disabledAt: 'top' },
];

/**
 * Duplicate, Flip, layer order and delete for the selected items (SPEC §2, §4; issue 21: one or
 * several), a button for each of the selection's sections that applies (Adjust for pictures, Edit
 * Text for a text, Colour for a library shape: panels/sections/selectionSections), and for a
 * picture Crop and Shape, for an empty frame Add photo. A phone shows it over the bottom of the
 * canvas with the selection's status above it; the studio in the toolbar over the workspace, its
 * status in the status line (`withStatus` false).
 */
export function SelectionBar({ withStatus }: { withStatus: boolean }) {
  const dispatch = useAppDispatch();
  const selected = useAppSelector(selectSelectedItem);
  const selectedItems = useAppSelector(selectSelectedItems);
  const { isAtTop, isAtBottom } = useAppSelector(selectSelectedLayerPosition);
  // Held per picture, so the choices close by themselves when the selection changes.
  const [shapesOpenFor, setShapesOpenFor] = useState<string | null>(null);
  if (selectedItems.length === 0) return null;
  const picture = selected?.kind === 'picture' ? selected : undefined;
  const shapesOpen = picture !== undefined && shapesOpenFor === picture.itemID;
  return (
    <div className="editor-selection">
      {withStatus && <SelectionStatus />}
      {shapesOpen && <ShapeChoices picture={picture} onChosen={() => setShapesOpenFor(null)} />}
      <div className="editor-selection-bar" role="toolbar" aria-label={selected ? 'Selected sticker' : 'Selected items'}>
        <button type="button" className="editor-icon-button" onClick={() => dispatch(duplicateSelected())}>
          <Copy size={20} aria-hidden="true" />
          Duplicate
        </button>
        <button type="button" className="editor-icon-button" onClick={() => dispatch(flipSelected())}>
          <FlipHorizontal2 size={20} aria-hidden="true" />
          Flip
        </button>
        {selected?.kind === 'frame' && (
          <button type="button" className="editor-icon-button" onClick={() => pickPhotoForFrame(selected.itemID)}>
            <ImagePlus size={20} aria-hidden="true" />
            Add photo
          </button>
        )}
        {picture && <CropButton />}
        {selectionSections
          .filter((section) => section.appliesTo(selectedItems))
          .map(({ id, name, Icon }) => (
            <SectionButton key={id} sectionID={id} className="editor-icon-button">
              <Icon size={20} aria-hidden="true" />
              {name}
            </SectionButton>
          ))}
        {picture && <ShapeButton open={shapesOpen} onToggle={() => setShapesOpenFor(shapesOpen ? null : picture.itemID)} />}
        {moves.map(({ move, label, Icon, disabledAt }) => (
          <button
            key={move}
            type="button"
            className="editor-icon-button"
            disabled={disabledAt === 'top' ? isAtTop : isAtBottom}
            onClick={() => dispatch(reorderSelected(move))}
          >
            <Icon size={20} aria-hidden="true" />
            {label}
          </button>
        ))}
        <button type="button" className="editor-icon-button editor-selection-bar__close" onClick={() => dispatch(deleteSelected())}>
          <X size={20} aria-hidden="true" />
          Close
        </button>
      </div>
    </div>
  );
}
