import { connect, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uploadsBusyMessage } from '../../../src/server/plugins/requestGuards.ts';
import { buildTestApp, multipartForm, type TestApp } from '../../helpers/testApp.ts';

/** A real socket that sends the headers of a 30 MB upload and its first 3 bytes, then stalls. */
async function stalledUpload(port: number, from = '127.0.0.1'): Promise<Socket> {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from });
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    'POST /api/convert_heic HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      'Content-Type: multipart/form-data; boundary=xyz\r\n' +
      `Content-Length: ${30 * 1024 * 1024}\r\n\r\n--x`,
  );
  return socket;
}

const closed = (socket: Socket) =>
  new Promise<void>((resolve) => {
    if (socket.destroyed) resolve();
    socket.once('close', () => resolve());
  });

describe('request guards on a listening server (UPLOAD_CONCURRENCY=2, BODY_TIMEOUT_SECONDS=1)', () => {
  let test: TestApp;
  let port: number;
  const sockets: Socket[] = [];
  beforeEach(async () => {
    test = await buildTestApp({ UPLOAD_CONCURRENCY: '2', BODY_TIMEOUT_SECONDS: '1' });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as { port: number }).port;
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    await test.close();
  });

  const upload = () =>
    fetch(`http://127.0.0.1:${port}/api/convert_heic`, {
      method: 'POST',
      body: multipartForm({}, { bytes: new Uint8Array([1, 2, 3]), name: 'x.heic' }),
    });

  it('closes a body that sends nothing, instead of holding the connection open', async () => {
    const socket = await stalledUpload(port);
    sockets.push(socket);
    // The test's own time limit is the failure: without the guard the socket stays open for minutes.
    await closed(socket);
    expect(socket.destroyed).toBe(true);
  });

  const expectBusy = async (response: Response) => {
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ error: uploadsBusyMessage });
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

  it('answers 503 with Retry-After past the concurrent upload cap, before reading the body, and frees the places', async () => {
    sockets.push(await stalledUpload(port, '127.0.0.2'), await stalledUpload(port, '127.0.0.3'));
    await settle();
    await expectBusy(await upload());

    await Promise.all(sockets.map(closed));
    // Under the cap again: the route itself now judges the (not HEIC) file.
    expect((await upload()).status).toBe(415);
  });

  it('gives one client address at most half of the places', async () => {
    sockets.push(await stalledUpload(port));
    await settle();
    await expectBusy(await upload());
  });
});
