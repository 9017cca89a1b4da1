import './adjustSheet.css';
import './arrange.css';
import { Lock, LockOpen } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { moveSelection, resizeSelection, rotateSelection, selectArrangeFields, type ArrangeFields } from '../state/arrangeCommands.ts';
import { selectSelectedItems } from '../state/selectors.ts';
import { AlignButtons } from './AlignButtons.tsx';
import { fieldSteps } from './editorShortcuts.ts';
import { NumberField } from './NumberField.tsx';
import { OpacitySlider } from './OpacitySlider.tsx';
import { useInViewAboveSheet } from './sections/useInViewAboveSheet.ts';
import type { CanvasItem } from '../model/types.ts';

/**
 * Whether W and H keep the ratio: the shopper's choice for this selection, else on for pictures
 * (as the Transformer keeps it) and off for the other kinds; several items always keep it.
 */
function useKeepRatio(): { keepRatio: boolean; canChoose: boolean; toggle: () => void } {
  const items = useAppSelector(selectSelectedItems);
  const key = items.map((item) => item.itemID).join(',');
  const [choice, setChoice] = useState<{ key: string; keepRatio: boolean } | null>(null);
  const canChoose = items.length === 1;
  const byDefault = !canChoose || items.every((item) => item.kind === 'picture');
  const keepRatio = canChoose && choice?.key === key ? choice.keepRatio : byDefault;
  return { keepRatio, canChoose, toggle: () => setChoice({ key, keepRatio: !keepRatio }) };
}

function SizeFields({ fields }: { fields: ArrangeFields }) {
  const dispatch = useAppDispatch();
  const { keepRatio, canChoose, toggle } = useKeepRatio();
  const mm = { unit: 'mm', unitName: 'millimetres', steps: fieldSteps.millimetres } as const;
  const rotation = (
    <NumberField
      label="Rotation"
      unit="°"
      unitName="degrees"
      steps={fieldSteps.degrees}
      value={fields.rotation}
      placeholder="Mixed"
      onCommit={(value, origin) => dispatch(rotateSelection(value, origin))}
    />
  );
  return (
    <div className="arrange-fields">
      <NumberField label="X" {...mm} value={fields.x} onCommit={(value, origin) => dispatch(moveSelection('x', value, origin))} />
      <NumberField label="Y" {...mm} value={fields.y} onCommit={(value, origin) => dispatch(moveSelection('y', value, origin))} />
      {rotation}
      <NumberField
        label="Width"
        {...mm}
        value={fields.width}
        onCommit={(value, origin) => dispatch(resizeSelection('width', value, keepRatio, origin))}
      />
      <NumberField
        label="Height"
        {...mm}
        value={fields.height}
        onCommit={(value, origin) => dispatch(resizeSelection('height', value, keepRatio, origin))}
      />
      <button
        type="button"
        className="arrange-icon-button arrange-ratio"
        aria-pressed={keepRatio}
        disabled={!canChoose}
        title={canChoose ? 'Keep the ratio of width and height' : 'Several items keep their ratio'}
        onClick={toggle}
      >
        {keepRatio ? <Lock size={20} aria-hidden="true" /> : <LockOpen size={20} aria-hidden="true" />}
        <span className="visually-hidden">Keep ratio</span>
      </button>
    </div>
  );
}

/** The panel's heading and Done; on a phone the selection is lifted above the sheet. */
function ArrangeTop({ first, close }: { first: CanvasItem; close: () => void }) {
  useInViewAboveSheet(first);
  return (
    <div className="adjust-sheet__top">
      <h2>Arrange</h2>
      <p>In mm of the case, from its top-left corner.</p>
      <button type="button" className="button adjust-sheet__done" onClick={close}>
        Done
      </button>
    </div>
  );
}

/**
 * The selection's precise tools (issue 48): its place and size in millimetres of the printed
 * case (from the top-left corner of the case's back) and its rotation in degrees, its opacity,
 * and Align and Distribute. Content only: a sheet on a phone, a section of the studio's side
 * panel on a wide screen; `close` is called once nothing is selected.
 */
export function ArrangePanel({ close }: { close: () => void }) {
  const fields = useAppSelector(selectArrangeFields);
  const selected = useAppSelector(selectSelectedItems);
  const [first] = selected;
  useEffect(() => {
    if (!fields) close();
  }, [fields, close]);
  if (!fields || !first) return null;
  const count = selected.length;
  return (
    <div className="arrange-panel">
      <ArrangeTop first={first} close={close} />
      <SizeFields fields={fields} />
      <OpacitySlider value={fields.opacity} />
      <AlignButtons count={count} />
    </div>
  );
}
