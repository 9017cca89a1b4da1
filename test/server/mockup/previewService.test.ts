import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { MockupProvider } from '../../../src/server/mockup/mockupProvider.ts';
import { createPreviewService } from '../../../src/server/mockup/previewService.ts';
import type { FileStorage } from '../../../src/server/plugins/fileStorage.ts';
import { storageUnderTest } from '../../helpers/storageUnderTest.ts';
import type { DesignUpload } from '../../../src/server/plugins/uploads.ts';
import { testModel } from '../../helpers/designPng.ts';

let dir: string;
let storage: FileStorage;
let renders: number;
const provider: MockupProvider = {
  name: 'local',
  async render() {
    renders += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return [{ bytes: Buffer.from(`mockup ${renders}`), ext: 'webp' }];
  },
};

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'previews-'));
  storage = await storageUnderTest(dir, undefined);
  renders = 0;
});
afterEach(async () => {
  storage.close();
  await rm(dir, { recursive: true, force: true });
});

const design = (bytes: string, variantID = '20301'): DesignUpload => ({
  png: Buffer.from(bytes),
  model: testModel(),
  finish: 'Matte',
  variantID,
  uuid: undefined,
});

describe('preview service', () => {
  test('keys by design bytes and variant', () => {
    const previews = createPreviewService(provider, storage);
    expect(previews.keyOf(design('a'))).toBe(previews.keyOf(design('a')));
    expect(previews.keyOf(design('a'))).not.toBe(previews.keyOf(design('b')));
    expect(previews.keyOf(design('a'))).not.toBe(previews.keyOf(design('a', '20297')));
  });

  test('concurrent renders of one design share one render, then it is cached', async () => {
    const previews = createPreviewService(provider, storage);
    const key = previews.keyOf(design('a'));
    expect(await previews.cached(key)).toBeUndefined();
    const [first, second] = await Promise.all([previews.render(key, design('a')), previews.render(key, design('a'))]);
    expect(renders).toBe(1);
    expect(second).toEqual(first);
    expect(await previews.cached(key)).toEqual(first);
  });

  test('a cached mockup whose file was cleaned up is rendered again', async () => {
    const previews = createPreviewService(provider, storage);
    const key = previews.keyOf(design('a'));
    const [name] = await previews.render(key, design('a'));
    await storage.delete(name ?? '');
    expect(await previews.cached(key)).toBeUndefined();
    await previews.render(key, design('a'));
    expect(renders).toBe(2);
  });
});
