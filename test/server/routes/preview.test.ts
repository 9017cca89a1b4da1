import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { crc32 } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { phoneModels, variantIdFor } from '../../../src/shared/catalog/catalog.ts';
import { printFileSize } from '../../../src/shared/catalog/templateGeometry.ts';
import { designPng, testModel, variantOf } from '../../helpers/designPng.ts';
import { buildTestApp, cookiesOf, errorOf, multipartForm, type TestApp } from '../../helpers/testApp.ts';

let server: TestApp;
let nextAddress = 1;
/** Every test is a different visitor, on its own address. */
const newAddress = () => `10.0.0.${nextAddress++}`;

beforeAll(async () => {
  server = await buildTestApp();
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

interface PreviewRequest {
  png: Buffer<ArrayBuffer>;
  variantID?: string;
  address: string;
  cookies?: Record<string, string>;
  fields?: Record<string, string>;
}

const preview = ({ png, variantID = variantOf(), address, cookies, fields }: PreviewRequest) =>
  server.app.inject({
    method: 'POST',
    url: '/api/preview_printful_product',
    remoteAddress: address,
    cookies,
    payload: multipartForm({ variantID, uuid: 'a1b2c3d4-e5f6', ...fields }, { bytes: png, name: 'template.png', type: 'image/png' }),
  });

const linksOf = (response: LightMyRequestResponse) =>
  response.json<{ product_image_links: string[] }>().product_image_links;
const storedFiles = async () => (await server.app.storage.list()).length;

describe('POST /api/preview_printful_product (local renderer)', () => {
  test('answers links to a stored WebP mockup, served with HEAD too', async () => {
    const response = await preview({ png: await designPng('#edafb8'), address: newAddress() });
    expect(response.statusCode).toBe(200);
    const links = linksOf(response);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^\/files\/[0-9a-f]{32}\.webp$/);
    const head = await server.app.inject({ method: 'HEAD', url: links[0] ?? '' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    const image = await server.app.inject({ method: 'GET', url: links[0] ?? '' });
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 720, height: 1000 });
  });

  test('a test-mode variant (model without Printful ids) renders in test mode', async () => {
    const model = phoneModels.find((candidate) => candidate.variants.matte === null);
    if (!model) throw new Error('every model has ids; pick another test');
    const response = await preview({
      png: await designPng('#b0c4b1', printFileSize(model)),
      variantID: variantIdFor(model, 'Matte'),
      address: newAddress(),
    });
    expect(response.statusCode).toBe(200);
  });

  test('an unknown or missing variantID is a 400', async () => {
    const png = await designPng('#f7e1d7');
    const unknown = await preview({ png, variantID: '999999', address: newAddress() });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toBe('Unknown variantID: choose a phone model from the catalog.');
    const missing = await preview({ png, variantID: ' ', address: newAddress() });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toBe('variantID is required.');
  });

  test('a PNG of the wrong size for the model is a 400 naming the size', async () => {
    const { width, height } = printFileSize(testModel());
    const response = await preview({ png: await designPng('#f7e1d7', { width: width - 2, height }), address: newAddress() });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(
      `The design must be ${width}×${height} pixels for iPhone 16 Pro Max (got ${width - 2}×${height}).`,
    );
  });

  test.each([
    [15_000, 'got 15000×15000'],
    [40_000, 'got 40000×40000'],
  ])('a decompression bomb (a %i² PNG header) is refused from its header, undecoded', async (side, message) => {
    // A real 16×16 PNG whose header (IHDR, with a valid CRC) claims side×side pixels.
    const bomb = Buffer.from(await designPng('#000000', { width: 16, height: 16 }));
    bomb.writeUInt32BE(side, 16);
    bomb.writeUInt32BE(side, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const response = await preview({ png: bomb, address: newAddress() });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toContain(message);
  });

  test('a file that is not a PNG is a 400, whatever its name and type say', async () => {
    const jpeg = await sharp({ create: { ...printFileSize(testModel()), channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const response = await preview({ png: Buffer.from(jpeg), address: newAddress() });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe('The design must be a PNG image.');
  });

  test('a PNG whose pixel data is cut off is a 422 and the server still renders', async () => {
    const png = await designPng('#4a5759');
    const response = await preview({ png: png.subarray(0, 200), address: newAddress() });
    expect(response.statusCode).toBe(422);
    expect((await preview({ png, address: newAddress() })).statusCode).toBe(200);
  });

  test('an odd uuid is a 400', async () => {
    const response = await preview({ png: await designPng('#4a5759'), address: newAddress(), fields: { uuid: '../etc' } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe('uuid is not valid.');
  });

  test('a second preview within 120 s is a 429, with or without the cookie, until the time is up', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const address = newAddress();
    const first = await preview({ png: await designPng('#123456'), address });
    expect(first.statusCode).toBe(200);
    const cookies = cookiesOf(first);
    expect(Object.keys(cookies)).toContain('visitor');

    const again = await preview({ png: await designPng('#123457'), address, cookies });
    expect(again.statusCode).toBe(429);
    expect(errorOf(again)).toBe('You can only create a mock every 2 minutes.');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(110);

    const cookieDropped = await preview({ png: await designPng('#123458'), address });
    expect(cookieDropped.statusCode).toBe(429);
    expect(errorOf(cookieDropped)).toBe('You can only create a mock every 2 minutes.');

    const otherNetwork = await preview({ png: await designPng('#123459'), address: newAddress(), cookies });
    expect(otherNetwork.statusCode).toBe(429);

    vi.setSystemTime(Date.now() + 121_000);
    expect((await preview({ png: await designPng('#12345a'), address, cookies })).statusCode).toBe(200);
  });

  test('within the cooldown even the same design is refused before its upload is read', async () => {
    const png = await designPng('#654321');
    const address = newAddress();
    const first = await preview({ png, address });
    expect(first.statusCode).toBe(200);
    const again = await preview({ png, address, cookies: cookiesOf(first) });
    expect(again.statusCode).toBe(429);
    expect(errorOf(again)).toBe('You can only create a mock every 2 minutes.');
  });

  test('after the cooldown, the same design on the same variant is served from the cache and costs no turn', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const png = await designPng('#765432');
    const address = newAddress();
    const first = await preview({ png, address });
    const filesAfterFirst = await storedFiles();
    vi.setSystemTime(Date.now() + 121_000);
    const second = await preview({ png, address, cookies: cookiesOf(first) });
    expect(second.statusCode).toBe(200);
    expect(linksOf(second)).toEqual(linksOf(first));
    expect(await storedFiles()).toBe(filesAfterFirst);
    // The cached answer started no cooldown: a new render is allowed at once.
    const glossy = await preview({ png, address, variantID: variantOf('Glossy') });
    expect(glossy.statusCode).toBe(200);
    expect(await storedFiles()).toBeGreaterThan(filesAfterFirst);
  });

  test('sets the signed httpOnly visitor cookie on the first call', async () => {
    const response = await preview({ png: await designPng('#abcdef'), address: newAddress() });
    const cookie = response.cookies.find((entry) => entry.name === 'visitor');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });
});
