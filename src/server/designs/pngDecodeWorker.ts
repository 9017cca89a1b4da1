/**
 * Worker thread that decodes the pixel data of clean design PNGs (decodesExactly). It inflates
 * about 20 MB of rows per 4 MB design: here that churn is collected on a small heap of its own,
 * where on the server's thread it made a full garbage collection of the whole heap every few
 * requests and cost more than the inflate itself.
 */
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { inflateSync } from 'node:zlib';
import { cleanPngLayout } from '../images/pngStructure.ts';

export interface DecodeRequest {
  id: number;
  /** The uploaded design's temporary file. */
  path: string;
}

/** The file's bytes when it is a clean PNG that decodes exactly, else none. */
export interface DecodeAnswer {
  id: number;
  bytes: Uint8Array | undefined;
}

/** PNG's five scanline filters: None, Sub, Up, Average, Paeth. */
const lastFilterType = 4;

/**
 * Decodes the pixel data of a clean PNG in full: every compressed byte is inflated (zlib checks
 * the stream and the Adler-32 of all the rows), it must give exactly the rows the header promises
 * (no more: the inflate stops past them), each with a filter PNG has, and the compressed stream
 * must end exactly where the IDAT data does, so nothing can hide after it (decoders, sharp's too,
 * stop reading at the end of the rows). Undoing the filters cannot fail, so a PNG that passes
 * decodes.
 */
export function decodesExactly(png: Buffer): boolean {
  const layout = cleanPngLayout(png);
  if (!layout) return false;
  const compressed = Buffer.concat(layout.idat);
  const expected = layout.rows * layout.rowBytes;
  let rows: Buffer;
  let consumed: number;
  try {
    const inflated = inflateSync(compressed, { info: true, maxOutputLength: expected + 1 }) as unknown as {
      buffer: Buffer;
      engine: { bytesWritten: number };
    };
    rows = inflated.buffer;
    consumed = inflated.engine.bytesWritten;
  } catch {
    return false;
  }
  if (rows.length !== expected || consumed !== compressed.length) return false;
  for (let at = 0; at < expected; at += layout.rowBytes) {
    if ((rows[at] ?? 0) > lastFilterType) return false;
  }
  return true;
}

parentPort?.on('message', ({ id, path }: DecodeRequest) => {
  const answer = (bytes: Buffer | undefined) => {
    // Handed over without a copy when the bytes own their memory (a file this size always does).
    const memory = bytes?.buffer;
    const own = memory instanceof ArrayBuffer && bytes?.byteOffset === 0 && memory.byteLength === bytes.length;
    const message: DecodeAnswer = { id, bytes };
    parentPort?.postMessage(message, own ? [memory] : []);
  };
  readFile(path).then(
    (png) => answer(decodesExactly(png) ? png : undefined),
    () => answer(undefined),
  );
});
