import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FulfilmentOrder } from '../../../src/server/fulfilment/fulfilmentProvider.ts';
import { createPrintfulFulfilment } from '../../../src/server/fulfilment/printfulFulfilment.ts';
import type { FileStorage } from '../../../src/server/plugins/fileStorage.ts';
import { storageUnderTest } from '../../helpers/storageUnderTest.ts';
import { createPrintfileCatalog } from '../../../src/server/printful/printfiles.ts';
import { createPrintfulClient } from '../../../src/server/printful/printfulClient.ts';
import { startFakePrintful, type FakePrintful } from '../../helpers/fakePrintful.ts';
import { addFakePrintfulOrders, type FakePrintfulOrders } from '../../helpers/fakePrintfulOrders.ts';
import { designPng, orderVariantID } from '../orders/orderFixtures.ts';

const printfile = { width: 879, height: 1830 };

describe('the Printful order adapter against the fake Printful', () => {
  let fake: FakePrintful;
  let printfulOrders: FakePrintfulOrders;
  let dir: string;
  let storage: FileStorage;
  let sleeps: number[];
  let order: FulfilmentOrder;
  let kept: string[];

  beforeEach(async () => {
    fake = await startFakePrintful({ products: [{ productId: 683, variantIds: [17722, 17723], printfile }] });
    printfulOrders = addFakePrintfulOrders(fake, [17722, 17723]);
    dir = await mkdtemp(join(tmpdir(), 'printful-orders-'));
    storage = await storageUnderTest(dir, 'https://shop.example');
    sleeps = [];
    kept = [];
    const design = await storage.save(await designPng(), 'png');
    order = {
      id: 'abcdefghijklmnopqrstuvwxyz',
      variantId: orderVariantID,
      modelKey: '15',
      designFile: design.name,
      printFile: undefined,
      shipping: { name: 'Ada Lovelace', line1: '12 Main Street', city: 'Brooklyn', state: 'NY', postalCode: '11201', country: 'US' },
      email: 'ada@example.com',
    };
  });
  afterEach(async () => {
    storage.close();
    await fake.close();
    await rm(dir, { recursive: true, force: true });
  });

  function adapter(confirm = true) {
    const client = createPrintfulClient({
      apiKey: fake.apiKey,
      baseUrl: fake.baseUrl,
      backoffMs: 1,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    return createPrintfulFulfilment({ client, printfiles: createPrintfileCatalog(client) }, storage, { confirm });
  }
  const keepFile = async (name: string) => {
    kept.push(name);
  };
  const orderRequests = () => fake.requests.filter((request) => request.path.startsWith('/orders'));

  it('creates the order with our id as external_id, the address, the variant and the resized print file, then confirms it', async () => {
    const printfulId = await adapter().submit(order, keepFile);
    const created = printfulOrders.find(order.id);
    expect(created?.id).toBe(Number(printfulId));
    expect(created?.status).toBe('pending');
    expect(created?.recipient).toEqual({
      name: 'Ada Lovelace',
      address1: '12 Main Street',
      city: 'Brooklyn',
      state_code: 'NY',
      country_code: 'US',
      zip: '11201',
      email: 'ada@example.com',
    });
    expect(created?.items).toHaveLength(1);
    const [item] = created?.items ?? [];
    expect(item?.variant_id).toBe(17723);
    expect(item?.quantity).toBe(1);
    expect(kept).toHaveLength(1);
    expect(item?.files).toEqual([{ type: 'default', url: `https://shop.example/files/${kept[0] ?? ''}` }]);
    const printFile = await storage.read(kept[0] ?? '');
    const size = await sharp(printFile).metadata();
    expect({ width: size.width, height: size.height }).toEqual(printfile);
    expect(orderRequests().map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /orders/@${order.id}`,
      'POST /orders',
      `POST /orders/${printfulId}/confirm`,
    ]);
  });

  it('leaves the order a draft when told not to confirm (test payments)', async () => {
    await adapter(false).submit(order, keepFile);
    expect(printfulOrders.find(order.id)?.status).toBe('draft');
    expect(orderRequests().filter((request) => request.path.endsWith('/confirm'))).toEqual([]);
  });

  it('never creates the order twice when submitted again', async () => {
    const first = await adapter().submit(order, keepFile);
    const second = await adapter().submit(order, keepFile);
    expect(second).toBe(first);
    expect(printfulOrders.orders.size).toBe(1);
    expect(orderRequests().filter((request) => request.method === 'POST')).toHaveLength(2);
  });

  it('confirms a draft left by an earlier attempt instead of creating another', async () => {
    const client = createPrintfulClient({ apiKey: fake.apiKey, baseUrl: fake.baseUrl });
    await client.post('/orders', {
      external_id: order.id,
      recipient: { name: 'A', address1: 'B', city: 'C', state_code: 'NY', country_code: 'US', zip: '11201' },
      items: [{ variant_id: 17723, quantity: 1, files: [{ url: 'https://shop.example/files/x.png' }] }],
    });
    await adapter().submit(order, keepFile);
    expect(printfulOrders.orders.size).toBe(1);
    expect(printfulOrders.find(order.id)?.status).toBe('pending');
  });

  it('waits out a 429 and creates the order once', async () => {
    printfulOrders.rateLimitCreate(1, 7);
    await adapter().submit(order, keepFile);
    expect(sleeps).toContain(7000);
    expect(printfulOrders.orders.size).toBe(1);
    expect(printfulOrders.find(order.id)?.status).toBe('pending');
  });

  it('finds the order when the answer to its creation was lost', async () => {
    printfulOrders.loseNextCreateAnswer();
    const printfulId = await adapter().submit(order, keepFile);
    expect(printfulOrders.orders.size).toBe(1);
    expect(printfulOrders.find(order.id)?.id).toBe(Number(printfulId));
    expect(printfulOrders.find(order.id)?.status).toBe('pending');
  });

  it('fails, creating nothing, while Printful is down', async () => {
    printfulOrders.failNext(503, 100);
    await expect(adapter().submit(order, keepFile)).rejects.toThrow();
    expect(printfulOrders.orders.size).toBe(0);
  });

  it('reuses the print file an earlier attempt stored', async () => {
    const noCity = { ...order, shipping: { ...order.shipping, city: '' } };
    await expect(adapter().submit(noCity, keepFile)).rejects.toThrow(/city is required/);
    expect(kept).toHaveLength(1);
    await adapter().submit({ ...order, printFile: kept[0] }, keepFile);
    expect(kept).toHaveLength(1);
    expect(printfulOrders.find(order.id)?.items[0]?.files[0]?.url).toBe(`https://shop.example/files/${kept[0] ?? ''}`);
  });

  it('fails when Printful refuses the address', async () => {
    const noCity = { ...order, shipping: { ...order.shipping, city: '' } };
    await expect(adapter().submit(noCity, keepFile)).rejects.toThrow(/city is required/);
  });
});
