import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { recolourArt } from '../state/artCommands.ts';
import { selectSelectedItem } from '../state/selectors.ts';
import { ColourChoice } from './ColourChoice.tsx';

/** "Colour" for the selected library shape: the text colours or any other, each choice one undo step. */
export function ShapeColourPanel({ close }: { close: () => void }) {
  const dispatch = useAppDispatch();
  const item = useAppSelector(selectSelectedItem);
  if (item?.kind !== 'art') return null;
  return (
    <div className="shape-colour">
      <div className="section-top">
        <h2 className="section-heading">Colour</h2>
        <button type="button" className="button" onClick={close}>
          Done
        </button>
      </div>
      <ColourChoice label="Shape colour" value={item.fill ?? '#ffffff'} onChange={(fill) => dispatch(recolourArt(item.itemID, fill))} />
    </div>
  );
}
