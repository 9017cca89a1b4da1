import { describe, expect, it } from 'vitest';
import { checkoutMessages, requestCheckout } from '../../src/checkout/requestCheckout.ts';
import { outdatedPageMessage } from '../../src/shared/api/apiVersion.ts';

const design = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

function answer(status: number, body: unknown): typeof fetch {
  return async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
}

describe('requestCheckout', () => {
  it('posts the design as template.png with variantID and uuid, with credentials, and returns checkout_url', async () => {
    let sent: { url: string; init: RequestInit | undefined } | undefined;
    const fetchSpy: typeof fetch = async (url, init) => {
      sent = { url: url as string, init };
      return new Response(JSON.stringify({ checkout_url: '/checkout/test/abc', order_id: 'abc' }));
    };
    const url = await requestCheckout({ design, variantID: '17723', uuid: 'visitor-1' }, fetchSpy);
    expect(url).toBe('/checkout/test/abc');
    expect(sent?.url).toBe('/api/create_checkout_session');
    expect(sent?.init?.method).toBe('POST');
    expect(sent?.init?.credentials).toBe('include');
    const form = sent?.init?.body as FormData;
    const file = form.get('file') as File;
    expect(file.name).toBe('template.png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    expect(form.get('variantID')).toBe('17723');
    expect(form.get('uuid')).toBe('visitor-1');
  });

  it('sends no uuid field when there is none', async () => {
    let form: FormData | undefined;
    await requestCheckout({ design, variantID: '17723', uuid: null }, async (_url, init) => {
      form = init?.body as FormData;
      return new Response(JSON.stringify({ checkout_url: 'https://checkout.stripe.com/c/pay/cs_1' }));
    });
    expect(form?.has('uuid')).toBe(false);
  });

  const failures: [string, typeof fetch, string][] = [
    ['a 400 answer', answer(400, { error: 'Unknown variantID' }), checkoutMessages.failed],
    ['a 502 answer with a url', answer(502, { checkout_url: '/x' }), checkoutMessages.failed],
    ['an ok answer without checkout_url', answer(200, { order_id: 'abc' }), checkoutMessages.failed],
    ['an ok answer that is not JSON', answer(200, '<html>'), checkoutMessages.failed],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch')), checkoutMessages.unreachable],
    ['the refusal of an outdated page (412)', answer(412, { error: 'outdated' }), outdatedPageMessage],
  ];
  for (const [what, fetchImpl, message] of failures) {
    it(`throws '${message}' on ${what}`, async () => {
      await expect(requestCheckout({ design, variantID: '17723', uuid: null }, fetchImpl)).rejects.toThrow(message);
    });
  }

  it('uses SPEC §8 wording', () => {
    expect(checkoutMessages).toEqual({
      failed: 'Something went wrong while creating payment session.',
      unreachable: 'Stripe server error.',
    });
  });
});
