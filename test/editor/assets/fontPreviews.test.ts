import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { textFonts } from '../../../src/shared/textFonts.ts';

const root = join(import.meta.dirname, '../../..');
const previews = join(root, 'src/editor/assets/fontPreviews');

describe('the font list’s previews (npm run fonts)', () => {
  it.each(textFonts)('$family: a few KB holding the letters of its name, and little else', (font) => {
    const bytes = readFileSync(join(previews, `${font.fileID}.woff2`));
    expect(bytes.length).toBeLessThan(8 * 1024);
    const preview = fontkit.create(bytes);
    for (const character of new Set(font.family)) {
      expect(preview.hasGlyphForCodePoint(character.codePointAt(0) ?? 0)).toBe(true);
    }
    // The name's letters (with the alternates and parts they are made of), never the whole alphabet.
    const whole = fontkit.openSync(join(root, `node_modules/@fontsource/${font.fileID}/files/${font.fileID}-latin-${font.weight}-normal.woff2`));
    expect(preview.numGlyphs).toBeLessThan(whole.numGlyphs / 4);
    expect(preview.hasGlyphForCodePoint('Q'.codePointAt(0) ?? 0)).toBe(false);
  });
});
