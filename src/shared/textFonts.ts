/**
 * The fonts a text item may use (DESIGN §12): open-licence faces from the npm @fontsource
 * packages, self-hosted, one weight each. The family name is what designs save and share; the
 * server accepts only these. The metrics are the font files' own, in em (font units over
 * unitsPerEm), and are checked against the files by test/shared/textFonts.test.ts.
 */

export type FontCharacter = 'script' | 'handwriting' | 'marker' | 'serif' | 'classical' | 'sans' | 'condensed' | 'display' | 'monospace' | 'pixel';
export type FontSubset = 'latin' | 'latin-ext';

export interface TextFont {
  /** The CSS family name: shown in the font list, saved and shared. */
  family: string;
  character: FontCharacter;
  /** The @fontsource package's id: its files are files/<fileID>-<subset>-<weight>-normal.woff2. */
  fileID: string;
  weight: number;
  /** The package's subsets this store serves (latin-ext adds accented letters beyond Latin-1). */
  subsets: readonly FontSubset[];
  /** Highest point of any glyph above the baseline (the larger of hhea, OS/2 win and the glyph bounds), em. */
  ascent: number;
  /** Lowest point of any glyph below the baseline, as a positive distance, em. */
  descent: number;
  /** Baseline to baseline of two lines (hhea ascender − descender + line gap), em. */
  lineAdvance: number;
  /** Height of a capital H above the baseline, em: how tall the letters print. */
  capHeight: number;
}

const both: readonly FontSubset[] = ['latin', 'latin-ext'];

export const textFonts: readonly TextFont[] = [
  { family: 'Montserrat', character: 'sans', fileID: 'montserrat', weight: 600, subsets: both, ascent: 1.109, descent: 0.453, lineAdvance: 1.219, capHeight: 0.7 },
  { family: 'Pacifico', character: 'script', fileID: 'pacifico', weight: 400, subsets: both, ascent: 1.478, descent: 0.457, lineAdvance: 1.756, capHeight: 0.877 },
  { family: 'Great Vibes', character: 'script', fileID: 'great-vibes', weight: 400, subsets: both, ascent: 1.16, descent: 0.59, lineAdvance: 1.252, capHeight: 0.807 },
  { family: 'Lobster', character: 'display', fileID: 'lobster', weight: 400, subsets: both, ascent: 1, descent: 0.49, lineAdvance: 1.25, capHeight: 0.75 },
  { family: 'Caveat', character: 'handwriting', fileID: 'caveat', weight: 600, subsets: both, ascent: 0.974, descent: 0.315, lineAdvance: 1.26, capHeight: 0.713 },
  { family: 'Permanent Marker', character: 'marker', fileID: 'permanent-marker', weight: 400, subsets: ['latin'], ascent: 1.11, descent: 0.318, lineAdvance: 1.457, capHeight: 0.74 },
  { family: 'Playfair Display', character: 'serif', fileID: 'playfair-display', weight: 600, subsets: both, ascent: 1.159, descent: 0.251, lineAdvance: 1.333, capHeight: 0.708 },
  { family: 'Cinzel', character: 'classical', fileID: 'cinzel', weight: 600, subsets: both, ascent: 0.976, descent: 0.372, lineAdvance: 1.348, capHeight: 0.7 },
  { family: 'Abril Fatface', character: 'display', fileID: 'abril-fatface', weight: 400, subsets: both, ascent: 1.058, descent: 0.291, lineAdvance: 1.349, capHeight: 0.7 },
  { family: 'Bebas Neue', character: 'condensed', fileID: 'bebas-neue', weight: 400, subsets: both, ascent: 0.95, descent: 0.35, lineAdvance: 1.2, capHeight: 0.7 },
  { family: 'Space Mono', character: 'monospace', fileID: 'space-mono', weight: 400, subsets: both, ascent: 1.12, descent: 0.361, lineAdvance: 1.481, capHeight: 0.7 },
  { family: 'Press Start 2P', character: 'pixel', fileID: 'press-start-2p', weight: 400, subsets: both, ascent: 1, descent: 0.374, lineAdvance: 1, capHeight: 1 },
];

/** The family names, for schemas. */
export const textFontFamilies = textFonts.map((font) => font.family) as [string, ...string[]];

/** A new text starts in this font. */
export const defaultTextFont = 'Montserrat';

export function findTextFont(family: string): TextFont | undefined {
  return textFonts.find((font) => font.family === family);
}

/** The font of a family the catalog holds; throws for any other (callers validate first). */
export function textFont(family: string): TextFont {
  const font = findTextFont(family);
  if (!font) throw new Error(`${family} is not one of the store's fonts.`);
  return font;
}
