import { RotateCcw } from 'lucide-react';
import { useId, useRef, type CSSProperties, type PointerEvent } from 'react';
import { adjustRange } from '../../shared/pictureLooks.ts';
import { isDoubleTap, type Tap } from '../model/doubleTap.ts';

/** The track's fill runs from its middle (0) to the thumb: where the slider is, and which way. */
function trackFill(value: number): CSSProperties {
  const at = ((value - adjustRange.min) / (adjustRange.max - adjustRange.min)) * 100;
  return { '--fill-from': `${Math.min(50, at)}%`, '--fill-to': `${Math.max(50, at)}%` } as CSSProperties;
}

/**
 * One of the Adjust sheet's sliders, −100 to 100 with a mark at 0, its position beside it. A
 * double tap (or double click) on it, or its Reset button, puts it back to 0.
 */
export function AdjustSlider({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  const id = useId();
  const lastTap = useRef<Tap | null>(null);
  const onPointerUp = (event: PointerEvent<HTMLInputElement>) => {
    if (event.pointerType !== 'touch') return;
    const tap = { itemID: label, at: { x: event.clientX, y: event.clientY }, time: event.timeStamp };
    if (isDoubleTap(lastTap.current, tap)) {
      lastTap.current = null;
      onChange(0);
    } else {
      lastTap.current = tap;
    }
  };
  return (
    <div className="adjust-slider">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={adjustRange.min}
        max={adjustRange.max}
        step={1}
        value={value}
        style={trackFill(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        onDoubleClick={() => onChange(0)}
        onPointerUp={onPointerUp}
      />
      <output htmlFor={id} className="adjust-slider__value">
        {value > 0 ? `+${value}` : value}
      </output>
      <button type="button" className="adjust-slider__reset" aria-label={`Reset ${label}`} disabled={value === 0} onClick={() => onChange(0)}>
        <RotateCcw size={18} aria-hidden="true" />
      </button>
    </div>
  );
}
