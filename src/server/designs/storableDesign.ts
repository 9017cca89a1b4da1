import { readFile } from 'node:fs/promises';
import type { FileStorage, StoredFile } from '../plugins/fileStorage.ts';
import { keptPicture } from './keptPicture.ts';

/** A design fit to store: the uploaded file as it is, or what is kept of it; `bytes` either way. */
export type StorableDesign = ({ path: string; data?: undefined } | { data: Buffer; path?: undefined }) & { bytes: number };

/**
 * The design PNG to store, once every pixel of it has been decoded: a design that does not decode
 * is refused here (422), not at the printer after payment. A PNG of the picture's chunks only, as
 * the editor exports it, is checked as it is uploaded (`checked`: startPngCheck's answer) and
 * stored as uploaded, straight from its file: encoding it again, or even passing its bytes
 * around, cost more than everything else a checkout does. Any other PNG is kept as shared
 * pictures are (keptPicture): its own pixel chunks when they are exactly the picture, else the
 * smaller of a filtered re-encode and its pixel and colour chunks, never more than
 * maxStoredGrowth times the `sent` bytes, and never anything but the picture.
 */
export async function storableDesign(
  upload: { path: string; bytes: number },
  checked: Promise<boolean>,
  maxPixels: number,
): Promise<StorableDesign> {
  if (await checked) return { path: upload.path, bytes: upload.bytes };
  const data = await keptPicture(upload.path, 'png', upload.bytes, { name: 'The design image', maxPixels });
  return { data, bytes: data.length };
}

/** The PNG bytes of a storable design. */
export const designBytes = (design: StorableDesign): Promise<Buffer> =>
  design.data ? Promise.resolve(design.data) : readFile(design.path);

/** Stores a design as a new PNG file. */
export const saveDesign = (storage: FileStorage, design: StorableDesign): Promise<StoredFile> =>
  design.data ? storage.save(design.data, 'png') : storage.saveFile(design.path, 'png');
