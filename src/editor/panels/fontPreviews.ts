import { textFonts } from '../../shared/textFonts.ts';

/**
 * The font list's faces: each font cut down to the letters of its own name (a few KB each, made
 * by scripts/generate-font-previews.ts), registered once the text sheet first opens, under the
 * family "<name> preview" so they never stand in for the whole font on the canvas.
 */
const previewUrls = import.meta.glob<string>('../assets/fontPreviews/*.woff2', { query: '?url', import: 'default', eager: true });

let registered = false;

export function previewFamily(family: string): string {
  return `${family} preview`;
}

/** Registers the preview faces with the document (the browser fetches them when the list shows). */
export function registerFontPreviews(): void {
  if (registered) return;
  registered = true;
  for (const font of textFonts) {
    const url = previewUrls[`../assets/fontPreviews/${font.fileID}.woff2`];
    if (url) document.fonts.add(new FontFace(previewFamily(font.family), `url(${url}) format('woff2')`, { weight: String(font.weight) }));
  }
}
