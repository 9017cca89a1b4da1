/**
 * Recognising HEIC/HEIF by its bytes and reading its size before decoding. A HEIF file is a
 * sequence of ISO-BMFF boxes: `ftyp` names the brands, and `meta/iprp/ipco` holds an `ispe`
 * (image spatial extents) property for every image, tiles and the full grid alike.
 */

/** Major brands of the HEIF still-image family that libheif decodes. */
export const heifBrands: ReadonlySet<string> = new Set(['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1']);

interface Box {
  type: string;
  /** Offset of the box's payload (after its header). */
  start: number;
  end: number;
}

const latin1 = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

function* boxes(bytes: Uint8Array, start: number, end: number): Generator<Box> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = start;
  while (offset + 8 <= end) {
    let size = view.getUint32(offset);
    const type = latin1(bytes, offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) return;
      size = Number(view.getBigUint64(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) return;
    yield { type, start: offset + header, end: offset + size };
    offset += size;
  }
}

const child = (bytes: Uint8Array, parent: Box | undefined, type: string, skip = 0) => {
  if (!parent) return undefined;
  for (const box of boxes(bytes, parent.start + skip, parent.end)) if (box.type === type) return box;
  return undefined;
};

/**
 * The HEIF major brand when the bytes start with an `ftyp` box naming one, else undefined. The
 * brand is read from the box's first 12 bytes, so a photo cut off inside the box is still a
 * HEIC, a damaged one, and not another kind of file.
 */
export function heifBrand(bytes: Uint8Array): string | undefined {
  if (bytes.length < 12 || latin1(bytes, 4, 8) !== 'ftyp') return undefined;
  const brand = latin1(bytes, 8, 12);
  return heifBrands.has(brand) ? brand : undefined;
}

/**
 * The largest image the file declares (its `ispe` properties), without decoding anything; undefined
 * when the boxes are missing or broken.
 */
export function heifDeclaredSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const top: Box = { type: '', start: 0, end: bytes.length };
  // meta is a full box: 4 bytes of version and flags precede its children.
  const ipco = child(bytes, child(bytes, child(bytes, top, 'meta'), 'iprp', 4), 'ipco');
  if (!ipco) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let largest: { width: number; height: number } | undefined;
  for (const box of boxes(bytes, ipco.start, ipco.end)) {
    if (box.type !== 'ispe' || box.end - box.start < 12) continue;
    const width = view.getUint32(box.start + 4);
    const height = view.getUint32(box.start + 8);
    if (!largest || width * height > largest.width * largest.height) largest = { width, height };
  }
  return largest;
}

/** Whether any pixel of RGBA data is not fully opaque. */
export function hasTransparency(rgba: Uint8Array | Uint8ClampedArray): boolean {
  for (let index = 3; index < rgba.length; index += 4) if (rgba[index] !== 255) return true;
  return false;
}
