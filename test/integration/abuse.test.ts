import type { LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { damagedUploadsMessage } from '../../src/server/plugins/damagedUploads.ts';
import { createS3Client, createS3Storage } from '../../src/server/plugins/s3Storage.ts';
import { uploadDirectory } from '../../src/server/plugins/uploads.ts';
import { isOfflineCached } from '../../src/shared/offlineCaches.ts';
import type { AdminSession } from '../../src/shared/adminApi.ts';
import { printFileSize } from '../../src/shared/catalog/templateGeometry.ts';
import { flippedInIdat, pngChunk, withChunkBeforeEnd } from '../helpers/brokenPng.ts';
import { randomWalkPng } from '../helpers/images.ts';
import { pacedUpload } from '../helpers/pacedUpload.ts';
import { designOf, pngPicture, shareForm } from '../helpers/shareForm.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtpServer.ts';
import { startStoreProcess, type StoreProcess } from '../helpers/storeProcess.ts';
import { s3EnvUnderTest } from '../helpers/storageUnderTest.ts';
import { buildTestApp, cookiesOf, errorOf, multipartForm, type TestApp } from '../helpers/testApp.ts';
import { workboxRoutes } from '../helpers/workboxRoutes.ts';
import { ownerPassword, ownerPasswordHash, storeOrigin } from '../server/admin/adminFixtures.ts';
import { testDatabaseEnv } from '../server/orders/dbFixtures.ts';
import { designPng, orderModel, orderVariantID, testPaymentForm } from '../server/orders/orderFixtures.ts';

/*
 * What an attacker tried against the store (issue 36), each against the real servers of the
 * `scaleout` project: PostgreSQL, Redis and an S3-compatible bucket, in process (buildTestApp) or
 * as real store processes (src/server/main.ts).
 */

/** A multipart body of a design and its variant, as the editor's Checkout sends it. */
function checkoutBody(png: Buffer, boundary = 'abuse-test'): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="variantID"\r\n\r\n${orderVariantID}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="template.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

let textDesign: Promise<Buffer> | undefined;
/** A photo-like print-size design (a random walk: compact only with PNG's row filters) carrying a text chunk. */
const designWithText = () => {
  const { width, height } = printFileSize(orderModel);
  textDesign ??= randomWalkPng(width, height).then((png) => withChunkBeforeEnd(png, pngChunk('tEXt', Buffer.from('Comment\0made by hand'))));
  return textDesign;
};

/** A design export that compresses far better as a PNG than as a lossy WebP: thin grid lines on a flat colour. */
async function gridPreview(): Promise<Buffer> {
  const { width, height } = printFileSize(orderModel);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set(x % 8 === 0 || y % 8 === 0 ? [0, 0, 0] : [237, 175, 184], (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
}

const orderIdOf = (response: LightMyRequestResponse) => response.json<{ order_id: string }>().order_id;

/** The variables of a store process on the project's PostgreSQL (a new database), Redis and S3 (a new bucket). */
async function scaleOutEnv(): Promise<Record<string, string>> {
  const redisUrl = inject('redisUrl');
  if (!redisUrl) throw new Error('The abuse test needs the test Redis server');
  return {
    ...(await testDatabaseEnv()),
    ...(await s3EnvUnderTest()),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}`,
    COOKIE_SECRET: randomBytes(32).toString('hex'),
  };
}

describe('checkouts cannot fill the disk', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp({ ...(await testDatabaseEnv()), CHECKOUT_STORAGE_LIMIT: '3/3600' });
  }, 30_000);
  afterAll(() => test.close());

  const checkout = (address: string, png: Buffer) =>
    test.app.inject({
      method: 'POST',
      url: '/api/create_checkout_session',
      remoteAddress: address,
      headers: { 'content-type': 'multipart/form-data; boundary=abuse-test' },
      payload: checkoutBody(png),
    });

  it('stores a design with a text chunk at most 1.1 times the bytes sent (it was 5.3 times)', async () => {
    const design = await designWithText();
    const answer = await checkout('10.36.1.1', design);
    expect(answer.statusCode).toBe(200);
    const order = await test.app.orders.db.selectFrom('orders').select('design_file').where('id', '=', orderIdOf(answer)).executeTakeFirst();
    const stored = await test.app.storage.read(order?.design_file ?? '');
    expect(stored?.length).toBeLessThanOrEqual(design.length * 1.1);
  }, 30_000);

  it('counts what each address stores against CHECKOUT_STORAGE_LIMIT, refusing more with 429', async () => {
    const design = await designWithText();
    expect(design.length).toBeGreaterThan(1.5 * 1024 * 1024);
    // 3 MB an hour: the design above took more than half of it.
    const refused = await checkout('10.36.1.1', design);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toBe('Checkouts from your network just now fill the space kept for designs. Please try again later.');
    expect((await checkout('10.36.1.2', design)).statusCode).toBe(200);
  }, 30_000);
});

describe('shares keep no more than was sent, and only what decodes', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp(await testDatabaseEnv());
  }, 30_000);
  afterAll(() => test.close());

  const share = async (address: string, form: FormData, cookies: Record<string, string> = {}) =>
    test.app.inject({ method: 'POST', url: '/api/designs', remoteAddress: address, cookies, payload: form });

  it('stores a compressible preview, the only picture of a share of words and colours, at most 1.1 times its bytes', async () => {
    const preview = await gridPreview();
    const answer = await share('10.36.2.1', await shareForm([], { preview }));
    expect(answer.statusCode).toBe(201);
    const shared = (await test.app.inject({ method: 'GET', url: `/api/designs/${answer.json<{ id: string }>().id}` })).json<{ previewUrl: string }>();
    const stored = await test.app.storage.read(shared.previewUrl.split('/').at(-1) ?? '');
    expect(stored?.length).toBeLessThanOrEqual(preview.length * 1.1);
    // It is the picture sent: every pixel as it was (a PNG kept from its own chunks).
    expect((await sharp(stored).raw().toBuffer()).equals(await sharp(preview).raw().toBuffer())).toBe(true);
  }, 30_000);

  it('refuses an interlaced PNG with one byte flipped in its pixel data (CRC and zlib data wrong) with 422', async () => {
    const picture = await pngPicture('flipped', 400, 300);
    picture.bytes = flippedInIdat(await sharp(await randomWalkPng(400, 300)).png({ progressive: true }).toBuffer());
    const answer = await share('10.36.2.2', await shareForm([picture]));
    expect(answer.statusCode).toBe(422);
    expect(errorOf(answer)).toBe('The picture flipped.png is damaged and could not be read.');
  }, 30_000);

  it('checks every picture’s header and size before decoding any', async () => {
    const damaged = await pngPicture('damaged');
    damaged.bytes = flippedInIdat(damaged.bytes);
    const misdeclared = await pngPicture('misdeclared', 300, 200);
    // The design says 300×200; the picture sent is 200×300.
    misdeclared.bytes = (await pngPicture('x', 200, 300)).bytes;
    const answer = await share('10.36.2.3', await shareForm([damaged, misdeclared]));
    expect(answer.statusCode).toBe(400);
    expect(errorOf(answer)).toBe('The picture misdeclared.png is 200×300 pixels, not 300×200 as the design says.');
  }, 30_000);

  it('counts shares refused for damaged pictures against their visitor: 429 past 10 an hour', async () => {
    const good = await Promise.all(['a', 'b', 'c'].map((id) => pngPicture(id)));
    const last = await pngPicture('last');
    last.bytes = flippedInIdat(last.bytes);
    const failing = await shareForm([...good, last], { design: designOf([...good, last]) });
    const first = await share('10.36.2.4', failing);
    expect(first.statusCode).toBe(422);
    for (let attempt = 1; attempt < 10; attempt++) expect((await share('10.36.2.4', failing, cookiesOf(first))).statusCode).toBe(422);
    const locked = await share('10.36.2.4', await shareForm(good), cookiesOf(first));
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked)).toBe(damagedUploadsMessage);
    expect((await share('10.36.2.5', await shareForm(good))).statusCode).toBe(201);
  }, 60_000);
});

describe('damaged uploads lock out no one but their sender (issue 53)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp(await testDatabaseEnv());
  }, 30_000);
  afterAll(() => test.close());

  const post = (url: string, address: string, payload: FormData, cookies: Record<string, string> = {}) =>
    test.app.inject({ method: 'POST', url, remoteAddress: address, cookies, payload });
  const heicPhoto = readFileSync(join(import.meta.dirname, '../fixtures/heic/small-640x480.heic'));
  const heicForm = (bytes: Buffer) => multipartForm({}, { bytes: new Uint8Array(bytes), name: 'IMG_0001.heic', type: 'image/heic' });
  const designForm = (png: Buffer) => multipartForm({ variantID: orderVariantID }, { bytes: new Uint8Array(png), name: 'template.png', type: 'image/png' });

  it('one visitor sends 100 damaged designs from a shared address; another shopper there uploads three good files, all served', async () => {
    const household = '10.53.2.1';
    const damaged = designForm(flippedInIdat(await designPng()));
    const first = await post('/api/create_checkout_session', household, damaged);
    const statuses = [first.statusCode];
    for (let attempt = 1; attempt < 100; attempt++) statuses.push((await post('/api/create_checkout_session', household, damaged, cookiesOf(first))).statusCode);
    // Ten decoded and refused as damaged, then the sender alone is refused before its uploads are read.
    expect(statuses.filter((status) => status === 422)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(90);

    const checkout = await post('/api/create_checkout_session', household, designForm(await designPng()));
    expect(checkout.statusCode).toBe(200);
    const photo = await post('/api/convert_heic', household, heicForm(heicPhoto), cookiesOf(checkout));
    expect(photo.statusCode).toBe(200);
    const shared = await post('/api/designs', household, await shareForm([await pngPicture('good')]), cookiesOf(checkout));
    expect(shared.statusCode).toBe(201);
  }, 120_000);

  it('answers a HEIC cut off in its first box 422 and counts it as damaged, against its sender only', async () => {
    const cut = heicForm(heicPhoto.subarray(0, 20));
    const first = await post('/api/convert_heic', '10.53.2.2', cut);
    expect(first.statusCode).toBe(422);
    expect(errorOf(first)).toBe('The photo could not be read: the HEIC file is damaged or unsupported.');
    for (let attempt = 1; attempt < 10; attempt++) expect((await post('/api/convert_heic', '10.53.2.2', cut, cookiesOf(first))).statusCode).toBe(422);
    const locked = await post('/api/convert_heic', '10.53.2.2', heicForm(heicPhoto), cookiesOf(first));
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked)).toBe(damagedUploadsMessage);
    expect((await post('/api/convert_heic', '10.53.2.2', heicForm(heicPhoto))).statusCode).toBe(200);
  }, 60_000);
});

describe('per-address limits behind a proxy (TRUST_PROXY=true, CHECKOUT_ADDRESS_LIMIT=3/600)', () => {
  let test: TestApp;
  let url: string;
  beforeAll(async () => {
    test = await buildTestApp({ ...(await testDatabaseEnv()), TRUST_PROXY: 'true', CHECKOUT_ADDRESS_LIMIT: '3/600' });
    // The proxy reaches the store over IPv6 loopback.
    await test.app.listen({ host: '::1', port: 0 });
    url = `http://[::1]:${(test.app.server.address() as { port: number }).port}`;
  }, 30_000);
  afterAll(() => test.close());

  const checkoutFrom = async (client: string) =>
    fetch(`${url}/api/create_checkout_session`, {
      method: 'POST',
      headers: { 'x-forwarded-for': client },
      body: multipartForm({ variantID: orderVariantID }, { bytes: new Uint8Array(await designPng()), type: 'image/png' }),
    });

  it('group the IPv6 addresses of one /64: a household cannot walk round them by changing the last bits', async () => {
    for (const client of ['2001:db8:36:1::1', '2001:db8:36:1::2', '2001:db8:36:1:ffff:1:2:3']) expect((await checkoutFrom(client)).status).toBe(200);
    expect((await checkoutFrom('2001:db8:36:1::4')).status).toBe(429);
    // Another /64, and an IPv4 client, are others.
    expect((await checkoutFrom('2001:db8:36:2::1')).status).toBe(200);
    expect((await checkoutFrom('192.0.2.36')).status).toBe(200);
  }, 30_000);

  // Issue 53: every per-address limit keys on addressKey, so checkouts stand for them all here.
  it('count a client the same in every form a proxy writes it in: with a port, in brackets, mapped, padded, upper case', async () => {
    for (const client of ['198.51.100.53', '198.51.100.53:4431', '[::ffff:198.51.100.53]:80']) expect((await checkoutFrom(client)).status).toBe(200);
    expect((await checkoutFrom('::FFFF:198.51.100.53')).status).toBe(429);
    for (const client of ['[2001:db8:53::1]:443', '[2001:DB8:53::2]', '2001:0db8:0053:0000:0000:0000:0000:0003']) {
      expect((await checkoutFrom(client)).status).toBe(200);
    }
    expect((await checkoutFrom('2001:db8:53:0:ffff::9')).status).toBe(429);
  }, 30_000);

  it('count an entry that names no address as the proxy that wrote it, not as a new client each time', async () => {
    for (const client of ['unknown', '_hidden', '198.51.100.54:port']) expect((await checkoutFrom(client)).status).toBe(200);
    expect((await checkoutFrom('not-an-address')).status).toBe(429);
    expect((await checkoutFrom('198.51.100.54')).status).toBe(200);
  }, 30_000);
});

describe('the owner’s sign-in from many addresses (issue 53)', () => {
  let test: TestApp;
  beforeAll(async () => {
    // A cap of 20 rather than the default 100: the same rule, for a fifth of the scrypt checks' time.
    test = await buildTestApp({ ...(await testDatabaseEnv()), ADMIN_PASSWORD_HASH: await ownerPasswordHash(), ADMIN_SIGN_IN_LIMIT: '20/3600' });
  }, 30_000);
  afterAll(() => test.close());

  const signInFrom = (address: string, password: string, cookies: Record<string, string> = {}) =>
    test.app.inject({ method: 'POST', url: '/api/admin/session', remoteAddress: address, cookies, headers: { origin: storeOrigin }, payload: { password } });

  it('has a cap across all of them: ADMIN_SIGN_IN_LIMIT wrong passwords an hour, 5 from each of 4 addresses, close it to new devices', async () => {
    const owner = await signInFrom('198.51.100.53', ownerPassword);
    expect(owner.statusCode).toBe(200);
    for (let batch = 0; batch < 2; batch++) {
      // Ten at once: as many as the store checks and lets wait, so none is refused as busy.
      const guesses = Array.from({ length: 10 }, (_, index) => signInFrom(`203.0.113.${batch * 2 + (index % 2) + 1}`, `guess ${batch}-${index}`));
      expect((await Promise.all(guesses)).map((response) => response.statusCode)).toEqual(Array<number>(10).fill(401));
    }
    const closed = await signInFrom('203.0.113.53', ownerPassword);
    expect(closed.statusCode).toBe(429);
    expect(errorOf(closed)).toMatch(/^Sign-in is closed for 60 minutes/);
    // The owner, from a device that has signed in before, gets in and is told.
    const again = await signInFrom('192.0.2.53', ownerPassword, cookiesOf(owner));
    expect(again.statusCode).toBe(200);
    expect(again.json<AdminSession>().sign_in).toMatchObject({ wrong_passwords: 20, limit: 20 });
  }, 60_000);
});

describe('the service worker keeps only what the README says (issue 53)', () => {
  const origin = 'https://casecollage.example';
  let routes: Awaited<ReturnType<typeof workboxRoutes>>;
  beforeAll(async () => {
    routes = await workboxRoutes(origin);
  });

  it('matches the path alone: an /api/ or /files/ address whose query or path ends like a kept file is never kept', () => {
    const crafted = [
      '/api/orders/abc?x=/art/2a93a4c40529/1f436.svg',
      '/api/designs/abc?/art/0/x.json',
      '/files/print-1.png?f=/media/sample-case.webp',
      '/files/print-1.png?/phone_templates/iphone-15.svg',
      '/api/admin/orders?q=/assets/font.woff2',
      '/api/orders/abc?next=/api/catalog',
      '/metrics?/media/a.png',
      '/files/x/art/0/x.svg',
      '/api/x/media/a.png',
    ];
    for (const path of crafted) {
      expect(routes.runtimeCached(`${origin}${path}`), path).toBe(false);
      expect(isOfflineCached(`${origin}${path}`), path).toBe(false);
    }
    // The same files without the trick are kept.
    expect(routes.runtimeCached(`${origin}/art/2a93a4c40529/1f436.svg`)).toBe(true);
  });

  it('leaves the server’s own paths to the server whatever their query', () => {
    for (const path of ['/admin?x=1', '/metrics?x=1', '/api/orders/abc?/editor']) expect(routes.answeredWithPage(`${origin}${path}`), path).toBe(false);
  });
});

describe('the upload places cannot be held, by any number of addresses (issue 53)', () => {
  let store: StoreProcess;
  let port: number;
  const uploads: { socket: Socket; answered: boolean }[] = [];
  beforeAll(async () => {
    store = await startStoreProcess({ ...(await scaleOutEnv()), LOG_LEVEL: 'warn', CHECKOUT_ADDRESS_LIMIT: '100/600' });
    port = Number(new URL(store.url).port);
  }, 30_000);
  afterEach(() => {
    for (const { socket } of uploads.splice(0)) socket.destroy();
  });
  afterAll(() => store.stop());

  /** Holds `plan[i]` uploads from the i-th address (127.53.0.1, .2, …), each paced at `bytesPerSecond` (pacedUpload). */
  async function holdPlaces(plan: readonly number[], bytesPerSecond: number): Promise<void> {
    for (const [index, count] of plan.entries()) {
      for (let held = 0; held < count; held++) {
        const upload = { socket: await pacedUpload(port, `127.53.${index >> 8}.${(index & 255) + 1}`, bytesPerSecond), answered: false };
        upload.socket.on('data', () => (upload.answered = true));
        uploads.push(upload);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  /** Posts `form` from the client address `localAddress`; answers the status. */
  async function postFrom(localAddress: string, path: string, form: FormData): Promise<number> {
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    const headers = { 'content-type': encoded.headers.get('content-type') ?? '', 'content-length': String(body.length) };
    return new Promise((resolve, reject) => {
      const post = request({ host: '127.0.0.1', port, path, method: 'POST', localAddress, headers }, (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      });
      post.once('error', reject);
      post.end(body);
    });
  }

  /** A fresh visitor's checkout, HEIC photo and share, from an address of its own: their statuses. */
  async function freshVisitor(visitor: string): Promise<number[]> {
    const design = { bytes: new Uint8Array(await designPng()), name: 'template.png', type: 'image/png' };
    const heic = new Uint8Array(readFileSync(join(import.meta.dirname, '../fixtures/heic/small-640x480.heic')));
    return [
      await postFrom(visitor, '/api/create_checkout_session', multipartForm({ variantID: orderVariantID }, design)),
      await postFrom(visitor, '/api/convert_heic', multipartForm({}, { bytes: heic, name: 'photo.heic', type: 'image/heic' })),
      await postFrom(visitor, '/api/designs', await shareForm([await pngPicture('p')])),
    ];
  }

  /** Just above the minimum pace (BODY_MIN_KB_PER_SECOND, 16 KiB/s), as the audit sent. */
  const justAbovePace = 16_600;

  it('by 28 addresses, 12 holding four uploads and 16 one, each just above the minimum pace (1.06 MB/s): a fresh visitor is served', async () => {
    await holdPlaces([...Array<number>(12).fill(4), ...Array<number>(16).fill(1)], justAbovePace);
    expect(await freshVisitor('127.53.200.1')).toEqual([200, 200, 201]);
    // No upload still being received was cut to let the visitor in.
    expect(uploads.filter(({ socket, answered }) => !answered && socket.destroyed)).toEqual([]);
  }, 60_000);

  it('by 100 addresses with as many uploads as 10 MB/s pays for at the minimum pace (600 uploads, 9.96 MB/s): a fresh visitor is served', async () => {
    await holdPlaces(Array<number>(100).fill(6), justAbovePace);
    expect(await freshVisitor('127.53.200.2')).toEqual([200, 200, 201]);
    expect(uploads.filter(({ socket, answered }) => !answered && socket.destroyed)).toEqual([]);
  }, 120_000);
});

describe('a real store process on PostgreSQL, Redis and S3', () => {
  let shared: Record<string, string>;
  let store: StoreProcess | undefined;
  beforeAll(async () => {
    shared = await scaleOutEnv();
  }, 30_000);
  afterEach(async () => {
    await store?.stop();
    store = undefined;
  });

  /** The orders in the database, with their designs. */
  async function orders(): Promise<{ id: string; design_file: string | null }[]> {
    const client = new pg.Client({ connectionString: shared.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query<{ id: string; design_file: string | null }>('SELECT id, design_file FROM orders')).rows;
    } finally {
      await client.end();
    }
  }

  /** Whether a store process on this host holds a temporary upload of exactly `bytes`. */
  async function temporaryUploadOf(bytes: number): Promise<boolean> {
    for (const directory of await readdir(uploadDirectory).catch(() => [])) {
      const files = await readdir(join(uploadDirectory, directory)).catch(() => []);
      const sizes = await Promise.all(files.map((file) => stat(join(uploadDirectory, directory, file)).then(({ size }) => size, () => 0)));
      if (sizes.includes(bytes)) return true;
    }
    return false;
  }

  /** Opens a connection and sends the head of a checkout of `body`; answers what it receives. */
  async function startCheckout(url: string, body: Buffer) {
    const { port } = new URL(url);
    const socket = connect({ host: '127.0.0.1', port: Number(port) });
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.on('error', () => undefined);
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      'POST /api/create_checkout_session HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `Content-Type: multipart/form-data; boundary=abuse-test\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    const send = (bytes: Buffer) => new Promise<void>((resolve) => socket.write(bytes, () => resolve()));
    return { socket, send, received: () => received, closed };
  }

  it('finishes a checkout in flight when told to stop, even one whose client has left, before closing', async () => {
    store = await startStoreProcess(shared);
    const before = (await orders()).length;
    // A shopper still sending a design, and one who sent a design that takes work (it carries
    // text, so it is checked and kept from its pixel chunks) and left without waiting for the answer.
    const sending = checkoutBody(await designPng());
    const design = await designWithText();
    const left = checkoutBody(design);
    const connected = await startCheckout(store.url, sending);
    await connected.send(sending.subarray(0, sending.length / 2));
    const leaving = await startCheckout(store.url, left);
    await leaving.send(left);
    // The client leaves once the store has received its whole design (its temporary file has it all).
    while (!(await temporaryUploadOf(design.length))) await new Promise((resolve) => setTimeout(resolve, 10));
    leaving.socket.destroy();
    store.signal('SIGTERM');
    await connected.send(sending.subarray(sending.length / 2));
    await connected.closed;
    expect(connected.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(await store.exited).toBe(0);

    const problems = store.logs.filter((line) => /ENOENT|could not save your file/.test(JSON.stringify(line)));
    expect(problems).toEqual([]);
    // Both orders were recorded, each with its design in the bucket.
    const made = (await orders()).slice(before);
    expect(made).toHaveLength(2);
    const bucket = createS3Storage(createS3Client({ ...shared, S3_FORCE_PATH_STYLE: true, AWS_REGION: undefined }), shared.S3_BUCKET ?? '', undefined);
    for (const { design_file: design } of made) expect(await bucket.exists(design ?? '')).toBe(true);
    bucket.close();
  }, 60_000);
});

describe('a real store process sending e-mails', () => {
  let smtp: TestSmtpServer;
  let store: StoreProcess;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    store = await startStoreProcess({
      ...(await scaleOutEnv()),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Case Collage <orders@shop.example>',
      PUBLIC_URL: 'https://shop.example',
      // Once at start-up, then hourly: the fallback.
      MAIL_POLL_SECONDS: '3600',
    });
  }, 30_000);
  afterAll(async () => {
    await store.stop();
    await smtp.close();
  });

  it('hands the order confirmation to the SMTP server as soon as the payment is recorded, not at the next look at the outbox', async () => {
    const checkout = await fetch(`${store.url}/api/create_checkout_session`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=abuse-test' },
      body: new Uint8Array(checkoutBody(await designPng())),
    });
    const { order_id: orderId } = (await checkout.json()) as { order_id: string };
    const paid = await fetch(`${store.url}/api/test_payment/${orderId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(testPaymentForm),
    });
    expect(paid.status).toBe(200);
    // The test's time limit (10 s from just after start-up, when the worker looked at the outbox
    // first) fails it otherwise: the worker used to look again only 15 s later.
    while (!smtp.received.some((mail) => mail.subject === 'Your Case Collage order is confirmed')) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }, 10_000);
});
