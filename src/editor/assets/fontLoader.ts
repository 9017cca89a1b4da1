import { textFont, type FontSubset, type TextFont } from '../../shared/textFonts.ts';
import { fontFileUrls } from './fontFiles.ts';
import { subsetRanges, subsetsFor } from './fontSubsets.ts';

/**
 * Loads the text fonts on demand, through the CSS Font Loading API: each family's subset files
 * are registered with the document's fonts and fetched the first time a text needs them, so the
 * canvas (and the print file) draw in them. A file that fails to load is an error naming the
 * font, never a silent fallback; the next try fetches it again.
 */

export class FontLoadError extends Error {
  override name = 'FontLoadError';
  readonly family: string;
  constructor(family: string) {
    super(`We could not load the font ${family}. Check your connection and try again.`);
    this.family = family;
  }
}

const faces = new Map<string, FontFace>();

function faceOf(font: TextFont, subset: FontSubset): FontFace {
  const key = `${font.family}|${subset}`;
  const known = faces.get(key);
  if (known && known.status !== 'error') return known;
  if (known) document.fonts.delete(known);
  const url = fontFileUrls[font.family]?.[subset];
  if (!url) throw new FontLoadError(font.family);
  const face = new FontFace(font.family, `url(${url}) format('woff2')`, {
    weight: String(font.weight),
    unicodeRange: subsetRanges[subset],
    display: 'block',
  });
  document.fonts.add(face);
  faces.set(key, face);
  return face;
}

/** Loads what `text` needs of the family; rejects with a FontLoadError when a file cannot be had. */
export async function loadFont(family: string, text: string): Promise<void> {
  const font = textFont(family);
  try {
    await Promise.all(subsetsFor(font.subsets, text).map((subset) => faceOf(font, subset).load()));
  } catch {
    throw new FontLoadError(family);
  }
}

/** Whether everything `text` needs of the family is loaded already (then drawing can start at once). */
export function isFontLoaded(family: string, text: string): boolean {
  const font = textFont(family);
  return subsetsFor(font.subsets, text).every((subset) => faces.get(`${family}|${subset}`)?.status === 'loaded');
}

/** The CSS font of a family at `size` px, as the canvas takes it. */
export function cssFont(font: TextFont, size: number): string {
  return `${font.weight} ${size}px "${font.family}"`;
}
