import { connect } from 'node:net';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
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

/** Every file under the shared uploads directory, as `entry/file` for those in a store's own directory. */
async function uploadsNow(): Promise<Set<string>> {
  const found = new Set<string>();
  for (const entry of await readdir(uploadDirectory, { withFileTypes: true })) {
    if (!entry.isDirectory()) found.add(entry.name);
    else for (const name of await readdir(join(uploadDirectory, entry.name)).catch(() => [])) found.add(`${entry.name}/${name}`);
  }
  return found;
}

it('a killed process’s partial upload is swept by the next process to start, whatever its age; live and fresh ones are left', async () => {
  const store = await startStoreProcess({});
  started.push(store);
  const before = await uploadsNow();
  const socket = startUpload(store.url);
  let partial: string[] = [];
  for (let tries = 0; tries < 50 && !partial.length; tries++) {
    await sleep(100);
    partial = [...(await uploadsNow())].filter((name) => !before.has(name));
  }
  expect(partial).toHaveLength(1);
  // In the store's own directory, named by its host and process id.
  const [killedDirectory] = partial[0]?.split('/') ?? [];
  expect(killedDirectory).toMatch(new RegExp(`^instance-${hostname()}-\\d+-[0-9a-f]{8}$`));
  store.signal('SIGKILL');
  await store.exited;
  socket.destroy();
  // Still there: nothing ran to delete it.
  expect(await uploadsNow()).toContain(partial[0]);

  // Beside it: a loose file an hour old, a fresh one, this (live) process's own directory idle
  // for an hour, and a fresh one of another host whose process id is the killed one's.
  const hourAgo = (Date.now() - leftoverUploadAgeMs - 60_000) / 1000;
  const oldLoose = `old-${process.pid}`;
  const freshLoose = `fresh-${process.pid}`;
  const live = `instance-${hostname()}-${process.pid}-0badc0de`;
  const killedPid = killedDirectory?.split('-').at(-2);
  const otherHost = `instance-another-host-${killedPid}-0badc0de`;
  await writeFile(join(uploadDirectory, oldLoose), 'left by an older version');
  await utimes(join(uploadDirectory, oldLoose), hourAgo, hourAgo);
  await writeFile(join(uploadDirectory, freshLoose), 'an upload in progress');
  for (const name of [live, otherHost]) {
    await mkdir(join(uploadDirectory, name));
    await writeFile(join(uploadDirectory, name, 'upload'), 'an upload in progress');
  }
  await utimes(join(uploadDirectory, live), hourAgo, hourAgo);
  try {
    started.push(await startStoreProcess({}));
    const after = await uploadsNow();
    expect([...after].some((name) => name.startsWith(`${killedDirectory}/`))).toBe(false);
    expect(existsSync(join(uploadDirectory, killedDirectory ?? ''))).toBe(false);
    expect(after.has(oldLoose)).toBe(false);
    expect(after.has(freshLoose)).toBe(true);
    expect(after.has(`${live}/upload`)).toBe(true);
    expect(after.has(`${otherHost}/upload`)).toBe(true);
  } finally {
    for (const name of [oldLoose, freshLoose, live, otherHost]) await rm(join(uploadDirectory, name), { recursive: true, force: true });
  }
}, 60_000);

it('a store that stops removes its own directory of temporary uploads', async () => {
  const before = new Set(await readdir(uploadDirectory));
  const store = await startStoreProcess({});
  const mine = (await readdir(uploadDirectory)).filter((name) => !before.has(name) && name.startsWith('instance-'));
  expect(mine).toHaveLength(1);
  await store.stop();
  expect(existsSync(join(uploadDirectory, mine[0] ?? ''))).toBe(false);
}, 60_000);
