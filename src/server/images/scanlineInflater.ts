import { constants, createInflate, type Inflate } from 'node:zlib';

/** PNG's five scanline filters: None, Sub, Up, Average, Paeth. */
const lastFilterType = 4;

/**
 * The rows are inflated into this one buffer, again and again: only each row's filter byte is
 * read, so no row needs to outlive the next write.
 */
const outputBytes = 64 * 1024;

/**
 * What node:zlib's Inflate stream keeps under its public face, undocumented but unchanged for
 * years: its zlib context, whose writeSync inflates into a buffer the caller gives, and the two
 * numbers each write leaves. The streaming API gives every piece of output a new buffer: for the
 * 20 MB of rows of a 4 MB design, that garbage and a round trip through libuv's pool per piece
 * cost two to three times the inflate itself. (Were a Node to change these, the tests of the
 * check fail, and a checkout meanwhile decodes and re-encodes each design with sharp.)
 */
interface InflateContext {
  _handle: {
    writeSync(flush: number, input: Uint8Array, inOffset: number, inBytes: number, out: Buffer, outOffset: number, outBytes: number): void;
  };
  /** Set by each write: output space left, input bytes left. */
  _writeState: Uint32Array;
}

/**
 * A run of scanlines of one length: all the rows of a picture, or one pass of an interlaced
 * (Adam7) picture. What a PNG's compressed pixel data must inflate to is its passes, one after
 * another.
 */
export interface Scanlines {
  /** How many scanlines (at least one). */
  rows: number;
  /** Bytes of one filtered scanline: its filter type byte and the row's pixels. */
  rowBytes: number;
}

/** Inflates a PNG's IDAT data as it is given, checking the rows as they come out. */
export interface ScanlineInflater {
  /** The next bytes of the IDAT data, inflated before this returns. */
  write(data: Uint8Array): void;
  /** Whether all the data given decoded exactly; after this, write does nothing and end gives the same answer. */
  end(): boolean;
  /** Stops inflating: the data will never be whole. */
  cancel(): void;
}

/**
 * Checks that a clean PNG's pixel data decodes exactly: every compressed byte is inflated (zlib
 * checks the stream and the Adler-32 of all the rows), it must give exactly the rows the header
 * promises, pass after pass (it stops at the first byte past them), each with a filter PNG has, and the
 * compressed stream must end exactly where the IDAT data does, so nothing can hide after it
 * (decoders, sharp's too, stop reading at the end of the rows). Undoing the filters cannot fail,
 * so a PNG that passes decodes. The inflate runs on the caller's thread (the check's worker),
 * into one small buffer whose rows are checked before the next piece is inflated.
 */
export function scanlineInflater(passes: readonly Scanlines[]): ScanlineInflater {
  const expected = passes.reduce((sum, { rows, rowBytes }) => sum + rows * rowBytes, 0);
  const inflate: Inflate = createInflate();
  const { _handle: zlib, _writeState: state } = inflate as unknown as InflateContext;
  // zlib's complaints (damaged data, a stream cut short) end the stream: read as `destroyed`.
  inflate.on('error', () => undefined);
  const output = Buffer.allocUnsafe(outputBytes);
  let produced = 0;
  let answer: boolean | undefined;
  const settle = (decodes: boolean) => {
    answer = decodes;
    inflate.close();
    return decodes;
  };
  // Where the next row starts in the inflated data, and the pass it belongs to.
  let [pass, rowsLeft, nextRow] = [0, passes[0]?.rows ?? 0, 0];
  /** Whether the rows starting in the `bytes` of output just inflated each start with a filter PNG has. */
  const rowsHaveFilters = (bytes: number) => {
    for (let current = passes[pass]; current && nextRow < produced + bytes; current = passes[pass]) {
      if ((output[nextRow - produced] ?? 0) > lastFilterType) return false;
      nextRow += current.rowBytes;
      rowsLeft -= 1;
      if (!rowsLeft) [pass, rowsLeft] = [pass + 1, passes[pass + 1]?.rows ?? 0];
    }
    return true;
  };
  /** Inflates `data` whole; false when it does not decode, gives more than the rows, or comes after the stream's end. */
  const inflateAll = (data: Uint8Array, flush: number): boolean => {
    let [offset, left] = [0, data.length];
    for (;;) {
      zlib.writeSync(flush, data, offset, left, output, 0, outputBytes);
      if (inflate.destroyed) return false;
      const [spaceLeft = 0, inputLeft = 0] = state;
      const bytes = outputBytes - spaceLeft;
      if (!rowsHaveFilters(bytes)) return false;
      produced += bytes;
      if (produced > expected) return false;
      [offset, left] = [offset + left - inputLeft, inputLeft];
      // Output space to spare: zlib took all it could. Input left then lies past the stream's end.
      if (spaceLeft) return left === 0;
    }
  };
  return {
    write(data) {
      if (answer === undefined && !inflateAll(data, constants.Z_NO_FLUSH)) settle(false);
    },
    end() {
      // Z_FINISH fails (destroying the stream) unless the compressed stream has ended.
      return answer ?? settle(inflateAll(Buffer.alloc(0), constants.Z_FINISH) && produced === expected);
    },
    cancel() {
      if (answer === undefined) settle(false);
    },
  };
}
