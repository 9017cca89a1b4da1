import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { designPng, variantOf } from '../../helpers/designPng.ts';
import { buildTestApp, multipartForm, type TestApp } from '../../helpers/testApp.ts';

let colour = 0;
/** A preview through the proxy at 127.0.0.1 for the client(s) `forwardedFor`, of a new design each time (so no answer comes from the mockup cache). */
const previewThroughProxy = async (test: TestApp, forwardedFor: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/preview_printful_product',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: multipartForm(
      { variantID: variantOf() },
      { bytes: await designPng(`#${(0x102030 + 0x40 * colour++).toString(16)}`), type: 'image/png' },
    ),
  });

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

  const preview = (forwardedFor: string) => previewThroughProxy(test, forwardedFor);

  it('reads the client from the right, so a forged entry on the left is no way round the cooldown', async () => {
    test = await buildTestApp({ TRUST_PROXY: trustProxy });
    expect((await preview('192.0.2.1, 203.0.113.7')).statusCode).toBe(200);
    expect((await preview('192.0.2.2, 203.0.113.7')).statusCode).toBe(429);
    expect((await preview('192.0.2.3, 203.0.113.7')).statusCode).toBe(429);
    expect((await preview('203.0.113.8')).statusCode).toBe(200);
  });
});

/**
 * Proxies write a client in several forms; each must be the one client it names (every per-address
 * limit keys on it), and an entry that names none counts as the proxy that wrote it.
 */
describe('TRUST_PROXY=127.0.0.1, 10.0.0.0/8 (a proxy in front of a load balancer)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' });
  });
  afterAll(() => test.close());

  const preview = (forwardedFor: string) => previewThroughProxy(test, forwardedFor);

  it('knows its own proxies however they write themselves: a port on the balancer’s entry does not make it the client', async () => {
    expect((await preview('198.51.100.1:5555, 10.0.0.2:443')).statusCode).toBe(200);
    expect((await preview('198.51.100.1, [::ffff:10.0.0.3]:80')).statusCode).toBe(429);
    expect((await preview('198.51.100.1:6000, 10.0.0.4')).statusCode).toBe(429);
  });

  it('counts an IPv4 client with a port, in brackets or mapped as the client itself', async () => {
    expect((await preview('203.0.113.9:1')).statusCode).toBe(200);
    for (const entry of ['203.0.113.9:2', '[::ffff:203.0.113.9]:3', '::FFFF:203.0.113.9']) {
      expect((await preview(entry)).statusCode, entry).toBe(429);
    }
  });

  it('counts an IPv6 client in brackets, with a port, padded or in upper case by its /64', async () => {
    expect((await preview('[2001:db8:53::1]:443')).statusCode).toBe(200);
    for (const entry of ['2001:db8:53::2', '[2001:DB8:53::3]', '2001:0db8:0053:0000:0000:0000:0000:0004']) {
      expect((await preview(entry)).statusCode, entry).toBe(429);
    }
  });

  it('counts an entry that names no address as the proxy that wrote it, never as a client of its own', async () => {
    expect((await preview('unknown')).statusCode).toBe(200);
    for (const entry of ['_hidden', '203.0.113.10:port', '127.0.0.1:9']) expect((await preview(entry)).statusCode, entry).toBe(429);
    expect((await preview('203.0.113.10')).statusCode).toBe(200);
  });
});
