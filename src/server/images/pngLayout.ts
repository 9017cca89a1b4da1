import type { Scanlines } from './scanlineInflater.ts';

/** Channels per PNG colour type: grey, RGB, palette index, grey+alpha, RGBA. */
const channelsOf: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** The bit depths PNG allows each colour type. */
const depthsOf: Record<number, readonly number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
/** Adam7's seven passes: the first column and row of each, and the steps between its pixels. */
const adam7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** How a PNG lays out its pixel data, as its IHDR declares it. */
export interface PngLayout {
  colourType: number;
  /** A palette image (colour type 3): its pixels are indices into PLTE. */
  palette: boolean;
  /** Adam7-interlaced: the rows come in seven passes. */
  interlaced: boolean;
  /** What the IDAT data must inflate to: the rows, or the non-empty passes' rows one after another. */
  passes: Scanlines[];
  /** Bytes of all the filtered scanlines. */
  scanlineBytes: number;
}

/**
 * The layout an IHDR's 13 data bytes declare, or undefined for one no PNG decoder takes (a
 * colour type or bit depth PNG lacks, another compression, filter or interlace method, no pixels).
 * An empty Adam7 pass (a picture narrower or shorter than its first pixel) has no rows at all.
 */
export function pngLayout(ihdr: Buffer): PngLayout | undefined {
  if (ihdr.length !== 13) return undefined;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const [bitDepth = 0, colourType = -1, compression, filter, interlace] = ihdr.subarray(8);
  const channels = channelsOf[colourType];
  const valid = channels && depthsOf[colourType]?.includes(bitDepth) && compression === 0 && filter === 0 && (interlace === 0 || interlace === 1);
  if (!valid || !width || !height) return undefined;
  const rowsOf = (columns: number, rows: number): Scanlines => ({ rows, rowBytes: 1 + Math.ceil((columns * channels * bitDepth) / 8) });
  const passes = interlace
    ? adam7
        .map(([x, y, stepX, stepY]) => [Math.ceil((width - x) / stepX), Math.ceil((height - y) / stepY)] as const)
        .filter(([columns, rows]) => columns > 0 && rows > 0)
        .map(([columns, rows]) => rowsOf(columns, rows))
    : [rowsOf(width, height)];
  const scanlineBytes = passes.reduce((sum, { rows, rowBytes }) => sum + rows * rowBytes, 0);
  return { colourType, palette: colourType === 3, interlaced: interlace === 1, passes, scanlineBytes };
}
