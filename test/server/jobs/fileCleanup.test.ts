import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteExpiredOrderFiles } from '../../../src/server/jobs/fileCleanup.ts';
import { findOrder, markEnded, markShipped, markSubmitted } from '../../../src/server/orders/orderRepository.ts';
import { createFileStorage, type FileStorage } from '../../../src/server/plugins/fileStorage.ts';
import { openTestDb, seedOrder, type TestDb } from '../orders/dbFixtures.ts';

const day = 24 * 60 * 60 * 1000;
const start = new Date('2026-01-01T00:00:00.000Z');
const at = (days: number) => new Date(start.getTime() + days * day);

describe('the 90-day order image cleanup', () => {
  let test: TestDb;
  let storage: FileStorage;
  beforeEach(async () => {
    test = await openTestDb();
    const dir = join(test.dataDir, 'files');
    await mkdir(dir);
    storage = createFileStorage(dir, undefined);
  });
  afterEach(async () => {
    await test.close();
  });

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

  it('deletes the design of a checkout never paid 90 days after it was created', async () => {
    const { id, names } = await orderWithFiles();
    expect(await cleanupAt(at(89))).toBe(0);
    expect(await cleanupAt(at(90))).toBe(1);
    expect(await exists(names)).toEqual([false, false]);
    expect((await findOrder(test.db, id))?.status).toBe('created');
  });
});
