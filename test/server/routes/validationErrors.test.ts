import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designPng } from '../../helpers/designPng.ts';
import { plainSharedDesign } from '../../helpers/sharedDesign.ts';
import { buildTestApp, errorOf, multipartForm, type TestApp } from '../../helpers/testApp.ts';
import { orderModel } from '../orders/orderFixtures.ts';

/** A share of an empty design with `overrides` in its design JSON. */
async function shareForm(overrides: Record<string, unknown>): Promise<FormData> {
  const form = new FormData();
  form.append('design', JSON.stringify(plainSharedDesign(orderModel.key, [], overrides)));
  form.append('preview', new Blob([await designPng('#ffffff')], { type: 'image/png' }), 'design.png');
  return form;
}

const item = { itemID: 'i1', imageID: 'p1', itemIndex: 0, TL_imageBounds: { x: 0, y: 0 }, BR_imageBounds: { x: 10, y: 10 }, rotation: 0 };

describe('a malformed request is answered 400 with the field named', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  });
  afterAll(() => test.close());

  const refusal = async (request: InjectOptions) => {
    const response = await test.app.inject(request);
    expect(response.statusCode).toBe(400);
    return errorOf(response);
  };

  it('names a JSON body’s, params’ and query’s field as fastify does', async () => {
    const card = { cardNumber: 4242, expiry: '12/34', cvc: '123' };
    expect(await refusal({ method: 'POST', url: '/api/test_payment/abc', payload: { address: {}, card } })).toMatch(/^body\/card\/cardNumber /);
    expect(await refusal({ method: 'POST', url: '/api/test_payment/abc', payload: { card: {} } })).toMatch(/^body\/address /);
    expect(await refusal({ method: 'GET', url: `/api/orders/${'x'.repeat(65)}` })).toMatch(/^params\/id /);
    expect(await refusal({ method: 'GET', url: `/api/designs/${'x'.repeat(65)}` })).toMatch(/^params\/id /);
  });

  it('names a multipart form’s field, and the path inside a shared design', async () => {
    const checkout = (fields: Record<string, string>) =>
      designPng('#ffffff').then((png) => ({ method: 'POST' as const, url: '/api/create_checkout_session', payload: multipartForm(fields, { bytes: png }) }));
    expect(await refusal(await checkout({}))).toBe('variantID is required.');
    expect(await refusal(await checkout({ variantID: 'x', uuid: 'not valid!' }))).toBe('uuid is not valid.');
    const share = async (overrides: Record<string, unknown>) => refusal({ method: 'POST', url: '/api/designs', payload: await shareForm(overrides) });
    expect(await share({ ghosts: { enabled: true, freq: 11, size: 1, opacity: 1, seed: 1 } })).toBe('design/ghosts/freq must be a whole number from 1 to 10');
    expect(await share({ items: [{ ...item, rotation: 'a lot' }] })).toBe('design/items/0/rotation must be a number from -3600 to 3600');
    expect(await share({ caseFinish: 'Shiny' })).toBe('design/caseFinish must be one of "Matte", "Glossy"');
    expect(await share({ backgroundColor: 'teal' })).toBe('design/backgroundColor The background colour is not valid.');
  });
});
