import { useEffect } from 'react';
import { textFonts } from '../../shared/textFonts.ts';
import { previewFamily, registerFontPreviews } from './fontPreviews.ts';

/** The font list: a row of choices, each name shown in its own face (from its small preview). */
export function FontChoice({ value, onChange }: { value: string; onChange: (family: string) => void }) {
  useEffect(registerFontPreviews, []);
  return (
    <div className="text-sheet__fonts" role="radiogroup" aria-label="Font">
      {textFonts.map((font) => (
        <label key={font.family} className="text-sheet__font" data-checked={font.family === value}>
          <input
            type="radio"
            name="text-font"
            className="text-sheet__radio"
            value={font.family}
            checked={font.family === value}
            onChange={() => onChange(font.family)}
          />
          <span style={{ fontFamily: `"${previewFamily(font.family)}", system-ui`, fontWeight: font.weight }}>{font.family}</span>
        </label>
      ))}
    </div>
  );
}
