import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { textFonts } from '../../../src/shared/textFonts.ts';
import { fontFileUrls } from '../../../src/editor/assets/fontFiles.ts';
import { parseUnicodeRange, subsetRanges, subsetsFor } from '../../../src/editor/assets/fontSubsets.ts';

const root = join(import.meta.dirname, '../../..');

/** The unicode-range each subset has in a package's own CSS for that weight. */
function packageRanges(fileID: string, weight: number): Map<string, string> {
  const css = readFileSync(join(root, `node_modules/@fontsource/${fileID}/${weight}.css`), 'utf8');
  const ranges = new Map<string, string>();
  const face = new RegExp(`/\\* ${fileID}-([a-z-]+)-${weight}-normal \\*/[^}]*?unicode-range: ([^;]+);`, 'g');
  for (const match of css.matchAll(face)) {
    const [, subset, range] = match;
    if (subset && range) ranges.set(subset, range.trim());
  }
  return ranges;
}

describe('the font subsets', () => {
  it.each(textFonts)('$family: each subset served has the range its package gives it, and a file', (font) => {
    const ranges = packageRanges(font.fileID, font.weight);
    for (const subset of font.subsets) {
      expect(ranges.get(subset)).toBe(subsetRanges[subset]);
      expect(fontFileUrls[font.family]?.[subset]).toMatch(new RegExp(`${font.fileID}-${subset}-${font.weight}-normal\\.woff2`));
    }
  });

  it('reads a CSS unicode-range', () => {
    expect(parseUnicodeRange('U+0000-00FF,U+0131, U+20AC')).toEqual([[0, 0xff], [0x131, 0x131], [0x20ac, 0x20ac]]);
  });

  it('loads Latin always, Latin Extended only for a letter it holds', () => {
    expect(subsetsFor(['latin', 'latin-ext'], 'Pat & Sam 2026')).toEqual(['latin']);
    expect(subsetsFor(['latin', 'latin-ext'], 'Zoë & José')).toEqual(['latin']);
    expect(subsetsFor(['latin', 'latin-ext'], 'Łódź')).toEqual(['latin', 'latin-ext']);
    expect(subsetsFor(['latin'], 'Łódź')).toEqual(['latin']);
    expect(subsetsFor(['latin', 'latin-ext'], '')).toEqual(['latin']);
  });
});
