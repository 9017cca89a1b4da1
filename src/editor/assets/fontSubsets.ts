import type { FontSubset } from '../../shared/textFonts.ts';

/**
 * The characters each @fontsource subset file holds, as its CSS says (unicode-range). A font is
 * loaded only in the subsets its text needs: Latin always, Latin Extended when the text has an
 * accented letter beyond Latin-1 (test/editor/assets/fontSubsets.test.ts checks these ranges
 * against the packages' own CSS).
 */
export const subsetRanges: Readonly<Record<FontSubset, string>> = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
};

/** The code point ranges of a CSS unicode-range, inclusive. */
export function parseUnicodeRange(range: string): [number, number][] {
  return range.split(',').map((part) => {
    const [from = '0', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

const parsedRanges = Object.fromEntries(
  Object.entries(subsetRanges).map(([subset, range]) => [subset, parseUnicodeRange(range)]),
) as Record<FontSubset, [number, number][]>;

/** Whether the subset holds a character of `text`. */
export function subsetCovers(subset: FontSubset, text: string): boolean {
  const ranges = parsedRanges[subset];
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (ranges.some(([from, to]) => code >= from && code <= to)) return true;
  }
  return false;
}

/** The subsets of `available` that `text` needs: Latin always (spaces, digits), the others when they hold one of its characters. */
export function subsetsFor(available: readonly FontSubset[], text: string): FontSubset[] {
  return available.filter((subset) => subset === 'latin' || subsetCovers(subset, text));
}
