import { useId, useState, type KeyboardEvent } from 'react';
import type { ChangeOrigin } from '../state/arrangeCommands.ts';

/** A number as a field shows it: at most two decimals, no "-0". */
function shown(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return String(rounded === 0 ? 0 : rounded);
}

/** A typed number, with a comma or a point for the decimals and the unit ignored; null when it is none. */
export function parseTyped(text: string): number | null {
  const cleaned = text.replace(',', '.').replace(/[^\d.+-]/g, '');
  if (!/\d/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/**
 * One of the Arrange panel's number fields (issue 48), a spin button: a typed value applies on
 * Enter or when the focus leaves (a value that is not a number is dropped), ↑ and ↓ step it
 * (Shift: the larger step). `value` null shows the placeholder (several items that differ).
 */
export function NumberField({
  label,
  unit,
  unitName,
  value,
  steps,
  placeholder = '',
  onCommit,
}: {
  label: string;
  /** Shown after the field: "mm", "°". */
  unit: string;
  /** Said after the value: "millimetres", "degrees". */
  unitName: string;
  value: number | null;
  steps: { step: number; shiftStep: number };
  placeholder?: string;
  onCommit: (value: number, origin: ChangeOrigin) => void;
}) {
  const id = useId();
  // What is typed, while it is being typed; null shows the value.
  const [draft, setDraft] = useState<string | null>(null);
  const apply = () => {
    const typed = draft === null ? null : parseTyped(draft);
    setDraft(null);
    if (typed !== null && typed !== value) onCommit(typed, 'typed');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const step = (event.shiftKey ? steps.shiftStep : steps.step) * (event.key === 'ArrowUp' ? 1 : -1);
      const from = (draft === null ? null : parseTyped(draft)) ?? value ?? 0;
      setDraft(null);
      onCommit(Math.round((from + step) * 100) / 100, 'step');
    }
  };
  return (
    <div className="number-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        role="spinbutton"
        autoComplete="off"
        aria-valuenow={value ?? undefined}
        aria-valuetext={value === null ? placeholder : `${shown(value)} ${unitName}`}
        placeholder={placeholder}
        value={draft ?? (value === null ? '' : shown(value))}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={apply}
      />
      <span className="number-field__unit" aria-hidden="true">
        {unit}
      </span>
    </div>
  );
}
