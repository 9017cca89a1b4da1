import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { startStoreProcess, type StoreProcess } from '../../helpers/storeProcess.ts';

const redisUrl = inject('redisUrl');

/** A keep-alive connection to the store and the raw text it has received. */
async function connection(url: string): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  const { hostname, port } = new URL(url);
  const socket = connect({ host: hostname, port: Number(port) });
  await new Promise((resolve) => socket.once('connect', resolve));
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, received: () => text, closed };
}

const until = async (condition: () => boolean | Promise<boolean>) => {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
};

const boundary = 'shutdown-test';
/** The start of a multipart HEIC upload whose body is `bodyBytes` long. */
const uploadHead = (bodyBytes: number, headers = '') =>
  'POST /api/convert_heic HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n' + headers +
  `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${bodyBytes}\r\n\r\n`;
const uploadBody =
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.heic"\r\n\r\nnot a heic\r\n--${boundary}--\r\n`;

describe('stopping the store (SIGTERM)', () => {
  let store: StoreProcess | undefined;
  afterEach(async () => {
    await store?.stop();
    store = undefined;
  });

  it('closes idle keep-alive connections at once, answers in-flight requests with Connection: close, and exits', async () => {
    store = await startStoreProcess({});
    const idle = await connection(store.url);
    idle.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    await until(() => idle.received().includes('"ok":true'));
    const busy = await connection(store.url);
    busy.socket.write(uploadHead(uploadBody.length) + uploadBody.slice(0, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));

    store.signal('SIGTERM');
    await idle.closed;
    busy.socket.write(uploadBody.slice(20));
    // The in-flight request is answered, told the connection closes, and the connection closes:
    // no keep-alive client holds the shutdown (the test's time limit fails it otherwise).
    await busy.closed;
    expect(busy.received()).toMatch(/^HTTP\/1\.1 415 /);
    expect(busy.received().toLowerCase()).toContain('connection: close');
    expect(await store.exited).toBe(0);
  }, 20_000);

  it('exits after SHUTDOWN_GRACE_SECONDS however slowly an upload arrives, giving its HEIC place back first', async () => {
    const prefix = `test-${randomBytes(6).toString('hex')}`;
    store = await startStoreProcess({
      SHUTDOWN_GRACE_SECONDS: '1',
      ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: prefix } : {}),
    });
    const slow = await connection(store.url);
    slow.socket.write(uploadHead(30 * 1024 * 1024) + uploadBody.slice(0, 20));
    const trickle = setInterval(() => slow.socket.write('x'), 100);
    const redis = redisUrl ? new Redis(redisUrl) : undefined;
    try {
      // With Redis, the upload's visitor and address places are held there, shared by every process.
      const heicPlaces = async () => (redis ? await redis.keys(`${prefix}:heic:*`) : []);
      const uploading = (line: Record<string, unknown>) => line.msg === 'incoming request' && JSON.stringify(line.req).includes('/api/convert_heic');
      await until(() => store?.logs.some(uploading) ?? false);
      if (redis) await until(async () => (await heicPlaces()).length === 2);
      store.signal('SIGTERM');
      // Forced out after 1 s: the upload would otherwise hold the shutdown until its body limits cut it.
      expect(await store.exited).toBe(1);
      expect(store.logs.map((line) => line.msg)).toContain('SHUTDOWN_GRACE_SECONDS passed: places and claims given back, exiting');
      expect(await heicPlaces()).toEqual([]);
    } finally {
      clearInterval(trickle);
      await redis?.quit();
    }
  }, 20_000);
});
