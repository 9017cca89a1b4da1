import { Circle, Heart, Shapes, Square, Squircle, Star, type LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import { useAppDispatch } from '../../app/hooks.ts';
import { useOverlayFocus } from '../../shared/ui/useOverlayFocus.ts';
import type { ShapeKind } from '../model/shapePath.ts';
import type { PictureItem } from '../model/types.ts';
import { pictureShaped } from '../state/canvasSlice.ts';

const choices: { kind: ShapeKind; label: string; Icon: LucideIcon }[] = [
  { kind: 'rectangle', label: 'Rectangle', Icon: Square },
  { kind: 'roundedRectangle', label: 'Rounded', Icon: Squircle },
  { kind: 'circle', label: 'Circle', Icon: Circle },
  { kind: 'heart', label: 'Heart', Icon: Heart },
  { kind: 'star', label: 'Star', Icon: Star },
];

const menuID = 'shape-menu-choices';

/** "Shape" on the selection bar: opens or closes the choices row. */
export function ShapeButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className="editor-icon-button"
      aria-haspopup="menu"
      aria-expanded={open}
      aria-controls={open ? menuID : undefined}
      onClick={onToggle}
    >
      <Shapes size={20} aria-hidden="true" />
      Shape
    </button>
  );
}

/**
 * The selected picture's outline, each choice one undo step; Escape closes the choices. Drawn above the selection bar rather
 * than inside it: the bar scrolls sideways on a phone, and a scroller clips what pops out of it.
 */
export function ShapeChoices({ picture, onChosen }: { picture: PictureItem; onChosen: () => void }) {
  const dispatch = useAppDispatch();
  const current = picture.shape?.kind ?? 'rectangle';
  const menu = useRef<HTMLDivElement>(null);
  useOverlayFocus(menu, {
    onClose: onChosen,
    modal: false,
    initialFocus: () => menu.current?.querySelector<HTMLElement>('[aria-checked="true"]') ?? null,
  });
  return (
    <div ref={menu} id={menuID} className="shape-menu__choices" role="menu" aria-label="Shape">
      {choices.map(({ kind, label, Icon }) => (
        <button
          key={kind}
          type="button"
          role="menuitemradio"
          aria-checked={kind === current}
          className="editor-icon-button"
          onClick={() => {
            onChosen();
            if (kind !== current) dispatch(pictureShaped({ itemID: picture.itemID, shape: { kind } }));
          }}
        >
          <Icon size={20} aria-hidden="true" />
          {label}
        </button>
      ))}
    </div>
  );
}
