import sharp from 'sharp';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { MockupUnavailableError } from '../../../src/server/mockup/mockupProvider.ts';
import type { FileStorage } from '../../../src/server/plugins/fileStorage.ts';
import { storageUnderTest } from '../../helpers/storageUnderTest.ts';
import type { DesignUpload } from '../../../src/server/plugins/uploads.ts';
import { createPrintfulMockups, defaultPrintfulMockupOptions } from '../../../src/server/printful/mockups.ts';
import { createPrintfileCatalog } from '../../../src/server/printful/printfiles.ts';
import { createPrintfulClient } from '../../../src/server/printful/printfulClient.ts';
import { designPng, testModel } from '../../helpers/designPng.ts';
import { fakeCaseProduct, startFakePrintful, type FakePrintful } from '../../helpers/fakePrintful.ts';

let fake: FakePrintful;
let dir: string;
let storage: FileStorage;
/** Every print file the adapter stored, captured before it deletes it. */
let saved: Buffer[];
let waits: number[];
/** A clock that only the fake sleep moves. */
let clock = 0;

const sleep = async (ms: number) => {
  waits.push(ms);
  clock += ms;
};

beforeEach(async () => {
  fake = await startFakePrintful();
  dir = await mkdtemp(join(tmpdir(), 'printful-mockups-'));
  const real = await storageUnderTest(dir, 'https://shop.example.com');
  saved = [];
  waits = [];
  storage = {
    ...real,
    save: (bytes, ext) => {
      saved.push(bytes);
      return real.save(bytes, ext);
    },
  };
});
afterEach(async () => {
  storage.close();
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});

function adapter(options: Partial<typeof defaultPrintfulMockupOptions> = {}, publicStorage = storage) {
  const client = createPrintfulClient({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, sleep });
  return createPrintfulMockups(
    { client, printfiles: createPrintfileCatalog(client) },
    publicStorage,
    { ...defaultPrintfulMockupOptions, sleep, now: () => clock, ...options },
  );
}

const design = async (): Promise<DesignUpload> => ({
  png: await designPng('#edafb8'),
  model: testModel(),
  finish: 'Glossy',
  variantID: '20297',
  uuid: undefined,
});

describe('Printful mockups', () => {
  test('creates a task with the print file at its size, polls it to completion and downloads the pictures', async () => {
    const images = await adapter().render(await design());

    expect(images.map((image) => image.ext)).toEqual(['jpg', 'jpg']);
    expect(await sharp(images[0]?.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1000 });

    const create = fake.requests.find((request) => request.path === '/mockup-generator/create-task/683');
    const [printFile] = saved;
    const body = create?.body as { variant_ids: number[]; files: { placement: string; image_url: string }[] };
    expect(body.variant_ids).toEqual([20297]);
    expect(body.files).toHaveLength(1);
    expect(body.files[0]?.placement).toBe('default');
    expect(body.files[0]?.image_url).toMatch(/^https:\/\/shop\.example\.com\/files\/[0-9a-f]{32}\.png$/);
    expect(await sharp(printFile).metadata()).toMatchObject({ format: 'png', ...fakeCaseProduct.printfile });

    const polls = fake.requests.filter((request) => request.path.startsWith('/mockup-generator/task?task_key=gt-'));
    expect(polls).toHaveLength(2); // pending, then completed
    expect(waits).toEqual([1500, 2250]);
    // Printful has fetched the print file by then; the preview keeps only the mockups.
    expect(await storage.list()).toEqual([]);
  });

  test('looks the product and print file up once for repeated renders', async () => {
    const mockups = adapter();
    await mockups.render(await design());
    await mockups.render(await design());
    const lookups = fake.requests.filter((request) => !request.path.startsWith('/mockup-generator/task') && request.method === 'GET');
    expect(lookups.map((request) => request.path)).toEqual(['/products/variant/20297', '/mockup-generator/printfiles/683']);
  });

  test('a failed task is a 502 and leaves no print file behind', async () => {
    fake.failTasks('Could not download the print file');
    const error = await adapter().render(await design()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MockupUnavailableError);
    expect(error).toMatchObject({ statusCode: 502, message: 'The print provider could not make a mockup of this design.' });
    expect(await storage.list()).toEqual([]);
  });

  test('waits out a 429 on create-task for the Retry-After Printful sends', async () => {
    fake.rateLimitCreateTask(1, 45);
    const images = await adapter().render(await design());
    expect(images).toHaveLength(2);
    expect(waits[0]).toBe(45_000);
    expect(fake.requests.filter((request) => request.path.startsWith('/mockup-generator/create-task'))).toHaveLength(2);
  });

  test('a lock-out longer than a shopper can wait is a 503 with its Retry-After', async () => {
    fake.rateLimitCreateTask(1, 600);
    const error = await adapter().render(await design()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 503, retryAfterSeconds: 600 });
  });

  test('a task still pending at the deadline is a 504', async () => {
    fake.addRoute({
      method: 'GET',
      path: '/mockup-generator/task',
      handle: () => ({ body: { code: 200, result: { task_key: 'gt-1', status: 'pending' } } }),
    });
    const error = await adapter({ taskTimeoutMs: 10_000 }).render(await design()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 504 });
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBeLessThanOrEqual(10_000);
  });

  test('without PUBLIC_URL Printful cannot fetch the print file: a 503 before any task', async () => {
    const local = await storageUnderTest(dir, undefined);
    const error = await adapter({}, local).render(await design()).catch((caught: unknown) => caught);
    local.close();
    expect(error).toMatchObject({ statusCode: 503 });
    expect(fake.requests.some((request) => request.path.startsWith('/mockup-generator/create-task'))).toBe(false);
  });

  test('a mockup link that is not a picture is a 502', async () => {
    fake.addRoute({ method: 'GET', path: '/cdn/:file', public: true, handle: () => ({ body: Buffer.from('<html>') }) });
    await expect(adapter().render(await design())).rejects.toMatchObject({ statusCode: 502 });
  });
});
