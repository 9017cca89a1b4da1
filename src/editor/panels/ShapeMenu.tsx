import { Circle, Heart, Shapes, Square, Squircle, Star, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks.ts';
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

/** "Shape" on the selection bar: the selected picture's outline, each choice one undo step. */
export function ShapeMenu({ picture }: { picture: PictureItem }) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const current = picture.shape?.kind ?? 'rectangle';
  return (
    <div className="shape-menu">
      <button
        type="button"
        className="editor-icon-button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <Shapes size={20} aria-hidden="true" />
        Shape
      </button>
      {open && (
        <div className="shape-menu__choices" role="menu" aria-label="Shape">
          {choices.map(({ kind, label, Icon }) => (
            <button
              key={kind}
              type="button"
              role="menuitemradio"
              aria-checked={kind === current}
              className="editor-icon-button"
              onClick={() => {
                setOpen(false);
                if (kind !== current) dispatch(pictureShaped({ itemID: picture.itemID, shape: { kind } }));
              }}
            >
              <Icon size={20} aria-hidden="true" />
              {label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
