import sharp from 'sharp';
import { z } from 'zod';
import { MockupUnavailableError, type MockupImage, type MockupProvider } from '../mockup/mockupProvider.ts';
import type { FileStorage, StoredFileExt } from '../plugins/fileStorage.ts';
import type { Printful } from '../plugins/printful.ts';
import { casePlacement, resizeToPrintFile } from './printfiles.ts';
import { PrintfulError, PrintfulRateLimitError, PrintfulUnavailableError } from './printfulClient.ts';

export interface PrintfulMockupOptions {
  /** First wait before asking for the task; it grows by `pollFactor` up to `pollMaxMs`. */
  pollInitialMs: number;
  pollFactor: number;
  pollMaxMs: number;
  /** Give up on a task after this long. */
  taskTimeoutMs: number;
  /** Mockup pictures kept per preview (the main one and extra views). */
  maxMockups: number;
  maxMockupBytes: number;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
}

export const defaultPrintfulMockupOptions: PrintfulMockupOptions = {
  pollInitialMs: 1500,
  pollFactor: 1.5,
  pollMaxMs: 5000,
  taskTimeoutMs: 90_000,
  maxMockups: 4,
  maxMockupBytes: 15 * 1024 * 1024,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
};

const createdTaskSchema = z.object({ task_key: z.string().min(1) });
const webUrl = z.url({ protocol: /^https?$/ });
const taskSchema = z.object({
  status: z.string(),
  error: z.string().nullish(),
  mockups: z
    .array(
      z.object({
        variant_ids: z.array(z.number()),
        mockup_url: webUrl,
        extra: z.array(z.object({ url: webUrl })).nullish(),
      }),
    )
    .nullish(),
});

const extensions: Record<string, StoredFileExt> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

async function asMockupImage(bytes: Buffer): Promise<MockupImage> {
  const format = await sharp(bytes)
    .metadata()
    .then((metadata) => metadata.format)
    .catch(() => undefined);
  const ext = format ? extensions[format] : undefined;
  if (!ext) throw new MockupUnavailableError(502, 'The print provider sent a mockup that is not a picture.');
  return { bytes, ext };
}

function unavailable(error: unknown): unknown {
  if (error instanceof PrintfulRateLimitError) {
    return new MockupUnavailableError(
      503,
      'The mockup generator is busy; please try again in a minute.',
      error.retryAfterSeconds,
    );
  }
  if (error instanceof PrintfulError || error instanceof PrintfulUnavailableError) {
    return new MockupUnavailableError(502, 'The print provider could not make a mockup; please try again.');
  }
  return error;
}

/**
 * Mockups from Printful's mockup generator: the design resized to the variant's print file,
 * stored where Printful can fetch it (PUBLIC_URL), a generator task for the variant polled
 * with backoff, and the finished pictures downloaded (Printful's links expire after a day).
 */
export function createPrintfulMockups(
  printful: Printful,
  storage: FileStorage,
  options: PrintfulMockupOptions = defaultPrintfulMockupOptions,
): MockupProvider {
  const { client, printfiles } = printful;

  async function waitForTask(taskKey: string) {
    const deadline = options.now() + options.taskTimeoutMs;
    for (let wait = options.pollInitialMs; ; wait = Math.min(options.pollMaxMs, wait * options.pollFactor)) {
      if (options.now() + wait > deadline) {
        throw new MockupUnavailableError(504, 'The mockup is taking too long; please try again later.');
      }
      await options.sleep(wait);
      const task = taskSchema.safeParse(
        await client.get(`/mockup-generator/task?task_key=${encodeURIComponent(taskKey)}`),
      );
      if (!task.success) throw new PrintfulError(502, 'Printful sent an unexpected task');
      if (task.data.status === 'completed') return task.data;
      if (task.data.status === 'failed') {
        throw new MockupUnavailableError(502, 'The print provider could not make a mockup of this design.');
      }
    }
  }

  async function render(variantId: number, imageUrl: string, size: { width: number; height: number }) {
    const productId = await printfiles.productIdFor(variantId);
    const created = createdTaskSchema.safeParse(
      await client.post(`/mockup-generator/create-task/${productId}`, {
        variant_ids: [variantId],
        format: 'jpg',
        files: [
          {
            placement: casePlacement,
            image_url: imageUrl,
            position: { area_width: size.width, area_height: size.height, ...size, top: 0, left: 0 },
          },
        ],
      }),
    );
    if (!created.success) throw new PrintfulError(502, 'Printful sent an unexpected task');
    const task = await waitForTask(created.data.task_key);
    const urls = (task.mockups ?? [])
      .filter((mockup) => mockup.variant_ids.includes(variantId))
      .flatMap((mockup) => [mockup.mockup_url, ...(mockup.extra ?? []).map((extra) => extra.url)])
      .slice(0, options.maxMockups);
    if (!urls.length) throw new MockupUnavailableError(502, 'The print provider made no mockup of this case.');
    const downloads = await Promise.all(urls.map((url) => client.download(url, options.maxMockupBytes)));
    return Promise.all(downloads.map(asMockupImage));
  }

  return {
    name: 'printful',
    async render(design) {
      const variantId = Number(design.variantID);
      let printFile;
      try {
        const size = await printfiles.printFileSize(variantId, casePlacement);
        printFile = await storage.save(await resizeToPrintFile(design.png, size), 'png');
        const imageUrl = storage.publicUrlFor(printFile.name);
        if (!imageUrl) {
          throw new MockupUnavailableError(503, 'Previews are not available: the store has no PUBLIC_URL set.');
        }
        return await render(variantId, imageUrl, size);
      } catch (error) {
        throw unavailable(error);
      } finally {
        // Printful has fetched it by the time the task ends; the preview needs it no longer.
        if (printFile) await storage.delete(printFile.name);
      }
    },
  };
}
