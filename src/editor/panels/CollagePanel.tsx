import './collageSheet.css';
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { collagePictureCount } from '../model/collageArrangement.ts';
import { collageLayouts } from '../model/collageLayouts.ts';
import { layoutCornersRange, layoutSpacingRange } from '../model/layoutCells.ts';
import { cellCount } from '../model/layoutTree.ts';
import { mmOfUnits } from '../model/millimetres.ts';
import { arrangeCollageWith, selectCollageBase } from '../state/collageCommands.ts';
import type { TemplateGeometry } from '../../shared/catalog/templateGeometry.ts';
import { selectTemplate } from '../state/printQualitySelectors.ts';
import { LayoutPreview } from './LayoutPreview.tsx';

/** The layouts for `count` pictures first, then those with fewer cells (most first), then those with more (fewest first). */
function layoutsInOrder(count: number) {
  const rank = (cells: number) => (cells === count ? 0 : cells < count ? count - cells : 100 + cells);
  return [...collageLayouts].sort((a, b) => rank(cellCount(a.root)) - rank(cellCount(b.root)));
}

function hintFor(count: number, onCase: boolean): string {
  if (count === 0) return 'Cells stay as empty frames: tap one to put a photo in it.';
  const pictures = count === 1 ? 'picture' : 'pictures';
  const filled = onCase ? `Fills the cells with the ${count} ${pictures} on your case` : `Fills the cells with your tray’s first ${pictures}`;
  return `${filled}; cells left over stay as empty frames to tap.`;
}

/** A slider of template units, its value said in millimetres of the case. */
function Slider({ label, range, value, onChange }: { label: string; range: { min: number; max: number }; value: number; onChange: (value: number) => void }) {
  return (
    <label className="collage-sheet__slider">
      <span>{label}</span>
      <input
        type="range"
        min={range.min}
        max={range.max}
        step={1}
        value={value}
        aria-valuetext={`${mmOfUnits(value)} mm`}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </label>
  );
}

/**
 * The "Collage" section: this model's layouts drawn on its case back; a choice fills the cells
 * with the pictures (model/collageArrangement) and the sliders change the gaps and corners live.
 * All of one visit is one undo step; Done closes it.
 */
export function CollagePanel({ close }: { close: () => void }) {
  const template = useAppSelector(selectTemplate);
  return template ? <CollageChoices template={template} close={close} /> : null;
}

function CollageChoices({ template, close }: { template: TemplateGeometry; close: () => void }) {
  const dispatch = useAppDispatch();
  const collage = useAppSelector((state) => state.collage);
  const base = useAppSelector(selectCollageBase);
  const trayImageIDs = useAppSelector((state) => state.library.trayImageIDs);
  const onCase = base.some((item) => item.kind === 'picture');
  const count = collagePictureCount(base, trayImageIDs);
  const layouts = useMemo(() => layoutsInOrder(Math.min(count, 9)), [count]);
  const options = { spacing: collage.spacing, corners: collage.corners };
  return (
    <div className="collage-sheet">
      <div className="collage-sheet__top">
        <h2>Collage</h2>
        <p>{hintFor(count, onCase)}</p>
        <button type="button" className="button collage-sheet__done" onClick={close}>
          Done
        </button>
      </div>
      <div className="collage-sheet__layouts" role="group" aria-label="Layouts">
        {layouts.map((layout) => (
          <button
            key={layout.id}
            type="button"
            className="collage-sheet__layout"
            aria-label={layout.name}
            aria-pressed={layout.id === collage.layoutID}
            onClick={() => dispatch(arrangeCollageWith({ layoutID: layout.id }))}
          >
            <LayoutPreview layout={layout} template={template} options={options} />
          </button>
        ))}
      </div>
      <Slider label="Spacing" range={layoutSpacingRange} value={collage.spacing} onChange={(spacing) => dispatch(arrangeCollageWith({ spacing }))} />
      <Slider label="Corners" range={layoutCornersRange} value={collage.corners} onChange={(corners) => dispatch(arrangeCollageWith({ corners }))} />
    </div>
  );
}
