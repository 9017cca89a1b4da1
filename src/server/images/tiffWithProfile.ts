/** Rows of 8-bit RGB (3 channels) or RGBA (4), `stride` bytes apart. */
export interface PixelRows {
  data: Uint8Array;
  width: number;
  height: number;
  stride: number;
  channels: 3 | 4;
}

type Entry = [tag: number, type: 'short' | 'long' | 'undefined', values: readonly number[] | Buffer];

const typeCodes = { short: 3, long: 4, undefined: 7 } as const;
const typeBytes = { short: 2, long: 4, undefined: 1 } as const;

/**
 * The rows as an uncompressed little-endian TIFF of one strip that carries `icc`: the one form
 * in which sharp takes decoded pixels together with their colour profile (its raw input has
 * none), and so converts them from that profile. The rows are copied in, packed.
 */
export function tiffWithProfile({ data, width, height, stride, channels }: PixelRows, icc: Buffer): Buffer {
  const rowBytes = width * channels;
  const pixelBytes = rowBytes * height;
  // Laid out as: header, directory, the values too long to sit in it, the pixels.
  const entries = (pixelsAt: number): Entry[] => [
    [256, 'long', [width]],
    [257, 'long', [height]],
    [258, 'short', Array<number>(channels).fill(8)],
    [259, 'short', [1]], // no compression
    [262, 'short', [2]], // RGB
    [273, 'long', [pixelsAt]],
    [277, 'short', [channels]],
    [278, 'long', [height]], // rows per strip: one strip
    [279, 'long', [pixelBytes]],
    [284, 'short', [1]], // interleaved
    ...(channels === 4 ? [[338, 'short', [2]] satisfies Entry] : []), // unassociated alpha
    [34675, 'undefined', icc],
  ];
  const spilled = (entry: Entry) => entry[2].length * typeBytes[entry[1]];
  const directoryBytes = 2 + entries(0).length * 12 + 4;
  const spillBytes = entries(0).reduce((sum, entry) => sum + (spilled(entry) > 4 ? spilled(entry) + (spilled(entry) % 2) : 0), 0);
  const pixelsAt = 8 + directoryBytes + spillBytes;
  const tiff = Buffer.allocUnsafe(pixelsAt + pixelBytes).fill(0, 0, pixelsAt);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  const all = entries(pixelsAt);
  tiff.writeUInt16LE(all.length, 8);
  let spill = 8 + directoryBytes;
  all.forEach(([tag, type, values], index) => {
    const at = 10 + index * 12;
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(typeCodes[type], at + 2);
    tiff.writeUInt32LE(values.length, at + 4);
    const bytes = values.length * typeBytes[type];
    let cursor = bytes > 4 ? spill : at + 8;
    if (bytes > 4) {
      tiff.writeUInt32LE(spill, at + 8);
      spill += bytes + (bytes % 2);
    }
    if (Buffer.isBuffer(values)) values.copy(tiff, cursor);
    else for (const value of values) cursor = type === 'short' ? tiff.writeUInt16LE(value, cursor) : tiff.writeUInt32LE(value, cursor);
  });
  for (let row = 0; row < height; row += 1) tiff.set(data.subarray(row * stride, row * stride + rowBytes), pixelsAt + row * rowBytes);
  return tiff;
}
