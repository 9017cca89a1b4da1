import { isSrgbProfile } from '../images/srgbProfile.ts';
import { keep, type ByteRange, type PictureParts, type ReadAt } from './pictureFile.ts';

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP2 = 0xe2;
const APP14 = 0xee;

/** Tables and headers the decoder needs: DQT, DHT, DRI, DAC (arithmetic tables), DNL. */
const tableMarkers = new Set([0xdb, 0xc4, 0xdd, 0xcc, 0xdc]);
/** Frame headers: every SOFn (0xc0–0xcf but DHT, JPG and DAC). */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && !tableMarkers.has(marker) && marker !== 0xc8;
/** Baseline, extended and progressive Huffman coding: what every browser decodes. */
const browserFrames = new Set([0xc0, 0xc1, 0xc2]);
/** APPn and COM: metadata (EXIF, XMP, IPTC, JFIF and its thumbnail, comments) unless it is colour. */
const isMetadata = (marker: number) => (marker >= 0xe0 && marker <= 0xef) || marker === 0xfe;

const startsWith = (bytes: Buffer, text: string) => bytes.toString('latin1', 0, text.length) === text;

const iccSignature = 'ICC_PROFILE\0';
/** An ICC APP2 segment's header before its piece of the profile: length, signature, piece number and count. */
const iccHeaderBytes = 4 + iccSignature.length + 2;
/** Larger profiles are not sRGB's (a browser's is under 1 KB; an sRGB one with a lookup table a few KB). */
const maxSrgbProfileBytes = 64 * 1024;

const scanBlock = 64 * 1024;

/** Where the entropy-coded data starting at `from` ends: the next marker that is not a restart. */
async function scanEnd(readAt: ReadAt, from: number, size: number): Promise<number | undefined> {
  let position = from;
  while (position < size) {
    const block = await readAt(position, scanBlock);
    if (block.length < 2) return undefined;
    let index = block.indexOf(0xff);
    while (index !== -1 && index + 1 < block.length) {
      const next = block[index + 1] ?? 0;
      // 0xff00 is a stuffed byte, 0xffff fill, 0xffd0–0xffd7 restart markers inside the scan.
      if (next !== 0x00 && next !== 0xff && (next < 0xd0 || next > 0xd7)) return position + index;
      index = block.indexOf(0xff, index + 1);
    }
    position += index === -1 ? block.length : index;
  }
  return undefined;
}

/** A frame header's colours: 1 (grey) or 3 components, and whether they say RGB rather than YCbCr. */
function frameIsPlainColour(segment: Buffer): boolean {
  const components = segment[9] ?? 0;
  const ids = [0, 1, 2].map((index) => segment[10 + index * 3]);
  const rgbIds = components === 3 && String.fromCharCode(...ids.map((id) => id ?? 0)) === 'RGB';
  return (components === 1 || components === 3) && !rgbIds;
}

/**
 * Walks the segments of a JPEG by their lengths, and scans each entropy-coded segment for its
 * end: tables, frame and scans are kept, every APPn, comments and anything after EOI dropped; an
 * ICC profile (APP2) other than sRGB's or Adobe's colour transform (APP14) makes it not plain. Undefined for a
 * file that is not a JPEG, is cut short, or has markers out of place.
 */
export async function jpegParts(readAt: ReadAt, size: number): Promise<PictureParts | undefined> {
  const start = await readAt(0, 2);
  if (start[0] !== 0xff || start[1] !== SOI) return undefined;
  const pixels: ByteRange[] = [{ start: 0, end: 2 }];
  let plain = true;
  let sawFrame = false;
  let position = 2;
  const profile: Buffer[] = [];
  let profileBytes = 0;
  for (;;) {
    const head = await readAt(position, 4);
    if (head[0] !== 0xff || head.length < 2) return undefined;
    const marker = head[1] ?? 0;
    if (marker === 0xff) {
      position += 1; // a fill byte before the marker
      continue;
    }
    if (marker === EOI) {
      keep(pixels, { start: position, end: position + 2 });
      // An sRGB profile says what a picture without one means: the pixels are kept as they are.
      if (profile.length) plain &&= profileBytes <= maxSrgbProfileBytes && isSrgbProfile(Buffer.concat(profile));
      return sawFrame ? { pixels, plain } : undefined;
    }
    if (head.length < 4) return undefined;
    const end = position + 2 + head.readUInt16BE(2);
    if (end > size || end < position + 4) return undefined;
    const segment = await readAt(position, Math.min(end - position, 20));
    if (marker === SOS) {
      const dataEnd = await scanEnd(readAt, end, size);
      if (dataEnd === undefined) return undefined;
      keep(pixels, { start: position, end: dataEnd });
      position = dataEnd;
      continue;
    }
    if (isFrame(marker)) {
      sawFrame = true;
      plain &&= browserFrames.has(marker) && frameIsPlainColour(segment);
      keep(pixels, { start: position, end });
    } else if (tableMarkers.has(marker)) {
      keep(pixels, { start: position, end });
    } else if (marker === APP2 && startsWith(segment.subarray(4), iccSignature)) {
      profileBytes += end - position - iccHeaderBytes;
      if (profileBytes <= maxSrgbProfileBytes) profile.push(await readAt(position + iccHeaderBytes, end - position - iccHeaderBytes));
    } else if (marker === APP14 && startsWith(segment.subarray(4), 'Adobe')) {
      plain = false;
    } else if (!isMetadata(marker)) {
      return undefined;
    }
    position = end;
  }
}
