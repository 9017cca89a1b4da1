import { afterEach, describe, expect, it } from 'vitest';
import { designPng, variantOf } from '../../helpers/designPng.ts';
import { buildTestApp, multipartForm, type TestApp } from '../../helpers/testApp.ts';

/**
 * Behind a reverse proxy the client's address is the right-most X-Forwarded-For entry the proxy
 * appended; entries to its left are whatever the client sent, so they must not count.
 */
describe.each([
  ['true', 'one proxy'],
  ['1', 'a hop count'],
  ['127.0.0.1', "the proxy's address"],
])('TRUST_PROXY=%s (%s)', (trustProxy) => {
  let test: TestApp;
  afterEach(async () => {
    await test.close();
  });

  let colour = 0;
  const previewThroughProxy = async (forwardedFor: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/preview_printful_product',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
      // A new design each time, so no answer comes from the mockup cache.
      payload: multipartForm(
        { variantID: variantOf() },
        { bytes: await designPng(`#${(0x102030 + 0x40 * colour++).toString(16)}`), type: 'image/png' },
      ),
    });

  it('reads the client from the right, so a forged entry on the left is no way round the cooldown', async () => {
    test = await buildTestApp({ TRUST_PROXY: trustProxy });
    expect((await previewThroughProxy('192.0.2.1, 203.0.113.7')).statusCode).toBe(200);
    expect((await previewThroughProxy('192.0.2.2, 203.0.113.7')).statusCode).toBe(429);
    expect((await previewThroughProxy('192.0.2.3, 203.0.113.7')).statusCode).toBe(429);
    expect((await previewThroughProxy('203.0.113.8')).statusCode).toBe(200);
  });
});
