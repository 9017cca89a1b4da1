import { connect } from 'node:net';
import { readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { uploadDirectory } from '../../../src/server/plugins/uploads.ts';
import { leftoverUploadAgeMs } from '../../../src/server/plugins/uploadSweep.ts';
import { startStoreProcess, type StoreProcess } from '../../helpers/storeProcess.ts';
import { variantOf } from '../../helpers/designPng.ts';

const started: StoreProcess[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((store) => store.stop()));
});

const filesNow = async () => new Set(await readdir(uploadDirectory));
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Starts a checkout upload on a raw socket and sends 64 KB of its 1 MB design, then waits. */
function startUpload(url: string) {
  const { hostname, port } = new URL(url);
  const boundary = 'sweep-test-boundary';
  const head = [
    `--${boundary}\r\nContent-Disposition: form-data; name="variantID"\r\n\r\n${variantOf()}\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="design.png"\r\nContent-Type: image/png\r\n\r\n`,
  ].join('');
  const socket = connect(Number(port), hostname);
  socket.on('error', () => undefined);
  socket.write(
    `POST /api/create_checkout_session HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + 1024 * 1024}\r\n\r\n`,
  );
  socket.write(head);
  socket.write(Buffer.alloc(64 * 1024, 7));
  return socket;
}

it('a killed process’s partial upload is swept by the next process to start once it is old, and a fresh one is left', async () => {
  const store = await startStoreProcess({});
  started.push(store);
  const before = await filesNow();
  const socket = startUpload(store.url);
  let partial: string[] = [];
  for (let tries = 0; tries < 50 && !partial.length; tries++) {
    await sleep(100);
    partial = [...(await filesNow())].filter((name) => !before.has(name));
  }
  expect(partial.length).toBeGreaterThan(0);
  store.signal('SIGKILL');
  await store.exited;
  socket.destroy();
  // Still there: nothing ran to delete it.
  const left = partial;
  expect([...(await filesNow())]).toEqual(expect.arrayContaining(left));

  // An hour later (its time set back), and a fresh upload of another process beside it.
  const old = (Date.now() - leftoverUploadAgeMs - 60_000) / 1000;
  await Promise.all(left.map((name) => utimes(join(uploadDirectory, name), old, old)));
  const fresh = join(uploadDirectory, `fresh-${process.pid}`);
  await writeFile(fresh, 'an upload in progress');
  try {
    started.push(await startStoreProcess({}));
    const after = await filesNow();
    for (const name of left) expect(after.has(name)).toBe(false);
    expect(after.has(`fresh-${process.pid}`)).toBe(true);
  } finally {
    await rm(fresh, { force: true });
  }
}, 60_000);
