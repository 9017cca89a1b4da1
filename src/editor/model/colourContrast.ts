/**
 * Which backdrop a colour shows on (issue 51): a tile that shows art or words in the shopper's
 * colour must contrast with it whatever the colour, as white shapes on a white sheet did not.
 * WCAG 2's relative luminance and contrast ratio; colours are #rrggbb in sRGB.
 */

/** The light and the dark backdrop of the editor's tiles (the brand's paper and ink). */
export const tileBackdrops = { light: '#fbf8f5', dark: '#1f2627' } as const;

export type Backdrop = keyof typeof tileBackdrops;

const channel = (value: number) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);

/** WCAG 2's relative luminance of a #rrggbb colour, 0 (black) to 1 (white); 0 for anything else. */
export function relativeLuminance(colour: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!match) return 0;
  const [r, g, b] = match.slice(1).map((hex) => channel(parseInt(hex, 16) / 255));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG 2's contrast ratio of two colours, 1 (none) to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The tile backdrop `colour` contrasts with more. */
export function backdropFor(colour: string): Backdrop {
  return contrastRatio(colour, tileBackdrops.light) >= contrastRatio(colour, tileBackdrops.dark) ? 'light' : 'dark';
}
