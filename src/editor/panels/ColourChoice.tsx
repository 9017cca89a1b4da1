import { palette } from '../../shared/brand.ts';

/** The text (and shape) colours on offer: white, near-black, red and the brand palette; any other comes from the picker. */
export const textColours: readonly { name: string; value: string }[] = [
  { name: 'White', value: '#ffffff' },
  { name: 'Black', value: '#1d1d1f' },
  { name: 'Red', value: '#d62839' },
  { name: 'Slate', value: palette.slate },
  { name: 'Rose', value: palette.rose },
  { name: 'Blush', value: palette.blush },
  { name: 'Sage', value: palette.sage },
  { name: 'Stone', value: palette.stone },
];

/** A colour choice: swatches as radios, and a free colour picker ("Custom <label>"). */
export function ColourChoice({ label, value, onChange }: { label: string; value: string; onChange: (colour: string) => void }) {
  const isCustom = !textColours.some((colour) => colour.value === value.toLowerCase());
  return (
    <div className="text-sheet__colours" role="radiogroup" aria-label={label}>
      {textColours.map((colour) => (
        <label key={colour.value} className="text-sheet__swatch" style={{ background: colour.value }} title={colour.name}>
          <input
            type="radio"
            name={label}
            className="text-sheet__radio"
            aria-label={colour.name}
            checked={colour.value === value.toLowerCase()}
            onChange={() => onChange(colour.value)}
          />
        </label>
      ))}
      <label className="text-sheet__swatch text-sheet__swatch--custom" data-checked={isCustom} title="Another colour">
        <input type="color" aria-label={`Custom ${label.toLowerCase()}`} value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
    </div>
  );
}
