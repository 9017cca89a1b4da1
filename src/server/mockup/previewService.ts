import { createHash } from 'node:crypto';
import type { FileStorage } from '../plugins/fileStorage.ts';
import type { DesignUpload } from '../plugins/uploads.ts';
import { createMemoryMockupIndex, type MockupIndex } from './mockupIndex.ts';
import type { MockupProvider } from './mockupProvider.ts';

export interface PreviewService {
  /** The cache key of a design on a variant: a hash of both. */
  keyOf(design: DesignUpload): string;
  /** Stored file names of an earlier render of the same key, if its files are all still there. */
  cached(key: string): Promise<string[] | undefined>;
  /** Renders, stores and remembers the mockups; concurrent renders of one key share one render. */
  render(key: string, design: DesignUpload): Promise<string[]>;
}

export function createPreviewService(
  provider: MockupProvider,
  storage: FileStorage,
  index: MockupIndex = createMemoryMockupIndex(),
): PreviewService {
  const rendering = new Map<string, Promise<string[]>>();

  async function renderAndStore(key: string, design: DesignUpload): Promise<string[]> {
    const images = await provider.render(design);
    const names = (await Promise.all(images.map((image) => storage.save(image.bytes, image.ext)))).map(
      (stored) => stored.name,
    );
    await index.set(key, names);
    return names;
  }

  return {
    keyOf: (design) =>
      createHash('sha256').update(`${provider.name}\n${design.variantID}\n`).update(design.png).digest('hex'),
    async cached(key) {
      const names = await index.get(key);
      if (!names) return undefined;
      const present = await Promise.all(names.map((name) => storage.exists(name)));
      if (present.every(Boolean)) return names;
      await index.delete(key); // The cleanup job removed them.
      return undefined;
    },
    render(key, design) {
      let pending = rendering.get(key);
      if (!pending) {
        pending = renderAndStore(key, design).finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      return pending;
    },
  };
}
