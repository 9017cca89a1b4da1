import { crc32 } from 'node:zlib';
import { scanlineInflater, type ScanlineInflater, type Scanlines } from './scanlineInflater.ts';

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Length and type before a chunk's data; its CRC after. */
const [chunkHeadBytes, crcBytes] = [8, 4];
const maxChunkLength = 2 ** 31 - 1;

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

/** A check fed a file's bytes as they arrive. */
export interface PngStreamCheck {
  /** The next bytes of the file (kept until checked: the caller must not change them). */
  push(bytes: Buffer): void;
  /** Whether the file, now whole, is a clean PNG whose rows decode exactly. Never rejects. */
  end(): Promise<boolean>;
}

/** The scanlines an IHDR's 13 bytes promise when the picture is taken as it comes, with its colour type. */
function scanlinesOf(ihdr: Buffer, maxScanlineBytes: number): (Scanlines & { colourType: number }) | undefined {
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const [bitDepth = 0, colourType = -1, compression, filter, interlace] = ihdr.subarray(8);
  const channels = channelsOf[colourType];
  const depthOk = bitDepth === 8 || bitDepth === 16 || (colourType === 0 && [1, 2, 4].includes(bitDepth));
  if (!channels || !depthOk || compression !== 0 || filter !== 0 || interlace !== 0 || !width || !height) return undefined;
  const rowBytes = 1 + Math.ceil((width * channels * bitDepth) / 8);
  return height * rowBytes <= maxScanlineBytes ? { rows: height, rowBytes, colourType } : undefined;
}

/**
 * Checks a PNG as its bytes arrive, so the check is done about when the upload is: the file must
 * hold the picture and nothing else, IHDR first (8 or 16 bits grey, RGB, grey+alpha or RGBA, not
 * interlaced, at most `maxScanlineBytes` of scanlines, so no upload makes it inflate more), then
 * at most one each of the fixed-length ancillary chunks above, the IDAT chunks one after another,
 * and IEND last, with every CRC right and no byte after it; and the IDAT data must decode exactly
 * (scanlineInflater), inflated as it comes. Anything else (text, profiles, private chunks,
 * palettes, interlacing, damage) fails the check, and stops its work at the first wrong byte.
 */
export function checkPngStream({ maxScanlineBytes }: { maxScanlineBytes: number }): PngStreamCheck {
  let stage: 'signature' | 'head' | 'data' | 'crc' | 'after end' | 'failed' = 'signature';
  /** The bytes of the signature, a chunk's head or its CRC gathered so far. */
  let gathered: Buffer[] = [];
  let gatheredBytes = 0;
  let chunk = { type: '', remaining: 0, crc: 0, data: [] as Buffer[] };
  let picture: { colourType: number; inflater: ScanlineInflater } | undefined;
  const seen = new Set<string>();

  const fail = () => {
    stage = 'failed';
    picture?.inflater.cancel();
  };
  /** Whether a chunk of `type` and `length` may come next. */
  const admits = (type: string, length: number): boolean => {
    if (length > maxChunkLength) return false;
    if (!picture) return type === 'IHDR' && length === 13;
    if (type === 'IDAT') return true;
    if (type === 'IEND') return length === 0 && seen.has('IDAT');
    // No other chunk among or after the IDAT chunks: the pixel data is one run.
    return fixedLengths.get(type)?.(picture.colourType) === length && !seen.has(type) && !seen.has('IDAT');
  };
  const startChunk = (head: Buffer) => {
    const length = head.readUInt32BE(0);
    const type = head.toString('latin1', 4, 8);
    if (!admits(type, length)) return fail();
    seen.add(type);
    chunk = { type, remaining: length, crc: crc32(head.subarray(4)), data: [] };
    stage = length ? 'data' : 'crc';
  };
  const takeData = (data: Buffer) => {
    chunk.crc = crc32(data, chunk.crc);
    if (chunk.type === 'IDAT') picture?.inflater.write(data);
    else if (chunk.type === 'IHDR') chunk.data.push(data);
  };
  const endChunk = (crc: Buffer) => {
    if (crc.readUInt32BE(0) !== chunk.crc) return fail();
    if (chunk.type === 'IHDR') {
      const scanlines = scanlinesOf(Buffer.concat(chunk.data), maxScanlineBytes);
      if (!scanlines) return fail();
      picture = { colourType: scanlines.colourType, inflater: scanlineInflater(scanlines) };
    }
    stage = chunk.type === 'IEND' ? 'after end' : 'head';
  };
  /** Gathers the `size` bytes of a fixed-size part from `bytes` at `at`; the part once whole. */
  const gather = (bytes: Buffer, at: number, size: number): Buffer | undefined => {
    const piece = bytes.subarray(at, at + size - gatheredBytes);
    gathered.push(piece);
    gatheredBytes += piece.length;
    if (gatheredBytes < size) return undefined;
    const part = gathered.length === 1 ? piece : Buffer.concat(gathered);
    [gathered, gatheredBytes] = [[], 0];
    return part;
  };
  const partSize = { signature: signature.length, head: chunkHeadBytes, crc: crcBytes };

  return {
    push(bytes) {
      for (let at = 0; at < bytes.length; ) {
        if (stage === 'failed') return;
        if (stage === 'after end') return fail();
        if (stage === 'data') {
          const data = bytes.subarray(at, at + chunk.remaining);
          at += data.length;
          chunk.remaining -= data.length;
          takeData(data);
          if (!chunk.remaining) stage = 'crc';
          continue;
        }
        const size = partSize[stage];
        const before = gatheredBytes;
        const part = gather(bytes, at, size);
        at += (part ? size : gatheredBytes) - before;
        if (!part) continue;
        if (stage === 'signature') {
          if (part.equals(signature)) stage = 'head';
          else fail();
        } else if (stage === 'head') startChunk(part);
        else endChunk(part);
      }
    },
    async end() {
      if (stage !== 'after end' || !picture) {
        fail();
        return false;
      }
      return picture.inflater.end();
    },
  };
}
