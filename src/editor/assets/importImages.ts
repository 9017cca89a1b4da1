import { multiFilePauseMs } from '../model/constants.ts';
import { randomUuid } from '../model/randomUuid.ts';
import { isAcceptedImage } from './imageFiles.ts';
import type { ImageStore } from './imageStore.ts';
import { browserPrepareDeps, prepareImage, reportImageFailure, type PrepareDeps } from './prepareImage.ts';

/** A stored sticker image, for the tray and for the `images` id list in localStorage. */
export interface ImportedImage {
  imageID: string;
  name: string;
  /** Stored size in image px. */
  width: number;
  height: number;
}

export interface SkippedFile {
  name: string;
  /** A short phrase for the shopper, e.g. "not an image". */
  reason: string;
}

export interface ImportCallbacks {
  onImported?: (image: ImportedImage) => void;
  onSkipped?: (name: string, reason: string) => void;
}

export interface ImportDeps {
  store: ImageStore;
  /** Fakes for tests; by default the server conversion and the browser decoder. */
  prepare?: PrepareDeps;
}

export interface ImportSummary {
  imported: ImportedImage[];
  skipped: SkippedFile[];
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function importOne(file: File, deps: ImportDeps): Promise<ImportedImage> {
  const { blob, width, height, previews } = await prepareImage(file, deps.prepare ?? browserPrepareDeps);
  // crypto.randomUUID, or random bytes where the page is not a secure context.
  const imageID = randomUuid();
  await deps.store.put(imageID, { blob, name: file.name, width, height, ...(previews && { previews }) });
  return { imageID, name: file.name, width, height };
}

/**
 * Stores the files as sticker images one at a time, 200 ms apart (SPEC §4), calling back as each
 * one is stored or skipped; a file that fails is logged and skipped and the rest still import.
 * The caller adds the ids to the design's image list.
 */
export async function importImages(
  files: Iterable<File>,
  deps: ImportDeps,
  callbacks: ImportCallbacks = {},
): Promise<ImportSummary> {
  const summary: ImportSummary = { imported: [], skipped: [] };
  let isFirst = true;
  for (const file of files) {
    if (!isFirst) await pause(multiFilePauseMs);
    isFirst = false;
    let image: ImportedImage;
    try {
      image = await importOne(file, deps);
    } catch (error) {
      const reason = reportImageFailure(file.name, error);
      summary.skipped.push({ name: file.name, reason });
      callbacks.onSkipped?.(file.name, reason);
      continue;
    }
    summary.imported.push(image);
    callbacks.onImported?.(image);
  }
  return summary;
}

/**
 * The images in a paste, e.g. stickers or emoji pictures from a phone keyboard; text pastes give
 * none. Browsers list a pasted file both in `files` and in `items`, so `items` is read only when
 * `files` is empty.
 */
export function imagesFromClipboard(event: ClipboardEvent): File[] {
  const data = event.clipboardData;
  if (!data) return [];
  const files = Array.from(data.files);
  const pasted = files.length > 0
    ? files
    : Array.from(data.items)
        .filter((item) => item.kind === 'file')
        .map((item) => item.getAsFile())
        .filter((file): file is File => file !== null);
  return pasted.filter(isAcceptedImage);
}

/**
 * Every file dropped, images or not: importImages skips the others by name, so a shopper who drops
 * a PDF is told why nothing happened.
 */
export function imagesFromDrop(event: DragEvent): File[] {
  return Array.from(event.dataTransfer?.files ?? []);
}
