import { useId } from 'react';
import { useAppDispatch } from '../../app/hooks.ts';
import { changeSelectionOpacity } from '../state/arrangeCommands.ts';
import { useSliderDrag } from './useSliderDrag.ts';

/**
 * The selection's Opacity, 0–100% (issue 48), shown on the canvas at each step. A drag is one
 * undo step (its inputs share the drag's id), and so is a run of arrow presses.
 */
export function OpacitySlider({ value }: { value: number | null }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const { drag, onPointerDown } = useSliderDrag();
  const shown = value ?? 100;
  return (
    <div className="arrange-opacity">
      <label htmlFor={id}>Opacity</label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={1}
        value={shown}
        aria-valuetext={value === null ? 'Mixed' : `${value}%`}
        onPointerDown={onPointerDown}
        onChange={(event) => {
          const origin = drag.current ? { drag: drag.current } : 'step';
          dispatch(changeSelectionOpacity(Number(event.target.value), origin));
        }}
      />
      <output htmlFor={id} aria-hidden="true">
        {value === null ? '–' : `${value}%`}
      </output>
    </div>
  );
}
