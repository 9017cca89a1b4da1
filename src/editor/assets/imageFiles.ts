/** Which picked, dropped or pasted files the editor takes as images (SPEC §5, DESIGN §6). */

type FileFacts = Pick<File, 'name' | 'type'>;

/** The largest file accepted as a sticker or background source, in bytes (a phone photo is 2–15 MB). */
export const maxImageFileBytes = 40 * 1024 * 1024;

const heicTypes = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);
const heicExtension = /\.hei[cf]$/i;

/** Some browsers give a HEIC file no type at all, or the generic binary one. */
function hasNoType(file: FileFacts): boolean {
  return file.type === '' || file.type === 'application/octet-stream';
}

/** A HEIC/HEIF file, by its type or, when the browser gives no type, by its extension. */
export function isHeic(file: FileFacts): boolean {
  return heicTypes.has(file.type.toLowerCase()) || (hasNoType(file) && heicExtension.test(file.name));
}

/** A file whose type starts with image/, or a HEIC/HEIF file the browser gave no type. */
export function isAcceptedImage(file: FileFacts): boolean {
  return file.type.toLowerCase().startsWith('image/') || isHeic(file);
}

/** Why the file cannot be used as an image, as what follows its name for the shopper ("is not an image"), or null when it can. */
export function fileRejection(file: FileFacts & Pick<File, 'size'>): string | null {
  if (!isAcceptedImage(file)) return 'is not an image';
  if (file.size === 0) return 'is empty';
  if (file.size > maxImageFileBytes) return `is larger than ${maxImageFileBytes / 1024 / 1024} MB`;
  return null;
}
