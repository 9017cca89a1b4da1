import { createInflate } from 'node:zlib';
import type { CleanPng } from './pngStructure.ts';

/** PNG's five scanline filters: None, Sub, Up, Average, Paeth. */
const lastFilterType = 4;

/**
 * Output pieces of the inflate. Pieces this size keep the garbage of a 4 MB design to a hundred
 * short-lived buffers; one buffer of all its rows (20 MB) cost more in page faults and full
 * garbage collections than the inflate itself.
 */
const pieceBytes = 256 * 1024;

/**
 * Whether the pixel data of a clean PNG decodes exactly: every compressed byte is inflated (zlib
 * checks the stream and the Adler-32 of all the rows), it must give exactly the rows the header
 * promises (it stops at the first byte past them), each with a filter PNG has, and the
 * compressed stream must end exactly where the IDAT data does, so nothing can hide after it
 * (decoders, sharp's too, stop reading at the end of the rows). Undoing the filters cannot fail,
 * so a PNG that passes decodes. The rows are checked a piece at a time as they are inflated and
 * never held whole; the inflate runs on libuv's thread pool.
 */
export function inflatesToScanlines({ idat, rows, rowBytes }: CleanPng): Promise<boolean> {
  const expected = rows * rowBytes;
  const compressed = idat.reduce((sum, data) => sum + data.length, 0);
  const inflate = createInflate({ chunkSize: pieceBytes });
  let produced = 0;
  return new Promise((resolve) => {
    const settle = (decodes: boolean) => {
      inflate.removeAllListeners('data');
      inflate.destroy();
      resolve(decodes);
    };
    inflate.on('data', (piece: Buffer) => {
      // Rows start every rowBytes from the first inflated byte, each with its filter type.
      for (let at = (rowBytes - (produced % rowBytes)) % rowBytes; at < piece.length; at += rowBytes) {
        if ((piece[at] ?? 0) > lastFilterType) return settle(false);
      }
      produced += piece.length;
      if (produced > expected) settle(false);
    });
    inflate.once('error', () => settle(false));
    inflate.once('end', () => settle(produced === expected && inflate.bytesWritten === compressed));
    for (const data of idat) inflate.write(data);
    inflate.end();
  });
}
