import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deleteExpiredOrderFiles,
  deleteUnreferencedFiles,
  startFileCleanup,
} from '../../../src/server/jobs/fileCleanup.ts';
import type { MockupProvider } from '../../../src/server/mockup/mockupProvider.ts';
import { createPreviewService } from '../../../src/server/mockup/previewService.ts';
import { findOrder, markEnded, markShipped, markSubmitted } from '../../../src/server/orders/orderRepository.ts';
import type { FileStorage } from '../../../src/server/plugins/fileStorage.ts';
import { storageUnderTest } from '../../helpers/storageUnderTest.ts';
import { testModel } from '../../helpers/designPng.ts';
import { openTestDb, seedOrder, type TestDb } from '../orders/dbFixtures.ts';

const day = 24 * 60 * 60 * 1000;
const start = new Date('2026-01-01T00:00:00.000Z');
const at = (days: number) => new Date(start.getTime() + days * day);

let test: TestDb;
let storage: FileStorage;
beforeEach(async () => {
  test = await openTestDb();
  storage = await storageUnderTest(join(test.dataDir, 'files'), undefined);
});
afterEach(async () => {
  storage.close();
  await test.close();
});

describe('the 90-day order image cleanup', () => {

  async function orderWithFiles(options: { paid?: boolean } = {}) {
    const design = await storage.save(Buffer.from('design'), 'png');
    const printFile = await storage.save(Buffer.from('print file'), 'png');
    const id = await seedOrder(test.db, { createdAt: start, files: [design.name, printFile.name], ...options });
    return { id, names: [design.name, printFile.name] };
  }
  const exists = async (names: string[]) => Promise.all(names.map((name) => storage.exists(name)));
  const cleanupAt = (now: Date) => deleteExpiredOrderFiles({ db: test.db, storage, now: () => now });

  it('deletes a shipped order’s images 90 days after it shipped, not before', async () => {
    const { id, names } = await orderWithFiles({ paid: true });
    await markSubmitted(test.db, id, { provider: 'local', orderId: 'x' }, at(1));
    await markShipped(test.db, id, { number: '1', url: null, carrier: null }, at(5));

    expect(await cleanupAt(at(94))).toBe(0);
    expect(await exists(names)).toEqual([true, true]);

    expect(await cleanupAt(at(95))).toBe(1);
    expect(await exists(names)).toEqual([false, false]);
    expect(await findOrder(test.db, id)).toMatchObject({
      status: 'shipped',
      design_file: null,
      files_deleted_at: at(95).toISOString(),
    });
    expect(await cleanupAt(at(200))).toBe(0);
  });

  it('deletes the images of failed and canceled orders 90 days after they ended', async () => {
    const failed = await orderWithFiles({ paid: true });
    const canceled = await orderWithFiles({ paid: true });
    for (const { id } of [failed, canceled]) await markSubmitted(test.db, id, { provider: 'local', orderId: id }, at(1));
    await markEnded(test.db, failed.id, 'failed', 'bad file', at(10));
    await markEnded(test.db, canceled.id, 'canceled', null, at(20));
    expect(await cleanupAt(at(105))).toBe(1);
    expect(await exists([...failed.names, ...canceled.names])).toEqual([false, false, true, true]);
    expect(await cleanupAt(at(110))).toBe(1);
    expect(await exists(canceled.names)).toEqual([false, false]);
  });

  it('keeps the images of orders still being printed, however old', async () => {
    const paid = await orderWithFiles({ paid: true });
    const submitted = await orderWithFiles({ paid: true });
    await markSubmitted(test.db, submitted.id, { provider: 'local', orderId: 'x' }, at(1));
    expect(await cleanupAt(at(400))).toBe(0);
    expect(await exists([...paid.names, ...submitted.names])).toEqual([true, true, true, true]);
  });

  it('deletes the design of a checkout never paid 3 days after it was created', async () => {
    const { id, names } = await orderWithFiles();
    expect(await cleanupAt(at(2.9))).toBe(0);
    expect(await exists(names)).toEqual([true, true]);
    expect(await cleanupAt(at(3))).toBe(1);
    expect(await exists(names)).toEqual([false, false]);
    expect((await findOrder(test.db, id))?.status).toBe('created');
  });
});

describe('the 7-day cleanup of images no order names', () => {

  /** Days after the files of the test were saved (now). */
  const savedAt = Date.now();
  const after = (days: number) => new Date(savedAt + days * day);
  const cleanupAt = (now: Date) => deleteUnreferencedFiles({ db: test.db, storage, now: () => now });

  const provider: MockupProvider = {
    name: 'local',
    render: async () => [{ bytes: Buffer.from('mockup'), ext: 'webp' }],
  };
  const design = { png: Buffer.from('design'), model: testModel(), finish: 'Matte', variantID: '20301', uuid: undefined } as const;

  it('deletes a preview mockup 7 days after it was made, and the preview cache then renders anew', async () => {
    const previews = createPreviewService(provider, storage);
    const key = previews.keyOf(design);
    const [mockup] = await previews.render(key, design);

    expect(await cleanupAt(after(6.9))).toBe(0);
    expect(await previews.cached(key)).toEqual([mockup]);

    expect(await cleanupAt(after(7.1))).toBe(1);
    expect(await storage.exists(mockup ?? '')).toBe(false);
    expect(await previews.cached(key)).toBeUndefined();
    const [again] = await previews.render(key, design);
    expect(again).not.toBe(mockup);
    expect(await storage.exists(again ?? '')).toBe(true);
  });

  it('keeps every file an order names, whatever its age or status', async () => {
    const names: string[] = [];
    for (const paid of [false, true]) {
      const designFile = await storage.save(Buffer.from('design'), 'png');
      const printFile = await storage.save(Buffer.from('print file'), 'png');
      await seedOrder(test.db, { paid, files: [designFile.name, printFile.name] });
      names.push(designFile.name, printFile.name);
    }
    const stray = await storage.save(Buffer.from('left over'), 'png');

    expect(await cleanupAt(after(60))).toBe(1);
    expect(await Promise.all(names.map((name) => storage.exists(name)))).toEqual([true, true, true, true]);
    expect(await storage.exists(stray.name)).toBe(false);
  });

  it('runs once a day however many store processes share the database', async () => {
    const first = await storage.save(Buffer.from('mockup'), 'webp');
    // Each run lists the stored files once.
    const listed = vi.fn(() => storage.list());
    const counted = { ...storage, list: listed };
    const logs = [0, 1, 2].map(() => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
    const processes = logs.map((log) => startFileCleanup({ db: test.db, storage: counted, now: () => after(8), log }));
    await Promise.all(processes.map((cleanup) => cleanup.stop()));
    expect(await storage.exists(first.name)).toBe(false);
    expect(listed).toHaveBeenCalledTimes(1);
    for (const log of logs) expect(log.error).not.toHaveBeenCalled();

    // Later the same day another process finds the turn taken; the next day one runs again.
    const second = await storage.save(Buffer.from('mockup'), 'webp');
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    await startFileCleanup({ db: test.db, storage, now: () => after(8.5), log }).stop();
    expect(await storage.exists(second.name)).toBe(true);
    await startFileCleanup({ db: test.db, storage, now: () => after(9), log }).stop();
    expect(await storage.exists(second.name)).toBe(false);
  });

  it('runs with the order image cleanup at start-up', async () => {
    const mockup = await storage.save(Buffer.from('mockup'), 'webp');
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const cleanup = startFileCleanup({ db: test.db, storage, now: () => after(8), log });
    await cleanup.stop();
    expect(await storage.exists(mockup.name)).toBe(false);
    expect(log.info).toHaveBeenCalledWith({ files: 1 }, 'deleted old preview images');
    expect(log.error).not.toHaveBeenCalled();
  });
});
