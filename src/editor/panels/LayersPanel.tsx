import './layers.css';
import { ChevronDown, ChevronUp, GripVertical, Lock, LockOpen, SquareDashed, X } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { backdropFor } from '../model/colourContrast.ts';
import { layerRows } from '../model/layerNames.ts';
import type { CanvasItem } from '../model/types.ts';
import { itemLockToggled } from '../state/canvasSlice.ts';
import { layerSelected } from '../state/editorSlice.ts';
import { moveLayer } from '../state/layerCommands.ts';
import { selectItemsBackToFront } from '../state/selectors.ts';
import { ArtThumb } from './ArtThumb.tsx';
import { TrayThumb } from './TrayThumb.tsx';
import { useRowDrag } from './useRowDrag.ts';

const thumbPx = 36;

/**
 * A row's picture: the photo's thumbnail, the art itself, an empty frame's dashed square, or the
 * text's first letters in its font and colour. A shape and words are drawn in the shopper's
 * colour, so on a backdrop that colour shows on.
 */
function LayerThumb({ item }: { item: CanvasItem }) {
  if (item.kind === 'picture') return <TrayThumb imageID={item.imageID} width={thumbPx} height={thumbPx} />;
  if (item.kind === 'frame') return <SquareDashed className="layers__frame-thumb" size={thumbPx} aria-hidden="true" />;
  if (item.kind === 'art') {
    if (item.source === 'emoji') return <ArtThumb art={item} size={thumbPx} />;
    return (
      <span className={`layers__shape-thumb layers__thumb--${backdropFor(item.fill ?? '#ffffff')}`}>
        <ArtThumb art={item} size={thumbPx - 8} />
      </span>
    );
  }
  return (
    <span className={`layers__text-thumb layers__thumb--${backdropFor(item.fill)}`} style={{ fontFamily: `"${item.fontFamily}"`, color: item.fill }}>
      {item.text.trim().slice(0, 2) || 'T'}
    </span>
  );
}

/**
 * The Layers list (issue 21): the items topmost first, each with a thumbnail and its name. A tap
 * selects the item on the canvas; a row is dragged by its grip, or moved with Move up / Move
 * down; the lock makes an item unselectable on the canvas (it still prints).
 */
export function LayersPanel({ close }: { close: () => void }) {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectItemsBackToFront);
  const selected = useAppSelector((state) => state.editor.selectedItemIDs);
  const rows = layerRows(items);
  const top = rows.length - 1;
  // Row r (topmost first) is layer top − r.
  const { drag, handleProps } = useRowDrag(rows.length, (from, to) => {
    const row = rows[from];
    if (row) dispatch(moveLayer(row.item.itemID, top - to));
  });
  return (
    <section className="layers" aria-label="Layers list">
      <header className="layers__header">
        <h2>Layers</h2>
        <button type="button" className="layers__icon" aria-label="Close layers" onClick={close}>
          <X size={20} aria-hidden="true" />
        </button>
      </header>
      {rows.length === 0 && <p className="layers__empty">Nothing on the case yet.</p>}
      <ol className="layers__list">
        {rows.map(({ item, name }, row) => (
          <li
            key={item.itemID}
            className={drag?.from === row ? 'layers__row layers__row--dragged' : 'layers__row'}
            style={drag?.from === row ? { transform: `translateY(${drag.offset}px)` } : undefined}
            aria-label={name}
          >
            <span className="layers__grip" aria-hidden="true" {...handleProps(row)}>
              <GripVertical size={18} />
            </span>
            <button
              type="button"
              className="layers__pick"
              aria-pressed={selected.includes(item.itemID)}
              disabled={item.locked}
              onClick={() => dispatch(layerSelected(item.itemID))}
            >
              <LayerThumb item={item} />
              <span className="layers__name">{name}</span>
            </button>
            <button type="button" className="layers__icon" aria-label="Move up" disabled={row === 0} onClick={() => dispatch(moveLayer(item.itemID, item.itemIndex + 1))}>
              <ChevronUp size={18} aria-hidden="true" />
            </button>
            <button type="button" className="layers__icon" aria-label="Move down" disabled={row === top} onClick={() => dispatch(moveLayer(item.itemID, item.itemIndex - 1))}>
              <ChevronDown size={18} aria-hidden="true" />
            </button>
            <button type="button" className="layers__icon" aria-label="Lock" aria-pressed={item.locked === true} onClick={() => dispatch(itemLockToggled(item.itemID))}>
              {item.locked ? <Lock size={18} aria-hidden="true" /> : <LockOpen size={18} aria-hidden="true" />}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
