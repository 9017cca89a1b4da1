/** The chunks that hold a PNG's pixels: header, palette, transparency, image data, end. */
export const pixelChunks: ReadonlySet<string> = new Set(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND']);
/** Chunks that change how browsers show the colours. */
export const colourChunks: ReadonlySet<string> = new Set(['iCCP', 'gAMA', 'cHRM', 'cICP', 'mDCV', 'cLLI']);
/** Says "sRGB", which a file without colour chunks means anyway. */
export const srgbChunk = 'sRGB';
