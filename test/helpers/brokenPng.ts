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

/** A valid PNG that also carries `bytes` of junk in a private ancillary chunk before IEND. */
export function pngWithJunkChunk(png: Buffer, bytes: number): Buffer {
  const iend = chunkOf(png, 'IEND');
  const junk = Buffer.alloc(12 + bytes, 0x5a);
  junk.writeUInt32BE(bytes, 0);
  junk.write('juNK', 4, 'latin1');
  junk.writeUInt32BE(crc32(junk.subarray(4, 8 + bytes)), 8 + bytes);
  return Buffer.concat([png.subarray(0, iend.at), junk, png.subarray(iend.at)]);
}
