import sharp, { type Sharp } from 'sharp';
import { inSrgb } from '../images/srgb.ts';
import { ClientError } from '../plugins/errors.ts';
import { jpegParts } from './jpegParts.ts';
import { readRanges, withFileReader, type ByteRange, type PictureParts } from './pictureFile.ts';
import { pngChecksInWorker } from './pngDecoder.ts';
import { pngParts } from './pngParts.ts';

export type PictureFormat = 'png' | 'jpeg';

/**
 * What the store keeps of an upload is at most this many times the bytes sent: a re-encode of a
 * picture may come out a little larger than a tightly packed original, never more.
 */
export const maxStoredGrowth = 1.1;

/** What a kept picture is checked against. */
export interface KeptPictureRules {
  /** What the messages call it: "The picture holiday.jpg", "The design image". */
  name: string;
  /** The most pixels it may have (its header was checked before, so this only bounds the work). */
  maxPixels: number;
}

export const damagedPicture = (name: string) => new ClientError(422, `${name} is damaged and could not be read.`);

const partsOf = { png: pngParts, jpeg: jpegParts } as const;

/**
 * Whether `bytes` decode fully without a warning: every pixel is decoded (sharp's stats() ignores
 * libpng's warnings, so a damaged interlaced PNG passed it) on the way to the last row's first
 * pixel, the one pixel kept. Keeping a channel of every pixel left 5 MB of garbage per design,
 * 100 MB with 20 checkouts at once.
 */
async function decodesFully(bytes: Buffer, maxPixels: number): Promise<boolean> {
  try {
    const decoder = sharp(bytes, { failOn: 'warning', limitInputPixels: maxPixels });
    const { height } = await decoder.metadata();
    await decoder.extractChannel(0).extract({ left: 0, top: height - 1, width: 1, height: 1 }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a PNG's kept parts are exactly a picture: every chunk's CRC right and its pixel data
 * inflating to exactly its rows, with nothing after them (sharp stops reading at the last row and
 * checks no CRC of an ancillary chunk). A JPEG's entropy-coded data has no such slack.
 */
const keepsExactly = (bytes: Buffer, format: PictureFormat, maxPixels: number) =>
  // 16-bit RGBA and a filter byte per row of one pixel (even in Adam7's passes) at most.
  format === 'jpeg' || pngChecksInWorker(bytes, { rules: 'pictureParts', maxScanlineBytes: maxPixels * 9 });

/**
 * The encodings a picture is stored in again, best first: PNG stays lossless, so its pixels are
 * the same on every device (its rows filtered for the best compression: without filters a smooth
 * photo-like PNG can grow eightfold); a JPEG at quality 95 without chroma subsampling, else at
 * the first of lower qualities (subsampled, as phones save them) that is no larger than allowed.
 */
const encodings: Record<PictureFormat, ((image: Sharp) => Sharp)[]> = {
  png: [(image) => image.png({ adaptiveFiltering: true })],
  jpeg: [
    (image) => image.jpeg({ quality: 95, chromaSubsampling: '4:4:4' }),
    ...[90, 80, 70].map((quality) => (image: Sharp) => image.jpeg({ quality, chromaSubsampling: '4:2:0' })),
  ],
};

/**
 * The decoded pixels, converted to sRGB (inSrgb), encoded again in the picture's own format: the
 * first of its encodings of at most `maxBytes`; null when none is that small, undefined when the
 * picture does not decode fully without a warning.
 */
async function reencoded(path: string, format: PictureFormat, maxPixels: number, maxBytes: number): Promise<Buffer | null | undefined> {
  for (const encode of encodings[format]) {
    const source = sharp(path, { failOn: 'warning', limitInputPixels: maxPixels });
    const encoded = await inSrgb(source)
      .then((image) => encode(image).toBuffer())
      .catch(() => undefined);
    if (!encoded || encoded.length <= maxBytes) return encoded;
  }
  return null;
}

/** The parts of the file in `ranges` when they are exactly a picture that decodes fully, else undefined. */
async function exactParts(path: string, ranges: readonly ByteRange[], format: PictureFormat, maxPixels: number): Promise<Buffer | undefined> {
  const bytes = await withFileReader(path, (readAt) => readRanges(readAt, ranges));
  if (!(await keepsExactly(bytes, format, maxPixels))) return undefined;
  return (await decodesFully(bytes, maxPixels)) ? bytes : undefined;
}

/**
 * What the store keeps of an uploaded PNG or JPEG of `sentBytes`: never more than
 * maxStoredGrowth times that, nothing but the picture (no EXIF, text, thumbnails, data after its
 * end or hidden after its pixel data), only what decodes fully without a warning, with every CRC
 * right, and always in sRGB. A picture without colour information of its own (what browsers
 * make) keeps its own pixel chunks or segments, byte for byte. Any other is decoded, converted
 * to sRGB from its own profile and encoded again. Refuses with 422 a picture that does not
 * decode, and one that cannot be stored as small as allowed.
 */
export async function keptPicture(path: string, format: PictureFormat, sentBytes: number, rules: KeptPictureRules): Promise<Buffer> {
  const { name, maxPixels } = rules;
  const parts: PictureParts | undefined = await withFileReader(path, (readAt, size) => partsOf[format](readAt, size));
  if (parts?.plain) {
    const pixels = await exactParts(path, parts.pixels, format, maxPixels);
    if (pixels) return pixels;
  }
  const encoded = await reencoded(path, format, maxPixels, sentBytes * maxStoredGrowth);
  if (encoded === undefined) throw damagedPicture(name);
  if (encoded === null) {
    throw new ClientError(422, `${name} could not be stored at the size it was sent. Please save it again as a PNG or JPEG image.`);
  }
  return encoded;
}
