import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { phoneModels, variantIdFor } from '../../../src/shared/catalog/catalog.ts';
import { printFileSize } from '../../../src/shared/catalog/templateGeometry.ts';
import { designPng, variantOf } from '../../helpers/designPng.ts';
import { startFakePrintful, type FakePrintful } from '../../helpers/fakePrintful.ts';
import { buildTestApp, errorOf, multipartForm, type TestApp } from '../../helpers/testApp.ts';

let fake: FakePrintful;
let server: TestApp;

beforeAll(async () => {
  fake = await startFakePrintful({ pendingPolls: 0 });
  server = await buildTestApp({
    PRINTFUL_API_KEY: fake.apiKey,
    PRINTFUL_API_BASE: fake.baseUrl,
    PUBLIC_URL: 'https://shop.example.com',
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const preview = (png: Buffer<ArrayBuffer>, address: string, variantID = variantOf()) =>
  server.app.inject({
    method: 'POST',
    url: '/api/preview_printful_product',
    remoteAddress: address,
    payload: multipartForm({ variantID }, { bytes: png, name: 'template.png', type: 'image/png' }),
  });

describe('POST /api/preview_printful_product with Printful', () => {
  test('answers our own links to the copied Printful mockups', async () => {
    const response = await preview(await designPng('#edafb8'), '10.1.0.1');
    expect(response.statusCode).toBe(200);
    const links = response.json<{ product_image_links: string[] }>().product_image_links;
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toMatch(/^https:\/\/shop\.example\.com\/files\/[0-9a-f]{32}\.jpg$/);
      const image = await server.app.inject({ method: 'GET', url: new URL(link).pathname });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'jpeg' });
    }
    expect(fake.tasks.size).toBe(1);
  });

  test('a model Printful cannot print (a test-mode variant) is a 400', async () => {
    const model = phoneModels.find((candidate) => candidate.variants.matte === null);
    if (!model) throw new Error('every model has ids; pick another test');
    const response = await preview(await designPng('#000', printFileSize(model)), '10.1.0.2', variantIdFor(model, 'Matte'));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(`${model.name} cases cannot be printed yet.`);
  });

  test('a failed mockup task is a 502 and does not cost the visitor their turn', async () => {
    fake.failTasks('Could not download the print file');
    const failed = await preview(await designPng('#b0c4b1'), '10.1.0.3');
    expect(failed.statusCode).toBe(502);
    expect(errorOf(failed)).toBe('The print provider could not make a mockup of this design.');
    fake.failTasks(undefined);
    expect((await preview(await designPng('#b0c4b2'), '10.1.0.3')).statusCode).toBe(200);
  });
});
