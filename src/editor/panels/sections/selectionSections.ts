import { Move, Palette, SlidersHorizontal, Type } from 'lucide-react';
import { isPicture } from '../../model/items.ts';
import type { CanvasItem } from '../../model/types.ts';
import { adjustSectionID, arrangeSectionID, editTextSectionID } from '../../state/sectionsSlice.ts';
import { AdjustPanel } from '../AdjustPanel.tsx';
import { ArrangePanel } from '../ArrangePanel.tsx';
import { EditTextPanel } from '../EditTextPanel.tsx';
import { ShapeColourPanel } from '../ShapeColourPanel.tsx';
import type { EditorSection } from './editorSections.ts';

/** A section of the selection's own settings: offered (a button on the selection bar) while `appliesTo` the selected items. */
export interface SelectionSection extends EditorSection {
  appliesTo: (selected: readonly CanvasItem[]) => boolean;
}

const isOne = (selected: readonly CanvasItem[], fits: (item: CanvasItem) => boolean) => selected.length === 1 && selected.every(fits);

/**
 * The selection's sections, in the selection bar's order. Each is opened from its button there
 * and shown where the design's sections are (a phone's sheet, the side panel); one that no longer
 * applies to the selection closes (useOpenSection). A new one is one entry here.
 */
export const selectionSections: readonly SelectionSection[] = [
  { id: adjustSectionID, name: 'Adjust', Icon: SlidersHorizontal, Panel: AdjustPanel, appliesTo: (selected) => selected.some(isPicture) },
  { id: editTextSectionID, name: 'Edit Text', Icon: Type, Panel: EditTextPanel, appliesTo: (selected) => isOne(selected, (item) => item.kind === 'text') },
  {
    id: 'colour',
    name: 'Colour',
    Icon: Palette,
    Panel: ShapeColourPanel,
    appliesTo: (selected) => isOne(selected, (item) => item.kind === 'art' && item.source === 'shape'),
  },
  // Position, size and turn in mm and degrees, opacity, align and distribute (issue 48).
  { id: arrangeSectionID, name: 'Arrange', Icon: Move, Panel: ArrangePanel, appliesTo: (selected) => selected.length > 0 },
];
