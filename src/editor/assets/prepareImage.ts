/** The one path every picked, dropped or pasted image takes before it is stored (DESIGN §6). */
import { convertHeic, HeicConversionError } from './convertHeic.ts';
import { decodeImage } from './decodeImage.ts';
import { fileRejection, isHeic } from './imageFiles.ts';
import { headerRejection, readImageHeader, type ImageFormat } from './imageHeader.ts';
import type { Size } from '../model/types.ts';
import { ImageRejectedError } from './imageRejectedError.ts';
import { StorageFullError } from './storageFull.ts';
import type { DecodedImage, EarlyImage } from './resampleImage.ts';

/** The steps that need a server or a browser; tests pass fakes. */
export interface PrepareDeps {
  convertHeic: (file: File) => Promise<Blob>;
  /**
   * `ownSize`: the picture's own size as displayed (px), when its header told it; `onEarly` is
   * given its small previews before it is encoded, where the decoder makes them first.
   */
  decode: (source: Blob, format: ImageFormat | null, ownSize?: Size, onEarly?: (early: EarlyImage) => void) => Promise<DecodedImage>;
}

export const browserPrepareDeps: PrepareDeps = {
  convertHeic,
  decode: (source, format, ownSize, onEarly) => decodeImage(source, format, { ...(ownSize && { ownSize }), ...(onEarly && { onEarly }) }),
};

/**
 * Acceptance check, HEIC conversion on the server, the declared-size check (before any decoding),
 * then decode, downscale and re-encode. Throws ImageRejectedError for a refused file,
 * HeicConversionError for a failed conversion, and an Error for a file that cannot be decoded.
 */
export async function prepareImage(
  file: File,
  deps: PrepareDeps = browserPrepareDeps,
  onEarly?: (early: EarlyImage) => void,
): Promise<DecodedImage> {
  const rejection = fileRejection(file);
  if (rejection) throw new ImageRejectedError(rejection);
  const source = isHeic(file) ? await deps.convertHeic(file) : file;
  const header = await readImageHeader(source);
  const tooLarge = header && headerRejection(header);
  if (tooLarge) throw new ImageRejectedError(tooLarge);
  if (!header) return deps.decode(source, null, undefined, onEarly);
  return deps.decode(source, header.format, { width: header.width, height: header.height }, onEarly);
}

/** The reason given for a picture the browser had no room to keep. */
export const storageFullReason = 'the browser’s storage is full';

/**
 * Logs why a file could not be used (SPEC §8: "Error processing file", with the HEIC server's
 * status and error text in the error) and answers a short reason for the shopper.
 */
export function reportImageFailure(name: string, error: unknown): string {
  console.error('Error processing file', name, error);
  if (error instanceof ImageRejectedError) return error.reason;
  if (error instanceof StorageFullError) return storageFullReason;
  if (error instanceof HeicConversionError) return 'could not be converted from HEIC';
  return 'could not be read';
}
