/** The little of subset-font and fontkit that the font scripts and tests use (neither ships types). */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype' },
  ): Promise<Buffer>;
}

declare module 'fontkit' {
  interface Glyph {
    bbox: { minY: number; maxY: number };
  }
  interface Font {
    familyName: string;
    unitsPerEm: number;
    ascent: number;
    descent: number;
    lineGap: number;
    bbox: { minY: number; maxY: number };
    'OS/2': { winAscent: number; winDescent: number };
    glyphForCodePoint(codePoint: number): Glyph;
    hasGlyphForCodePoint(codePoint: number): boolean;
    numGlyphs: number;
    layout(text: string): { advanceWidth: number; glyphs: unknown[]; bbox: { minX: number; maxX: number } };
  }
  export function openSync(path: string): Font;
  export function create(buffer: Buffer): Font;
}
