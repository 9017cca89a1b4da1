import sharp from 'sharp';
import type { PhoneModel } from '../../shared/catalog/catalog.ts';
import { printFileSize } from '../../shared/catalog/templateGeometry.ts';
import { maxPictureSide, type SharedPicture } from '../../shared/sharedDesign.ts';
import { inSrgb } from '../images/srgb.ts';
import { ClientError } from '../plugins/errors.ts';
import type { StoredFileExt } from '../plugins/fileStorage.ts';
import { damagedPicture, keptPicture, type PictureFormat } from './keptPicture.ts';
import { withFileReader } from './pictureFile.ts';
import type { UploadedFile } from './readShareUpload.ts';

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

/** The width and height the file's header declares (nothing is decoded), or undefined when it cannot be read. */
const headerSize = (path: string) =>
  sharp(path)
    .metadata()
    .then(({ width, height }) => ({ width, height }))
    .catch(() => undefined);

export interface EncodedPicture {
  bytes: Buffer;
  ext: StoredFileExt;
}

/** An uploaded picture whose header has been checked, to be kept (keepPicture) once every other has been checked too. */
export interface InspectedPicture {
  file: UploadedFile;
  format: PictureFormat;
  /** What messages call it. */
  name: string;
  maxPixels: number;
}

const maxPixels = maxPictureSide * maxPictureSide;

/**
 * The cheap checks of an uploaded picture, made from its first bytes and its header only:
 * refuses (4xx) anything that is not a PNG or JPEG by its bytes, whose header cannot be read, or
 * that is not the size the design declares (at most 2048 px a side).
 */
export async function inspectPicture(file: UploadedFile, declared: SharedPicture): Promise<InspectedPicture> {
  const label = declared.name || declared.imageID;
  const name = `The picture ${label}`;
  const format = await sniffFormat(file.path);
  if (!format) throw new ClientError(400, `${name} is not a PNG or JPEG image.`);
  const size = await headerSize(file.path);
  if (!size) throw damagedPicture(name);
  const { width, height } = size;
  if (width > maxPictureSide || height > maxPictureSide) {
    throw new ClientError(400, `${name} is larger than ${maxPictureSide} px.`);
  }
  if (width !== declared.width || height !== declared.height) {
    throw new ClientError(400, `${name} is ${width}×${height} pixels, not ${declared.width}×${declared.height} as the design says.`);
  }
  return { file, format, name, maxPixels };
}

/**
 * What is kept of an inspected picture (keptPicture): never more than its upload allows, and
 * only the picture; a picture that does not decode fully is refused with 422.
 */
export async function keepPicture({ file, format, name, maxPixels }: InspectedPicture): Promise<EncodedPicture> {
  const bytes = await keptPicture(file.path, format, file.bytes, { name, maxPixels });
  return { bytes, ext: format === 'png' ? 'png' : 'jpg' };
}

/**
 * The cheap checks of a design's export, sent for the picture on its page: a PNG exactly the
 * model's print-file size, checked from its header before it is decoded.
 */
export async function inspectPreview(file: UploadedFile, model: PhoneModel): Promise<InspectedPicture> {
  if ((await sniffFormat(file.path)) !== 'png') throw new ClientError(400, 'The picture of the design must be a PNG image.');
  const expected = printFileSize(model);
  const size = await headerSize(file.path);
  if (!size) throw new ClientError(400, 'The picture of the design could not be read.');
  if (size.width !== expected.width || size.height !== expected.height) {
    throw new ClientError(400, `The picture of the design must be ${expected.width}×${expected.height} pixels for ${model.name}.`);
  }
  return { file, format: 'png', name: 'The picture of the design', maxPixels: expected.width * expected.height };
}

/** Height in px of the picture of a shared design on its page. */
const previewHeight = 1200;

/**
 * The picture of a shared design on its page: a WebP of it 1200 px high, in sRGB, unless that is larger
 * than the PNG sent (a design of flat colours compresses far better losslessly): then what is
 * kept of the PNG itself (keepPicture), whichever is smaller. Either way never more than
 * maxStoredGrowth times the upload.
 */
export async function keepPreview(preview: InspectedPicture): Promise<EncodedPicture> {
  const source = sharp(preview.file.path, { failOn: 'warning', limitInputPixels: preview.maxPixels });
  const webp = await inSrgb(source)
    .then((image) => image.resize({ height: previewHeight, withoutEnlargement: true }).webp({ quality: 88 }).toBuffer())
    .catch(() => Promise.reject(damagedPicture(preview.name)));
  if (webp.length <= preview.file.bytes) return { bytes: webp, ext: 'webp' };
  const png = await keepPicture(preview);
  return png.bytes.length < webp.length ? png : { bytes: webp, ext: 'webp' };
}
