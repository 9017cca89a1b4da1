import { crc32 } from 'node:zlib';

const signatureBytes = 8;

/** Offsets of a PNG's chunks: where each starts, its type and the length of its data. */
function chunks(png: Buffer): { at: number; type: string; length: number }[] {
  const found = [];
  for (let at = signatureBytes; at + 8 <= png.length; ) {
    const length = png.readUInt32BE(at);
    found.push({ at, type: png.toString('latin1', at + 4, at + 8), length });
    at += 12 + length;
  }
  return found;
}

function chunkOf(png: Buffer, type: string) {
  const chunk = chunks(png).find((candidate) => candidate.type === type);
  if (!chunk) throw new Error(`No ${type} chunk`);
  return chunk;
}

/** The PNG cut off halfway through its first IDAT: its header still reads as valid. */
export function truncatedPng(png: Buffer): Buffer {
  const idat = chunkOf(png, 'IDAT');
  return png.subarray(0, idat.at + 8 + Math.floor(idat.length / 2));
}

/** The PNG with its first IDAT's data overwritten by noise (CRC recomputed, so only zlib fails). */
export function garbledPng(png: Buffer): Buffer {
  const copy = Buffer.from(png);
  const idat = chunkOf(copy, 'IDAT');
  for (let i = 0; i < idat.length; i++) copy[idat.at + 8 + i] = (i * 131 + 7) & 0xff;
  copy.writeUInt32BE(crc32(copy.subarray(idat.at + 4, idat.at + 8 + idat.length)), idat.at + 8 + idat.length);
  return copy;
}

/** The PNG with a wrong CRC on its first IDAT. */
export function badCrcPng(png: Buffer): Buffer {
  const copy = Buffer.from(png);
  const idat = chunkOf(copy, 'IDAT');
  const crcAt = idat.at + 8 + idat.length;
  copy.writeUInt32BE(~copy.readUInt32BE(crcAt) >>> 0, crcAt);
  return copy;
}

/**
 * `png` with one byte in the middle of its last IDAT's data flipped: its CRC left wrong, as a
 * damaged file has it, or made right again, so that only the compressed data shows the damage.
 */
export function flippedInIdat(png: Buffer, { crcFixed = false } = {}): Buffer {
  const copy = Buffer.from(png);
  const last = chunks(copy).filter((chunk) => chunk.type === 'IDAT').at(-1);
  if (!last) throw new Error('No IDAT chunk');
  const flipAt = last.at + 8 + Math.floor(last.length / 2);
  copy.writeUInt8(copy.readUInt8(flipAt) ^ 0x20, flipAt);
  if (crcFixed) copy.writeUInt32BE(crc32(copy.subarray(last.at + 4, last.at + 8 + last.length)), last.at + 8 + last.length);
  return copy;
}

/** A chunk of `type` holding `data`, with its length and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

/** The PNG with `chunk` (a whole chunk) put before its IEND. */
export function withChunkBeforeEnd(png: Buffer, chunk: Buffer): Buffer {
  const iend = chunkOf(png, 'IEND');
  return Buffer.concat([png.subarray(0, iend.at), chunk, png.subarray(iend.at)]);
}

/** A valid PNG that also carries `bytes` of junk in a private ancillary chunk before IEND. */
export function pngWithJunkChunk(png: Buffer, bytes: number): Buffer {
  return withChunkBeforeEnd(png, pngChunk('juNK', Buffer.alloc(bytes, 0x5a)));
}

/**
 * A valid PNG whose last IDAT carries `bytes` of junk after the end of the compressed pixels (CRC
 * right): decoders stop reading at the end of the pixels and never see it.
 */
export function pngWithDataAfterPixels(png: Buffer, bytes: number): Buffer {
  const last = chunks(png).filter((chunk) => chunk.type === 'IDAT').at(-1);
  if (!last) throw new Error('No IDAT chunk');
  const data = Buffer.concat([png.subarray(last.at + 8, last.at + 8 + last.length), Buffer.alloc(bytes, 0x5a)]);
  return Buffer.concat([png.subarray(0, last.at), pngChunk('IDAT', data), png.subarray(last.at + 12 + last.length)]);
}
