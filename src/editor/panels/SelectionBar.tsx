import { ArrowDown, ArrowUp, ChevronsDown, ChevronsUp, Copy, FlipHorizontal2, ImagePlus, Type, X, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { pickPhotoForFrame } from '../canvas/framePicker.ts';
import { duplicateSelected, flipSelected } from '../state/selectionCommands.ts';
import { selectSelectedItem, selectSelectedItemIDs, selectSelectedLayerPosition } from '../state/selectors.ts';
import { deleteSelected, reorderSelected, type LayerMove } from '../state/stickerCommands.ts';
import { editItemText } from '../state/textCommands.ts';
import { ArtColourButton, ArtColourChoices } from './ArtColourMenu.tsx';
import { AdjustButton } from './AdjustButton.tsx';
import { ArrangeButton } from './ArrangeButton.tsx';
import { CropButton } from './CropButton.tsx';
import { PrintQualityStatus } from './PrintQualityStatus.tsx';
import { ShapeButton, ShapeChoices } from './ShapeMenu.tsx';

const moves: { move: LayerMove; label: string; Icon: LucideIcon; disabledAt: 'top' | 'bottom' }[] = [
  { move: 'back', label: 'Back', Icon: ChevronsDown, disabledAt: 'bottom' },
  { move: 'backward', label: 'Send Backward', Icon: ArrowDown, disabledAt: 'bottom' },
  { move: 'forward', label: 'Bring Forward', Icon: ArrowUp, disabledAt: 'top' },
  { move: 'front', label: 'Front', Icon: ChevronsUp, disabledAt: 'top' },
];

/**
 * Duplicate, Flip, layer order and delete for the selected items (SPEC §2, §4; issue 21: one or
 * several), Adjust for pictures (issue 33), and for a single item its print quality and, for a
 * text, Edit Text, for a picture Crop and Shape, for an empty frame Add photo, for a library
 * shape its Colour.
 */
export function SelectionBar() {
  const dispatch = useAppDispatch();
  const selected = useAppSelector(selectSelectedItem);
  const selectedCount = useAppSelector(selectSelectedItemIDs).length;
  const { isAtTop, isAtBottom } = useAppSelector(selectSelectedLayerPosition);
  // Held per item, so the choices close by themselves when the selection changes.
  const [shapesOpenFor, setShapesOpenFor] = useState<string | null>(null);
  if (selectedCount === 0) return null;
  const picture = selected?.kind === 'picture' ? selected : undefined;
  const shapesOpen = picture !== undefined && shapesOpenFor === picture.itemID;
  const shape = selected?.kind === 'art' && selected.source === 'shape' ? selected : undefined;
  const coloursOpen = shape !== undefined && shapesOpenFor === shape.itemID;
  return (
    <div className="editor-selection">
      {selected ? (
        selected.kind !== 'frame' && <PrintQualityStatus item={selected} />
      ) : (
        <p className="editor-selection-count">{selectedCount} items selected</p>
      )}
      {shapesOpen && <ShapeChoices picture={picture} onChosen={() => setShapesOpenFor(null)} />}
      {coloursOpen && <ArtColourChoices item={shape} onClose={() => setShapesOpenFor(null)} />}
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
        {selected?.kind === 'picture' && <CropButton />}
        <AdjustButton />
        <ArrangeButton />
        {selected?.kind === 'text' && (
          <button type="button" className="editor-icon-button" onClick={() => dispatch(editItemText(selected.itemID))}>
            <Type size={20} aria-hidden="true" />
            Edit Text
          </button>
        )}
        {shape && <ArtColourButton open={coloursOpen} onToggle={() => setShapesOpenFor(coloursOpen ? null : shape.itemID)} />}
        {picture && (
          <ShapeButton open={shapesOpen} onToggle={() => setShapesOpenFor(shapesOpen ? null : picture.itemID)} />
        )}
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
