import { crc32 } from 'node:zlib';
import { colourChunks, pixelChunks, srgbChunk } from './pngChunks.ts';
import { pngLayout } from './pngLayout.ts';
import { scanlineInflater, type ScanlineInflater } from './scanlineInflater.ts';

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Length and type before a chunk's data; its CRC after. */
const [chunkHeadBytes, crcBytes] = [8, 4];
const maxChunkLength = 2 ** 31 - 1;

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

/**
 * Which PNGs pass besides the pixel data's own chunks:
 * - `design`: a design kept as it was uploaded, as the editor exports it: 8 or 16 bits grey, RGB,
 *   grey+alpha or RGBA (or 1–4 bit grey), not interlaced, with at most one each of the
 *   fixed-length ancillary chunks above;
 * - `pictureParts`: the parts of a picture pngParts keeps: any colour type, bit depth and
 *   interlacing PNG has, a palette, transparency and colour chunks (once each) of any length.
 */
export type PngCheckRules = 'design' | 'pictureParts';

/** Chunks besides IHDR, IDAT and IEND the `pictureParts` rules take, before the pixel data. */
const partChunks = new Set([...pixelChunks, ...colourChunks, srgbChunk].filter((type) => !['IHDR', 'IDAT', 'IEND'].includes(type)));

/** A check fed a file's bytes as they arrive. */
export interface PngStreamCheck {
  /**
   * The next bytes of the file, checked before this returns: the caller may use them again
   * afterwards. False once the file has failed, when nothing more need be pushed.
   */
  push(bytes: Buffer): boolean;
  /** Whether the file, now whole, is a clean PNG whose rows decode exactly. Never rejects. */
  end(): Promise<boolean>;
}

export interface PngCheckOptions {
  /** The most the pixel data may inflate to, so no file makes the check inflate more. */
  maxScanlineBytes: number;
  rules?: PngCheckRules;
}

/**
 * Checks a PNG as its bytes arrive, so the check is done about when the upload is: the file must
 * hold the picture and nothing else the rules let in, IHDR first (at most `maxScanlineBytes` of
 * scanlines), the other chunks the rules take before the IDAT chunks, which come one after
 * another, and IEND last, with every CRC right and no byte after it; and the IDAT data must
 * decode exactly (scanlineInflater), inflated as it comes. Anything else (text, private chunks,
 * damage, for designs also profiles, palettes and interlacing) fails the check, and stops its
 * work at the first wrong byte.
 */
export function checkPngStream({ maxScanlineBytes, rules = 'design' }: PngCheckOptions): PngStreamCheck {
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
    if (seen.has(type) || seen.has('IDAT')) return false;
    return rules === 'pictureParts' ? partChunks.has(type) : fixedLengths.get(type)?.(picture.colourType) === length;
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
    else if (chunk.type === 'IHDR') chunk.data.push(Buffer.from(data));
  };
  const endChunk = (crc: Buffer) => {
    if (crc.readUInt32BE(0) !== chunk.crc) return fail();
    if (chunk.type === 'IHDR') {
      const layout = pngLayout(Buffer.concat(chunk.data));
      const asExported = rules === 'pictureParts' || (layout && !layout.palette && !layout.interlaced);
      if (!layout || !asExported || layout.scanlineBytes > maxScanlineBytes) return fail();
      picture = { colourType: layout.colourType, inflater: scanlineInflater(layout.passes) };
    }
    stage = chunk.type === 'IEND' ? 'after end' : 'head';
  };
  /** Gathers the `size` bytes of a fixed-size part from `bytes` at `at`; the part once whole. */
  const gather = (bytes: Buffer, at: number, size: number): Buffer | undefined => {
    const piece = bytes.subarray(at, at + size - gatheredBytes);
    gatheredBytes += piece.length;
    if (gatheredBytes < size) {
      gathered.push(Buffer.from(piece));
      return undefined;
    }
    const part = gathered.length ? Buffer.concat([...gathered, piece]) : piece;
    [gathered, gatheredBytes] = [[], 0];
    return part;
  };
  const partSize = { signature: signature.length, head: chunkHeadBytes, crc: crcBytes };

  return {
    push(bytes) {
      for (let at = 0; at < bytes.length; ) {
        if (stage === 'failed') break;
        if (stage === 'after end') {
          fail();
          break;
        }
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
      return stage !== 'failed';
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
