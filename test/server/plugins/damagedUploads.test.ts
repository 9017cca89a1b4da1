import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadEnv } from '../../../src/server/config.ts';
import { openSharedState } from '../../../src/server/limits/sharedState.ts';
import {
  damagedFromAddressMessage,
  damagedUploadRules,
  damagedUploadsMessage,
  registerDamagedUploads,
} from '../../../src/server/plugins/damagedUploads.ts';
import { registerVisitor } from '../../../src/server/plugins/visitor.ts';
import { flippedInIdat } from '../../helpers/brokenPng.ts';
import { pngPicture, shareForm } from '../../helpers/shareForm.ts';
import { buildTestApp, cookiesOf, errorOf, multipartForm, type TestApp } from '../../helpers/testApp.ts';
import { designPng, orderVariantID } from '../orders/orderFixtures.ts';

describe('uploads refused as damaged, in the store', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp({ CHECKOUT_LIMIT: '100/600', CHECKOUT_ADDRESS_LIMIT: '100/600' });
  });
  afterAll(() => test.close());

  const checkout = async (address: string, png: Buffer, cookies: Record<string, string> = {}) =>
    test.app.inject({
      method: 'POST',
      url: '/api/create_checkout_session',
      remoteAddress: address,
      cookies,
      payload: multipartForm({ variantID: orderVariantID }, { bytes: new Uint8Array(png), type: 'image/png' }),
    });

  it('cost their visitor a turn: past the limit its uploads to that route are refused with 429 before they are read', async () => {
    const design = await designPng();
    const damaged = flippedInIdat(design);
    const first = await checkout('10.9.0.1', damaged);
    const sender = cookiesOf(first);
    for (let attempt = 1; attempt < damagedUploadRules.visitor.limit; attempt++) {
      const refused = await checkout('10.9.0.1', damaged, sender);
      expect(refused.statusCode).toBe(422);
      expect(errorOf(refused)).toBe('The design image is damaged and could not be read.');
    }
    const locked = await checkout('10.9.0.1', design, sender);
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked)).toBe(damagedUploadsMessage);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3500);
    // Another visitor at the same address, and the same visitor on another route, are not held back.
    expect((await checkout('10.9.0.1', design)).statusCode).toBe(200);
    const share = await test.app.inject({ method: 'POST', url: '/api/designs', remoteAddress: '10.9.0.1', cookies: sender, payload: await shareForm([await pngPicture('a')]) });
    expect(share.statusCode).toBe(201);
  }, 30_000);

  it('are only those answered 422: a malformed upload costs nothing', async () => {
    const first = await checkout('10.9.0.3', Buffer.from('not a png'));
    for (let attempt = 0; attempt < damagedUploadRules.visitor.limit + 2; attempt++) {
      expect((await checkout('10.9.0.3', Buffer.from('not a png'), cookiesOf(first))).statusCode).toBe(400);
    }
    expect((await checkout('10.9.0.3', await designPng(), cookiesOf(first))).statusCode).toBe(200);
  }, 30_000);
});

/**
 * The address's budget of work, on a small server whose one upload route answers after a given
 * time of "work" on the store's clock: each damaged upload's work is that time, exactly.
 */
describe('the work damaged uploads cost their address', () => {
  const rules = { visitor: { limit: 10, windowSeconds: 3600 }, addressWork: { bytes: 3000, windowSeconds: 600 }, maxWorkMsPerUpload: 1000 };
  let app: FastifyInstance;
  let clock = 0;
  beforeAll(async () => {
    const redisUrl = inject('redisUrl');
    app = Fastify();
    app.decorate('env', loadEnv({}));
    app.decorate('shared', await openSharedState({ REDIS_URL: redisUrl, REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}` }, app.log));
    await app.register(cookie, { secret: randomBytes(32).toString('hex') });
    registerVisitor(app, app.env);
    registerDamagedUploads(app, rules, () => clock);
    app.addContentTypeParser('multipart/form-data', (_request, body, done) => {
      body.resume();
      body.once('end', () => done(null));
    });
    app.post<{ Querystring: { workMs: string; status: string } }>('/api/upload', async (request, reply) => {
      clock += Number(request.query.workMs);
      return reply.status(Number(request.query.status)).send({});
    });
  });
  afterAll(async () => {
    await app.close();
    await app.shared.close();
  });

  /** An upload from `address` without a cookie (a new visitor each time) that takes `workMs` to answer `status`. */
  const upload = (address: string, workMs: number, status = 422) =>
    app.inject({
      method: 'POST',
      url: `/api/upload?workMs=${workMs}&status=${status}`,
      remoteAddress: address,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });

  it('stops a sender that drops its cookie once its damaged uploads have cost the budget, and no sooner', async () => {
    // 3 s of budget, refused while less than one upload's most (1 s) is left: after 2.4 s, not after 1.8 s.
    for (const workMs of [600, 600, 600, 600]) expect((await upload('10.53.0.1', workMs)).statusCode).toBe(422);
    const locked = await upload('10.53.0.1', 0, 200);
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked)).toBe(damagedFromAddressMessage);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(500);
    expect((await upload('10.53.0.2', 0, 200)).statusCode).toBe(200);
  });

  it('never stops an address for damaged files that cost the store nothing, however many', async () => {
    for (let attempt = 0; attempt < 100; attempt++) expect((await upload('10.53.0.3', 0)).statusCode).toBe(422);
    expect((await upload('10.53.0.3', 0, 200)).statusCode).toBe(200);
  });

  it('counts one upload at most its share, so a reply slowed by a queue cannot stop an address at once', async () => {
    expect((await upload('10.53.0.4', 30_000)).statusCode).toBe(422);
    expect((await upload('10.53.0.4', 0, 200)).statusCode).toBe(200);
  });

  it('counts only the work after the last byte, and nothing for an upload that was served', async () => {
    for (let attempt = 0; attempt < 10; attempt++) expect((await upload('10.53.0.5', 5000, 200)).statusCode).toBe(200);
    expect((await upload('10.53.0.5', 0, 200)).statusCode).toBe(200);
  });
});
