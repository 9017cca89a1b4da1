import { multiFilePauseMs } from '../model/constants.ts';
import { randomUuid } from '../model/randomUuid.ts';
import { isAcceptedImage, isHeic } from './imageFiles.ts';
import type { ImageStore } from './imageStore.ts';
import { browserPrepareDeps, prepareImage, reportImageFailure, type PrepareDeps } from './prepareImage.ts';
import type { DecodedImage } from './resampleImage.ts';

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

async function store(file: File, decoded: DecodedImage, deps: ImportDeps): Promise<ImportedImage> {
  const { blob, width, height, previews } = decoded;
  // crypto.randomUUID, or random bytes where the page is not a secure context.
  const imageID = randomUuid();
  await deps.store.put(imageID, { blob, name: file.name, width, height, ...(previews && { previews }) });
  return { imageID, name: file.name, width, height };
}

/**
 * Stores the files as sticker images, calling back as each one is stored or skipped; a file that
 * fails is logged and skipped and the rest still import. The first file is prepared alone (unless
 * the server converts it), then every other at once (the decode workers take as many as the device has cores, the server's HEIC
 * conversions one at a time), while the files are stored and reported one at a time, in their order, at least 200 ms
 * apart (SPEC §4): the tray fills in order as the next photos decode. The caller adds the ids to
 * the design's image list.
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
  const firstWork = first && prepareImage(first, steps);
  // The first photo has the cores to itself: the shopper sees it sooner, the rest barely later. A
  // HEIC one is converted on the server, so the others decode here meanwhile.
  const firstDone = first && isHeic(first) ? Promise.resolve() : Promise.resolve(firstWork).then(noop, noop);
  const prepared = [
    ...(first && firstWork ? [{ file: first, work: firstWork }] : []),
    ...others.map((file) => ({ file, work: firstDone.then(() => prepareImage(file, steps)) })),
  ];
  // Each is awaited in its turn below; until then a failure must not count as unhandled.
  for (const { work } of prepared) work.catch(() => undefined);
  let lastReportAt = -Infinity;
  for (const { file, work } of prepared) {
    const wait = lastReportAt + multiFilePauseMs - performance.now();
    if (wait > 0) await pause(wait);
    try {
      const image = await store(file, await work, deps);
      summary.imported.push(image);
      callbacks.onImported?.(image);
    } catch (error) {
      const reason = reportImageFailure(file.name, error);
      summary.skipped.push({ name: file.name, reason });
      callbacks.onSkipped?.(file.name, reason);
    }
    lastReportAt = performance.now();
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
