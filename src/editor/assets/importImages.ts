import { multiFilePauseMs } from '../model/constants.ts';
import { randomUuid } from '../model/randomUuid.ts';
import { isAcceptedImage, isHeic } from './imageFiles.ts';
import type { ImageStore, StoredImage } from './imageStore.ts';
import { browserPrepareDeps, prepareImage, reportImageFailure, type PrepareDeps } from './prepareImage.ts';
import type { DecodedImage, EarlyImage } from './resampleImage.ts';

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
  /** What follows the name for the shopper, e.g. "is not an image" (skippedFilesNotice). */
  reason: string;
}

export interface ImportCallbacks {
  onImported?: (image: ImportedImage) => void;
  onSkipped?: (name: string, reason: string) => void;
  /** A picture reported by onImported that could not be stored after all (rare: its encoding failed). */
  onLost?: (image: ImportedImage, reason: string) => void;
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

const noop = () => undefined;

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** `task` run for one call at a time, in the order of the calls. */
function oneAtATime<A extends unknown[], T>(task: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (...args) => {
    const run = last.then(() => task(...args));
    last = run.catch(() => undefined);
    return run;
  };
}

function storedRecord(file: File, { blob, width, height, previews }: DecodedImage): StoredImage {
  return { blob, name: file.name, width, height, ...(previews && { previews }) };
}

/**
 * Stores a file's picture under a new id, and answers at once when its small previews came first
 * (`shown` is early): the store keeps it as being stored until `work` is encoded, and `stored`
 * settles then.
 */
async function store(
  file: File,
  shown: DecodedImage | EarlyImage,
  work: Promise<DecodedImage>,
  deps: ImportDeps,
): Promise<{ image: ImportedImage; stored: Promise<void> }> {
  // crypto.randomUUID, or random bytes where the page is not a secure context.
  const imageID = randomUuid();
  const image = { imageID, name: file.name, width: shown.width, height: shown.height };
  if ('blob' in shown) {
    await deps.store.put(imageID, storedRecord(file, shown));
    return { image, stored: Promise.resolve() };
  }
  const early = { name: file.name, width: shown.width, height: shown.height, previews: shown.previews };
  return { image, stored: deps.store.putLater(imageID, early, work.then((decoded) => storedRecord(file, decoded))) };
}

interface Preparing {
  file: File;
  /** The picture's small previews when the decoder makes them first, else the picture. */
  shown: Promise<DecodedImage | EarlyImage>;
  work: Promise<DecodedImage>;
}

function startPreparing(file: File, steps: PrepareDeps, after: Promise<void>): Preparing {
  let showEarly: (early: EarlyImage) => void = noop;
  const early = new Promise<EarlyImage>((resolve) => (showEarly = resolve));
  const work = after.then(() => prepareImage(file, steps, showEarly));
  const shown = Promise.race([early, work]);
  // Each is awaited in its turn; until then a failure must not count as unhandled.
  work.catch(noop);
  shown.catch(noop);
  return { file, shown, work };
}

/**
 * Stores the files as sticker images, calling back as each one is shown or skipped; a file that
 * fails is logged and skipped and the rest still import. The first file is prepared alone (unless
 * the server converts it), then every other at once (the decode workers
 * take as many as the device has cores, the server's HEIC conversions one at a time), while the
 * files are reported one at a time, in their order, at least 200 ms apart (SPEC §4): the tray
 * fills in order as the next photos decode. A photo is reported as soon as its small previews
 * are made and stored whole a moment later; one that fails then goes to `onLost`. Resolves once
 * every picture is stored. The caller adds the ids to the design's image list.
 */
export async function importImages(
  files: readonly File[],
  deps: ImportDeps,
  callbacks: ImportCallbacks = {},
): Promise<ImportSummary> {
  const summary: ImportSummary = { imported: [], skipped: [] };
  const prepare = deps.prepare ?? browserPrepareDeps;
  const steps = { ...prepare, convertHeic: oneAtATime(prepare.convertHeic) };
  const [first, ...others] = files;
  const firstPreparing = first && startPreparing(first, steps, Promise.resolve());
  // The first photo has the cores to itself until it is stored (its thumbnail is made meanwhile):
  // the shopper sees it sooner, the rest barely later. A HEIC one is converted on the server, so
  // the others decode here meanwhile.
  const othersStart = !firstPreparing || isHeic(firstPreparing.file) ? Promise.resolve() : firstPreparing.work.then(noop, noop);
  const prepared = [...(firstPreparing ? [firstPreparing] : []), ...others.map((file) => startPreparing(file, steps, othersStart))];
  const storing: Promise<void>[] = [];
  let lastReportAt = -Infinity;
  for (const { file, shown, work } of prepared) {
    const wait = lastReportAt + multiFilePauseMs - performance.now();
    if (wait > 0) await pause(wait);
    try {
      const { image, stored } = await store(file, await shown, work, deps);
      summary.imported.push(image);
      callbacks.onImported?.(image);
      storing.push(
        stored.catch((error: unknown) => {
          const reason = reportImageFailure(file.name, error);
          summary.imported.splice(summary.imported.indexOf(image), 1);
          summary.skipped.push({ name: file.name, reason });
          callbacks.onLost?.(image, reason);
        }),
      );
    } catch (error) {
      const reason = reportImageFailure(file.name, error);
      summary.skipped.push({ name: file.name, reason });
      callbacks.onSkipped?.(file.name, reason);
    }
    lastReportAt = performance.now();
  }
  await Promise.all(storing);
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
