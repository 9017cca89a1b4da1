import sharp, { type Sharp } from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findOrder } from '../../../src/server/orders/orderRepository.ts';
import type { SharedDesignAnswer } from '../../../src/shared/sharedDesign.ts';
import { printFileSize } from '../../../src/shared/catalog/templateGeometry.ts';
import { largestDifference, patchesIn, patchesPng, patchesSize } from '../../helpers/colourPatches.ts';
import { shareForm, type Picture } from '../../helpers/shareForm.ts';
import { buildTestApp, multipartForm, type TestApp } from '../../helpers/testApp.ts';
import { testDatabaseEnv } from '../orders/dbFixtures.ts';
import { orderModel, orderVariantID } from '../orders/orderFixtures.ts';

/** The colour patches in Display P3 numbers with the P3 profile, as `encode` writes them. */
const p3Patches = async (encode: (image: Sharp) => Sharp, size = patchesSize) =>
  encode(sharp(await patchesPng()).resize(size.width, size.height, { kernel: 'nearest' }).withIccProfile('p3')).toBuffer();

const wideGamut: [string, (image: Sharp) => Sharp][] = [
  ['a 16-bit PNG with a Display P3 profile', (image) => image.toColourspace('rgb16').png()],
  ['an 8-bit PNG with a Display P3 profile', (image) => image.png()],
  ['a JPEG with a Display P3 profile', (image) => image.jpeg({ quality: 95 })],
];

/** sharp's own conversion of the upload to sRGB, from its profile, and the upload's numbers read as sRGB. */
async function references(upload: Buffer) {
  return { converted: await patchesIn(sharp(upload).withIccProfile('srgb')), asTheyAre: await patchesIn(sharp(upload, { ignoreIcc: true })) };
}

/** The stored picture is sRGB: no profile, and within 8 levels of sharp's conversion of the upload, which the numbers as they were sent are not. */
async function expectSrgb(stored: Buffer, upload: Buffer) {
  const { converted, asTheyAre } = await references(upload);
  expect(largestDifference(asTheyAre, converted)).toBeGreaterThan(8);
  expect((await sharp(stored).metadata()).icc).toBeUndefined();
  expect(largestDifference(await patchesIn(sharp(stored)), converted)).toBeLessThanOrEqual(8);
}

describe('wide-gamut pictures a client sends are kept in sRGB', () => {
  let test: TestApp;
  beforeEach(async () => {
    test = await buildTestApp(await testDatabaseEnv());
  });
  afterEach(() => test.close());

  it.each(wideGamut)('the share route keeps %s converted to sRGB', async (_kind, encode) => {
    const bytes = await p3Patches(encode);
    const picture: Picture = { imageID: 'wide', name: 'wide.png', bytes, ...patchesSize };
    const shared = await test.app.inject({ method: 'POST', url: '/api/designs', payload: await shareForm([picture]) });
    expect(shared.statusCode).toBe(201);
    const opened = await test.app.inject({ method: 'GET', url: `/api/designs/${shared.json<{ id: string }>().id}` });
    const url = opened.json<SharedDesignAnswer>().design.pictures[0]?.url ?? '';
    await expectSrgb((await test.app.inject({ method: 'GET', url })).rawPayload, bytes);
  });

  it.each(wideGamut.filter(([kind]) => kind.includes('PNG')))('the checkout keeps a design that is %s as an sRGB print file', async (_kind, encode) => {
    const design = await p3Patches(encode, printFileSize(orderModel));
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/create_checkout_session',
      payload: multipartForm({ variantID: orderVariantID }, { bytes: new Uint8Array(design), name: 'template.png', type: 'image/png' }),
    });
    expect(response.statusCode).toBe(200);
    const order = await findOrder(test.app.orders.db, response.json<{ order_id: string }>().order_id);
    const stored = await test.app.storage.read(order?.design_file ?? '');
    if (!stored) throw new Error('no print file stored');
    await expectSrgb(stored, design);
  });
});
