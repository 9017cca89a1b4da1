import sharp from 'sharp';
import type { PhoneModel } from '../../shared/catalog/catalog.ts';
import { printFileSize } from '../../shared/catalog/templateGeometry.ts';
import { maxPictureSide, type SharedPicture } from '../../shared/sharedDesign.ts';
import { ClientError } from '../plugins/errors.ts';
import type { StoredFileExt } from '../plugins/fileStorage.ts';
import { jpegParts } from './jpegParts.ts';
import { readRanges, withFileReader, type ByteRange } from './pictureFile.ts';
import { pngParts } from './pngParts.ts';

type PictureFormat = 'png' | 'jpeg';

const signatures: [PictureFormat, Buffer][] = [
  ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['jpeg', Buffer.from([0xff, 0xd8, 0xff])],
];

/** The picture format the file's first bytes announce (what the browser stores: PNG or JPEG). */
function sniffFormat(path: string): Promise<PictureFormat | undefined> {
  return withFileReader(path, async (readAt) => {
    const head = await readAt(0, 8);
    return signatures.find(([, signature]) => head.subarray(0, signature.length).equals(signature))?.[0];
  });
}

export interface EncodedPicture {
  bytes: Buffer;
  ext: StoredFileExt;
}

const maxPixels = maxPictureSide * maxPictureSide;

/** The bytes, once every pixel has decoded without a warning (a damaged file is refused). */
async function decodable(bytes: Buffer, damaged: () => ClientError): Promise<Buffer> {
  try {
    await sharp(bytes, { failOn: 'warning', limitInputPixels: maxPixels }).stats();
    return bytes;
  } catch {
    throw damaged();
  }
}

/**
 * The decoded pixels encoded again in the picture's own format (converted to sRGB; PNG stays
 * lossless, so a sticker's pixels are the same on every device; JPEG at quality 95 without
 * chroma subsampling). PNG filters each row for the best compression: without them a smooth
 * photo-like PNG can grow eightfold.
 */
async function reencoded(path: string, format: PictureFormat, damaged: () => ClientError): Promise<Buffer> {
  const source = sharp(path, { failOn: 'warning', limitInputPixels: maxPixels });
  const encoder = format === 'png' ? source.png({ adaptiveFiltering: true }) : source.jpeg({ quality: 95, chromaSubsampling: '4:4:4' });
  try {
    return await encoder.toBuffer();
  } catch {
    throw damaged();
  }
}

const rangesBytes = (ranges: readonly ByteRange[]) => ranges.reduce((sum, { start, end }) => sum + end - start, 0);
const readFileRanges = (path: string, ranges: readonly ByteRange[]) => withFileReader(path, (readAt) => readRanges(readAt, ranges));

/**
 * What is kept of an uploaded picture: never more bytes than were sent, and never anything but
 * the picture (no EXIF, text, thumbnails or data after its end). A picture without colour
 * information of its own (what browsers make) keeps its own pixel chunks or segments, byte for
 * byte, once they decode without a warning. Any other is decoded and encoded again, converted to
 * sRGB, unless that is larger than its own pixel and colour parts: then those are kept.
 * Refuses (4xx) anything that is not a PNG or JPEG by its bytes, that is damaged, or that is not
 * the size the design declares (at most 2048 px a side).
 */
export async function storedPicture(path: string, declared: SharedPicture): Promise<EncodedPicture> {
  const name = declared.name || declared.imageID;
  const format = await sniffFormat(path);
  if (!format) throw new ClientError(400, `The picture ${name} is not a PNG or JPEG image.`);
  const damaged = () => new ClientError(422, `The picture ${name} is damaged and could not be read.`);
  // The header first: a picture of another size than declared (so any over 2048 px) is never decoded.
  const { width, height } = await sharp(path).metadata().catch(() => Promise.reject(damaged()));
  if (width > maxPictureSide || height > maxPictureSide) {
    throw new ClientError(400, `The picture ${name} is larger than ${maxPictureSide} px.`);
  }
  if (width !== declared.width || height !== declared.height) {
    throw new ClientError(400, `The picture ${name} is ${width}×${height} pixels, not ${declared.width}×${declared.height} as the design says.`);
  }
  const ext = format === 'png' ? 'png' : 'jpg';
  const parts = await withFileReader(path, (readAt, size) => (format === 'png' ? pngParts : jpegParts)(readAt, size));
  if (parts?.plain) return { bytes: await decodable(await readFileRanges(path, parts.pixels), damaged), ext };
  const encoded = await reencoded(path, format, damaged);
  if (!parts || encoded.length <= rangesBytes(parts.withColour)) return { bytes: encoded, ext };
  return { bytes: await decodable(await readFileRanges(path, parts.withColour), damaged), ext };
}

/** Height in px of the picture of a shared design on its page. */
const previewHeight = 1200;

/**
 * The picture of the design shown on its page, made from its export (a PNG exactly the model's
 * print-file size, checked from the header before it is decoded).
 */
export async function designPreview(path: string, model: PhoneModel): Promise<EncodedPicture> {
  if ((await sniffFormat(path)) !== 'png') throw new ClientError(400, 'The picture of the design must be a PNG image.');
  const expected = printFileSize(model);
  let metadata;
  try {
    metadata = await sharp(path).metadata();
  } catch {
    throw new ClientError(400, 'The picture of the design could not be read.');
  }
  if (metadata.width !== expected.width || metadata.height !== expected.height) {
    throw new ClientError(
      400,
      `The picture of the design must be ${expected.width}×${expected.height} pixels for ${model.name}.`,
    );
  }
  try {
    const bytes = await sharp(path, { failOn: 'warning' })
      .resize({ height: previewHeight, withoutEnlargement: true })
      .webp({ quality: 88 })
      .toBuffer();
    return { bytes, ext: 'webp' };
  } catch {
    throw new ClientError(422, 'The picture of the design is damaged and could not be read.');
  }
}
