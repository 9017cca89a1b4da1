import { readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, errorOf, type TestApp } from '../../helpers/testApp.ts';
import { mountTinyDisk } from '../../helpers/tinyDisk.ts';
import { checkoutForm } from '../orders/orderFixtures.ts';
import { countOrders, testDatabaseEnv } from '../orders/dbFixtures.ts';

describe('checkout when the store cannot write its files', () => {
  let test: TestApp;
  beforeEach(async () => {
    test = await buildTestApp(await testDatabaseEnv());
  });
  afterEach(async () => {
    await test.close();
  });

  const checkout = async () =>
    test.app.inject({ method: 'POST', url: '/api/create_checkout_session', payload: await checkoutForm() });
  const orderCount = () => countOrders(test.app.orders.db);
  const expectUnavailable = (response: Awaited<ReturnType<typeof checkout>>) => {
    expect(response.statusCode).toBe(503);
    expect(errorOf(response)).toBe('We could not save your file just now. Please try again in a few minutes.');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('answers 503 with a message a shopper understands when the files directory is not writable', async () => {
    const files = join(test.dataDir, 'files');
    await rm(files, { recursive: true });
    await writeFile(files, 'not a directory');
    expectUnavailable(await checkout());
    expect(await orderCount()).toBe(0);
  });

  it('answers 503 on a full disk and leaves no partial file behind', async (context) => {
    const files = join(test.dataDir, 'files');
    // Smaller than one design's re-encode (about 110 KB), so the write fails part way.
    const disk = mountTinyDisk(files, 64);
    if (!disk) return context.skip('mounting a small tmpfs needs root');
    try {
      expectUnavailable(await checkout());
      expect(await readdir(files)).toEqual([]);
      expect(await orderCount()).toBe(0);
    } finally {
      disk.unmount();
    }
  });
});
