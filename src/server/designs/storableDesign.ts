import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { FileStorage, StoredFile } from '../plugins/fileStorage.ts';
import { ClientError } from '../plugins/errors.ts';

/** A design fit to store: the uploaded file as it is, or a re-encode of its pixels. */
export type StorableDesign = { path: string; bytes?: undefined } | { bytes: Buffer; path?: undefined };

/**
 * The design PNG to store, once every pixel of it has been decoded: a design that does not decode
 * is refused here (422), not at the printer after payment. A PNG of the picture's chunks only, as
 * the editor exports it, is checked as it is uploaded (`checked`: startPngCheck's answer) and
 * stored as uploaded, straight from its file: encoding it again, or even passing its bytes
 * around, cost more than everything else a checkout does. Any other PNG is decoded by sharp
 * (warnings refused) and stored as a re-encode of its pixels, so what is kept is the picture
 * alone, never extra chunks or bytes the upload carried.
 */
export async function storableDesign(path: string, checked: Promise<boolean>): Promise<StorableDesign> {
  if (await checked) return { path };
  try {
    return { bytes: await sharp(path, { failOn: 'warning' }).png().toBuffer() };
  } catch {
    throw new ClientError(422, 'The design image is damaged and could not be read. Please try again.');
  }
}

/** The PNG bytes of a storable design. */
export const designBytes = (design: StorableDesign): Promise<Buffer> =>
  design.bytes ? Promise.resolve(design.bytes) : readFile(design.path);

/** Stores a design as a new PNG file. */
export const saveDesign = (storage: FileStorage, design: StorableDesign): Promise<StoredFile> =>
  design.bytes ? storage.save(design.bytes, 'png') : storage.saveFile(design.path, 'png');
