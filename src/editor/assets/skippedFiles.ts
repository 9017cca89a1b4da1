import type { SkippedFile } from './importImages.ts';

/**
 * The one notice for the files an import skipped, in the shopper's words: "notes.txt was
 * skipped: it is not an image." for one, "2 files skipped: notes.txt is not an image;
 * broken.png could not be read." for several.
 */
export function skippedFilesNotice(skipped: readonly SkippedFile[]): string {
  const [only] = skipped;
  if (skipped.length === 1 && only) return `${only.name} was skipped: it ${only.reason}.`;
  return `${skipped.length} files skipped: ${skipped.map(({ name, reason }) => `${name} ${reason}`).join('; ')}.`;
}
