import { maxCurve } from '../model/textCurve.ts';
import { useSliderDrag } from './useSliderDrag.ts';

/**
 * Within this many steps of 0 a drag of the slider lets go straight, so the words can be made
 * straight again by hand; the keys step through every value (one step would land in the band
 * each time, so the arrows could never bend the text).
 */
const straightSnap = 3;

function curveText(curve: number): string {
  if (curve === 0) return 'Straight';
  return curve > 0 ? `Arch up ${curve}` : `Arch down ${-curve}`;
}

/** The text sheet's Curve (issue 34): −100 (arch down) to 100 (arch up), straight at 0. */
export function CurveChoice({ value, onChange }: { value: number; onChange: (curve: number) => void }) {
  // Only a drag snaps to straight.
  const { drag, onPointerDown } = useSliderDrag();
  return (
    <label className="text-sheet__curve">
      <span>Curve</span>
      <input
        type="range"
        min={-maxCurve}
        max={maxCurve}
        step={1}
        value={value}
        aria-valuetext={curveText(value)}
        onPointerDown={onPointerDown}
        onChange={(event) => {
          const curve = Number(event.target.value);
          onChange(drag.current !== null && Math.abs(curve) <= straightSnap ? 0 : curve);
        }}
      />
      <output aria-hidden="true">{curveText(value)}</output>
    </label>
  );
}
