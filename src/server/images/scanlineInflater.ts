import { createInflate } from 'node:zlib';

/** PNG's five scanline filters: None, Sub, Up, Average, Paeth. */
const lastFilterType = 4;

/**
 * Output pieces of the inflate. Pieces this size keep the garbage of a 4 MB design to a hundred
 * short-lived buffers; one buffer of all its rows (20 MB) cost more in page faults and full
 * garbage collections than the inflate itself.
 */
const pieceBytes = 256 * 1024;

/**
 * IDAT data is handed to zlib in runs of at least this many bytes: PNG writers cut it into chunks
 * of 8 KB or so, and each write to zlib is a round trip through libuv's thread pool, which for
 * a 4 MB design cost as much as the inflate itself.
 */
const writeBytes = 256 * 1024;

/** What a PNG's compressed pixel data must inflate to. */
export interface Scanlines {
  /** How many scanlines: the height. */
  rows: number;
  /** Bytes of one filtered scanline: its filter type byte and the row's pixels. */
  rowBytes: number;
}

/** Inflates a PNG's IDAT data as it is given, checking the rows as they come out. */
export interface ScanlineInflater {
  /** The next bytes of the IDAT data (kept until inflated: the caller must not change them). */
  write(data: Buffer): void;
  /** Whether all the data given decoded exactly; after this, write does nothing. Never rejects. */
  end(): Promise<boolean>;
  /** Stops inflating: the data will never be whole. */
  cancel(): void;
}

/**
 * Checks that a clean PNG's pixel data decodes exactly: every compressed byte is inflated (zlib
 * checks the stream and the Adler-32 of all the rows), it must give exactly the rows the header
 * promises (it stops at the first byte past them), each with a filter PNG has, and the
 * compressed stream must end exactly where the IDAT data does, so nothing can hide after it
 * (decoders, sharp's too, stop reading at the end of the rows). Undoing the filters cannot fail,
 * so a PNG that passes decodes. The rows are checked a piece at a time as they are inflated and
 * never held whole; the inflate runs on libuv's thread pool.
 */
export function scanlineInflater({ rows, rowBytes }: Scanlines): ScanlineInflater {
  const expected = rows * rowBytes;
  const inflate = createInflate({ chunkSize: pieceBytes });
  let compressed = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = () => {
    if (pendingBytes) inflate.write(pending.length === 1 ? pending[0] : Buffer.concat(pending, pendingBytes));
    [pending, pendingBytes] = [[], 0];
  };
  let produced = 0;
  let cancelled = false;
  let settled = false;
  const stop = () => {
    settled = true;
    inflate.removeAllListeners('data');
    inflate.destroy();
  };
  const outcome = new Promise<boolean>((resolve) => {
    const settle = (decodes: boolean) => {
      if (settled) return;
      stop();
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
    inflate.once('end', () => settle(!cancelled && produced === expected && inflate.bytesWritten === compressed));
    inflate.once('close', () => settle(false));
  });
  return {
    write(data) {
      if (settled || cancelled) return;
      compressed += data.length;
      pending.push(data);
      pendingBytes += data.length;
      if (pendingBytes >= writeBytes) flush();
    },
    end() {
      if (!settled && !cancelled) {
        flush();
        inflate.end();
      }
      return outcome;
    },
    cancel() {
      cancelled = true;
      if (!settled) inflate.destroy();
    },
  };
}
