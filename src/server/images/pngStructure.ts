import { crc32 } from 'node:zlib';

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Channels per colour type; palette images (3) are not taken as they come. */
const channelsOf: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/**
 * Ancillary chunks that only say how to show the pixels, each with its one fixed length, so
 * nothing can ride along in them: transparency of grey or RGB (tRNS), sRGB, gamma, chromaticities
 * and pixel size (what sharp writes).
 */
const fixedLengths = new Map<string, (colourType: number) => number | undefined>([
  ['tRNS', (colourType) => ({ 0: 2, 2: 6 })[colourType]],
  ['sRGB', () => 1],
  ['gAMA', () => 4],
  ['cHRM', () => 32],
  ['pHYs', () => 9],
]);

/** A PNG made of the picture's chunks only, and what its compressed pixel data must inflate to. */
export interface CleanPng {
  /** The data of the IDAT chunks, in order. */
  idat: Buffer[];
  /** How many scanlines: the height. */
  rows: number;
  /** Bytes of one filtered scanline: its filter type byte and the row's pixels. */
  rowBytes: number;
}

interface Chunk {
  type: string;
  data: Buffer;
}

/** The chunks of `png` with their CRCs checked, or undefined when it is not a whole, sound PNG. */
function chunksOf(png: Buffer): Chunk[] | undefined {
  if (!png.subarray(0, signature.length).equals(signature)) return undefined;
  const chunks: Chunk[] = [];
  let at = signature.length;
  while (at < png.length) {
    if (at + 12 > png.length) return undefined;
    const length = png.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > png.length) return undefined;
    if (crc32(png.subarray(at + 4, end - 4)) !== png.readUInt32BE(end - 4)) return undefined;
    chunks.push({ type: png.toString('latin1', at + 4, at + 8), data: png.subarray(at + 8, end - 4) });
    at = end;
  }
  return chunks;
}

/**
 * `png`'s layout when it holds the picture and nothing else: IHDR first (8 or 16 bits grey, RGB,
 * grey+alpha or RGBA, not interlaced), then at most one each of the fixed-length ancillary chunks
 * above, the IDAT chunks one after another, and IEND last, with every CRC right and no byte after
 * it. Undefined for anything else (text, profiles, private chunks, palettes, interlacing, damage).
 * Whether the IDAT data inflates to exactly the scanlines is for the caller to check.
 */
export function cleanPngLayout(png: Buffer): CleanPng | undefined {
  const chunks = chunksOf(png);
  const [header, ...rest] = chunks ?? [];
  if (header?.type !== 'IHDR' || header.data.length !== 13 || rest.at(-1)?.type !== 'IEND') return undefined;
  const width = header.data.readUInt32BE(0);
  const height = header.data.readUInt32BE(4);
  const [bitDepth, colourType, compression, filter, interlace] = header.data.subarray(8);
  const channels = channelsOf[colourType ?? -1];
  const depthOk = bitDepth === 8 || bitDepth === 16 || (colourType === 0 && [1, 2, 4].includes(bitDepth ?? 0));
  if (!channels || !depthOk || compression !== 0 || filter !== 0 || interlace !== 0 || !width || !height) return undefined;

  const idat: Buffer[] = [];
  const seen = new Set<string>();
  for (const [index, { type, data }] of rest.entries()) {
    if (type === 'IEND') {
      if (index !== rest.length - 1 || data.length !== 0) return undefined;
    } else if (type === 'IDAT') {
      // One run of IDAT chunks: none after another chunk has followed the first run.
      if (idat.length && rest[index - 1]?.type !== 'IDAT') return undefined;
      idat.push(data);
    } else {
      const length = fixedLengths.get(type)?.(colourType ?? -1);
      if (length !== data.length || seen.has(type) || idat.length) return undefined;
      seen.add(type);
    }
  }
  if (!idat.length) return undefined;
  return { idat, rows: height, rowBytes: 1 + Math.ceil((width * channels * (bitDepth ?? 8)) / 8) };
}
