import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { damagedUploadLimit, damagedUploadsMessage } from '../../../src/server/plugins/damagedUploads.ts';
import { flippedInIdat } from '../../helpers/brokenPng.ts';
import { pngPicture, shareForm } from '../../helpers/shareForm.ts';
import { buildTestApp, errorOf, multipartForm, type TestApp } from '../../helpers/testApp.ts';
import { designPng, orderVariantID } from '../orders/orderFixtures.ts';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp({ CHECKOUT_LIMIT: '100/600', CHECKOUT_ADDRESS_LIMIT: '100/600' });
});
afterAll(() => test.close());

const checkout = async (address: string, png: Buffer) =>
  test.app.inject({
    method: 'POST',
    url: '/api/create_checkout_session',
    remoteAddress: address,
    payload: multipartForm({ variantID: orderVariantID }, { bytes: new Uint8Array(png), type: 'image/png' }),
  });

describe('uploads refused as damaged', () => {
  it('cost their address a turn: past the limit its uploads to that route are refused with 429 before they are read', async () => {
    const design = await designPng();
    const damaged = flippedInIdat(design);
    for (let attempt = 0; attempt < damagedUploadLimit.limit; attempt++) {
      const refused = await checkout('10.9.0.1', damaged);
      expect(refused.statusCode).toBe(422);
      expect(errorOf(refused)).toBe('The design image is damaged and could not be read.');
    }
    const locked = await checkout('10.9.0.1', design);
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked)).toBe(damagedUploadsMessage);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3500);
    // Another address, and another route from the same address, are not held back.
    expect((await checkout('10.9.0.2', design)).statusCode).toBe(200);
    const share = await test.app.inject({ method: 'POST', url: '/api/designs', remoteAddress: '10.9.0.1', payload: await shareForm([await pngPicture('a')]) });
    expect(share.statusCode).toBe(201);
  }, 30_000);

  it('are only those answered 422: a malformed upload costs nothing', async () => {
    for (let attempt = 0; attempt < damagedUploadLimit.limit + 2; attempt++) {
      expect((await checkout('10.9.0.3', Buffer.from('not a png'))).statusCode).toBe(400);
    }
    expect((await checkout('10.9.0.3', await designPng())).statusCode).toBe(200);
  }, 30_000);
});
