import sharp from 'sharp';
import { ClientError } from '../plugins/errors.ts';
import { decodeCleanPng } from './pngDecoder.ts';

/**
 * The design PNG to store, once every pixel of it has been decoded: a design that does not decode
 * is refused here (422), not at the printer after payment. A PNG of the picture's chunks only
 * (cleanPngLayout), as the editor exports it, is decoded in a worker (decodesExactly) and stored
 * as uploaded: encoding it again cost more than everything else a checkout does. Any other PNG is
 * decoded by sharp (warnings refused) and stored as a re-encode of its pixels, so what is kept is
 * the picture alone, never extra chunks or bytes the upload carried.
 */
export async function storableDesign(path: string): Promise<Buffer> {
  const clean = await decodeCleanPng(path);
  if (clean) return clean;
  try {
    return await sharp(path, { failOn: 'warning' }).png().toBuffer();
  } catch {
    throw new ClientError(422, 'The design image is damaged and could not be read. Please try again.');
  }
}
