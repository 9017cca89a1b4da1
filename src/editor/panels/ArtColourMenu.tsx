import { Palette } from 'lucide-react';
import { useRef } from 'react';
import { useAppDispatch } from '../../app/hooks.ts';
import { useOverlayFocus } from '../../shared/ui/useOverlayFocus.ts';
import type { ArtItem } from '../model/types.ts';
import { recolourArt } from '../state/artCommands.ts';
import { ColourChoice } from './ColourChoice.tsx';

const menuID = 'art-colour-choices';

/** "Colour" on the selection bar for a library shape: opens or closes its colours. */
export function ArtColourButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <button type="button" className="editor-icon-button" aria-haspopup="dialog" aria-expanded={open} aria-controls={open ? menuID : undefined} onClick={onToggle}>
      <Palette size={20} aria-hidden="true" />
      Colour
    </button>
  );
}

/** The selected shape's colour, the text colours' choices, each one undo step; Escape closes them. Above the bar, as the Shape menu. */
export function ArtColourChoices({ item, onClose }: { item: ArtItem; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const menu = useRef<HTMLDivElement>(null);
  useOverlayFocus(menu, { onClose, modal: false });
  return (
    <div ref={menu} id={menuID} className="shape-menu__choices art-colour-menu" role="dialog" aria-label="Shape colour">
      <ColourChoice label="Shape colour" value={item.fill ?? '#ffffff'} onChange={(fill) => dispatch(recolourArt(item.itemID, fill))} />
    </div>
  );
}
