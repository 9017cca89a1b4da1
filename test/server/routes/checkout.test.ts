import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findOrder } from '../../../src/server/orders/orderRepository.ts';
import { storageFailure } from '../../../src/server/plugins/errors.ts';
import { buildTestApp, cookiesOf, errorOf, multipartForm, type TestApp } from '../../helpers/testApp.ts';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { printFileSize } from '../../../src/shared/catalog/templateGeometry.ts';
import {
  badCrcPng,
  garbledPng,
  pngChunk,
  pngWithDataAfterPixels,
  pngWithJunkChunk,
  truncatedPng,
  withChunkBeforeEnd,
} from '../../helpers/brokenPng.ts';
import { checkoutForm, createCheckout, designPng, orderModel, orderVariantID } from '../orders/orderFixtures.ts';
import { countOrders, testDatabaseEnv } from '../orders/dbFixtures.ts';

describe('POST /api/create_checkout_session in test mode', () => {
  let test: TestApp;
  beforeEach(async () => {
    test = await buildTestApp(await testDatabaseEnv());
  });
  afterEach(async () => {
    await test.close();
  });

  it('stores the design, creates the order at the server price and points to the test page', async () => {
    const answer = await createCheckout(test.app);
    expect(answer.order_id).toMatch(/^[a-z2-7]{26}$/);
    expect(answer.checkout_url).toBe(`/checkout/test/${answer.order_id}`);

    const order = await findOrder(test.app.orders.db, answer.order_id);
    expect(order).toMatchObject({
      status: 'created',
      model_key: orderModel.key,
      finish: 'Matte',
      list_amount_cents: 3899,
      currency: 'usd',
      payment_provider: 'test',
      paid_amount_cents: null,
    });
    const stored = await test.app.storage.read(order?.design_file ?? '');
    const pixels = (png: Buffer | undefined) => sharp(png).raw().toBuffer();
    expect((await pixels(stored)).equals(await pixels(await designPng()))).toBe(true);
  });

  it('gives every checkout its own order', async () => {
    const first = await createCheckout(test.app);
    const second = await createCheckout(test.app);
    expect(first.order_id).not.toBe(second.order_id);
  });

  it('ignores a price sent by the client', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/create_checkout_session',
      payload: await checkoutForm({ price: '1', amount: '1', unit_amount: '1' }),
    });
    const order = await findOrder(test.app.orders.db, response.json<{ order_id: string }>().order_id);
    expect(order?.list_amount_cents).toBe(3899);
  });

  const badRequests: [string, () => Promise<FormData>, number, RegExp][] = [
    ['an unknown variantID', () => checkoutForm({ variantID: '999999' }), 400, /Unknown variantID/],
    ['no variantID', async () => multipartForm({}, { bytes: new Uint8Array(await designPng()) }), 400, /variantID is required/],
    ['a PNG of the wrong size', async () => {
      const { default: sharp } = await import('sharp');
      const small = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).png().toBuffer();
      return multipartForm({ variantID: '17723' }, { bytes: new Uint8Array(small) });
    }, 400, /must be \d+×\d+ pixels/],
    ['a file that is not a PNG', async () => multipartForm({ variantID: '17723' }, { bytes: new TextEncoder().encode('GIF89a not a png') }), 400, /must be a PNG/],
    ['no file', async () => multipartForm({ variantID: '17723' }), 400, /No file was sent/],
    ['a malformed uuid', () => checkoutForm({ uuid: '../../etc/passwd' }), 400, /uuid is not valid/],
    ['a variantID longer than any', () => checkoutForm({ variantID: '1'.repeat(65) }), 400, /^Unknown variantID: choose a phone model from the catalog\.$/],
    ['a uuid longer than any', () => checkoutForm({ uuid: 'a'.repeat(65) }), 400, /^uuid is not valid\.$/],
  ];
  for (const [what, form, status, message] of badRequests) {
    it(`answers ${status} to ${what} and creates no order`, async () => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/create_checkout_session',
        payload: await form(),
      });
      expect(response.statusCode).toBe(status);
      expect(errorOf(response)).toMatch(message);
      expect(await countOrders(test.app.orders.db)).toBe(0);
    });
  }

  it('answers 413 to a file over the upload limit and stores nothing', async () => {
    const huge = new Uint8Array(26 * 1024 * 1024);
    huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/create_checkout_session',
      payload: multipartForm({ variantID: '17723' }, { bytes: huge }),
    });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toMatch(/too large/);
    expect(await test.app.storage.list()).toEqual([]);
  });

  it('answers 413 to a second file', async () => {
    const form = await checkoutForm();
    form.append('file', new Blob([new Uint8Array(await designPng())]), 'again.png');
    const response = await test.app.inject({ method: 'POST', url: '/api/create_checkout_session', payload: form });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toMatch(/one file/);
  });

  it('answers 415 to a JSON body', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/create_checkout_session',
      payload: { variantID: '17723' },
    });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response)).toMatch(/multipart/);
  });

  it('answers 400 to a truncated multipart body', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/create_checkout_session',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="t.png"\r\n\r\n\x89PNG',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    errorOf(response);
  });
});

describe('a design whose pixels do not decode', () => {
  let test: TestApp;
  beforeEach(async () => {
    test = await buildTestApp(await testDatabaseEnv());
  });
  afterEach(async () => {
    await test.close();
  });

  const post = async (png: Buffer) =>
    test.app.inject({
      method: 'POST',
      url: '/api/create_checkout_session',
      payload: multipartForm({ variantID: orderVariantID }, { bytes: new Uint8Array(png), type: 'image/png' }),
    });
  const orderCount = () => countOrders(test.app.orders.db);

  const broken: [string, (png: Buffer) => Buffer][] = [
    ['truncated', truncatedPng],
    ['garbage image data', garbledPng],
    ['a bad CRC', badCrcPng],
  ];
  for (const [what, spoil] of broken) {
    it(`answers 422 to a PNG with ${what} and creates no order`, async () => {
      const response = await post(spoil(await designPng()));
      expect(response.statusCode).toBe(422);
      expect(errorOf(response)).toMatch(/damaged/);
      expect(await orderCount()).toBe(0);
      expect(await test.app.storage.list()).toEqual([]);
    });
  }

  it('stores a re-encode of the pixels, never junk chunks the upload carried', async () => {
    const padded = pngWithJunkChunk(await designPng(), 3 * 1024 * 1024);
    const response = await post(padded);
    expect(response.statusCode).toBe(200);
    const order = await findOrder(test.app.orders.db, response.json<{ order_id: string }>().order_id);
    const stored = await test.app.storage.read(order?.design_file ?? '');
    expect(stored?.length).toBeLessThan(padded.length / 10);
    expect(stored?.includes('juNK')).toBe(false);
  });

  const storedDesignOf = async (response: Awaited<ReturnType<typeof post>>) => {
    expect(response.statusCode).toBe(200);
    const order = await findOrder(test.app.orders.db, response.json<{ order_id: string }>().order_id);
    return test.app.storage.read(order?.design_file ?? '');
  };

  it('never stores bytes hidden after the compressed pixels, in their IDAT chunk or in one more', async () => {
    const design = await designPng();
    const hiddenInside = pngWithDataAfterPixels(design, 1024 * 1024);
    const hiddenAfter = withChunkBeforeEnd(design, pngChunk('IDAT', Buffer.alloc(1024 * 1024, 0x5a)));
    for (const upload of [hiddenInside, hiddenAfter]) {
      const stored = await storedDesignOf(await post(upload));
      expect(stored?.length).toBeLessThan(design.length * 2);
      expect(stored?.includes(Buffer.alloc(64, 0x5a))).toBe(false);
    }
  });

  it('stores the picture as uploaded when it holds nothing else (as the editor exports it)', async () => {
    // Compressed otherwise than the store's own encode would, so a re-encode shows.
    const design = await sharp(await designPng()).png({ compressionLevel: 1 }).toBuffer();
    expect(await storedDesignOf(await post(design))).toEqual(design);
  });
});

describe('the checkout limits (CHECKOUT_LIMIT=3/600, CHECKOUT_ADDRESS_LIMIT=5/600)', () => {
  let test: TestApp;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Room for every parallel upload from one address (a sixteenth of the places): these tests
    // are about the checkout limits, not the upload cap.
    test = await buildTestApp({
      ...(await testDatabaseEnv()),
      CHECKOUT_LIMIT: '3/600',
      CHECKOUT_ADDRESS_LIMIT: '5/600',
      UPLOAD_CONCURRENCY: '80',
    });
  });
  afterEach(async () => {
    await test.close();
    vi.useRealTimers();
  });

  const post = async (address: string, payload: FormData, cookies?: Record<string, string>) =>
    test.app.inject({ method: 'POST', url: '/api/create_checkout_session', remoteAddress: address, cookies, payload });
  const checkout = async (address: string, cookies?: Record<string, string>) => post(address, await checkoutForm(), cookies);
  const expectRefused = (response: Awaited<ReturnType<typeof checkout>>, atLeastSeconds: number) => {
    expect(response.statusCode).toBe(429);
    expect(errorOf(response)).toBe('Too many checkout attempts. Please wait a few minutes and try again.');
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(atLeastSeconds);
    expect(retryAfter).toBeLessThanOrEqual(600);
  };

  it('refuses a visitor over their limit on any network until the window passes', async () => {
    const first = await checkout('10.1.0.1');
    expect(first.statusCode).toBe(200);
    const cookies = cookiesOf(first);
    vi.setSystemTime(Date.now() + 60_000);
    for (let attempt = 0; attempt < 2; attempt++) expect((await checkout('10.1.0.1', cookies)).statusCode).toBe(200);
    const stored = (await test.app.storage.list()).length;

    expectRefused(await checkout('10.1.0.1', cookies), 539);
    expectRefused(await checkout('10.1.0.2', cookies), 539); // Same visitor, another network.
    expect((await test.app.storage.list()).length).toBe(stored);

    // The first checkout leaves the window; the two a minute later are still in it.
    vi.setSystemTime(Date.now() + 540_000);
    expect((await checkout('10.1.0.1', cookies)).statusCode).toBe(200);
    expectRefused(await checkout('10.1.0.1', cookies), 1);
  });

  it('lets other visitors behind the same address check out up to the wider address limit', async () => {
    const visitor = cookiesOf(await checkout('10.1.0.5'));
    for (let attempt = 0; attempt < 2; attempt++) await checkout('10.1.0.5', visitor);
    expectRefused(await checkout('10.1.0.5', visitor), 1);
    // A second and third shopper in the same household: two more fit under 5 per address.
    expect((await checkout('10.1.0.5')).statusCode).toBe(200);
    expect((await checkout('10.1.0.5')).statusCode).toBe(200);
    expectRefused(await checkout('10.1.0.5'), 1);
  });

  it('does not count malformed posts, so a page cannot lock shoppers at an address out', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const junk = new FormData();
      junk.append('x', 'y');
      expect((await post('10.1.0.6', junk)).statusCode).toBe(400);
    }
    const wrongVariant = await post('10.1.0.6', await checkoutForm({ variantID: '999999' }));
    expect(wrongVariant.statusCode).toBe(400);
    expect((await checkout('10.1.0.6')).statusCode).toBe(200);
  });

  it('gives the turn back when the store fails the checkout (503, 500, 502), so a shopper who retries is not locked out', async () => {
    const first = await checkout('10.1.0.7');
    expect(first.statusCode).toBe(200);
    const cookies = cookiesOf(first);
    // The design, a clean PNG, is stored from its uploaded file.
    const save = vi.spyOn(test.app.storage, 'saveFile');
    save.mockRejectedValueOnce(storageFailure(Object.assign(new Error('no space left on device'), { code: 'ENOSPC' })));
    save.mockRejectedValueOnce(new Error('an unexpected failure'));
    expect((await checkout('10.1.0.7', cookies)).statusCode).toBe(503);
    expect((await checkout('10.1.0.7', cookies)).statusCode).toBe(500);
    save.mockRestore();
    const payment = vi.spyOn(test.app.orders.payments, 'createCheckout').mockRejectedValueOnce(new Error('Stripe is down'));
    expect((await checkout('10.1.0.7', cookies)).statusCode).toBe(502);
    payment.mockRestore();
    // Three failures cost nothing: the visitor's other two turns of three are still there.
    for (let attempt = 0; attempt < 2; attempt++) expect((await checkout('10.1.0.7', cookies)).statusCode).toBe(200);
    expectRefused(await checkout('10.1.0.7', cookies), 1);
  });

  it('takes a turn before the upload is read, so a burst of parallel requests stores at most the limit', async () => {
    const form = await checkoutForm();
    const cookies = cookiesOf(await checkout('10.1.0.4'));
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('10.1.0.4', form, cookies)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429, 429, 429]);
    expect(await test.app.storage.list()).toHaveLength(3);
  });
});

describe('the checkout limits when they are not set', () => {
  it('allow 10 checkouts per 10 minutes from one visitor', async () => {
    const test = await buildTestApp(await testDatabaseEnv());
    try {
      // The first checkout issues the visitor cookie.
      const first = await test.app.inject({ method: 'POST', url: '/api/create_checkout_session', payload: await checkoutForm() });
      expect(first.statusCode).toBe(200);
      const cookies = cookiesOf(first);
      for (let attempt = 1; attempt < 10; attempt++) {
        const answer = await test.app.inject({ method: 'POST', url: '/api/create_checkout_session', cookies, payload: await checkoutForm() });
        expect(answer.statusCode).toBe(200);
      }
      const refused = await test.app.inject({ method: 'POST', url: '/api/create_checkout_session', cookies, payload: await checkoutForm() });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
    } finally {
      await test.close();
    }
  });
});

describe('the design bytes each client address may store (CHECKOUT_STORAGE_LIMIT=1/3600: 1 MB an hour)', () => {
  let test: TestApp;
  beforeEach(async () => {
    test = await buildTestApp({ ...(await testDatabaseEnv()), CHECKOUT_STORAGE_LIMIT: '1/3600', CHECKOUT_ADDRESS_LIMIT: '100/600' });
  });
  afterEach(async () => {
    await test.close();
  });

  /** A design of about 400 KB: a band of noise on a flat case. */
  const noisyDesign = async () => {
    const { width, height } = printFileSize(orderModel);
    const band = { width, height: 60 };
    return sharp({ create: { width, height, channels: 3, background: '#edafb8' } })
      .composite([{ input: randomBytes(band.width * band.height * 3), raw: { ...band, channels: 3 }, top: 0, left: 0 }])
      .png()
      .toBuffer();
  };
  const post = async (address: string, png: Buffer) =>
    test.app.inject({
      method: 'POST',
      url: '/api/create_checkout_session',
      remoteAddress: address,
      payload: multipartForm({ variantID: orderVariantID }, { bytes: new Uint8Array(png), type: 'image/png' }),
    });

  it('refuses a checkout past its address’s budget with 429, storing nothing, and lets other addresses check out', async () => {
    const design = await noisyDesign();
    expect(design.length).toBeGreaterThan(300_000);
    expect(design.length).toBeLessThan(500_000);
    expect((await post('10.3.0.1', design)).statusCode).toBe(200);
    expect((await post('10.3.0.1', design)).statusCode).toBe(200);
    const refused = await post('10.3.0.1', design);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toBe('Checkouts from your network just now fill the space kept for designs. Please try again later.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await test.app.storage.list()).toHaveLength(2);
    expect((await post('10.3.0.2', design)).statusCode).toBe(200);
  });

  it('gives back the bytes of a design the store failed to keep', async () => {
    const design = await noisyDesign();
    const save = vi.spyOn(test.app.storage, 'saveFile');
    save.mockRejectedValueOnce(storageFailure(Object.assign(new Error('no space left on device'), { code: 'ENOSPC' })));
    expect((await post('10.3.0.3', design)).statusCode).toBe(503);
    save.mockRestore();
    expect((await post('10.3.0.3', design)).statusCode).toBe(200);
    expect((await post('10.3.0.3', design)).statusCode).toBe(200);
    expect((await post('10.3.0.3', design)).statusCode).toBe(429);
  });
});
