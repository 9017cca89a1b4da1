import { open } from 'node:fs/promises';
import sharp from 'sharp';
import type { PhoneModel } from '../../shared/catalog/catalog.ts';
import { printFileSize } from '../../shared/catalog/templateGeometry.ts';
import { maxPictureSide, type SharedPicture } from '../../shared/sharedDesign.ts';
import { ClientError } from '../plugins/errors.ts';
import type { StoredFileExt } from '../plugins/fileStorage.ts';

type PictureFormat = 'png' | 'jpeg';

const signatures: [PictureFormat, Buffer][] = [
  ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['jpeg', Buffer.from([0xff, 0xd8, 0xff])],
];

/** The picture format the file's first bytes announce (what the browser stores: PNG or JPEG). */
async function sniffFormat(path: string): Promise<PictureFormat | undefined> {
  const handle = await open(path);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(8), 0, 8, 0);
    const head = buffer.subarray(0, bytesRead);
    return signatures.find(([, signature]) => head.subarray(0, signature.length).equals(signature))?.[0];
  } finally {
    await handle.close();
  }
}

export interface EncodedPicture {
  bytes: Buffer;
  ext: StoredFileExt;
}

/**
 * Decodes every pixel of an uploaded picture and encodes them again in its own format (PNG stays
 * lossless, so a sticker's pixels are the same on every device; JPEG at quality 95 without chroma
 * subsampling), so what is stored is a picture alone, never extra data the upload carried.
 * Refuses (4xx) anything that is not a PNG or JPEG by its bytes, that is damaged, or that is not
 * the size the design declares (at most 2048 px a side).
 */
export async function reencodePicture(path: string, declared: SharedPicture): Promise<EncodedPicture> {
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
  const source = sharp(path, { failOn: 'warning', limitInputPixels: maxPictureSide * maxPictureSide });
  const encoded = format === 'png' ? source.png() : source.jpeg({ quality: 95, chromaSubsampling: '4:4:4' });
  try {
    return { bytes: await encoded.toBuffer(), ext: format === 'png' ? 'png' : 'jpg' };
  } catch {
    throw damaged();
  }
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
