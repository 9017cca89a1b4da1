import { join } from 'node:path';
import * as fontkit from 'fontkit';
import type { MeasureFont } from '../../src/editor/model/designTemplateLayout.ts';
import type { LineMeasure } from '../../src/editor/model/textLayout.ts';
import type { TextFont } from '../../src/shared/textFonts.ts';

/**
 * Measures lines in the store's text fonts from their own files (the @fontsource packages' woff2,
 * as the browser loads them), with kerning, as the canvas measures them in the editor: what the
 * build and the tests lay design templates out with, where there is no canvas.
 */
export function fontFileMeasure(root: string): MeasureFont {
  const files = new Map<string, fontkit.Font>();
  const open = (font: TextFont, subset: string) => {
    const path = join(root, `node_modules/@fontsource/${font.fileID}/files/${font.fileID}-${subset}-${font.weight}-normal.woff2`);
    let file = files.get(path);
    if (!file) {
      file = fontkit.openSync(path);
      files.set(path, file);
    }
    return file;
  };
  return (font) =>
    (line): LineMeasure => {
      const codePoints = Array.from(line, (character) => character.codePointAt(0) ?? 0);
      const file = font.subsets
        .map((subset) => open(font, subset))
        .find((candidate) => codePoints.every((codePoint) => candidate.hasGlyphForCodePoint(codePoint)));
      if (!file) throw new Error(`${font.family} has no glyph for some of "${line}"`);
      const run = file.layout(line);
      const em = file.unitsPerEm;
      if (run.glyphs.length === 0) return { width: 0, inkLeft: 0, inkRight: 0 };
      return { width: run.advanceWidth / em, inkLeft: -run.bbox.minX / em, inkRight: run.bbox.maxX / em };
    };
}
