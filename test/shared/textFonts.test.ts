import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { textFonts } from '../../src/shared/textFonts.ts';

const root = join(import.meta.dirname, '../..');
const fileOf = (fileID: string, subset: string, weight: number) =>
  join(root, `node_modules/@fontsource/${fileID}/files/${fileID}-${subset}-${weight}-normal.woff2`);

describe('the text fonts', () => {
  it('offers at least ten fonts of different characters, each family once', () => {
    expect(textFonts.length).toBeGreaterThanOrEqual(10);
    expect(new Set(textFonts.map((font) => font.family)).size).toBe(textFonts.length);
    expect(new Set(textFonts.map((font) => font.character))).toEqual(
      new Set(['script', 'handwriting', 'marker', 'serif', 'classical', 'sans', 'condensed', 'display', 'monospace', 'pixel']),
    );
  });

  it.each(textFonts)('$family: its files are in its @fontsource package, and its metrics are the files’ own', (font) => {
    for (const subset of font.subsets) expect(existsSync(fileOf(font.fileID, subset, font.weight))).toBe(true);
    const files = font.subsets.map((subset) => fontkit.openSync(fileOf(font.fileID, subset, font.weight)));
    const [latin] = files;
    if (!latin) throw new Error('no latin file');
    expect(latin.familyName.startsWith(font.family)).toBe(true);
    const em = latin.unitsPerEm;
    // The box reaches every glyph of every subset served, and the lines' own ascent and descent.
    const ascent = Math.max(...files.flatMap((file) => [file.ascent, file['OS/2'].winAscent, file.bbox.maxY])) / em;
    const descent = Math.max(...files.flatMap((file) => [-file.descent, file['OS/2'].winDescent, -file.bbox.minY])) / em;
    expect(font.ascent).toBeGreaterThanOrEqual(ascent - 1e-9);
    expect(font.ascent).toBeLessThan(ascent + 0.001);
    expect(font.descent).toBeGreaterThanOrEqual(descent - 1e-9);
    expect(font.descent).toBeLessThan(descent + 0.001);
    expect(font.lineAdvance).toBeCloseTo((latin.ascent - latin.descent + latin.lineGap) / em, 3);
    // Cap height: the top of a capital H.
    expect(font.capHeight).toBeCloseTo(latin.glyphForCodePoint(0x48).bbox.maxY / em, 3);
  });
});
