import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, cookiesOf, errorOf, multipartForm, type TestApp } from '../../helpers/testApp.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../fixtures/heic', name));

let server: TestApp;
beforeAll(async () => {
  server = await buildTestApp();
});
afterAll(() => server.close());

const convert = (bytes: Uint8Array<ArrayBuffer>, name = 'photo.heic') =>
  server.app.inject({
    method: 'POST',
    url: '/api/convert_heic',
    payload: multipartForm({}, { bytes, name, type: 'image/heic' }),
  });

const pixel = async (image: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
};

describe('POST /api/convert_heic', () => {
  test('a camera photo becomes a JPEG of the same size', async () => {
    const response = await convert(fixture('example.heic'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1280, height: 854 });
  });

  test('an image with transparency becomes a PNG that keeps it', async () => {
    const response = await convert(fixture('with-alpha-512x512.heic'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const { data, info } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 512, height: 512, channels: 4 });
    expect(data.some((value, index) => index % 4 === 3 && value < 255)).toBe(true);
  });

  test('a 12 MP photo converts', async () => {
    const response = await convert(fixture('photo-4032x3024.heic'));
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 4032, height: 3024 });
  });

  test('the pictures are the photo’s own: the red corner stays top-left', async () => {
    const response = await convert(fixture('small-640x480.heic'));
    const [red, green] = await pixel(response.rawPayload, 10, 10);
    expect(red).toBeGreaterThan(180);
    expect(green).toBeLessThan(60);
  });

  test('the rotation the file declares (irot) is applied', async () => {
    const response = await convert(fixture('rotated-90cw.heic'));
    expect(response.statusCode).toBe(200);
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 480, height: 640 });
    const [red, green] = await pixel(response.rawPayload, 470, 10);
    expect(red).toBeGreaterThan(180);
    expect(green).toBeLessThan(60);
  });

  test.each(['malformed-crash.heic', 'malformed-fuzzed.heic', 'malformed-truncated.heic'])(
    '%s is refused with a 4xx and the server keeps converting',
    async (name) => {
      const response = await convert(fixture(name));
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(errorOf(response)).toMatch(/HEIC/);
      expect((await convert(fixture('small-640x480.heic'))).statusCode).toBe(200);
    },
  );

  test('a HEIC whose data is cut off is refused with 422 and the server keeps converting', async () => {
    const photo = fixture('photo-4032x3024.heic');
    const response = await convert(photo.subarray(0, Math.floor(photo.length / 3)));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatch(/could not be read/);
    expect((await convert(fixture('small-640x480.heic'))).statusCode).toBe(200);
  });

  test('a HEIC cut off inside its first box is damaged (422), not another kind of file (issue 53)', async () => {
    for (const length of [12, 16, 20, 27]) {
      const response = await convert(fixture('small-640x480.heic').subarray(0, length));
      expect(response.statusCode, `${length} bytes`).toBe(422);
      expect(errorOf(response)).toBe('The photo could not be read: the HEIC file is damaged or unsupported.');
    }
  });

  test('a JPEG named .heic is refused as not HEIC (recognised by bytes, not name)', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).jpeg().toBuffer();
    const response = await convert(new Uint8Array(jpeg));
    expect(response.statusCode).toBe(415);
    expect(errorOf(response)).toBe('This is not a HEIC or HEIF photo.');
  });

  test('a photo declaring more pixels than the limit is refused before decoding', async () => {
    const photo = Buffer.from(fixture('small-640x480.heic'));
    // Rewrite the ispe property (image spatial extents) to 20000×20000.
    const ispe = photo.indexOf('ispe');
    photo.writeUInt32BE(20_000, ispe + 8);
    photo.writeUInt32BE(20_000, ispe + 12);
    const response = await convert(new Uint8Array(photo));
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toMatch(/too large \(20000×20000\)/);
  });

  test('no file is a 400', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/convert_heic',
      payload: multipartForm({ note: 'no file' }),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe('No file was sent (form field "file").');
  });

  test('a file over 30 MB is a 413', async () => {
    const response = await convert(new Uint8Array(30 * 1024 * 1024 + 1));
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toBe('The file is too large (the limit is 30 MB).');
  });

  test('a body that is not multipart is a 415', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/convert_heic', payload: { file: 'x' } });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response)).toBe('Send the file as multipart/form-data.');
  });
});

describe('POST /api/convert_heic is fair to every shopper', () => {
  let fair: TestApp;
  beforeAll(async () => {
    fair = await buildTestApp();
  });
  afterAll(() => fair.close());

  const convertAs = (address: string, cookies?: Record<string, string>) =>
    fair.app.inject({
      method: 'POST',
      url: '/api/convert_heic',
      remoteAddress: address,
      cookies,
      payload: multipartForm({}, { bytes: fixture('photo-4032x3024.heic'), name: 'photo.heic', type: 'image/heic' }),
    });
  const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode);

  // Refused places are answered at once: 429 from the conversion queue, or 503 from the upload
  // guard (half the upload places per address), both with Retry-After.
  const refusedAtOnce = (answers: { statusCode: number; headers: Record<string, unknown> }[]) =>
    answers.filter((answer) => [429, 503].includes(answer.statusCode) && answer.headers['retry-after']);

  test('one visitor running 9 conversions at once gets one, and another shopper is not starved', async () => {
    // A first post (no file: 400) issues the visitor cookie.
    const first = await fair.app.inject({ method: 'POST', url: '/api/convert_heic', remoteAddress: '10.2.0.1', payload: multipartForm({}) });
    const cookies = cookiesOf(first);
    expect(Object.keys(cookies)).toEqual(['visitor']);
    const flood = Promise.all(Array.from({ length: 9 }, () => convertAs('10.2.0.1', cookies)));
    const other = await convertAs('10.2.0.2');
    const answers = await flood;
    expect(other.statusCode).toBe(200);
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(1);
    expect(refusedAtOnce(answers)).toHaveLength(8);
    const queueRefusal = answers.find((answer) => answer.statusCode === 429);
    expect(queueRefusal && errorOf(queueRefusal)).toBe('Your previous photo is still being converted. Please try again in a moment.');
  });

  test('a client that drops its cookie gets at most three places for its address', async () => {
    const flood = Promise.all(Array.from({ length: 9 }, () => convertAs('10.2.0.3')));
    const other = await convertAs('10.2.0.4');
    const answers = await flood;
    expect(other.statusCode).toBe(200);
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(3);
    expect(refusedAtOnce(answers)).toHaveLength(6);
  });
});
